extension Escaping.DOT {
    /// A double-quoted DOT string (quotes included) whose rendered label is `text`.
    ///
    /// Meant for label-like attributes (`label`, `xlabel`, `headlabel`, `taillabel`) and IDs.
    /// Graphviz post-processes such strings, so besides `"` → `\"`:
    /// - `\` becomes `\\`, so user text never triggers Graphviz's escapes
    ///   (`\N`, `\G`, `\E`, `\T`, `\H`, `\L`, `\n`, `\l`, `\r`);
    /// - `&` becomes `&amp;`, because Graphviz decodes HTML entities in labels
    ///   (`&amp;` in a label would otherwise be drawn as `&`).
    ///
    /// Attributes that Graphviz does not treat as label text (`URL`, `href`) would keep the
    /// doubled backslashes and `&amp;`: don't pass user text to those through this function.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        forEachScalar(of: text) { scalar in
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "&": out += "&amp;"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
        return out
    }

    /// `text` as the character data of a Graphviz HTML-like label (`label=<…>`), to be put
    /// between tags such as `<TD>…</TD>`. No surrounding `<` `>`.
    ///
    /// `&` `<` `>` `"` `]` become entities, a line break becomes `<BR/>`, and `\` becomes `\\`
    /// (Graphviz substitutes `\N`, `\G` … in HTML labels too, and reads `\\` as one backslash).
    public static func htmlText(_ text: String) -> String {
        var out = ""
        forEachScalar(of: text) { scalar in
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            // Graphviz 2.43's HTML lexer rejects text made only of `]` (e.g. `<B>]</B>`).
            case "]": out += "&#93;"
            case "\\": out += "\\\\"
            case "\n": out += "<BR/>"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A DOT ID: bare when it is a plain identifier (`[A-Za-z_][A-Za-z0-9_]*`, not a DOT
    /// keyword), else ``quoted(_:)``. Bare and quoted forms name the same object, so this
    /// only affects readability.
    package static func identifier(_ id: String) -> String {
        isBareIdentifier(id) ? id : quoted(id)
    }

    /// DOT's keywords, which cannot be bare IDs (matched case-insensitively).
    static let keywords: Set<String> = ["node", "edge", "graph", "digraph", "subgraph", "strict"]

    static func isBareIdentifier(_ id: String) -> Bool {
        guard let first = id.utf8.first, !isDigit(first) else { return false }
        let allowed = id.utf8.allSatisfy { isDigit($0) || isLetter($0) || $0 == UInt8(ascii: "_") }
        return allowed && !keywords.contains(id.lowercased())
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// Calls `body` with the scalars of `text` after normalising line breaks to LF, tabs to
    /// spaces, and dropping the characters SVG/XML and Graphviz cannot carry.
    private static func forEachScalar(of text: String, _ body: (Unicode.Scalar) -> Void) {
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar.value {
            case 0x0D: body("\n")
            case 0x0A where previousWasCR: continue  // CR LF is one break
            case 0x0A: body("\n")
            case 0x09: body(" ")
            case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: continue
            default: body(scalar)
            }
        }
    }
}
