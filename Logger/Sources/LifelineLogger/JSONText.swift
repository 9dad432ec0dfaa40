/// The JSON spellings a trace line needs: strings (RFC 8259) and times in seconds.
enum JSONText {
    /// What ends a string cut short: `…`, so a shortened note says so.
    static let ellipsis = "\u{2026}"

    /// `s` as a JSON string: quotes, backslashes and control characters escaped, U+2028 and
    /// U+2029 too (JavaScript readers). At most `limit` UTF-8 bytes, quotes included: a longer
    /// string is cut at a Unicode scalar and ends with `…`, so a line never outgrows what
    /// Lifeline's reader accepts.
    static func quoted(_ s: String, limit: Int = .max) -> String {
        var out = "\""
        var used = 2  // bytes so far, both quotes counted
        var cut: Int?  // where to end with `…` if the rest does not fit
        for scalar in s.unicodeScalars {
            let escape = escaped(scalar)  // an escape goes whole or not at all
            let size = escape?.utf8.count ?? UTF8.width(scalar)
            if cut == nil, used + size > limit - ellipsis.utf8.count { cut = out.utf8.count }
            if used + size > limit {
                return String(decoding: out.utf8.prefix(cut ?? 1), as: UTF8.self) + ellipsis + "\""
            }
            if let escape { out += escape } else { out.unicodeScalars.append(scalar) }
            used += size
        }
        return out + "\""
    }

    /// Seconds with 3 to 6 decimals, as the trace format writes them: `0.004`, `1.250125`.
    static func seconds(_ microseconds: Int64) -> String {
        let whole = microseconds / 1_000_000
        var fraction = String(microseconds % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.count > 3, fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(whole).\(fraction)"
    }

    // The escape for `scalar`, or nil when it stands for itself.
    private static func escaped(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\u{2028}": return "\\u2028"
        case "\u{2029}": return "\\u2029"
        default:
            guard scalar.value < 0x20 || scalar.value == 0x7F else { return nil }
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
