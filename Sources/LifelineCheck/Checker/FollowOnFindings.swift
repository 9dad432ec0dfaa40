/// Folds findings that follow from an earlier one into it: "and N follow-on findings".
///
/// A finding follows from an earlier kept one when it concerns the same scene (or both the
/// app) and the earlier one's event is still in its evidence window (or it is at the same
/// event): one misplaced callback leaves the tracked state wrong for the next few events, and
/// each of them would otherwise be reported as a fault of its own.
enum FollowOnFindings {
    static func fold(_ violations: [Violation]) -> [Violation] {
        var kept: [Violation] = []
        for violation in violations {
            if let root = kept.lastIndex(where: { follows(violation, from: $0) }) {
                kept[root].followOn += 1 + violation.followOn
            } else {
                kept.append(violation)
            }
        }
        return kept
    }

    /// Only built-in findings fold, never into a weaker one or into trace hygiene (LC00x),
    /// whose findings say the recorder disagrees rather than that UIKit was out of order.
    static func follows(_ later: Violation, from root: Violation) -> Bool {
        // The same scene; for the app, the same rule.
        guard later.scene == root.scene, later.scene != nil || later.ruleID == root.ruleID, root.seq > 0, later.line >= root.line, later.severity <= root.severity,
              let rootRule = RuleCatalogue.rule(id: root.ruleID), RuleCatalogue.rule(id: later.ruleID) != nil,
              rootRule.source == .lifecycleFacts else { return false }
        return later.line == root.line || later.evidence.contains { $0.line == root.line }
    }
}
