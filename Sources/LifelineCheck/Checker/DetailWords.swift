/// Whether free text (an event's `detail`) contains a word, found in the string's own UTF-8
/// bytes.
///
/// Foundation's `String.contains(_:)` is locale-aware and goes through `NSString`: on the
/// bench's random trace its two calls per `background-launch` action cost 6,700 instructions
/// each, 2.5% of `check` (Docs/performance-check-speed.md). The words the checker looks for
/// are ASCII, so bytes say the same.
enum DetailWords {
    static func contains(_ word: StaticString, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let n = word.utf8CodeUnitCount
            guard n > 0, bytes.count >= n else { return n == 0 }
            let letters = word.utf8Start
            let first = letters[0]
            for i in 0...(bytes.count - n) where bytes[i] == first {
                var k = 1
                while k < n, bytes[i + k] == letters[k] { k += 1 }
                if k == n { return true }
            }
            return false
        }
    }
}
