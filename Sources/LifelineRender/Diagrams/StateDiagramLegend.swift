import LifelineModel
import LifelineSupport

/// The legends of a trace's state diagram: the full table (`--legend full`) and the compact
/// strip under the title (`--legend compact`, the default), each naming only the kinds of
/// line and mark the drawing has.
enum StateDiagramLegend {
    /// What a drawing shows, beyond its states (which are named in their boxes).
    struct Shown: Equatable {
        var callback = false, notification = false, silent = false, phase = false
        var untaken = false, unvisited = false, notAllowed = false, ruleError = false, ruleWarning = false
        var unchanged = false
        /// Moves from a state the trace does not tell, and states it leaves open.
        var entry = false, open = false

        init(_ summary: TraceStateSummary) {
            let reference = summary.options.referenceEdges
            var takenKeys = Set<TraceStateSummary.EdgeKey>()
            for cluster in summary.clusters {
                if cluster.hasEntries { entry = true }
                if !cluster.openStates.isEmpty { open = true }
                for edge in cluster.edgeList {
                    takenKeys.insert(TraceStateSummary.EdgeKey(from: edge.from, trigger: edge.trigger, to: edge.to))
                    if edge.isSelfLoop && edge.allowed && edge.ruleIDs.isEmpty {
                        unchanged = true
                        continue
                    }
                    mark(edge.trigger)
                    if !edge.allowed { notAllowed = true }
                    if !edge.ruleIDs.isEmpty {
                        if edge.worst == .warning && edge.allowed { ruleWarning = true } else { ruleError = true }
                    }
                }
                if reference {
                    let rows = summary.table.rows.filter { !$0.isSelfLoop }
                    untaken =
                        untaken
                        || rows.contains {
                            !takenKeys.contains(
                                TraceStateSummary.EdgeKey(from: $0.from, trigger: $0.trigger, to: $0.to))
                        }
                    unvisited = unvisited || summary.table.states.contains { !cluster.visited.contains($0.id) }
                }
            }
        }

        private mutating func mark(_ trigger: Trigger) {
            switch trigger {
            case .callback: callback = true
            case .notification: notification = true
            case .silent: silent = true
            case .phaseChange: phase = true
            }
        }
    }

    /// The compact strip's cells: a sample and a few words each; nil when nothing is drawn.
    static func compact(_ summary: TraceStateSummary) -> String? {
        let shown = Shown(summary)
        var items: [(Legend.Sample, String)] = []
        if shown.callback {
            items.append(
                (.line(color: DiagramStyle.callback, style: "solid"), "callback ×times · mean time in the state before")
            )
        }
        if shown.notification {
            items.append((.line(color: DiagramStyle.notification, style: "bold"), "UIApplication notification"))
        }
        if shown.silent { items.append((.line(color: DiagramStyle.silent, style: "dashed"), "silent change")) }
        if shown.phase {
            items.append((.line(color: DiagramStyle.phase, style: "solid"), "ScenePhase ×times · mean time before"))
        }
        if shown.untaken { items.append((.line(color: DiagramStyle.untaken, style: "dashed"), "never taken")) }
        if shown.entry {
            items.append((.glyph("? – –▶", color: DiagramStyle.openStroke), "from a state the trace does not show"))
        }
        if shown.open { items.append((.openSwatch(fill: DiagramStyle.openFill), "left open: one of these states")) }
        if shown.notAllowed || shown.ruleError {
            let words = [shown.notAllowed ? "✗ not in the model" : nil, shown.ruleError ? "⚑ rule" : nil].compactMap {
                $0
            }
            items.append((.line(color: DiagramStyle.violation, style: "bold"), words.joined(separator: " · ")))
        }
        if shown.ruleWarning { items.append((.line(color: DiagramStyle.warning, style: "bold"), "⚑ warning")) }
        if shown.unchanged { items.append((.glyph("also:", color: "#444444"), "state unchanged")) }
        guard !items.isEmpty else { return nil }
        var out = "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"2\"><TR>"
        for (sample, meaning) in items {
            out +=
                Legend.cell(for: sample) + "<TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"10\">"
                + Escaping.DOT.htmlText(meaning) + "</FONT></TD><TD WIDTH=\"8\"></TD>"
        }
        return out + "</TR></TABLE>"
    }

    /// The graph's label: the heading (lines in bold) with the strip under it.
    static func titled(_ heading: String, strip: String) -> String {
        var out = "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"0\">"
        for line in heading.split(separator: "\n", omittingEmptySubsequences: false) {
            out += "<TR><TD><B>" + Escaping.DOT.htmlText(String(line)) + "</B></TD></TR>"
        }
        return out + "<TR><TD>" + strip + "</TD></TR></TABLE>"
    }

    /// The full legend: a sentence per colour and line the drawing uses.
    static func full(_ summary: TraceStateSummary) -> Legend {
        let shown = Shown(summary)
        var legend = Legend()
        for state in summary.table.states {
            legend.add(.swatch(fill: DiagramStyle.fill(forState: state.id)), state.displayName)
        }
        if shown.unvisited { legend.add(.swatch(fill: "#ffffff"), "dashed box: state the trace never visited") }
        if shown.callback {
            legend.add(
                .line(color: DiagramStyle.callback, style: "solid"),
                "transition taken: callback, ×times, mean time in the source state before it (thicker = more)")
        }
        if shown.notification {
            legend.add(
                .line(color: DiagramStyle.notification, style: "bold"),
                "aggregate change seen as a UIApplication notification")
        }
        if shown.silent {
            legend.add(.line(color: DiagramStyle.silent, style: "dashed"), "silent change (suspend, resume, purge …)")
        }
        if shown.phase {
            legend.add(
                .line(color: DiagramStyle.phase, style: "solid"),
                "ScenePhase change taken: ×times, mean time in the source phase before it (thicker = more)")
        }
        if shown.untaken {
            legend.add(
                .line(color: DiagramStyle.untaken, style: "dashed"), "reference transition the trace never took (grey)")
        }
        if shown.entry {
            legend.add(
                .glyph("? – –▶", color: DiagramStyle.openStroke),
                "a move from a state the trace does not show (its first callback, a launch with no willFinishLaunching)"
            )
        }
        if shown.open {
            legend.add(
                .openSwatch(fill: DiagramStyle.openFill),
                "dashed box: states the trace leaves open, one of which the app is in (e.g. inactive or background)")
        }
        if shown.notAllowed || shown.ruleError {
            legend.add(
                .line(color: DiagramStyle.violation, style: "bold"),
                """
                not allowed by the model for \(summary.table.profile.rawValue) (✗), or flagged by a rule \
                (⚑ rule id)
                """)
        }
        if shown.ruleWarning {
            legend.add(.line(color: DiagramStyle.warning, style: "bold"), "flagged by a rule as a warning (⚑ rule id)")
        }
        if shown.unchanged {
            legend.add(.glyph("also:", color: "#444444"), "callbacks taken that left the state unchanged, ×times")
        }
        return legend
    }
}
