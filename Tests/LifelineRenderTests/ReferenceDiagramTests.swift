import Foundation
import LifelineModel
import Testing
@testable import LifelineRender

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct ReferenceDiagramTests {
    static let combinations: [(MachineKind, Profile)] = MachineKind.allCases.flatMap { kind in
        MachineTable.profiles(for: kind).map { (kind, $0) }
    }

    @Test(arguments: combinations)
    func dotMatchesGolden(kind: MachineKind, profile: Profile) throws {
        let table = try #require(MachineTable.of(kind, profile: profile))
        try GoldenFile.check(ReferenceDiagram.dot(table), named: "model-\(kind.rawValue)-\(profile.rawValue).dot")
    }

    @Test func applicabilityFollowsTheTables() {
        #expect(MachineTable.of(.scene, profile: .ios12) == nil)
        #expect(MachineTable.profiles(for: .phase) == [.swiftui])
        #expect(MachineTable.profiles(for: .app) == Profile.allCases)
        #expect(MachineTable.profiles(for: .scene) == [.ios13, .ipadosMultiwindow, .swiftui])
        for kind in MachineKind.allCases { #expect(MachineTable.of(kind, profile: kind.defaultProfile) != nil) }
    }

    /// The playground's column drawing: each state by name, each edge without a label.
    @Test(arguments: combinations)
    func compactMatchesGolden(kind: MachineKind, profile: Profile) throws {
        let table = try #require(MachineTable.of(kind, profile: profile))
        let dot = ReferenceDiagram.graph(table, detail: .compact).render()
        try GoldenFile.check(dot, named: "model-\(kind.rawValue)-\(profile.rawValue).compact.dot")
        try Graphviz.validate(dot: dot)
    }

    /// Compact leaves out the title, the edge labels, the "also:" lists and the legend, and keeps
    /// every edge of the table; what it leaves out is in the tooltips.
    @Test(arguments: combinations)
    func compactKeepsEveryEdge(kind: MachineKind, profile: Profile) throws {
        let table = try #require(MachineTable.of(kind, profile: profile))
        let graph = ReferenceDiagram.graph(table, detail: .compact)
        let edges = graph.statements.compactMap { statement -> DOTEdge? in
            if case .edge(let edge) = statement, edge.from != "start" { return edge }
            return nil
        }
        let rows = table.rows.filter { !$0.isSelfLoop }
        #expect(edges.map { "\($0.from)->\($0.to)" } == rows.map { "\($0.from)->\($0.to)" })
        for (edge, row) in zip(edges, rows) {
            #expect(edge.attributes["label"] == nil)
            let tooltip = edge.attributes["tooltip"]?.dotText ?? ""
            #expect(tooltip.contains(DOTValue.string(row.trigger.label).dotText.dropFirst().dropLast()))
            if row.basis != .documented { #expect(tooltip.contains(row.basis.rawValue)) }
        }
        let text = graph.render()
        #expect(!text.contains("also:") && !text.contains("legend") && !text.contains("labelloc"))
        for state in table.states where !ReferenceDiagram.selfLoopLabels(of: state.id, in: table).isEmpty {
            let node = graph.statements.compactMap { statement -> DOTNode? in
                if case .node(let node) = statement, node.id == state.id { return node }
                return nil
            }.first
            #expect(node?.attributes["tooltip"]?.dotText.contains("Also: ") == true, "\(state.id)")
        }
    }

    @Test(arguments: combinations)
    func graphvizAcceptsTheDOT(kind: MachineKind, profile: Profile) throws {
        let table = try #require(MachineTable.of(kind, profile: profile))
        try Graphviz.validate(dot: ReferenceDiagram.dot(table))
    }

    @Test func rendersSVGPNGAndPDF() throws {
        let table = try #require(MachineTable.of(.scene, profile: .ios13))
        let dot = ReferenceDiagram.dot(table)
        let svg = try Graphviz.render(dot: dot, format: .svg)
        let texts = try #require(svgTexts(svg), "SVG is not well-formed XML")
        #expect(texts.contains("sceneDidBecomeActive(_:)"))
        #expect(texts.contains { $0.contains("Legend") })
        #expect(GraphvizFormat.png.hasMagicBytes(try Graphviz.render(dot: dot, format: .png)))
        #expect(GraphvizFormat.pdf.hasMagicBytes(try Graphviz.render(dot: dot, format: .pdf)))
    }

    @Test func selfLoopsAreFoldedIntoTheState() throws {
        let table = try #require(MachineTable.of(.app, profile: .ios12))
        let graph = ReferenceDiagram.graph(table)
        let loops = graph.statements.compactMap { statement -> DOTEdge? in
            if case .edge(let edge) = statement, edge.from == edge.to { return edge }
            return nil
        }
        #expect(loops.isEmpty)
        #expect(
            ReferenceDiagram.selfLoopLabels(of: "background", in: table).contains(
                "applicationDidReceiveMemoryWarning(_:)"))
    }
}
