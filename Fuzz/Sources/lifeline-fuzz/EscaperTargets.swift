import Foundation
import LifelineRender
import LifelineFuzzSupport
import LifelineSupport
import LifelineTrace

/// The escapers: whatever the text, the escaped form must parse back to the text (after the
/// normalisation each documents) and must not break out of its quotes or label.
enum EscaperTargets {
    /// DOT: a quoted label read back by libcgraph is the one node's label, unescaped as the
    /// DOT lexer does (`\"` → `"`, nothing else); an HTML-like label parses and adds nothing.
    static func dot(_ text: String) {
        let quoted = Escaping.DOT.quoted(text)
        let graph: DOTReadBack
        do { graph = try Graphviz.readBack(dot: "digraph g { n [label=\(quoted)] }") } catch {
            violated("quoted \(quoted.debugDescription) does not parse: \(error)")
        }
        // DOTReadBack leaves out empty values (an empty label is Graphviz's default).
        // Scalars, not Characters, and literal replacement: a combining mark after a quote is
        // part of that quote's Character (and of NSString's default matching unit).
        let inner = String(String.UnicodeScalarView(quoted.unicodeScalars.dropFirst().dropLast()))
        let written = inner.replacingOccurrences(of: "\\\"", with: "\"", options: .literal)
        guard graph.nodeCount == 1, graph.edgeCount == 0, graph.subgraphCount == 0,
            graph.attributeValues == (written.isEmpty ? [] : [written])
        else {
            violated("quoted \(quoted.debugDescription) read back as \(graph)")
        }
        let html = "digraph g { n [label=<<B>\(Escaping.DOT.htmlText(text))</B>>] }"
        do {
            let back = try Graphviz.readBack(dot: html)
            guard back.nodeCount == 1, back.edgeCount == 0 else {
                violated("HTML label \(html.debugDescription) read back as \(back)")
            }
        } catch {
            violated("HTML label \(html.debugDescription) does not parse: \(error)")
        }
    }

    /// SVG (Graphviz's, from a quoted label): well-formed XML, only drawing elements, and each
    /// line of the label among its texts.
    static func svg(_ text: String) {
        let bytes: [UInt8]
        do {
            bytes = try Graphviz.render(dot: "digraph g { n [label=\(Escaping.DOT.quoted(text))] }", format: .svg)
        } catch {
            violated("SVG of \(text.debugDescription) failed: \(error)")
        }
        let xml: XMLReadBack
        do { xml = try XMLReadBack(Data(bytes)) } catch {
            violated("SVG of \(text.debugDescription) is not XML: \(error)")
        }
        let allowed: Set<String> = ["svg", "g", "title", "ellipse", "polygon", "text", "path", "polyline"]
        if let bad = xml.elementNames.first(where: { !allowed.contains($0) }) {
            violated("SVG of \(text.debugDescription) has a <\(bad)> element")
        }
        let shown = xml.texts.joined(separator: "\n").replacingOccurrences(of: "\u{A0}", with: " ", options: .literal)
        for line in ExpectedText.svgLines(text) where !ExpectedText.holds(shown, line) {
            violated("SVG of \(text.debugDescription) lost the line \(line.debugDescription); texts: \(xml.texts)")
        }
    }

    /// Mermaid: only letters, digits and `_.(),+- #;` and `<br>` remain, and decoding the
    /// entity codes gives the normalised text back.
    static func mermaid(_ text: String) {
        let escaped = Escaping.TextDiagram.mermaid(text)
        let withoutBreaks = escaped.replacingOccurrences(of: "<br>", with: "", options: .literal)
        if let bad = withoutBreaks.unicodeScalars.first(where: {
            !($0.properties.isAlphabetic || ("0"..."9").contains($0) || " _.(),+-#;".unicodeScalars.contains($0))
        }) {
            violated("Mermaid \(escaped.debugDescription) keeps \(bad.escaped(asASCII: true))")
        }
        expectDecodes("Mermaid", escaped, ExpectedText.mermaidDecoded(escaped), text)
    }

    /// The decoded escaper output is the text as the text diagram escapers normalise it.
    static func expectDecodes(_ format: String, _ escaped: String, _ decoded: String, _ text: String) {
        guard decoded == ExpectedText.textDiagram(text) else {
            violated("\(format) \(escaped.debugDescription) decodes to \(decoded.debugDescription)")
        }
    }

    /// PlantUML: no raw delimiter or markup pair, no line break, and the entities decode back.
    static func plantUML(_ text: String) {
        let escaped = Escaping.TextDiagram.plantUML(text)
        // A line break stands between its neighbours: "-\n-" is not the markup "--".
        let raw = escaped.replacingOccurrences(of: "\\n", with: "\u{1}", options: .literal)
        let scalars = Array(raw.unicodeScalars)
        for pair in ["**", "//", "--", "__", "~~", "==", ".."]
        where zip(scalars, scalars.dropFirst()).contains(where: { "\($0)\($1)" == pair }) {
            violated("PlantUML \(escaped.debugDescription) keeps the markup \(pair)")
        }
        let forbidden = Set("\"\\<>[]|{}:;'~@$^\n\r".unicodeScalars)
        let outsideEntities = raw.replacingOccurrences(of: #"&#[0-9]+;"#, with: "", options: .regularExpression)
        if let bad = outsideEntities.unicodeScalars.first(where: forbidden.contains) {
            violated("PlantUML \(escaped.debugDescription) keeps \(bad.escaped(asASCII: true))")
        }
        expectDecodes("PlantUML", escaped, ExpectedText.plantUMLDecoded(escaped), text)
    }

    /// CSV: two copies of the field make one record of exactly two fields, both the text, a
    /// single quote before it where it starts as a formula would (OWASP's neutralisation,
    /// written from Docs/input-output.md: `=`, `+`, `-`, `@`, tab, CR).
    static func csv(_ text: String) {
        let field = Escaping.CSV.field(text)
        let formulaStart = text.unicodeScalars.first.map { "=+-@\t\r".unicodeScalars.contains($0) } ?? false
        let shown = formulaStart ? "'" + text : text
        do {
            let records = try CSVReader.records(field + "," + field + "\r\n")
            guard records == [[shown, shown]] else {
                violated("CSV \(field.debugDescription) reads back as \(records)")
            }
        } catch {
            violated("CSV \(field.debugDescription) is not RFC 4180: \(error)")
        }
    }

    /// XES (XML attributes and text): well-formed, and the value is the text with the
    /// characters XML 1.0 cannot hold replaced by U+FFFD.
    static func xes(_ text: String) {
        let escaped = Escaping.XML.attribute(text)
        let document = "<event value=\"\(escaped)\">\(escaped)</event>"
        do {
            let xml = try XMLReadBack(Data(document.utf8))
            let expected = ExpectedText.xml(text)
            guard xml.attributeValues == [expected],
                xml.texts.joined() == expected || expected.allSatisfy(\.isWhitespace)
            else {
                violated("XES \(escaped.debugDescription) reads back as \(xml.attributeValues) / \(xml.texts)")
            }
        } catch {
            violated("XES \(document.debugDescription) is not XML: \(error)")
        }
    }
}
