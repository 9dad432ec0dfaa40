extension Escaping.HTML {
    /// `text` safe in HTML text and in a quoted attribute value: `& < > " '` become entities
    /// (XML's attribute escaping, which also turns the control characters HTML forbids into U+FFFD).
    package static func text(_ text: String) -> String { Escaping.XML.attribute(text) }

    /// `text` as a quoted JSON string that is also safe inside an HTML `<script>` element:
    /// JSON's escapes (with U+2028 and U+2029 as `\u2028`, `\u2029`), and `<`, `>`, `&` as
    /// `\u003c`, `\u003e`, `\u0026`, so no `</script>` or `<!--` can appear. JSON never escapes
    /// those three itself, so each one left in its output is a character of the string.
    package static func scriptJSONString(_ text: String) -> String {
        var out = ""
        for scalar in Escaping.JSON.quoted(text).unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
