import LifelineModel
import LifelineSupport

/// The compiler-style text report:
///
/// ```
/// trace.jsonl:42:1: error[LC301]: sceneDidBecomeActive(_:) on scene S2 while it is background; expected sceneWillEnterForeground(_:) first
///    38 | seq 12  sceneWillResignActive(_:) on S2: foregroundActive → foregroundInactive
///    40 | seq 13  sceneDidEnterBackground(_:) on S2: foregroundInactive → background
///    42 > {"seq":14,"t":1.2,"kind":"callback","receiver":"scene","scene":"S2",…}
///       = LC301 scene callback legal from the scene's state: Each scene-delegate callback must be …
///       = see https://… (Docs/lifecycle-facts.md §4.1)
/// ```
public struct TextReport {
    package var color: Bool
    /// Adds the per-rule summary ("LC301 held in 37 of 40 scenes; vacuous in 3").
    package var summary: Bool

    /// A text report, without colour and without the summary line unless asked.
    public init(color: Bool = false, summary: Bool = false) {
        self.color = color
        self.summary = summary
    }

    private func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }

    /// One trace's report.
    public func render(_ result: CheckResult) -> String {
        var out = ""
        for note in result.notes { out += "\(result.file): note: \(note)\n" }
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

    /// One violation: the evidence before it, the offending line itself, the rule's
    /// one-sentence explanation and the fact it rests on.
    public func render(_ violation: Violation, file: String) -> String {
        let label =
            violation.severity == .error
            ? paint("error[\(violation.ruleID)]", "1;31") : paint("warning[\(violation.ruleID)]", "1;33")
        var out =
            paint("\(file):\(violation.line):1:", "1") + " \(label): \(Escaping.Terminal.escaped(violation.message))"
        if violation.followOn > 0 {
            out += " (and \(violation.followOn) follow-on finding\(violation.followOn == 1 ? "" : "s"))"
        }
        out += "\n"
        for line in violation.evidence where line.line < violation.line || violation.source == nil {
            out += paint(gutter(line.line, "|"), "2") + "seq \(line.seq)  \(Escaping.Terminal.escaped(line.text))\n"
        }
        if let source = violation.source {
            out += paint(gutter(violation.line, ">"), "1") + Escaping.Terminal.escaped(source) + "\n"
        }
        let rule = RuleCatalogue.rule(id: violation.ruleID)
        if let rule {
            out += paint("       = \(violation.ruleID) \(rule.title): \(rule.oneSentence)", "36") + "\n"
            out +=
                paint("       = see \(violation.citation) (\(rule.source.rawValue) §\(violation.section))", "36") + "\n"
        } else {
            out +=
                paint("       = \(violation.ruleID): \(violation.citation)", "36")
                + (violation.section.isEmpty ? "" : paint(" (\(violation.section))", "36")) + "\n"
        }
        return out
    }

    /// `    42 | ` with the line number right-aligned in six columns.
    private func gutter(_ number: Int, _ mark: String) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(0, 6 - text.count)) + text + " \(mark) "
    }

    /// Per-rule support and vacuity, then the totals.
    package func renderSummary(_ result: CheckResult) -> String {
        var out = "\(result.file): summary (\(result.profile.rawValue), \(result.eventCount) events)\n"
        for tally in result.tallies where tally.skippedBecause == nil {
            let noun = tally.instances == 1 ? String(tally.scope.plural.dropLast()) : tally.scope.plural
            out += "  \(tally.ruleID) held in \(tally.held) of \(tally.instances) \(noun); vacuous in \(tally.vacuous)"
            if tally.violations > 0 { out += "; \(tally.violations) violation\(tally.violations == 1 ? "" : "s")" }
            out += "\n"
        }
        return out
    }

    /// The last line: totals over all traces. `unreadable` traces (malformed, missing: their
    /// errors were reported on their own) are counted first, so a directory where most files
    /// failed never reads as "clean".
    package static func totals(_ results: [CheckResult], unreadable: Int) -> String {
        let line = totals(results)
        guard unreadable > 0 else { return line }
        return "\(unreadable) of \(results.count + unreadable) traces could not be read; " + line
    }

    /// The last line: totals over all traces.
    package static func totals(_ results: [CheckResult]) -> String {
        let errors = results.reduce(0) { $0 + $1.errorCount }
        let warnings = results.reduce(0) { $0 + $1.warningCount }
        let traces = results.count == 1 ? "1 trace" : "\(results.count) traces"
        // Violations past the report limit are counted too: the total counts everything.
        let unreported = results.reduce(0) { $0 + $1.unreported }
        if errors == 0 && warnings == 0 && unreported == 0 { return "\(traces) checked: clean\n" }
        let more =
            unreported == 0
            ? ""
            : ", and \(unreported) more violation\(unreported == 1 ? "" : "s") not shown (\(errors + warnings + unreported) in all)"
        return
            "\(traces) checked: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\(more)\n"
    }
}
