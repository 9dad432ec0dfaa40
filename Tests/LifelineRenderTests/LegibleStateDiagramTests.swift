import Foundation
import LifelineModel
import LifelineTestSupport
import LifelineTrace
import Testing
@testable import LifelineRender

/// Issue 36, item 4: a trace's state diagram draws what the trace did (the model's other
/// transitions only on request), a legend that names only what is drawn, and many scenes as a
/// grid rather than a strip.
@Suite struct LegibleStateDiagramTests {
    static let fixture = "ios13-launch-home-return"

    /// The reference rows (self-loops folded, each (from, trigger, to) once) the trace never took,
    /// from the model's table and the summary's counted edges.
    static func untakenRows(_ summary: TraceStateSummary) -> Int {
        let taken = Set(
            summary.clusters[0].edgeList.map {
                TraceStateSummary.EdgeKey(from: $0.from, trigger: $0.trigger, to: $0.to)
            })
        let rows = Set(
            summary.table.rows.filter { !$0.isSelfLoop }.map {
                TraceStateSummary.EdgeKey(from: $0.from, trigger: $0.trigger, to: $0.to)
            })
        return rows.subtracting(taken).count
    }

    static func lines(_ dot: String, containing needle: String) -> Int {
        dot.split(separator: "\n").filter { $0.contains(needle) }.count
    }

    static func dot(_ source: EventArraySource, options: RenderOptions = RenderOptions()) throws -> String {
        let sink = MemorySink()
        try TraceRenderer(kind: .state, format: .dot, options: options).render(source, title: "t", to: sink)
        return sink.text
    }

    @Test("never-taken reference transitions and unvisited states are drawn only with referenceEdges")
    func referenceEdgesOnRequest() throws {
        // One scene, one move: most of the machine untouched.
        let summary = try TraceStateSummary.read(
            Self.scenes(1), machine: .scene, options: RenderOptions(), merge: false)
        let untaken = Self.untakenRows(summary)
        let unvisited = summary.table.states.filter { !summary.clusters[0].visited.contains($0.id) }.count
        #expect(untaken > 0 && unvisited > 0, "the trace should leave some of the machine untouched")

        let plain = try Self.dot(Self.scenes(1))
        #expect(Self.lines(plain, containing: "color=\"\(DiagramStyle.untaken)\"") == 0)
        #expect(Self.lines(plain, containing: "rounded,dashed") == 0)
        #expect(!plain.contains("never taken"))

        var options = RenderOptions()
        options.referenceEdges = true
        let full = try Self.dot(Self.scenes(1), options: options)
        #expect(Self.lines(full, containing: "style=dashed, color=\"\(DiagramStyle.untaken)\"") == untaken)
        #expect(Self.lines(full, containing: "rounded,dashed") == unvisited)
        #expect(full.contains("never taken"))
        // The moves taken are the same edges either way (only they carry a tooltip).
        let taken = { (dot: String) in
            dot.split(separator: "\n").filter { $0.contains(" -> ") && $0.contains("tooltip=") }
        }
        #expect(taken(plain) == taken(full))
        #expect(taken(plain).count == 1)
    }

    @Test("--legend none, compact, full: no legend, a strip in the title, a table node", arguments: TraceFixtures.names)
    func legendDetail(name: String) throws {
        func dot(_ detail: LegendDetail) throws -> String {
            var options = RenderOptions()
            options.legend = detail
            return try TraceFixtures.text(name, kind: .state, format: .dot, options: options)
        }
        let none = try dot(.none), compact = try dot(.compact), full = try dot(.full)
        let titleLine = { (dot: String) in
            dot.split(separator: "\n").first { $0.hasPrefix("  graph [label=") }.map(String.init) ?? ""
        }
        #expect(!none.contains("\n  legend ["))
        #expect(!titleLine(none).contains("<TABLE"))
        #expect(!compact.contains("\n  legend ["))
        #expect(titleLine(compact).contains("<TABLE"))
        #expect(full.contains("\n  legend ["))
        #expect(!titleLine(full).contains("<TABLE"))
        // The compact strip names a kind of line exactly when an edge of that kind is drawn.
        let strip = titleLine(compact)
        let kinds: [(String, String)] = [
            ("callback ×times", "color=\"\(DiagramStyle.callback)\""),
            ("silent change", "color=\"\(DiagramStyle.silent)\""),
            ("UIApplication notification", "color=\"\(DiagramStyle.notification)\""),
            ("ScenePhase", "color=\"\(DiagramStyle.phase)\"")
        ]
        let body = none.split(separator: "\n").filter { $0.contains(" -> ") && !$0.contains("_start ->") }
        for (words, colour) in kinds {
            #expect(strip.contains(words) == body.contains { $0.contains(colour) }, "\(name): \(words)")
        }
        #expect(strip.contains("state unchanged") == none.contains(">also:<"), "\(name): also:")
    }

