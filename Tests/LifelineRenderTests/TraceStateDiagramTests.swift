import Foundation
import LifelineModel
import LifelineSupport
import LifelineTrace
import Testing
@testable import LifelineRender

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct TraceStateDiagramTests {
    @Test(arguments: TraceFixtures.names)
    func dotMatchesGolden(name: String) throws {
        let dot = try TraceFixtures.text(name, kind: .state, format: .dot)
        try GoldenFile.check(dot, named: "state-\(name).dot")
        try Graphviz.validate(dot: dot)
    }

    @Test func phaseMachineGolden() throws {
        let dot = try TraceFixtures.text("swiftui-two-scenes", kind: .state, format: .dot, machine: .phase)
        try GoldenFile.check(dot, named: "state-swiftui-two-scenes-phase.dot")
    }

    @Test func countsAndDwellTimes() throws {
        let summary = try TraceStateSummary.read(
            try TraceFixtures.reader("ios13-launch-home-return"), machine: .scene,
            options: RenderOptions(), merge: false)
        #expect(summary.clusters.map(\.title) == ["S1"])
        let key = TraceStateSummary.EdgeKey(
            from: "foregroundInactive", trigger: .callback(.sceneDidBecomeActive), to: "foregroundActive")
        let edge = try #require(summary.clusters[0].edges[key])
        #expect(edge.count == 2)
        #expect(edge.meanDwell == 2_000)
        let allAllowed = summary.clusters[0].edges.values.allSatisfy { $0.allowed }
        #expect(allAllowed)
    }

    @Test func transitionsTheModelForbidsAreRedWithoutAChecker() throws {
        let header = TraceHeader(profile: .ios13, source: "test")
        let events = [
            TraceFixtures.event(1, 0, .callback) {
                $0.receiver = .app
                $0.method = .willFinishLaunching
                $0.from = "notRunning"
                $0.to = "background"
            },
            // applicationDidBecomeActive is never called with scenes (lifecycle-facts.md §2.5).
            TraceFixtures.event(2, 0.1, .callback) {
                $0.receiver = .app
                $0.method = .applicationDidBecomeActive
                $0.from = "inactive"
                $0.to = "active"
            }
        ]
        let sink = MemorySink()
        try TraceRenderer(kind: .state, format: .dot, machine: .app).render(
            EventArraySource(header: header, events: events), title: "t", to: sink)
        #expect(sink.text.contains("✗ not in the app model for ios13"))
        #expect(sink.text.contains(DiagramStyle.violation))
    }

    @Test func highlightsPaintTheirEdgeWithTheRuleID() throws {
        let options = RenderOptions(highlights: [Highlight(seq: 10, ruleID: "SCN-001", severity: .error, message: "x")])
        let dot = try TraceFixtures.text("ios13-launch-home-return", kind: .state, format: .dot, options: options)
        #expect(dot.contains("⚑ SCN-001"))
    }

    @Test func mergeAndSceneLimitBoundTheClusters() throws {
        let merged = try TraceStateSummary.read(
            try TraceFixtures.reader("ipados-two-windows"), machine: .scene,
            options: RenderOptions(), merge: true)
        #expect(merged.clusters.map(\.title) == ["all scenes"])
        let limited = try TraceStateSummary.read(
            try TraceFixtures.reader("ipados-two-windows"), machine: .scene,
            options: RenderOptions(sceneLimit: 1), merge: false)
        #expect(limited.clusters.map(\.title) == ["S1", "other scenes"])
    }

    @Test func rendersSVGPNGPDFAndSameBytesTwice() throws {
        let svg = try TraceFixtures.render("ipados-two-windows", kind: .state, format: .svg)
        #expect(svgTexts(svg) != nil)
        let dot = try TraceFixtures.render("ipados-two-windows", kind: .state, format: .dot)
        let dotAgain = try TraceFixtures.render("ipados-two-windows", kind: .state, format: .dot)
        #expect(dot == dotAgain)
        let png = try TraceFixtures.render("ipados-two-windows", kind: .state, format: .png)
        #expect(GraphvizFormat.png.hasMagicBytes(png))
        // Graphviz output of graphs with clusters is compared across processes, not here:
        // measured, cgraph orders subgraphs by ID and its default ID discipline uses the string
        // pool's addresses, so after other renders in the same process cluster order (and
        // routing) can change. One render per process (the CLI) gives identical bytes.
        let pdf = try TraceFixtures.render("ipados-two-windows", kind: .state, format: .pdf)
        #expect(GraphvizFormat.pdf.hasMagicBytes(pdf))
    }

    @Test func inapplicableMachineIsADiagnostic() throws {
        #expect(throws: Diagnostic.self) {
            _ = try TraceFixtures.render("ios12-launch-home-return", kind: .state, format: .dot, machine: .scene)
        }
    }
}
