extension Escaping.JSON {
    private static let hex: [Character] = Array("0123456789abcdef")

    /// Appends `s` as a quoted JSON string: quotes, backslashes and control characters escaped;
    /// U+2028 and U+2029 escaped too, so the output is also safe inside a JavaScript `<script>`.
    package static func appendQuoted(_ s: String, to out: inout String) {
        out.append("\"")
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u00"
                    out.append(hex[Int(scalar.value >> 4)])
                    out.append(hex[Int(scalar.value & 0xF)])
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out.append("\"")
    }

    /// `s` as a quoted JSON string.
    package static func quoted(_ s: String) -> String {
        var out = ""
        appendQuoted(s, to: &out)
        return out
    }
}
