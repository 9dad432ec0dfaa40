/// Word wrapping for the narration, so paragraphs read well in an 80- to 100-column terminal.
enum TextWrap {
    /// The text broken at spaces into lines of at most `width` characters (a longer word gets
    /// a line of its own), the first line after `lead`, the others after `indent`.
    static func wrap(_ text: String, width: Int = 100, lead: String, indent: String) -> String {
        fill(
            text.split(separator: " ", omittingEmptySubsequences: true).map(String.init), width: width, lead: lead,
            indent: indent)
    }

    /// Items joined with `, ` and wrapped the same way.
    static func list(_ items: [String], width: Int = 100, lead: String, indent: String) -> String {
        fill(
            items.enumerated().map { $0.offset == items.count - 1 ? $0.element : $0.element + "," },
            width: width, lead: lead, indent: indent)
    }

    /// The pieces separated by spaces, a new line (after `indent`) whenever the next would pass `width`.
    private static func fill(_ pieces: [String], width: Int, lead: String, indent: String) -> String {
        var lines: [String] = []
        var current = lead
        var empty = true
        for piece in pieces {
            if !empty && current.count + 1 + piece.count > width {
                lines.append(current)
                current = indent
                empty = true
            }
            current += (empty ? "" : " ") + piece
            empty = false
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }
}
