import Foundation
import Testing
@testable import LifelineLogger

@Suite struct BoundsTests {
    /// Issue 35: a note over 1 MiB wrote a line Lifeline's own reader rejects.
    enum LongNote: String, CaseIterable {
        case ascii = "2 MiB of one byte each", controls = "control characters, six bytes escaped"
        case wide = "two- and four-byte characters"

        var text: String {
            switch self {
            case .ascii: return String(repeating: "a", count: 2 << 20)
            case .controls: return String(repeating: "\u{1}", count: 300_000)
            case .wide: return String(repeating: "é🙂", count: 400_000)
            }
        }
    }

    @Test(arguments: LongNote.allCases)
    func notesStayWithinOneLine(note: LongNote) throws {
        let text = note.text
        var lines = LifelineTraceLines(profile: "ios13")
        let line = lines.note(text, at: 123_456_789_012)
        #expect(line.utf8.count + 1 <= LifelineTraceLines.maxLineBytes)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let value = try #require(object["value"] as? String)
        // Cut short: a prefix of the text, whole scalars and whole escapes, then `…`.
        #expect(value.hasSuffix(JSONText.ellipsis))
        #expect(text.unicodeScalars.starts(with: value.unicodeScalars.dropLast()))
        #expect(line.utf8.count > LifelineTraceLines.maxLineBytes - 200)
    }

    @Test func aNoteThatFitsIsKeptWhole() throws {
        var lines = LifelineTraceLines(profile: "ios13")
        let text = String(repeating: "x", count: (1 << 20) - 200)
        #expect(lines.note(text, at: 0).contains(text + "\"}"))
    }

    /// A reference for `quoted(_:limit:)`: JSONSerialization reads what it writes back to a
    /// prefix of the input (plus `…` when cut), and it is never longer than the limit.
    @Test func quotedStringsAreJSONWithinTheirLimit() throws {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Unicode.Scalar] = [
            "a", "\"", "\\", "\n", "\u{0}", "\u{1F}", "\u{7F}", "\u{2028}", "é", "🙂", "\t"
        ]
        for _ in 0..<2_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0..<40, using: &generator) {
                text.append(alphabet.randomElement(using: &generator)!)
            }
            let input = String(text)
            let limit = Int.random(in: 5..<120, using: &generator)
            let quoted = JSONText.quoted(input, limit: limit)
            #expect(quoted.utf8.count <= limit, "\(quoted) over \(limit)")
            let decoded = try #require(try JSONSerialization.jsonObject(with: Data("[\(quoted)]".utf8)) as? [String])
            let value = try #require(decoded.first)
            if value != input {
                #expect(value.hasSuffix(JSONText.ellipsis))
                #expect(input.unicodeScalars.starts(with: value.unicodeScalars.dropLast()))
            }
        }
    }

    /// Issue 35: `extra` could repeat the logger's own members (`"profile"` twice: the reader
    /// refused the file).
    @Test func extraMembersNeverRepeatOrClaimTheLoggersOwn() throws {
        let lines = LifelineTraceLines(
            profile: "ios13", reports: [],
            extra: [
                (key: "profile", value: "swiftui"), (key: "app", value: "Mail"), (key: "source", value: "me"),
                (key: "seed", value: "7"), (key: "app", value: "Notes"), (key: "os", value: "17.4"),
                (key: "observedCallbacks", value: "all"), (key: "lifeline", value: "2")
            ])
        #expect(
            lines.header
                == #"{"lifeline":1,"profile":"ios13","source":"logger","observedCallbacks":[],"app":"Mail","os":"17.4"}"#
        )
        #expect(lines.droppedHeaderKeys == ["profile", "source", "seed", "app", "observedCallbacks", "lifeline"])
    }

    @Test func theHeaderStaysWithinOneLine() throws {
        let big = String(repeating: "v", count: 100_000)
        let extra = (0..<40).map { (key: "k\($0)", value: big) }
        let lines = LifelineTraceLines(profile: "ios13", extra: extra)
        #expect(lines.header.utf8.count + 1 <= LifelineTraceLines.maxLineBytes)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(lines.header.utf8)) as? [String: Any])
        // Each value is cut to 64 KiB; as many as fit are kept, the rest named as dropped.
        let kept = object.keys.filter { $0.hasPrefix("k") }.count
        #expect(kept > 0 && kept < 40)
        #expect(lines.droppedHeaderKeys == (kept..<40).map { "k\($0)" })
    }
}
