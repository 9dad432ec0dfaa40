extension Escaping.TextDiagram {
    /// Mermaid label text: everything but letters, digits, space and `_ . ( ) , + -` becomes
    /// Mermaid's entity code `#<decimal>;` (which Mermaid decodes when drawing); line breaks
    /// become `<br>`; control characters are dropped.
    public static func mermaid(_ text: String) -> String {
        var out = ""
        for scalar in normalized(text) {
            if scalar == "\n" {
                out += "<br>"
                continue
            }
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || " _.(),+-".unicodeScalars.contains(scalar)
            {
                out.unicodeScalars.append(scalar)
            } else {
                out += "#\(scalar.value);"
            }
        }
        return out
    }

    /// A Mermaid diagram's title, for the inside of a YAML double-quoted `title: "…"` in its
    /// front matter. Mermaid 11 decodes no entity codes there (`#8212;` would show as typed),
    /// so every character is written as itself: only `"` and `\` are escaped, YAML's way;
    /// line breaks become spaces (a title is one line); control characters and U+FFFE/U+FFFF,
    /// which YAML forbids, are dropped.
    package static func mermaidTitle(_ text: String) -> String {
        var out = ""
        for scalar in normalized(text) {
            switch scalar {
            case "\n": out += " "
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\u{FFFE}", "\u{FFFF}": continue  // YAML readers reject these as unprintable
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// PlantUML label text (inside `"…"` or after `:`): characters PlantUML or its Creole
    /// markup would interpret become HTML entities `&#<decimal>;`, which PlantUML draws as the
    /// character; markup pairs (`**`, `//`, `--`, `__`, `~~`, `==`) are broken by encoding their
    /// first character; line breaks become `\n`; control characters are dropped.
    public static func plantUML(_ text: String) -> String {
        let scalars = Array(normalized(text))
        var out = ""
        for (i, scalar) in scalars.enumerated() {
            if scalar == "\n" {
                out += "\\n"
                continue
            }
            let always: Set<Unicode.Scalar> = [
                "\"", "\\", "<", ">", "&", "~", "[", "]", "|", "#", "'", "{", "}", ":", ";", "@", "$", "^"
            ]
            let paired: Set<Unicode.Scalar> = ["*", "/", "-", "_", "=", "."]
            let next = i + 1 < scalars.count ? scalars[i + 1] : nil
            let previous = i > 0 ? scalars[i - 1] : nil
            if always.contains(scalar) || (paired.contains(scalar) && (next == scalar || previous == scalar)) {
                out += "&#\(scalar.value);"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Line breaks unified to LF, tabs to spaces, other control characters dropped.
    static func normalized(_ text: String) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        var previousCR = false
        for scalar in text.unicodeScalars {
            defer { previousCR = scalar == "\r" }
            switch scalar.value {
            case 0x0D: out.append("\n")
            case 0x0A where previousCR: continue
            case 0x0A, 0x2028, 0x2029: out.append("\n")
            case 0x09: out.append(" ")
            case 0x00...0x1F, 0x7F...0x9F: continue
            default: out.append(scalar)
            }
        }
        return out
    }
}
