/// Word wrapping for the narration, so paragraphs read well in an 80- to 100-column terminal.
enum TextWrap {
    /// The text broken at spaces into lines of at most `width` characters (a longer word gets
    /// a line of its own), the first line after `lead`, the others after `indent`.
    static func wrap(_ text: String, width: Int = 100, lead: String, indent: String) -> String {
        var lines: [String] = []
        var current = lead
        var empty = true
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !empty && current.count + 1 + word.count > width {
                lines.append(current)
                current = indent
                empty = true
            }
            current += (empty ? "" : " ") + word
            empty = false
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }

    /// Items joined with `, ` and wrapped the same way.
    static func list(_ items: [String], width: Int = 100, lead: String, indent: String) -> String {
        var lines: [String] = []
        var current = lead
        var first = true
        for (index, item) in items.enumerated() {
            let piece = item + (index == items.count - 1 ? "" : ",")
            if !first && current.count + 1 + piece.count > width {
                lines.append(current)
                current = indent
                first = true
            }
            current += (first ? "" : " ") + piece
            first = false
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }
}
