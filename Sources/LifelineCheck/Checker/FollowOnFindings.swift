/// Folds findings that follow from an earlier one into it: "and N follow-on findings".
///
/// A finding follows from an earlier kept one when it concerns the same scene (or both the
/// app) and the earlier one's event is still in its evidence window (or it is at the same
/// event): one misplaced callback leaves the tracked state wrong for the next few events, and
/// each of them would otherwise be reported as a fault of its own.
enum FollowOnFindings {
    static func fold(_ violations: [Violation]) -> [Violation] {
        var kept: [Violation] = []
        // Whether each kept finding can be a root (a built-in rule of the facts), worked out
        // once per finding: the search below runs over every kept finding for each finding,
        // and looking both rules up per pair cost 3-6% of `check` on a 1M-event trace.
        var canRoot: [Bool] = []
        for violation in violations {
            if RuleCatalogue.rule(id: violation.ruleID) != nil,
                let root = kept.indices.last(where: { canRoot[$0] && related(violation, to: kept[$0]) })
            {
                kept[root].followOn += 1 + violation.followOn
            } else {
                kept.append(violation)
                canRoot.append(RuleCatalogue.rule(id: violation.ruleID)?.source == .lifecycleFacts)
            }
        }
        return kept
    }

    /// Only built-in findings fold, never into a weaker one or into trace hygiene (LC00x),
    /// whose findings say the recorder disagrees rather than that UIKit was out of order
    /// (`fold` checks the rules); here, the rest: the same scene, the root's event in the
    /// later one's evidence window.
    private static func related(_ later: Violation, to root: Violation) -> Bool {
        // The same scene; for the app, the same rule.
        guard later.scene == root.scene, later.scene != nil || later.ruleID == root.ruleID, root.seq > 0,
            later.line >= root.line,
            later.severity <= root.severity
        else { return false }
        return later.line == root.line || later.evidence.contains { $0.line == root.line }
    }
}
