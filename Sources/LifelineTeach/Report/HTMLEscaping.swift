/// Escaping for the HTML report: every string that comes from a trace goes through here.
public enum HTMLEscaping {
    /// `text` safe in HTML text and in a quoted attribute value: `& < > " '` become entities.
    public static func text(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static let hex: [Character] = Array("0123456789abcdef")

    /// `text` as a quoted JSON string that is also safe inside an HTML `<script>` element:
    /// besides JSON's own escapes, `<`, `>` and `&` are written as `\u003c`, `\u003e`, `\u0026`
    /// (so no `</script>` or `<!--` can appear) and U+2028, U+2029 as `\u2028`, `\u2029`.
    public static func scriptJSONString(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                out += unicodeEscape(scalar.value)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += unicodeEscape(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `\uXXXX` for a scalar in the Basic Multilingual Plane.
    private static func unicodeEscape(_ value: UInt32) -> String {
        var out = "\\u"
        for shift in stride(from: 12, through: 0, by: -4) { out.append(hex[Int((value >> UInt32(shift)) & 0xF)]) }
        return out
    }
}
