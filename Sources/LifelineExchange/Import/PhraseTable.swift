import LifelineModel
import LifelineSupport

/// The phrases an import reads as callbacks (`lifeline import --phrases [FILE]`): a user's
/// mapping (`PhraseFile`) first, in its order, then the built-in English ones
/// (`HumanPhrases.all`). One table and one search for both, so the app's own language goes
/// the way the English phrases go: only a line that names no callback, phase or debugger
/// message is searched, the first phrase found wins, and the event's `detail` says the phrase,
/// where it was mapped and how sure.
///
/// `false` reads none, `true` the built-in English ones (`importText(_:phrases: true)`).
/// Immutable once made (a compiled `Regex` is read, never changed), so shared freely.
public struct PhraseTable: ExpressibleByBooleanLiteral, @unchecked Sendable {
    var phrases: [HumanPhrases.Phrase]
    /// Per phrase: its words with ASCII letters in lowercase (empty for a pattern).
    private var folded: [[UInt8]]
    /// Per phrase: its compiled pattern, if it is one.
    private var patterns: [Regex<AnyRegexOutput>?]
    /// Whether any phrase is a pattern: only then is a line made a `String`.
    private var hasPatterns: Bool

    /// No phrases: the import reads none (the default).
    package static let none = PhraseTable(phrases: [])
    /// The built-in English phrases.
    package static let english = PhraseTable(phrases: HumanPhrases.all)

    /// `true`: the built-in English phrases; `false`: none (as `importText(_:profile:phrases:)` took them before).
    public init(booleanLiteral value: Bool) { self = value ? .english : .none }

    /// A `--phrases` file's mapping (`PhraseFile`), then the built-in English phrases; a mistake
    /// in the file is a `file:line:column: error: …`.
    package static func file(_ path: String) throws(Diagnostic) -> PhraseTable { try PhraseFile.load(path: path) }

    init(phrases: [HumanPhrases.Phrase], patterns: [Regex<AnyRegexOutput>?]? = nil) {
        self.phrases = phrases
        folded = phrases.map { $0.isPattern ? [] : $0.words.utf8.map(PhraseTable.fold) }
        self.patterns = patterns ?? phrases.map { _ in nil }
        hasPatterns = self.patterns.contains { $0 != nil }
    }

    /// A user's mapping, before the built-in English phrases.
    init(user: [HumanPhrases.Phrase], patterns: [Regex<AnyRegexOutput>?]) {
        self.init(
            phrases: user + HumanPhrases.all, patterns: patterns + HumanPhrases.all.map { _ in nil })
    }

    /// Whether any phrase is read.
    var isEmpty: Bool { phrases.isEmpty }

    /// An ASCII letter in lowercase; every other byte as it is.
    @inline(__always) static func fold(_ byte: UInt8) -> UInt8 { byte &- 65 < 26 ? byte | 0x20 : byte }

    /// The first phrase in `line[start...]` and where it starts. Words match in any ASCII case,
    /// as whole words where they begin or end with a letter or digit (`app did become active`
    /// not inside `myapp did become active`; `应用进入后台` anywhere); a pattern anywhere.
    func find(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> (index: Int, at: Int)? {
        var text: String? = nil
        for index in phrases.indices {
            if let pattern = patterns[index] {
                if text == nil { text = String(decoding: UnsafeBufferPointer(rebasing: line[start...]), as: UTF8.self) }
                guard let text, let match = try? pattern.firstMatch(in: text) else { continue }
                return (index, start + text.utf8.distance(from: text.startIndex, to: match.range.lowerBound))
            }
            if let at = PhraseTable.find(folded[index], in: line, from: start) { return (index, at) }
        }
        return nil
    }

    /// Where `phrase` (folded) is in `line[start...]`.
    private static func find(_ phrase: [UInt8], in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let n = phrase.count
        guard n > 0, let first = phrase.first, let last = phrase.last else { return nil }
        let wordStart = LineScan.isWordByte(first), wordEnd = LineScan.isWordByte(last)
        var i = start
        while i + n <= line.count {
            if fold(line[i]) == first, !wordStart || i == start || !LineScan.isWordByte(line[i - 1]),
                !wordEnd || i + n == line.count || !LineScan.isWordByte(line[i + n])
            {
                var k = 1
                while k < n, fold(line[i + k]) == phrase[k] { k += 1 }
                if k == n { return i }
            }
            i += 1
        }
        return nil
    }

    /// What the event's detail says.
    func note(_ index: Int) -> String {
        let phrase = phrases[index]
        let kind = phrase.isPattern ? "pattern" : "phrase"
        let read =
            phrase.phase.map { "the phase \($0.rawValue)" }
            ?? phrase.callback.map { phrase.short ? "the short name \(shortSpelling($0))" : $0.swiftName } ?? "?"
        let source = phrase.origin.map { "--phrases \($0)" } ?? "--phrases"
        return """
            \(kind) \"\(phrase.words)\" read as \(read) (\(source)), confidence \
            \(phrase.confidence.rawValue): \(phrase.why)
            """
    }

    /// `applicationDidEnterBackground(_:)` → `didEnterBackground`, as a mapping names it.
    private func shortSpelling(_ callback: Callback) -> String {
        ShortName.spellings.first { $0.1 == callback }?.0 ?? callback.swiftName
    }
}
