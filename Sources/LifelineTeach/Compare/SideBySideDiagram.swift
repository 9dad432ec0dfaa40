import LifelineModel
import LifelineRender
import LifelineSupport

/// What `lifeline compare --image` draws for each side.
package enum CompareDiagramKind: String, CaseIterable, Sendable {
    /// Each run's state diagram: the machine `lifeline render` draws by default for it.
    case state
    /// Each run's timeline, one above the other.
    case timeline
}

/// The two runs drawn in one image: one DOT graph holding both drawings, laid out and
/// rendered by Graphviz in process.
package enum SideBySideDiagram {
    /// The combined DOT graph and the layout it needs.
    package static func graph(
        _ left: CompareSide, _ right: CompareSide, kind: CompareDiagramKind,
        title: String
    ) throws(Diagnostic) -> (graph: DOTGraph, layout: GraphvizLayout) {
        switch kind {
        case .state: return (try stateGraph(left, right, title: title), .dot)
        case .timeline: return (try timelineGraph(left, right, title: title), .pinnedNeato)
        }
    }

    /// The image bytes in `format` (svg, png, pdf; dot is the DOT text itself).
    package static func render(
        _ left: CompareSide, _ right: CompareSide, kind: CompareDiagramKind, title: String,
        format: GraphvizFormat
    ) throws(Diagnostic) -> [UInt8] {
        let (graph, layout) = try graph(left, right, kind: kind, title: title)
        let dot = graph.render()
        if format == .dot { return Array(dot.utf8) }
        do {
            return try Graphviz.render(dot: dot, layout: layout, format: format)
        } catch {
            throw Diagnostic(file: "<graphviz>", line: 1, column: 1, "\(error)")
        }
    }

    /// Two clusters, left and right; `dot` places unconnected clusters side by side.
    private static func stateGraph(_ left: CompareSide, _ right: CompareSide, title: String) throws(Diagnostic)
        -> DOTGraph
    {
        var graph = DOTGraph(name: "compare", attributes: DiagramStyle.graphAttributes(title: title))
        graph.attributes["rankdir"] = "TB"
        graph.attributes["compound"] = true
        for (index, side) in [left, right].enumerated() {
            // The machine `render` draws by default, as the follower reads the trace (a SwiftUI
            // trace without a scene delegate draws its phases), not a choice of its own.
            let source = EventArraySource(header: side.header, events: side.events)
            let summary = try TraceStateSummary.readDefault(source, options: RenderOptions(), merge: false)
            let drawing = TraceStateDiagram.graph(summary, title: side.title)
            graph.add(DOTComposition.cluster(drawing, name: "side\(index)", prefix: "s\(index)_"))
        }
        return graph
    }

    /// The right run's timeline pinned below the left one's, each under its own heading.
    private static func timelineGraph(_ left: CompareSide, _ right: CompareSide, title: String) throws(Diagnostic)
        -> DOTGraph
    {
        var graph = DOTGraph(name: "compare", attributes: DiagramStyle.graphAttributes(title: title))
        graph.attributes["outputorder"] = "nodesfirst"
        graph.attributes["splines"] = false
        graph.nodeDefaults["fontname"] = .string(DiagramStyle.font)
        var top = 0.0
        for (index, side) in [left, right].enumerated() {
            let source = EventArraySource(header: side.header, events: side.events)
            let collector = try TimelineCollector.read(source, options: RenderOptions())
            let drawing = TimelineDiagram.graph(collector, title: side.title)
            let statements = DOTComposition.prefixed(drawing.statements, "s\(index)_")
            let extent = DOTComposition.verticalExtent(statements)
            // The heading sits above the drawing, whose top then starts 30 points below it.
            let headingY = top - 10
            graph.add(
                DOTNode(
                    "s\(index)_heading",
                    [
                        "shape": "plaintext", "pos": .string("0,\(Int(headingY))!"), "margin": 0,
                        "label": .html("<B>" + Escaping.DOT.htmlText(side.title) + "</B>"), "fontsize": 14
                    ]))
            let moved = DOTComposition.translated(statements, dx: 0, dy: headingY - 24 - extent.top)
            for statement in moved { graph.statements.append(statement) }
            top = headingY - 24 - (extent.top - extent.bottom) - 50
        }
        return graph
    }
}
