import LifelineModel
import LifelineTrace

/// The compiler-style text report:
///
/// ```
/// trace.jsonl:42:1: error[LC301]: sceneDidBecomeActive(_:) on scene S2 while it is background; expected sceneWillEnterForeground(_:) first
///    38 | seq 12  sceneWillResignActive(_:) on S2: foregroundActive → foregroundInactive
///    40 | seq 13  sceneDidEnterBackground(_:) on S2: foregroundInactive → background
///       = LC301 scene callback legal from the scene's state: https://… (lifecycle-facts.md §4.1)
/// ```
public struct TextReport {
    public var color: Bool
    /// Adds the per-rule summary ("LC301 held in 37 of 40 scenes; vacuous in 3").
    public var summary: Bool

    public init(color: Bool = false, summary: Bool = false) {
        self.color = color
        self.summary = summary
    }

    private func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }

    /// One trace's report.
    public func render(_ result: CheckResult) -> String {
        var out = ""
        for violation in result.violations { out += render(violation, file: result.file) }
        if result.unreported > 0 {
            out += "\(result.file): note: \(result.unreported) more violations not shown\n"
        }
        for tally in result.tallies {
            if let why = tally.skippedBecause {
                out += "\(result.file): note: \(tally.ruleID) could not check: \(why)\n"
            }
        }
        if summary { out += renderSummary(result) }
        return out
    }

    /// One violation with its evidence and citation.
    public func render(_ violation: Violation, file: String) -> String {
        let label = violation.severity == .error ? paint("error[\(violation.ruleID)]", "1;31") : paint("warning[\(violation.ruleID)]", "1;33")
        var out = paint("\(file):\(violation.line):1:", "1") + " \(label): \(PrintableText.escaped(violation.message))\n"
        for line in violation.evidence {
            let number = String(line.line)
            out += paint(String(repeating: " ", count: max(0, 6 - number.count)) + number + " | ", "2") + "seq \(line.seq)  \(PrintableText.escaped(line.text))\n"
        }
        let title = RuleCatalogue.rule(id: violation.ruleID).map { " \($0.title)" } ?? ""
        let source = RuleCatalogue.rule(id: violation.ruleID).map { "\($0.source.rawValue) §\(violation.section)" } ?? violation.section
        out += paint("       = \(violation.ruleID)\(title): \(violation.citation)", "36") + (source.isEmpty ? "" : paint(" (\(source))", "36")) + "\n"
        return out
    }

    /// Per-rule support and vacuity, then the totals.
    public func renderSummary(_ result: CheckResult) -> String {
        var out = "\(result.file): summary (\(result.profile.rawValue), \(result.eventCount) events)\n"
        for tally in result.tallies where tally.skippedBecause == nil {
            let noun = tally.instances == 1 ? String(tally.scope.plural.dropLast()) : tally.scope.plural
            out += "  \(tally.ruleID) held in \(tally.held) of \(tally.instances) \(noun); vacuous in \(tally.vacuous)"
            if tally.violations > 0 { out += "; \(tally.violations) violation\(tally.violations == 1 ? "" : "s")" }
            out += "\n"
        }
        return out
    }

    /// The last line: totals over all traces.
    public static func totals(_ results: [CheckResult]) -> String {
        let errors = results.reduce(0) { $0 + $1.errorCount }
        let warnings = results.reduce(0) { $0 + $1.warningCount }
        let traces = results.count == 1 ? "1 trace" : "\(results.count) traces"
        // Violations past the report limit are counted too: the total counts everything.
        let unreported = results.reduce(0) { $0 + $1.unreported }
        if errors == 0 && warnings == 0 && unreported == 0 { return "\(traces) checked: clean\n" }
        let more = unreported == 0 ? "" : ", and \(unreported) more violation\(unreported == 1 ? "" : "s") not shown (\(errors + warnings + unreported) in all)"
        return "\(traces) checked: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\(more)\n"
    }
}
