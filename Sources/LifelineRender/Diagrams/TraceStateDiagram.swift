import LifelineModel
import LifelineSupport

/// A trace drawn as a state diagram (`lifeline render TRACE --kind state`): one cluster per
/// scene (or the app, or all scenes merged), the states of the machine as nodes, the
/// transitions the trace took as labelled edges with counts and mean time in the source state.
///
/// Only what the trace did is drawn unless `RenderOptions.referenceEdges` asks for the model's
/// other transitions (faint, dashed grey) and unvisited states; transitions the model does not
/// allow under the trace's profile, or that a rule flagged, are red with the reason. Many
/// clusters are laid out as a grid (`ClusterGrid`). Node and edge order follow the model's
/// tables, then sorted extras, so the DOT is stable.
package enum TraceStateDiagram {
    /// The DOT graph for `summary`; `title` names the trace.
    package static func graph(_ summary: TraceStateSummary, title: String) -> DOTGraph {
        let table = summary.table
        let options = summary.options
        let heading =
            "\(title) — \(table.kind.title.lowercased()), profile \(table.profile.rawValue)"
            + "\n\(summary.movesCounted) transitions" + (summary.merged ? ", scenes merged" : "")
        var attributes = DiagramStyle.graphAttributes(title: heading)
        if options.legend == .compact, let strip = StateDiagramLegend.compact(summary) {
            attributes["label"] = .html(StateDiagramLegend.titled(heading, strip: strip))
        }
        attributes["rankdir"] = "TB"
        attributes["nodesep"] = 0.45
        attributes["ranksep"] = 0.5
        attributes["compound"] = true
        var graph = DOTGraph(
            name: "trace_state",
            attributes: attributes,
            nodeDefaults: ["fontname": .string(DiagramStyle.font), "fontsize": 12],
            edgeDefaults: ["fontname": .string(DiagramStyle.font), "fontsize": 10, "arrowsize": 0.7])
        // The app's cluster first, then the scenes in order of appearance.
        let ordered =
            summary.clusters.enumerated().filter { $0.element.isApp }
            + summary.clusters.enumerated().filter { !$0.element.isApp }
        let subgraphs = ordered.map { index, cluster in
            subgraph(for: cluster, index: index, table: table, options: options)
        }
        for sub in subgraphs { graph.add(sub) }
        let grid = ClusterGrid(columns: options.clusterColumns, clusters: subgraphs)
        graph.statements += grid.anchors
        for attribute in grid.graphAttributes.attributes { graph.attributes[attribute.key] = attribute.value }
        if summary.clusters.isEmpty {
            graph.add(DOTNode("empty", ["shape": "plaintext", "label": "no transitions of this machine in the trace"]))
        }
        if options.legend == .full { graph.add(StateDiagramLegend.full(summary).node()) }
        return graph
    }

    package static func dot(_ summary: TraceStateSummary, title: String) -> String {
        graph(summary, title: title).render()
    }

    private static func subgraph(
        for cluster: TraceStateSummary.Cluster, index: Int, table: MachineTable,
        options: RenderOptions
    ) -> DOTSubgraph {
        let classes = options.svgClasses
        let prefix = "c\(index)_"
        let label =
            cluster.isApp
            ? (table.kind == .phase ? "App (aggregate phase)" : "App")
            : (cluster.title == "all scenes" || cluster.title == "other scenes"
                ? cluster.title.capitalizedFirst : "Scene " + cluster.title)
        var sub = DOTSubgraph.cluster(
            "\(index)",
            attributes: [
                "label": .string(label), "fontname": .string(DiagramStyle.font), "fontsize": 13,
                "style": "rounded", "color": "#999999", "labeljust": "l"
            ])
        let edges = cluster.edges
        let taken = cluster.edgeList
        if cluster.visited.contains(table.initial) {
            sub.add(
                DOTNode(
                    prefix + "start",
                    [
                        "shape": "circle", "style": "filled", "fillcolor": "black",
                        "label": "", "width": 0.15, "fixedsize": true
                    ]))
        }
        for state in table.states where options.referenceEdges || cluster.visited.contains(state.id) {
            var node = stateNode(
                state, id: prefix + state.id, visited: cluster.visited.contains(state.id),
                loops: taken.filter { $0.isSelfLoop && $0.from == state.id && $0.allowed && $0.ruleIDs.isEmpty })
            if classes { node.attributes["class"] = .string("state-\(index)-\(state.id)") }
            sub.add(node)
        }
        if cluster.visited.contains(table.initial) {
            sub.add(DOTEdge(from: prefix + "start", to: prefix + table.initial))
        }
        // Moves from a state the trace does not tell: from a "?" entry, into the state they
        // led to or into the states the follower leaves open (a dashed box), so none is dropped.
        if cluster.hasEntries {
            sub.add(
                DOTNode(
                    prefix + TraceStateSummary.unknownID,
                    [
                        "shape": "circle", "style": "dashed", "label": "?", "fontsize": 11, "width": 0.3,
                        "fixedsize": true, "color": .string(DiagramStyle.openStroke),
                        "fontcolor": .string(DiagramStyle.openStroke),
                        "tooltip": "the state before is not known: the trace does not show it"
                    ]))
        }
        for open in cluster.openStates {
            let label = TraceStateSummary.displayName(ofOpen: open, table: table)
            sub.add(
                DOTNode(
                    prefix + open,
                    [
                        "shape": "box", "style": "rounded,dashed,filled", "fillcolor": .string(DiagramStyle.openFill),
                        "color": .string(DiagramStyle.openStroke),
                        "label": .html("<B>" + Escaping.DOT.htmlText(label) + "</B>"),
                        "tooltip": .string("left open: the trace allows each of \(label), and does not say which")
                    ]))
        }
        // Reference rows, in table order: taken ones bold with counts, the rest faint.
        var drawn = Set<TraceStateSummary.EdgeKey>()
        for row in table.rows where !row.isSelfLoop {
            let key = TraceStateSummary.EdgeKey(from: row.from, trigger: row.trigger, to: row.to)
            guard drawn.insert(key).inserted else { continue }
            if let edge = edges[key] {
                var statement = takenEdge(edge, prefix: prefix, table: table)
                if classes { statement.attributes["class"] = .string("move-\(index)-\(edge.from)-\(edge.to)") }
                sub.add(statement)
            } else if options.referenceEdges {
                sub.add(
                    DOTEdge(
                        from: prefix + row.from, to: prefix + row.to,
                        [
                            "label": .string(row.trigger.label), "style": "dashed",
                            "color": .string(DiagramStyle.untaken),
                            "fontcolor": "#a0a0a0", "constraint": true
                        ]))
            }
        }
        // Then what the table lacks or a rule flagged, sorted for stable output.
        let extras = taken.filter { edge in
            let key = TraceStateSummary.EdgeKey(from: edge.from, trigger: edge.trigger, to: edge.to)
            return !drawn.contains(key) && (!edge.isSelfLoop || !edge.allowed || !edge.ruleIDs.isEmpty)
        }.sorted { ($0.from, $0.to, $0.trigger.label) < ($1.from, $1.to, $1.trigger.label) }
        for edge in extras { sub.add(takenEdge(edge, prefix: prefix, table: table)) }
        return sub
    }

    private static func stateNode(
        _ state: MachineTable.State, id: String, visited: Bool,
        loops: [TraceStateSummary.Edge]
    ) -> DOTNode {
        var label = "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"1\">"
        label += "<TR><TD><B>" + Escaping.DOT.htmlText(state.displayName) + "</B></TD></TR>"
        let sorted = loops.sorted { $0.trigger.label < $1.trigger.label }
        if !sorted.isEmpty {
            label += "<TR><TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"10\" COLOR=\"#444444\">also:</FONT></TD></TR>"
            for loop in sorted {
                label += """
                    <TR><TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"10\" FACE=\"\(DiagramStyle.monoFont)\" \
                    COLOR=\"#444444\">
                    """
                    + Escaping.DOT.htmlText("\(loop.trigger.label) ×\(loop.count)") + "</FONT></TD></TR>"
            }
        }
        label += "</TABLE>"
        if visited {
            return DOTNode(
                id,
                [
                    "shape": "box", "style": "rounded,filled", "label": .html(label),
                    "fillcolor": .string(DiagramStyle.fill(forState: state.id)),
                    "color": .string(DiagramStyle.stroke(forState: state.id)), "tooltip": .string(state.explanation)
                ])
        }
        return DOTNode(
            id,
            [
                "shape": "box", "style": "rounded,dashed", "label": .html(label),
                "color": .string(DiagramStyle.untaken),
                "fontcolor": "#a0a0a0", "tooltip": .string(state.explanation + " (not visited)")
            ])
    }

    private static func takenEdge(_ edge: TraceStateSummary.Edge, prefix: String, table: MachineTable) -> DOTEdge {
        // Every phase edge has the same trigger: the colour says it, the label would only repeat it.
        var label = edge.trigger == .phaseChange ? "×\(edge.count)" : edge.trigger.label + "\n×\(edge.count)"
        if let mean = edge.meanDwell { label += " · mean \(TimeFormat.duration(mean))" }
        var color = DiagramStyle.edgeLook(for: edge.trigger).color
        var style = DiagramStyle.edgeLook(for: edge.trigger).style
        var tooltip = "\(edge.from) → \(edge.to) via \(edge.trigger.label), taken \(edge.count) times"
        if edge.from == TraceStateSummary.unknownID {
            // An entry: dashed, from the state the trace does not tell.
            style = "dashed"
            tooltip =
                "from a state the trace does not show → \(edge.to) via \(edge.trigger.label), taken \(edge.count) times"
        }
        if !edge.allowed {
            color = DiagramStyle.violation
            style = "bold"
            label += "\n✗ not in the \(table.kind.rawValue) model for \(table.profile.rawValue)"
            tooltip += "; the model has no such transition under \(table.profile.rawValue)"
        }
        if !edge.ruleIDs.isEmpty {
            color = edge.worst == .warning && edge.allowed ? DiagramStyle.warning : DiagramStyle.violation
            style = "bold"
            label += "\n⚑ " + edge.ruleIDs.sorted().joined(separator: ", ")
        }
        let width = 1.0 + 0.35 * Double(min(Int.bitWidth - edge.count.leadingZeroBitCount, 8))
        return DOTEdge(
            from: prefix + edge.from, to: prefix + edge.to,
            [
                "label": .string(label), "color": .string(color), "fontcolor": .string(color),
                "style": .string(style), "penwidth": .number(width), "tooltip": .string(tooltip)
            ])
    }
}

extension String {
    /// The string with its first character upper-cased (ASCII only, so it stays deterministic).
    var capitalizedFirst: String {
        guard let first = first, first.isASCII else { return self }
        return first.uppercased() + dropFirst()
    }
}