    @Test("the compact strip names a forbidden move and a rule's finding apart")
    func stripNamesRedLines() throws {
        func strip(_ options: RenderOptions) throws -> String {
            let dot = try Self.dot(Self.scenes(2), options: options)
            return dot.split(separator: "\n").first { $0.hasPrefix("  graph [label=") }.map(String.init) ?? ""
        }
        let clean = try strip(RenderOptions())
        #expect(!clean.contains("✗") && !clean.contains("⚑"))
        let flagged = try strip(
            RenderOptions(highlights: [Highlight(seq: 2, ruleID: "LC101", severity: .error, message: "x")]))
        #expect(flagged.contains(">⚑ rule<") && !flagged.contains("✗"))
        let warned = try strip(
            RenderOptions(highlights: [Highlight(seq: 2, ruleID: "LC101", severity: .warning, message: "x")]))
        #expect(warned.contains(">⚑ warning<") && !warned.contains(">⚑ rule<"))
        // applicationDidBecomeActive is never called with scenes (lifecycle-facts.md §2.5).
        let header = TraceHeader(profile: .ios13, source: "test")
        let forbidden = [
            TraceFixtures.event(1, 0, .callback) {
                $0.receiver = .app
                $0.method = .applicationDidBecomeActive
                $0.from = "inactive"
                $0.to = "active"
            }
        ]
        let sink = MemorySink()
        try TraceRenderer(kind: .state, format: .dot, machine: .app).render(
            EventArraySource(header: header, events: forbidden), title: "t", to: sink)
        let title = sink.text.split(separator: "\n").first { $0.hasPrefix("  graph [label=") } ?? ""
        #expect(title.contains(">✗ not in the model<"), "\(title)")
    }

    /// Events that connect scenes S1…Sn and bring each to the foreground, one move each.
    static func scenes(_ count: Int) -> EventArraySource {
        let events = (0..<count).map { index in
            TraceFixtures.event(index + 1, Double(index) * 0.1, .callback) {
                $0.receiver = .scene
                $0.scene = "S\(index + 1)"
                $0.method = .sceneWillEnterForeground
                $0.from = "unattached"
                $0.to = "foregroundInactive"
            }
        }
        return EventArraySource(header: TraceHeader(profile: .ipadosMultiwindow, source: "test"), events: events)
    }

    @Test(
        "many scenes: rows of about √n clusters, each row wholly below the one before",
        arguments: [(1, nil), (3, nil), (4, nil), (9, nil), (12, nil), (5, 2), (6, 1), (4, 4)] as [(Int, Int?)])
    func grid(scenes: Int, columns: Int?) throws {
        var options = RenderOptions()
        options.clusterColumns = columns
        let sink = MemorySink()
        try TraceRenderer(kind: .state, format: .svg, options: options).render(
            Self.scenes(scenes), title: "grid", to: sink)
        let geometry = try SVGGeometry(sink.text)
        // The reference, from the spec: clusters in order of first appearance (8 of their own,
        // then one shared), cut into rows of `columns`, else of the smallest n with n² ≥ count
        // (one row up to 3).
        let count = min(scenes, options.sceneLimit + 1)
        var perRow = count <= 3 ? count : 1
        while count > 3, perRow * perRow < count { perRow += 1 }
        if let columns { perRow = columns }
        let rows = stride(from: 0, to: count, by: perRow).map { Array($0..<min($0 + perRow, count)) }
        #expect(geometry.clusters.count == count)
        let boxes = try rows.map { row in try row.map { try #require(geometry.clusters["cluster_\($0)"]) } }
        for (above, below) in zip(boxes, boxes.dropFirst()) {
            let bottom = above.map(\.bottom).max()!
            #expect(
                below.allSatisfy { $0.top > bottom }, "\(scenes) scenes, \(perRow) a row: a row overlaps the one above")
        }
        for row in boxes {
            // Side by side: each cluster of a row starts level with the rest of its row's ranks.
            let lefts = row.map(\.left).sorted()
            #expect(Set(lefts).count == row.count, "\(scenes) scenes: two clusters of a row share a column")
        }
    }
}
