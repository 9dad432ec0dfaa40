import LifelineModel

/// The rule catalogue as a Markdown table (`lifeline check --list-rules`), for Docs/check.md ("The rule catalogue").
public enum RuleTable {
    public static func markdown() -> String {
        var out = "| id | title | severity | basis | scope | profiles | citation |\n|---|---|---|---|---|---|---|\n"
        for rule in RuleCatalogue.all {
            let profiles = rule.profiles.count == Profile.allCases.count
                ? "all" : rule.profiles.sorted().map(\.rawValue).joined(separator: ", ")
            let cite = rule.source == .lifecycleFacts ? "[§\(rule.section)](\(rule.citation))" : rule.citation
            out += "| \(rule.id) | \(rule.title) | \(rule.severity.rawValue) | \(rule.basis.rawValue) | \(rule.scope.rawValue) | \(profiles) | \(cite) |\n"
        }
        return out
    }
}
