/// Text from an input made safe for a terminal: control characters are shown as escapes
/// instead of acting (ESC starts a terminal command, CR overwrites the line, a newline splits
/// a one-line message, NUL and the rest vanish or confuse pagers).
///
/// Used by every human-readable output: diagnostics, the text report, stats, diff, mine.
public enum PrintableText {
    /// `text` with C0 and C1 control characters and DEL written as `\n`, `\r`, `\t` or
    /// `\u{1B}`; with `keepingLineFeeds`, line feeds stay (for multi-line reports whose line
    /// structure is the tool's own).
    public static func escaped(_ text: String, keepingLineFeeds: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) && !(keepingLineFeeds && $0 == "\n") }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n" where keepingLineFeeds: out.unicodeScalars.append(scalar)
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isControl(scalar): out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
