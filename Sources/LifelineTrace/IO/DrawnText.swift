/// Text from a trace as a drawing shows it: at most ``maxCharacters`` characters, the rest
/// replaced by an ellipsis and the full length, so that a note of a megabyte is one short
/// label instead of a megabyte copied into every layer of a layout (300 such notes took
/// gigabytes and minutes to draw).
package enum DrawnText {
    /// The longest label drawn in full: 200 characters.
    package static let maxCharacters = 200

    /// `text`, or its first ``maxCharacters`` characters, `…` and its length in bytes.
    package static func label(_ text: String) -> String {
        // utf8.count is O(1) for native strings: the common short case costs nothing.
        guard text.utf8.count > maxCharacters else { return text }
        var end = text.startIndex
        var count = 0
        while count < maxCharacters, end < text.endIndex {
            end = text.index(after: end)
            count += 1
        }
        guard end < text.endIndex else { return text }
        return String(text[..<end]) + "… (\(text.utf8.count) bytes)"
    }
}
