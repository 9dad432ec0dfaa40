import LifelineModel

/// The rule catalogue as Markdown: a table (`lifeline check --list-rules`) and one section per
/// rule with its anchor (`lifeline check --list-rules --sections`), which Docs/checking.md
/// carries verbatim so that every SARIF `helpUri` lands on its rule.
package enum RuleTable {
    package static func markdown() -> String {
        var out = "| id | title | severity | basis | scope | profiles | citation |\n|---|---|---|---|---|---|---|\n"
        for rule in RuleCatalogue.all {
            out += """
                | [\(rule.id)](#\(RuleDocumentation.anchor(ruleID: rule.id))) | \(rule.title) | \
                \(rule.severity.rawValue) | \(rule.basis.rawValue) | \(rule.scope.rawValue) | \(profiles(rule)) | \
                \(cite(rule)) |\n
                """
        }
        return out
    }

    /// One `###` section per rule, each opened by `<a id="lc301"></a>`.
    package static func sections() -> String {
        var out = ""
        for rule in RuleCatalogue.all {
            out += "<a id=\"\(RuleDocumentation.anchor(ruleID: rule.id))\"></a>\n"
            out += "### \(rule.id): \(rule.title)\n\n"
            out += """
                \(rule.severity.rawValue) · \(rule.basis.rawValue) · scope: \(rule.scope.rawValue) · profiles: \
                \(profiles(rule)) · \(cite(rule))\n\n
                """
            out += rule.explanation + "\n\n"
            if !rule.needs.isEmpty {
                out +=
                    "Needs to see: " + rule.needs.map { "`\($0.swiftName)`" }.joined(separator: ", ")
                    + " (skipped as \"could not check\" when the trace's `observedCallbacks` leaves one out).\n\n"
            }
        }
        return out
    }

    private static func profiles(_ rule: Rule) -> String {
        rule.profiles.count == Profile.allCases.count
            ? "all" : rule.profiles.sorted().map(\.rawValue).joined(separator: ", ")
    }

    private static func cite(_ rule: Rule) -> String {
        rule.source == .lifecycleFacts
            ? "[lifecycle-facts.md §\(rule.section)](\(rule.citation))"
            : "[\(rule.citation) (\(rule.section))](\(rule.citation.hasPrefix("Docs/") ? String(rule.citation.dropFirst(5)) : rule.citation))"
    }
}
