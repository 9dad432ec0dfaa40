import LifelineModel
import LifelineSupport
import LifelineYAML
import Yams

/// Reads a `--phrases` file: the phrases an app prints in its own language, each mapped to a
/// callback (like Synoptic's `-r`). Read through `LifelineYAML` (its size, UTF-8 and alias
/// limits); every mistake is one `file:line:column: error: …` at the offending node.
///
/// ```yaml
/// phrases:
///   - match: "应用进入后台"                 # words in the line (ASCII letters in any case)
///     callback: applicationDidEnterBackground(_:)
///   - regex: "シーンが(.+)に接続"            # a regular expression (Swift Regex syntax)
///     callback: scene(_:willConnectTo:options:)
///     confidence: medium                  # high (the default), medium or low
///     why: printed from the scene delegate  # said in the event's detail
///   - match: "应用程序处于活动状态"            # a SwiftUI app's words for a phase
///     phase: active
/// ```
///
/// The callback is any spelling the importer reads on a console line: the Swift name
/// (`applicationDidEnterBackground(_:)`), the selector (`applicationDidEnterBackground:`), the
/// base or bare name (`applicationDidEnterBackground`, `willConnectTo`), or a short name
/// (`didEnterBackground`), which is read through the profile as it is on a line (`ShortName`).
enum PhraseFile {
    static let keys: Set<String> = ["match", "regex", "callback", "phase", "confidence", "why"]
    /// The most phrases a file may map (`ConsoleLine.phrase` numbers them).
    static let maxPhrases = 1_000
    /// The longest phrase or pattern, in bytes.
    static let maxLength = 500

    /// The table of the file at `path` (its phrases, then the built-in English ones).
    static func load(path: String) throws(Diagnostic) -> PhraseTable {
        let (root, file) = try YAMLDocument.load(path: path, what: "the phrases file")
        return try table(root: root, file: file)
    }

    /// The table of `yaml`; `file` names it in diagnostics.
    static func parse(yaml: String, file: String) throws(Diagnostic) -> PhraseTable {
        try table(root: YAMLDocument.compose(yaml, file: file), file: file)
    }

    private static func table(root: Node?, file: String) throws(Diagnostic) -> PhraseTable {
        guard let root else {
            throw Diagnostic(file: file, line: 1, column: 1, "empty phrases file: expected 'phrases:' and a list")
        }
        guard let mapping = root.mapping else {
            throw at(root, file, "expected a mapping with a top-level 'phrases:' key")
        }
        for (key, _) in mapping where key.string != "phrases" {
            throw at(key, file, "unknown key '\(key.string ?? "?")'; expected 'phrases'")
        }
        guard let list = mapping["phrases"] else { throw at(root, file, "expected a top-level 'phrases:' key") }
        guard let items = list.sequence, !items.isEmpty else {
            throw at(list, file, "expected a list of phrases (each item starting with '- ')")
        }
        guard items.count <= maxPhrases else {
            throw at(list, file, "\(items.count) phrases; a phrases file maps at most \(maxPhrases)")
        }
        var phrases: [HumanPhrases.Phrase] = []
        var patterns: [Regex<AnyRegexOutput>?] = []
        for item in items {
            let (phrase, pattern) = try self.phrase(item, file: file)
            phrases.append(phrase)
            patterns.append(pattern)
        }
        return PhraseTable(user: phrases, patterns: patterns)
    }

    private static func phrase(_ node: Node, file: String) throws(Diagnostic) -> (
        HumanPhrases.Phrase, Regex<AnyRegexOutput>?
    ) {
        guard let mapping = node.mapping else {
            throw at(node, file, "expected a phrase: a mapping with 'match' or 'regex', and 'callback'")
        }
        for (key, value) in mapping {
            guard let name = key.string, keys.contains(name) else {
                throw at(
                    key, file,
                    "unknown key '\(key.string ?? "?")'; expected one of \(keys.sorted().joined(separator: ", "))")
            }
            guard value.scalar != nil else { throw at(value, file, "'\(name)' must be a single value, not a list") }
        }
        let match = mapping["match"], regex = mapping["regex"]
        guard (match == nil) != (regex == nil), let words = match ?? regex, let text = words.string else {
            throw at(node, file, "a phrase has either 'match' (words) or 'regex' (a pattern), not both")
        }
        guard !text.isEmpty, text.utf8.count <= maxLength else {
            throw at(words, file, "a phrase of 1 to \(maxLength) bytes, not \(text.utf8.count)")
        }
        var pattern: Regex<AnyRegexOutput>? = nil
        if regex != nil {
            do {
                pattern = try Regex(text)
            } catch {
                throw at(words, file, "not a regular expression: \(error)")
            }
            if let pattern, (try? pattern.wholeMatch(in: "")) != nil {
                throw at(words, file, "the pattern '\(text)' matches an empty line, so it would match every line")
            }
        }
        var callback: Callback? = nil, short = false, phase: ScenePhase? = nil
        switch (mapping["callback"], mapping["phase"]) {
        case (let node?, nil):
            (callback, short) = try self.callback(node.string ?? "", at: node, file: file)
        case (nil, let node?):
            guard let value = node.string.flatMap(ScenePhase.init(rawValue:)) else {
                throw at(node, file, "phase '\(node.string ?? "?")': expected active, inactive or background")
            }
            phase = value
        default:
            throw at(
                node, file,
                "a phrase needs either 'callback' (the delegate method it is printed from) or 'phase' (the SwiftUI phase)"
            )
        }
        var confidence = HumanPhrases.Confidence.high
        if let node = mapping["confidence"] {
            guard let value = node.string.flatMap(HumanPhrases.Confidence.init(rawValue:)) else {
                throw at(node, file, "confidence '\(node.string ?? "?")': expected high, medium or low")
            }
            confidence = value
        }
        let why = mapping["why"]?.string ?? "the mapping says so"
        let origin = "\(file):\(words.mark?.line ?? node.mark?.line ?? 1)"
        return (
            HumanPhrases.Phrase(
                words: text, callback: callback, confidence: confidence, why: why,
                isPattern: regex != nil, short: short, phase: phase, origin: origin),
            pattern
        )
    }

    /// The callback `name` spells, in any spelling a console line may use.
    private static func callback(_ name: String, at node: Node, file: String) throws(Diagnostic) -> (Callback, Bool) {
        let trimmed = name
        let found = Array(trimmed.utf8).withUnsafeBufferPointer { CallbackSpellings.shared.find($0) }
        switch found {
        case .callback(let callback)?: return (callback, false)
        case .short(let callback)?: return (callback, true)
        case .ambiguous?:
            throw at(
                node, file, "'\(trimmed)' names several callbacks; give its Swift name, e.g. \(suggestion(trimmed))")
        case nil:
            throw at(node, file, "unknown callback '\(trimmed)'; did you mean \(suggestion(trimmed))?")
        }
    }

    private static func suggestion(_ name: String) -> String {
        Callback.nearest(to: name)?.swiftName ?? "applicationDidBecomeActive(_:)"
    }

    private static func at(_ node: Node, _ file: String, _ message: String) -> Diagnostic {
        Diagnostic(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, message)
    }
}
