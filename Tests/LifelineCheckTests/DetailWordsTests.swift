import Testing
import PropertyBased
@testable import LifelineCheck

/// The checker's byte search in free text against a plain reference: every window of the
/// text's UTF-8 compared with the word.
@Suite struct DetailWordsTests {
    static func reference(_ word: String, in text: String) -> Bool {
        let text = Array(text.utf8), word = Array(word.utf8)
        guard text.count >= word.count else { return false }
        return (0...(text.count - word.count)).contains { Array(text[$0..<($0 + word.count)]) == word }
    }

    @Test func findsTheWordsTheCheckerLooksFor() {
        #expect(DetailWords.contains("silent-push", in: "reason=silent-push"))
        #expect(DetailWords.contains("silent-push", in: "silent-push"))
        #expect(DetailWords.contains("remote-notification", in: "é remote-notification é"))
        #expect(!DetailWords.contains("silent-push", in: "silent-pus"))
        #expect(!DetailWords.contains("silent-push", in: "silent_push"))
        #expect(!DetailWords.contains("silent-push", in: ""))
    }

    @Test("agrees with the reference on texts made of the word's pieces (property)")
    func agreesWithReference() async {
        let pieces = ["silent", "-", "push", "silent-pus", "h", "remote-notification", "é", " ", "s"]
        await propertyCheck(count: 500, input: Gen.int(in: 0...8).array(of: 0...8)) { parts in
            let text = parts.map { pieces[$0] }.joined()
            #expect(DetailWords.contains("silent-push", in: text) == Self.reference("silent-push", in: text), "\(text)")
            #expect(
                DetailWords.contains("remote-notification", in: text)
                    == Self.reference("remote-notification", in: text), "\(text)")
        }
    }
}
