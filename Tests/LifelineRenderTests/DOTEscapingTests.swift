import Testing
@testable import LifelineRender
import LifelineSupport

/// Text that tries to break out of DOT strings, HTML labels, Graphviz escapes or SVG's XML.
let hostileStrings: [String] = [
    "say \"hi\"", "back\\slash", "trailing\\", "\\\"", "line1\nline2", "cr\r\nlf", "old\rmac",
    "<script>alert(1)</script>", "]", "->", "}", "{}", "|", "x; y=1", "&amp;", "&foo;", "a&b",
    "nul\u{0}here", "bell\u{7}del\u{7F}", "tab\there", "\u{202E}evil\u{202C} rtl", "\u{200F}mark",
    "😀 👩‍👩‍👧 🇫🇷", "a  b", " lead", "line\u{2028}sep", "\u{FFFE}\u{FFFF}ok", "\\N", "\\G \\E \\T \\H \\L", "\\l", "\\n",
    "node", "--", "é"
]

/// What Graphviz should draw for `text`, one entry per non-empty line (an empty line gets no
/// `<text>` element): control characters and U+FFFE/U+FFFF dropped, tabs as spaces,
/// CR/CR LF/LF as line breaks.
func expectedLines(_ text: String) -> [String] {
    var scalars = String.UnicodeScalarView()
    var previousWasCR = false
    for scalar in text.unicodeScalars {
        defer { previousWasCR = scalar == "\r" }
        switch scalar.value {
        case 0x0D: scalars.append("\n")
        case 0x0A: if !previousWasCR { scalars.append("\n") }
        case 0x09: scalars.append(" ")
        case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: continue
        default: scalars.append(scalar)
        }
    }
    return String(scalars).split(separator: "\n").map(String.init)
}

/// The `<text>` contents of an SVG, with the no-break spaces Graphviz writes for the second
/// of two spaces (to keep them visible) turned back into spaces.
func drawnTexts(_ svg: [UInt8]) -> [String]? {
    svgTexts(svg)?.map { String($0.map { $0 == "\u{A0}" ? " " : $0 }) }
}

/// One graph drawing `text` three ways: as a node ID (default label), as a quoted label and
/// as an HTML-like label.
func hostileGraph(_ text: String) -> DOTGraph {
    var graph = DOTGraph(name: "hostile")
    graph.add(DOTNode(text))
    graph.add(DOTNode("quoted", ["label": .string(text)]))
    graph.add(DOTNode("html", ["label": .html("<B>" + Escaping.DOT.htmlText(text) + "</B>")]))
    graph.add(DOTEdge(from: text, to: "quoted"))
    return graph
}

/// Escaped text through Graphviz: what `Escaping.DOT` writes (its own tests are
/// LifelineSupportTests' `DOTEscapingTests`) parses, and is drawn as the text itself.
@Suite struct DOTEscapingTests {
    /// Random mixes of the characters that matter to DOT, HTML, Graphviz escapes and XML.
    @Test func randomTextParsesAndIsDrawnIntact() throws {
        let alphabet: [Unicode.Scalar] = [
            "a", "Z", "0", "\"", "\\", "\n", "\r", "<", ">", "&", ";", "#", "]", "[", "{", "}", "|",
            "-", "=", ",", "N", "l", "G", "\u{0}", "\u{1B}", "\u{202E}", "\u{1F600}", "\u{301}", "é", "x"
        ]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {  // SplitMix-style, deterministic across runs
            seed &+= 0x9E37_79B9_7F4A_7C15
            var z = seed
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        for _ in 0..<500 {
            var scalars = String.UnicodeScalarView()
            scalars.append("x")  // Graphviz drops leading/trailing blank lines' text elements
            for _ in 0..<(1 + next(12)) { scalars.append(alphabet[next(alphabet.count)]) }
            scalars.append("x")
            let text = String(scalars)
            let dot = hostileGraph(text).render()
            try Graphviz.validate(dot: dot)
            let lines = expectedLines(text)
            let svg = try Graphviz.render(dot: dot, format: .svg)
            #expect(drawnTexts(svg) == lines + lines + lines, "\(text.debugDescription)")
        }
    }

    @Test(arguments: hostileStrings)
    func hostileTextParsesAndIsDrawnIntact(text: String) throws {
        let dot = hostileGraph(text).render()
        try Graphviz.validate(dot: dot)

        let lines = expectedLines(text)
        let expected = lines + lines + lines  // ID as default label, quoted label, HTML label
        let svg = try Graphviz.render(dot: dot, format: .svg)
        let texts = try #require(drawnTexts(svg), "SVG is not XML for \(text.debugDescription)")
        #expect(texts == expected, "\(text.debugDescription)")

        // The laid-out DOT keeps the labels: lay it out again and read the same texts.
        let laidOut = try Graphviz.render(dot: dot, format: .dot)
        let again = try Graphviz.render(dot: String(decoding: laidOut, as: UTF8.self), format: .svg)
        #expect(drawnTexts(again) == expected, "\(text.debugDescription)")
    }
}
