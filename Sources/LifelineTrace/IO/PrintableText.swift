/// Text from an input made safe for a terminal: control characters are shown as escapes
/// instead of acting (ESC starts a terminal command, CR overwrites the line, a newline splits
/// a one-line message, NUL and the rest vanish or confuse pagers), and so are the characters
/// that change how a line reads without being visible: the Unicode line and paragraph
/// separators (U+2028, U+2029; NEL U+0085 is a C1 control) and the bidirectional controls
/// (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which can make `S1` display as
/// something it is not ("Trojan Source", CVE-2021-42574).
///
/// Used by every human-readable output: diagnostics, the text report, stats, diff, mine,
/// explain and its quiz, compare, the text timeline.
package enum PrintableText {
    /// `text` with C0 and C1 control characters, DEL, line/paragraph separators and bidi
    /// controls written as `\n`, `\r`, `\t` or `\u{1B}`; with `keepingLineFeeds`, line feeds
    /// stay (for multi-line reports whose line structure is the tool's own).
    package static func escaped(_ text: String, keepingLineFeeds: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0) && !(keepingLineFeeds && $0 == "\n") }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n" where keepingLineFeeds: out.unicodeScalars.append(scalar)
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where needsEscape(scalar): out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `scalar` is shown as an escape: a control character, or one that reorders or
    /// breaks a line without being seen.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 || (0x7F...0x9F).contains(v) { return true }
        guard v >= 0x61C else { return false }
        return v == 0x61C || v == 0x200E || v == 0x200F || (0x2028...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }
}
