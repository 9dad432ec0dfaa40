import Foundation
import LifelineModel
import LifelineTrace
import Testing
@testable import LifelineRender

import LifelineTestSupport

@Suite struct TimelineTests {
    @Test(arguments: TraceFixtures.names)
    func dotMatchesGolden(name: String) throws {
        let dot = try TraceFixtures.text(name, kind: .timeline, format: .dot)
        try GoldenFile.check(dot, named: "timeline-\(name).dot")
        try Graphviz.validate(dot: dot)
    }

    @Test func rendersSVGPNGPDFAndSameBytesTwice() throws {
        let svg = try TraceFixtures.render("ipados-two-windows", kind: .timeline, format: .svg)
        let texts = try #require(svgTexts(svg), "SVG is not well-formed XML")
        #expect(texts.contains("Scene S2"))
        #expect(texts.contains("sceneDidDisconnect(_:)"))
        let again = try TraceFixtures.render("ipados-two-windows", kind: .timeline, format: .svg)
        #expect(svg == again, "a pinned timeline has no clusters, so its SVG is byte-stable in process")
        let png = try TraceFixtures.render("ipados-two-windows", kind: .timeline, format: .png)
        #expect(GraphvizFormat.png.hasMagicBytes(png))
        let pdf = try TraceFixtures.render("ipados-two-windows", kind: .timeline, format: .pdf)
        #expect(GraphvizFormat.pdf.hasMagicBytes(pdf))
    }

    @Test func windowAndSceneFilter() throws {
        let options = RenderOptions(from: TraceTime(seconds: 2.5), to: TraceTime(seconds: 6.005), scenes: ["S2"])
        let collector = try TimelineCollector.read(try TraceFixtures.reader("ipados-two-windows"), options: options)
        #expect(!collector.lanes.contains(.scene(order: 0, id: "S1")))
        #expect(collector.lanes.contains(.scene(order: 0, id: "S2")))
        #expect(collector.marks.allSatisfy { $0.time >= 2_500_000 && $0.time <= 6_005_000 })
        // S2's bar starts at its connection, the app's active bar at the window's start.
        #expect(collector.intervals.contains { $0.lane == .app && $0.state == "active" && $0.start == 2_500_000 })
    }

    @Test func aggregatesPastTheDetailLimit() throws {
        let options = RenderOptions(detailLimit: 50)
        let collector = try TimelineCollector.read(GeneratedTraces.source(events: 5_000), options: options)
        #expect(collector.aggregated)
        #expect(collector.marks.isEmpty && collector.intervals.isEmpty)
        let total = collector.buckets.values.flatMap { $0 }.map(\.events).reduce(0, +)
        #expect(total == 5_000)
        try Graphviz.validate(dot: TimelineDiagram.dot(collector, title: "agg"))
    }

    /// 1M events: a bounded drawing. Prints the sizes for the report. Its memory bound is
    /// measured in a process of its own (lifelineTests' HostileBoundaryTests): a peak read here
    /// would include whatever the tests running beside it hold.
    @Test func millionEventTimelineIsBounded() throws {
        let start = ContinuousClock.now
        let collector = try TimelineCollector.read(GeneratedTraces.source(events: 1_000_000), options: RenderOptions())
        let dot = TimelineDiagram.dot(collector, title: "generated-loop")
        let svg = try Graphviz.render(dot: dot, layout: .pinnedNeato, format: .svg)
        let elapsed = ContinuousClock.now - start
        print(
            """
            TIMELINE-1M events=\(collector.eventCount) dot=\(dot.utf8.count) svg=\(svg.count) \
            bucket=\(collector.bucketWidth)us time=\(elapsed)
            """)
        #expect(collector.eventCount == 1_000_000)
        #expect(svg.count < 1_000_000, "the SVG of a 1M-event timeline stays under 1 MB")
        #expect(svgTexts(svg) != nil)
    }
}
