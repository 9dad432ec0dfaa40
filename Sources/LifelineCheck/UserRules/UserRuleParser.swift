import LifelineModel
import LifelineSupport
import LifelineTrace
import LifelineYAML
import Yams

/// Reads a `--rules` YAML file into `UserRule`s. Every mistake is reported as
/// `file:line:column: error: …`, with the position Yams gives for the offending node.
///
/// ```yaml
/// rules:
///   - id: BG5
///     title: didEnterBackground returns within 5 s
///     template: returns-within
///     a: sceneDidEnterBackground(_:)
///     within: 5s
///     scope: scene
/// ```
public enum UserRuleParser {
    static let keys: Set<String> = [
        "id", "title", "template", "a", "b", "never", "scope", "within", "severity", "explanation", "profile"
    ]

    /// Parses the file at `path`.
    public static func parse(path: String) throws(Diagnostic) -> [UserRule] {
        let (root, file) = try YAMLDocument.load(path: path, what: "the rule file")
        return try parse(root: root, file: file)
    }

    /// Parses rule-file text; `file` names it in diagnostics.
    public static func parse(yaml: String, file: String) throws(Diagnostic) -> [UserRule] {
        try parse(root: YAMLDocument.compose(yaml, file: file), file: file)
    }

    private static func parse(root: Node?, file: String) throws(Diagnostic) -> [UserRule] {
        guard let root else {
            throw Diagnostic(file: file, line: 1, column: 1, "empty rule file: expected 'rules:' and a list of rules")
        }
        let list: Node
        if let mapping = root.mapping {
            guard let rules = mapping["rules"] else {
                throw at(root, file, "expected a top-level 'rules:' key holding a list of rules")
            }
            list = rules
        } else {
            list = root
        }
        guard let sequence = list.sequence else {
            throw at(list, file, "expected a list of rules (each item starting with '- ')")
        }
        var rules: [UserRule] = []
        var seen = Set<String>()
        for item in sequence {
            let rule = try parseRule(item, file: file)
            if rule.id.uppercased().hasPrefix("LC") {
                throw at(
                    item["id"] ?? item, file,
                    "rule id '\(rule.id)': ids starting with LC are reserved for built-in rules")
            }
            if seen.contains(rule.id) {
                throw at(item["id"] ?? item, file, "rule id '\(rule.id)' is already used")
            }
            seen.insert(rule.id)
            rules.append(rule)
        }
        return rules
    }

