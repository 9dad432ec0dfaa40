/// Where each rule is documented: an anchor per rule id in `Docs/checking.md`, so that a
/// SARIF `helpUri`, `--list-rules` and the text report all point at the same section.
public enum RuleDocumentation {
    /// The file, relative to the repository root, that holds the rule catalogue.
    package static let file = "Docs/checking.md"
    /// The absolute URL of the repository's tree that `file` is resolved against; override with
    /// `lifeline check --docs-url` when the documentation is served elsewhere.
    public static let defaultBase = "https://github.com/lifeline-swift/lifeline/blob/main/"

    /// The anchor of a rule's section: `lc301` for `LC301`, `user-rule-my-id` for a user rule.
    package static func anchor(ruleID: String) -> String {
        let lowered = ruleID.lowercased()
        if RuleCatalogue.rule(id: ruleID) != nil { return lowered }
        return "user-rules"
    }

    /// The absolute URL of a rule's section under `base` (which ends with `/`).
    package static func url(ruleID: String, base: String = defaultBase) -> String {
        (base.hasSuffix("/") ? base : base + "/") + file + "#" + anchor(ruleID: ruleID)
    }
}

extension Rule {
    /// The explanation's first sentence: what the text report prints under a violation.
    /// Abbreviations ("e.g.", "i.e.") do not end a sentence.
    package var oneSentence: String {
        var index = explanation.startIndex
        while let dot = explanation[index...].firstIndex(of: ".") {
            let after = explanation.index(after: dot)
            let before = explanation[..<dot]
            let abbreviation = before.hasSuffix("e.g") || before.hasSuffix("i.e") || before.hasSuffix(" vs")
            if !abbreviation && (after == explanation.endIndex || explanation[after] == " ") {
                return String(explanation[...dot])
            }
            index = after
        }
        return explanation
    }
}
