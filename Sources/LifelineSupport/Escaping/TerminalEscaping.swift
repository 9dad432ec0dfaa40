extension Escaping.Terminal {
    /// `text` with C0 and C1 control characters, DEL, line/paragraph separators and bidi
    /// controls written as `\n`, `\r`, `\t` or `\u{1B}`; with `keepingLineFeeds`, line feeds
    /// stay (for multi-line reports whose line structure is the tool's own).
    package static func escaped(_ text: String, keepingLineFeeds: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0) && !(keepingLineFeeds && $0 == "\n") }) else {
            return text
        }
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
        return v == 0x61C || v == 0x200E || v == 0x200F || (0x2028...0x202E).contains(v)
            || (0x2066...0x2069).contains(v)
    }
}