    private static func parseRule(_ node: Node, file: String) throws(Diagnostic) -> UserRule {
        guard let mapping = node.mapping else {
            throw at(node, file, "expected a rule: a mapping with id, template, a, …")
        }
        for (key, _) in mapping {
            guard let name = key.string, keys.contains(name) else {
                throw at(
                    key, file,
                    "unknown key '\(key.string ?? "?")'; expected one of \(keys.sorted().joined(separator: ", "))")
            }
        }
        func scalar(_ key: String, required: Bool) throws(Diagnostic) -> (String, Node)? {
            guard let value = mapping[key] else {
                if required { throw at(node, file, "rule is missing '\(key)'") }
                return nil
            }
            guard let text = value.scalar?.string else { throw at(value, file, "'\(key)' must be a single value") }
            return (text, value)
        }
        func pattern(_ key: String, required: Bool) throws(Diagnostic) -> EventPattern? {
            guard let (text, value) = try scalar(key, required: required) else { return nil }
            guard let pattern = EventPattern(text) else { throw at(value, file, patternError(text)) }
            return pattern
        }
        guard let (id, _) = try scalar("id", required: true) else { throw at(node, file, "rule is missing 'id'") }
        guard let (templateText, templateNode) = try scalar("template", required: true) else {
            throw at(node, file, "rule is missing 'template'")
        }
        guard let template = UserTemplate(rawValue: templateText) else {
            throw at(
                templateNode, file,
                "unknown template '\(templateText)'; expected one of \(UserTemplate.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        let allowed = template.keys
        for (key, _) in mapping {
            if let name = key.string, !allowed.contains(name) {
                throw at(
                    key, file,
                    "'\(name)' is not used by template '\(template.rawValue)'; it takes \(allowed.sorted().joined(separator: ", "))"
                )
            }
        }
        guard let a = try pattern("a", required: true) else { throw at(node, file, "rule is missing 'a'") }
        let b = try pattern("b", required: template.needsB)
        let forbidden = try pattern("never", required: template == .absenceBetween)
        var scope = RuleScope.process
        if let (text, value) = try scalar("scope", required: false) {
            guard let parsed = RuleScope(rawValue: text) else {
                throw at(value, file, "unknown scope '\(text)'; expected scene, session, process or trace")
            }
            scope = parsed
        }
        var within: TraceTime? = nil
        if let (text, value) = try scalar("within", required: template == .returnsWithin) {
            guard let parsed = parseDuration(text) else {
                throw at(value, file, "'\(text)' is not a duration; write e.g. 5s, 500ms or 2.5")
            }
            within = parsed
        }
        var severity = Severity.error
        if let (text, value) = try scalar("severity", required: false) {
            // A note is a scan's inventory; a rule's violation is work.
            guard let parsed = Severity(rawValue: text), parsed != .note else {
                throw at(value, file, "unknown severity '\(text)'; expected error or warning")
            }
            severity = parsed
        }
        var profiles: Set<Profile>? = nil
        if let value = mapping["profile"] {
            let items = value.sequence.map(Array.init) ?? [value]
            var set = Set<Profile>()
            for item in items {
                guard let text = item.scalar?.string, let profile = Profile(rawValue: text) else {
                    throw at(
                        item, file,
                        "unknown profile '\(item.scalar?.string ?? "?")'; expected \(Profile.allCases.map(\.rawValue).joined(separator: ", ")), or a list of them"
                    )
                }
                set.insert(profile)
            }
            profiles = set
        }
        let title = try scalar("title", required: false)?.0 ?? "\(a) \(template.rawValue)\(b.map { " \($0)" } ?? "")"
        let explanation = try scalar("explanation", required: false)?.0 ?? ""
        let line = node.mark?.line ?? 1
        return UserRule(
            id: id, title: title, template: template, a: a, b: b, forbidden: forbidden, scope: scope,
            within: within, severity: severity, location: "\(file):\(line)", explanation: explanation,
            profiles: profiles)
    }

    /// Why `text` names no event, with the nearest valid spelling when there is one.
    static func patternError(_ text: String) -> String {
        if text.hasPrefix("action:") {
            return ActionCatalogue.unknownActionMessage(String(text.dropFirst(7)))
        }
        if text.hasPrefix("phase:") {
            return
                "'\(text)' is not a phase selector; write phase:PHASE or phase:LEVEL:PHASE with PHASE one of \(ScenePhase.allCases.map(\.rawValue).joined(separator: ", ")) and LEVEL one of \(PhaseLevel.allCases.map(\.rawValue).joined(separator: ", "))"
        }
        if text.hasPrefix("environment:") {
            return "'\(text)' names no environment key; write e.g. environment:colorScheme"
        }
        var message =
            "'\(text)' is not a callback, notification, state:NAME, action:NAME, phase:PHASE or environment:KEY"
        if let near = Callback.nearest(to: text) { message += "; did you mean '\(near.swiftName)'?" }
        return message
    }

    /// `5s`, `500ms`, `2.5`, `1m` → a time.
    static func parseDuration(_ text: String) -> TraceTime? {
        let trimmed = text.trimmingCharacters(in: " ")
        var number = trimmed
        var scale: Int64 = 1_000_000
        if trimmed.hasSuffix("ms") {
            number = String(trimmed.dropLast(2))
            scale = 1_000
        } else if trimmed.hasSuffix("s") {
            number = String(trimmed.dropLast())
        } else if trimmed.hasSuffix("m") {
            number = String(trimmed.dropLast())
            scale = 60_000_000
        }
        guard let seconds = TraceTime(parsing: number) else { return nil }
        // TraceTime(parsing:) allows 9e9 s; in minutes that overflows, which is not a duration either.
        let (scaled, overflow) = seconds.microseconds.multipliedReportingOverflow(by: scale)
        guard !overflow else { return nil }
        return TraceTime(microseconds: scaled / 1_000_000)
    }

    private static func at(_ node: Node, _ file: String, _ message: String) -> Diagnostic {
        Diagnostic(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, message)
    }
}

extension String {
    /// Drops leading and trailing occurrences of `character` (no Foundation needed).
    func trimmingCharacters(in character: Character) -> String {
        var slice = Substring(self)
        while slice.first == character { slice = slice.dropFirst() }
        while slice.last == character { slice = slice.dropLast() }
        return String(slice)
    }
}
