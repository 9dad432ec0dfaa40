import Foundation

/// What each output format can show of a string, restated from the escapers' documentation
/// (independently of their code), so tests and fuzz targets can check the escaped output.
public enum ExpectedText {
    /// The lines Graphviz draws for an Escaping.DOT label: CR LF, CR, LF break lines; a tab is a
    /// space; other controls and U+FFFE/U+FFFF vanish; blank lines and edge spaces are not drawn.
    public static func dotLines(_ text: String) -> [String] {
        normalized(text, breaks: ["\r", "\n"], dropped: [0xFFFE, 0xFFFF])
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The lines an SVG drawing of an Escaping.DOT label shows, as `dotLines`, with each
    /// no-break space (U+00A0) read as a space: Graphviz's SVG writes runs of spaces as `&#160;`,
    /// so the drawing's texts are compared with their no-break spaces made spaces, and a label's
    /// own U+00A0 must be read the same way (a fuzzed label holding one was reported lost).
    public static func svgLines(_ text: String) -> [String] {
        dotLines(text).map { $0.replacingOccurrences(of: "\u{A0}", with: " ", options: .literal) }
    }

    /// `text` with each line break among `breaks` (CR LF counting as one) made LF, tabs made
    /// spaces, and C0/C1 controls and the `dropped` scalars left out.
    static func normalized(_ text: String, breaks: Set<Unicode.Scalar>, dropped: Set<UInt32> = []) -> String {
        var out = String.UnicodeScalarView()
        var previousCR = false
        for scalar in text.unicodeScalars {
            defer { previousCR = scalar == "\r" }
            switch scalar.value {
            case 0x0A where previousCR: continue
            case _ where breaks.contains(scalar): out.append("\n")
            case 0x09: out.append(" ")
            case 0x00...0x1F, 0x7F...0x9F: continue
            case _ where dropped.contains(scalar.value): continue
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// Decodes `<prefix><decimal>;` entities.
    public static func decodeEntities(_ text: String, prefix: String) -> String {
        var out = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        let head = Array(prefix.unicodeScalars)
        var i = 0
        while i < scalars.count {
            if Array(scalars[i..<min(i + head.count, scalars.count)]) == head {
                var j = i + head.count
                var value: UInt32 = 0
                while j < scalars.count, ("0"..."9").contains(scalars[j]), value < 0x110000 {
                    value = value * 10 + scalars[j].value - 48
                    j += 1
                }
                if j < scalars.count, scalars[j] == ";", j > i + head.count, let scalar = Unicode.Scalar(value) {
                    out.append(scalar)
                    i = j + 1
                    continue
                }
            }
            out.append(scalars[i])
            i += 1
        }
        return String(out)
    }

    /// XML 1.0's characters: other C0 controls and U+FFFE/U+FFFF become U+FFFD.
    public static func xml(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map {
                    ($0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r") || $0.value == 0xFFFE
                        || $0.value == 0xFFFF ? "\u{FFFD}" : $0
                }))
    }
}

extension ExpectedText {
    /// Synoptic's one line per event: each line break inside a name (LF, CR, CR LF, U+2028,
    /// U+2029) becomes one space.
    public static func synoptic(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: " ", options: .literal).unicodeScalars
            .map { ["\n", "\r", "\u{2028}", "\u{2029}"].contains($0) ? " " : String($0) }.joined()
    }

    /// The number of line feeds in `text` (Swift's Character-based split treats CR LF as one
    /// character that is not "\n", so it would miss a CR LF that splits a line).
    public static func lineFeeds(_ text: String) -> Int {
        text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    /// Whether `text` holds a control character other than a line feed (what a terminal
    /// would act on: ESC starts a command, CR overwrites, NUL and friends vanish).
    public static func hasTerminalControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
    }

    /// Whether terminal text shows `text` escaped: it holds a control character, a line or
    /// paragraph separator or a bidirectional control (Docs/input-output.md, "Safe text").
    public static func isShownEscaped(_ text: String) -> Bool {
        hasTerminalControl(text)
            || text.unicodeScalars.contains {
                [0x61C, 0x200E, 0x200F].contains($0.value) || (0x2028...0x202E).contains($0.value)
                    || (0x2066...0x2069).contains($0.value)
            }
    }
}

extension ExpectedText {
    /// Mermaid label text read back: `<br>` as a line break, `#NNN;` as its character.
    public static func mermaidDecoded(_ text: String) -> String {
        decodeEntities(text.replacingOccurrences(of: "<br>", with: "\n", options: .literal), prefix: "#")
    }

    /// PlantUML label text read back: `\n` as a line break, `&#NNN;` as its character.
    public static func plantUMLDecoded(_ text: String) -> String {
        decodeEntities(text.replacingOccurrences(of: "\\n", with: "\n", options: .literal), prefix: "&#")
    }

    /// What the text diagram escapers keep of `text`: line breaks unified, controls dropped.
    public static func textDiagram(_ text: String) -> String {
        normalized(text, breaks: ["\r", "\n", "\u{2028}", "\u{2029}"])
    }
}

extension ExpectedText {
    /// Whether `text` holds `part`, compared code unit by code unit: String's `contains`
    /// compares Characters, so a part starting with a combining mark is missed where it
    /// attaches to the character before it.
    public static func holds(_ text: String, _ part: String) -> Bool {
        text.range(of: part, options: .literal) != nil
    }
}
