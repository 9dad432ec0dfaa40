import LifelineModel
import LifelineSupport

/// The reference state machine of one `MachineKind` under one `Profile`, as DOT, drawn from
/// the model's tables (`lifeline render --model`).
///
/// - States are rounded boxes in their state colour; the initial state has a thick border and
///   an arrow from a start dot.
/// - Edges are labelled with their trigger: callbacks in their Swift spelling (solid),
///   notification-driven aggregate changes (bold blue), silent changes (dashed grey), SwiftUI
///   phase changes (purple).
/// - Rows resting on an OBSERVED or UNSURE fact are dotted amber, labelled with their basis
///   and the variant's name.
/// - Self-loop rows (callbacks that leave the state as it is) are folded into the state's box as
///   an "also:" list: drawn as loops they piled up into unreadable knots around Background.
public enum ReferenceDiagram {
    /// How much of the machine the drawing writes out.
    package enum Detail: Sendable {
        /// Everything: the title, each state's "also:" list, each variant's basis and name on
        /// its edge, and the legend (`lifeline render --model`).
        case full
        /// The states by name and their edges without labels; the triggers, the "also:" lists
        /// and the variants go into the tooltips. For a drawing a quarter of a page wide (the
        /// playground's columns): the edge labels made the machine four times wider than tall
        /// (1,322 points for the app machine, 288 without them), so the full drawing scaled its
        /// state names down to a few pixels. An edge's style still tells a variant, a silent
        /// change and a callback apart.
        case compact
    }

    /// The DOT graph, deterministic for a given table.
    public static func graph(_ table: MachineTable) -> DOTGraph { graph(table, detail: .full) }

    /// The DOT graph with `detail`, deterministic for a given table.
    package static func graph(_ table: MachineTable, detail: Detail) -> DOTGraph {
        let title = "\(table.kind.title) — profile \(table.profile.rawValue)\n\(table.profile.summary)"
        var attributes = DiagramStyle.graphAttributes(title: detail == .full ? title : nil)
        attributes["rankdir"] = "TB"
        attributes["nodesep"] = 0.5
        attributes["ranksep"] = 0.55
        var graph = DOTGraph(
            name: "model_\(table.kind.rawValue)",
            attributes: attributes,
            nodeDefaults: ["fontname": .string(DiagramStyle.font), "fontsize": detail == .full ? 12 : 14],
            edgeDefaults: ["fontname": .string(DiagramStyle.font), "fontsize": 10, "arrowsize": 0.8])

        graph.add(
            DOTNode(
                "start",
                [
                    "shape": "circle", "style": "filled", "fillcolor": "black",
                    "label": "", "width": 0.18, "fixedsize": true
                ]))
        for state in table.states {
            graph.add(stateNode(state, table: table, detail: detail))
        }
        graph.add(DOTEdge(from: "start", to: table.initial, ["arrowsize": 0.7]))
        for row in table.rows where !row.isSelfLoop {
            graph.add(edge(for: row, detail: detail))
        }
        if detail == .full { graph.add(legend(for: table).node()) }
        return graph
    }

    /// The DOT text.
    public static func dot(_ table: MachineTable) -> String { graph(table).render() }

    private static func stateNode(_ state: MachineTable.State, table: MachineTable, detail: Detail) -> DOTNode {
        var label = "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"1\">"
        label += "<TR><TD><B>" + Escaping.DOT.htmlText(state.displayName) + "</B></TD></TR>"
        let loops = selfLoopLabels(of: state.id, in: table)
        var tooltip = state.explanation
        if detail == .compact, !loops.isEmpty {
            tooltip += "\nAlso: " + loops.joined(separator: ", ")
        } else if !loops.isEmpty {
            label += "<TR><TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\" COLOR=\"#444444\">also:</FONT></TD></TR>"
            for line in loops {
                label +=
                    "<TR><TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\" FACE=\"\(DiagramStyle.monoFont)\" COLOR=\"#444444\">"
                    + Escaping.DOT.htmlText(line) + "</FONT></TD></TR>"
            }
        }
        label += "</TABLE>"
        var attributes: DOTAttributes = [
            "shape": "box", "style": "rounded,filled", "fillcolor": .string(DiagramStyle.fill(forState: state.id)),
            "color": .string(DiagramStyle.stroke(forState: state.id)), "label": .html(label),
            "tooltip": .string(tooltip)
        ]
        if state.id == table.initial { attributes["penwidth"] = 2.5 }
        return DOTNode(state.id, attributes)
    }

    /// The triggers of a state's self-loops, each once, with the basis when not documented.
    static func selfLoopLabels(of state: String, in table: MachineTable) -> [String] {
        var seen: [String] = []
        for row in table.rows where row.isSelfLoop && row.from == state {
            var text = row.trigger.label
            if row.basis != .documented { text += " [\(row.basis.rawValue)]" }
            if !seen.contains(text) { seen.append(text) }
        }
        return seen
    }

    private static func edge(for row: MachineTable.Row, detail: Detail) -> DOTEdge {
        var (color, style) = DiagramStyle.edgeLook(for: row.trigger)
        var more = ""
        if row.basis != .documented {
            color = DiagramStyle.variant
            style = "dotted"
            more = "[\(row.basis.rawValue)]"
            if let variant = row.variant { more += " " + variant }
        } else if let variant = row.variant {
            more = "(\(variant))"
        }
        let label = more.isEmpty ? row.trigger.label : row.trigger.label + "\n" + more
        var attributes: DOTAttributes = [
            "label": .string(label), "color": .string(color), "fontcolor": .string(color),
            "style": .string(style), "penwidth": style == "dotted" ? 1.6 : 1.2
        ]
        if detail == .compact {
            attributes["label"] = nil
            attributes["tooltip"] = .string(label)
        }
        return DOTEdge(from: row.from, to: row.to, attributes)
    }

    private static func legend(for table: MachineTable) -> Legend {
        var legend = Legend()
        for state in table.states {
            legend.add(
                .swatch(fill: DiagramStyle.fill(forState: state.id)), state.displayName + ": " + state.explanation)
        }
        legend.add(.glyph("●──▶", color: "#000000"), "initial state (thick border)")
        let triggers = table.rows.filter { !$0.isSelfLoop }.map(\.trigger)
        if triggers.contains(where: { if case .callback = $0 { return true } else { return false } }) {
            legend.add(.line(color: DiagramStyle.callback, style: "solid"), "delegate callback (Swift spelling)")
        }
        if triggers.contains(where: { if case .notification = $0 { return true } else { return false } }) {
            legend.add(
                .line(color: DiagramStyle.notification, style: "bold"),
                "aggregate change seen only as a UIApplication notification (no delegate call)")
        }
        if triggers.contains(where: { if case .silent = $0 { return true } else { return false } }) {
            legend.add(
                .line(color: DiagramStyle.silent, style: "dashed"), "silent change: no callback, no notification")
        }
        if triggers.contains(.phaseChange) {
            legend.add(
                .line(color: DiagramStyle.phase, style: "solid"), "ScenePhase change, seen via onChange(of: scenePhase)"
            )
        }
        if table.rows.contains(where: { !$0.isSelfLoop && $0.basis != .documented }) {
            legend.add(
                .line(color: DiagramStyle.variant, style: "dotted"),
                "device variant: OBSERVED on devices or UNSURE, not documented by Apple")
        }
        if table.rows.contains(where: \.isSelfLoop) {
            legend.add(
                .glyph("also:", color: "#444444"),
                """
                callbacks allowed in that state that leave it unchanged; [OBSERVED]/[UNSURE]: not \
                documented by Apple
                """)
        }
        return legend
    }
}
