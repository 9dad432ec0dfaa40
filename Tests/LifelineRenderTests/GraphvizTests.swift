import Foundation
import CGraphviz
import Testing
@testable import LifelineRender

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct GraphvizTests {
    let small = """
        digraph lifecycle {
          rankdir=LR;
          unattached -> foregroundInactive -> foregroundActive;
          foregroundActive -> foregroundInactive -> background -> suspended;
          background -> foregroundInactive;
          suspended -> unattached [label="discard"];
        }
        """

    @Test func svgIsXMLWithTheLabels() throws {
        let bytes = try Graphviz.render(dot: small, format: .svg)
        #expect(GraphvizFormat.svg.hasMagicBytes(bytes))
        let texts = try #require(svgTexts(bytes))
        for label in ["unattached", "foregroundActive", "background", "suspended", "discard"] {
            #expect(texts.contains(label))
        }
    }

    @Test func pngAndPDFHaveTheirMagicBytes() throws {
        let png = try Graphviz.render(dot: small, format: .png)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let pdf = try Graphviz.render(dot: small, format: .pdf)
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        #expect(GraphvizFormat.pdf.hasMagicBytes(pdf))
    }

    @Test(arguments: [GraphvizFormat.svg, .dot, .plain])
    func sameInputSameBytes(format: GraphvizFormat) throws {
        let first = try Graphviz.render(dot: small, format: format)
        let second = try Graphviz.render(dot: small, format: format)
        #expect(first == second)
        #expect(!first.isEmpty)
    }

    @Test(arguments: GraphvizLayout.allCases.filter { $0 != .pinnedNeato })
    func everyLayoutEngineIsInstalled(layout: GraphvizLayout) throws {
        let plain = try Graphviz.render(dot: small, layout: layout, format: .plain)
        #expect(GraphvizFormat.plain.hasMagicBytes(plain))
    }

    /// 16 tasks × 5 renders at once: without the process-wide lock this crashes.
    @Test func concurrentRendersAreSerializedAndCorrect() async throws {
        let formats: [GraphvizFormat] = [.svg, .dot, .plain, .png, .pdf]
        let results = try await withThrowingTaskGroup(of: [(String, GraphvizFormat, [UInt8])].self) { group in
            for task in 0..<16 {
                group.addTask {
                    try (0..<5).map { round in
                        let label = "task\(task)round\(round)"
                        let dot = "digraph g\(task) { a -> \(label); \(label) -> b; b -> a }"
                        let format = formats[(task + round) % formats.count]
                        let layout: GraphvizLayout = task.isMultiple(of: 2) ? .dot : .neato
                        return (label, format, try Graphviz.render(dot: dot, layout: layout, format: format))
                    }
                }
            }
            var all: [(String, GraphvizFormat, [UInt8])] = []
            for try await batch in group { all += batch }
            return all
        }
        #expect(results.count == 80)
        for (label, format, bytes) in results {
            #expect(format.hasMagicBytes(bytes), "\(label) \(format)")
            if format.isText {
                #expect(String(decoding: bytes, as: UTF8.self).contains(label), "\(label) \(format)")
            }
        }
    }

    @Test func syntaxErrorCarriesGraphvizMessageAndLine() throws {
        let error = #expect(throws: GraphvizError.self) {
            try Graphviz.render(dot: "digraph g {\n  a -> b\n  a -> ;\n}", format: .svg)
        }
        guard case let .syntax(message, line)? = error else {
            Issue.record("expected a syntax error, got \(String(describing: error))")
            return
        }
        // Captured through agseterrf, so it was not printed on stderr.
        #expect(message.contains("syntax error"))
        #expect(line == 3)
        #expect(error?.description.contains("syntax error in line 3") == true)
        // The parser recovers: the next render works and counts lines from 1 again.
        _ = try Graphviz.render(dot: small, format: .svg)
        #expect(throws: GraphvizError.syntax(message: "Error: syntax error in line 1 near '}'", line: 1)) {
            try Graphviz.validate(dot: "digraph g { a -> }")
        }
    }

    @Test func emptyAndNULInputsAreSyntaxErrors() {
        #expect(throws: GraphvizError.syntax(message: "no graph in the DOT text", line: nil)) {
            try Graphviz.validate(dot: "  ")
        }
        #expect(throws: GraphvizError.self) { try Graphviz.validate(dot: "digraph g { a\u{0} }") }
    }

    /// cgraph buffers the text after the first graph; it must not leak into the next call.
    @Test func nothingLeaksFromOneCallIntoTheNext() throws {
        let first = try Graphviz.render(dot: "digraph a { x }\ndigraph b { y }\n", format: .plain)
        let second = try Graphviz.render(dot: "digraph c { z }", format: .plain)
        #expect(String(decoding: first, as: UTF8.self).contains("node x "))
        #expect(String(decoding: second, as: UTF8.self).contains("node z "))
        #expect(!String(decoding: second, as: UTF8.self).contains("node y "))
    }

    @Test func validateAcceptsGoodDOT() throws {
        try Graphviz.validate(dot: small)
    }

    @Test func pinnedNeatoKeepsPositions() throws {
        let dot = """
            digraph timeline {
              notranslate=true;
              a [pos="100,100"];
              b [pos="300,100"];
              a -> b;
            }
            """
        let laidOut = String(decoding: try Graphviz.render(dot: dot, layout: .pinnedNeato, format: .dot), as: UTF8.self)
        #expect(laidOut.contains(#"pos="100,100""#))
        #expect(laidOut.contains(#"pos="300,100""#))
        // The flag is reset: a plain neato layout afterwards ignores (unpinned) positions freely.
        _ = try Graphviz.render(dot: "digraph g { a -> b }", layout: .neato, format: .svg)
    }

    @Test func pinnedNeatoWithoutPositionIsALayoutError() {
        let error = #expect(throws: GraphvizError.self) {
            try Graphviz.render(dot: #"digraph g { a [pos="0,0"]; b; a -> b }"#, layout: .pinnedNeato, format: .svg)
        }
        guard case let .layoutFailed(layout, message)? = error else {
            Issue.record("expected a layout error, got \(String(describing: error))")
            return
        }
        #expect(layout == .pinnedNeato)
        #expect(message.contains("node b in graph g has no position"))
    }

    @Test func missingPluginMessagesAreRecognised() {
        // The text Graphviz 2.43 and 14 report when the registry is absent (measured with GVBINDIR=/empty).
        let error = GraphvizError.layout(.dot, message: #"Error: Layout type: "dot" not recognized. Use one of:"#)
        #expect(
            error
                == .missingPlugin(
                    kind: .layout, name: "dot", message: #"Error: Layout type: "dot" not recognized. Use one of:"#))
        // The advice names the registry file of the installed plugin ABI, and a way to rebuild it there.
        #expect(error.description.contains("The plugin registry (\(GraphvizInstall.pluginRegistry))"))
        #if os(Linux)
            #expect(error.description.contains(GraphvizInstall.pluginABI == 6 ? "reinstall libgvc6" : "sudo dot -c"))
        #endif
        #expect(
            GraphvizError.render(.png, message: #"Format: "png" not recognized. Use one of:"#)
                == .missingPlugin(kind: .format, name: "png", message: #"Format: "png" not recognized. Use one of:"#))
    }

    @Test func versionIsTheLinkedLibrary() {
        // The library's version agrees with the headers the shim was compiled against (a
        // separate build per install: `make check-graphviz`), and with their plugin ABI.
        let header = String(cString: lifeline_gv_header_version())
        #expect(Graphviz.version == header)
        let major = try? #require(GraphvizInstall.majorVersion)
        #expect(GraphvizInstall.pluginABI == ((major ?? 0) >= 13 ? 8 : 6))
        #expect(GraphvizInstall.pluginRegistry == ((major ?? 0) >= 13 ? "config8" : "config6a"))
    }
}

// MARK: - Reading SVG back
/// The character data of every `<text>` element of an SVG document, in document order;
/// `nil` if the bytes are not well-formed XML.
func svgTexts(_ bytes: [UInt8]) -> [String]? {
    let collector = SVGTextCollector()
    let parser = XMLParser(data: Data(bytes))
    parser.delegate = collector
    return parser.parse() ? collector.texts : nil
}

private final class SVGTextCollector: NSObject, XMLParserDelegate {
    var texts: [String] = []
    private var current: String?

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        if name == "text" { current = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        current? += string
    }

    func parser(
        _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
    ) {
        if name == "text", let current { texts.append(current) }
        if name == "text" { current = nil }
    }
}

/// One DOT text, one SVG: the order of clusters in Graphviz's output follows the objects' ids,
/// which cgraph's own discipline takes from heap addresses; `ids.h` numbers them in the order
/// they are named instead.
@Suite("Graphviz output does not depend on the heap")
struct GraphvizDeterminismTests {
    /// Clusters whose names are interned in one order, with the heap stirred between renders.
    static let clusters: String = {
        var dot = "digraph lifecycle {\n"
        for index in 0..<16 {
            // Long labels and attribute values spread the name strings over the heap.
            dot +=
                "  subgraph cluster_\(index) { label=\"Scene S\(index) \(String(repeating: "x", count: 40 + index * 7))\"; "
            dot += "c\(index)a -> c\(index)b [label=\"\(String(repeating: "y", count: 100 - index))\"]; }\n"
        }
        return dot + "}\n"
    }()

    @Test("clusters come out in the order the DOT text declares them, render after render")
    func clusterOrder() throws {
        var first: [UInt8]?
        var stirred: [[UInt8]] = []
        for round in 0..<6 {
            let svg = try Graphviz.render(dot: Self.clusters, format: .svg)
            let text = String(decoding: svg, as: UTF8.self)
            let titles = text.components(separatedBy: "<title>cluster_").dropFirst().compactMap {
                Int($0.prefix { $0.isNumber })
            }
            #expect(titles == Array(0..<16), "round \(round)")
            if let first {
                let same = svg == first
                #expect(same, "round \(round): the SVG differs from round 0's")
            } else {
                first = svg
            }
            // Leave holes of different sizes in the heap before the next parse.
            stirred.append(contentsOf: (0..<64).map { [UInt8](repeating: 0, count: 16 + ($0 * 37 + round * 11) % 200) })
            stirred.removeFirst(stirred.count / 2)
        }
    }
}
