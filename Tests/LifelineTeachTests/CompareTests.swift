import Foundation
import LifelineModel
import LifelineRender
import LifelineRuntime
import LifelineTeach
import LifelineTrace
import Testing

@Suite("compare: two runs side by side")
struct CompareTests {
    static func sides(_ name: String, _ a: Profile, _ b: Profile) throws -> (CompareSide, CompareSide) {
        let scenario = try #require(try BuiltInScenarios.scenario(named: name))
        return (
            try CompareSide.simulated(scenario, profile: a, file: "builtin:\(name)"),
            try CompareSide.simulated(scenario, profile: b, file: "builtin:\(name)")
        )
    }

    @Test("home-and-return under ios12 and ios13: five callbacks moved to the scene delegate")
    func homeAndReturn() throws {
        let (left, right) = try Self.sides("home-and-return", .ios12, .ios13)
        let text = SideBySide(left, right).text(title: "home-and-return under ios12 and ios13")
        #expect(text.contains("→ moved from the app delegate to a scene delegate: 5\n"))
        #expect(text.contains("→  app  applicationDidEnterBackground(_:)"))
        try TeachGolden.check(text, named: "compare-home-and-return-ios12-ios13.txt")
    }

    @Test("the routing reasons come from the routing table")
    func reasons() throws {
        let (left, right) = try Self.sides("cold-launch", .ios12, .ios13)
        let text = SideBySide(left, right).text(title: "t")
        let row = try #require(
            text.split(separator: "\n").first { $0.hasPrefix("+ application(_:configurationForConnecting:options:)") })
        let cells = row.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        #expect(cells[2] == Callback.configurationForConnecting.info.routing[.ios12].cell)
        #expect(cells[3] == Callback.configurationForConnecting.info.routing[.ios13].cell)
    }

    @Test("both state diagrams in one DOT graph: two clusters, no shared node name")
    func stateImage() throws {
        let (left, right) = try Self.sides("cold-launch", .ios12, .ios13)
        let (graph, layout) = try SideBySideDiagram.graph(
            left, right, kind: .state, title: "cold-launch under ios12 and ios13")
        #expect(layout == .dot)
        let clusters = graph.statements.compactMap { statement -> String? in
            if case .subgraph(let sub) = statement { return sub.name }
            return nil
        }
        #expect(clusters == ["cluster_side0", "cluster_side1"])
        let dot = graph.render()
        #expect(dot.contains("s0_c0_inactive") && dot.contains("s1_c0_foregroundActive"))
        try Graphviz.validate(dot: dot)
        try TeachGolden.check(dot, named: "compare-cold-launch-state.dot")
    }

    @Test("both timelines in one pinned graph, the second below the first")
    func timelineImage() throws {
        let (left, right) = try Self.sides("two-windows", .ipadosMultiwindow, .swiftui)
        let (graph, layout) = try SideBySideDiagram.graph(left, right, kind: .timeline, title: "two-windows")
        #expect(layout == .pinnedNeato)
        let svg = try SideBySideDiagram.render(left, right, kind: .timeline, title: "two-windows", format: .svg)
        #expect(String(decoding: svg, as: UTF8.self).contains("<svg"))
        func y(_ id: String) -> Double? {
            for case .node(let node) in graph.statements where node.id == id {
                if case .string(let pos)? = node.attributes["pos"] {
                    return Double(pos.split(separator: ",")[1].dropLast())
                }
            }
            return nil
        }
        let first = try #require(y("s0_heading")), second = try #require(y("s1_heading"))
        #expect(second < first - 200)
    }
}
