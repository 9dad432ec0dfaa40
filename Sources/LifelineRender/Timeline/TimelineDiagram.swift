import LifelineModel
import LifelineTrace

/// A trace drawn as a timeline (`--kind timeline`), laid out here and drawn by `neato -n`:
/// a lane per receiver with state bars and labelled callback ticks, actions as markers above,
/// problems in red, a time axis, a legend. Past the detail limit it draws per-interval
/// summaries instead, so its size is bounded whatever the trace's length.
package enum TimelineDiagram {
    static let laneLabelX = -90.0
    static let barHeight = 14.0
    static let rowHeight = 12.0

    package static func dot(_ c: TimelineCollector, title: String) -> String { graph(c, title: title).render() }

    package static func graph(_ c: TimelineCollector, title: String) -> DOTGraph {
        var canvas = PinnedCanvas()
        let heading: String
        if c.aggregated {
            heading = """
                \(title) — timeline, profile \(c.profile.rawValue)\n\(c.eventCount) events, summarised in intervals \
                of \(TimeFormat.duration(c.bucketWidth))
                """
            drawAggregated(c, on: &canvas)
        } else {
            heading = "\(title) — timeline, profile \(c.profile.rawValue)\n\(c.eventCount) events"
            drawDetailed(c, on: &canvas)
        }
        return canvas.graph(name: "timeline", title: heading)
    }

    // MARK: Detailed

    private static func drawDetailed(_ c: TimelineCollector, on canvas: inout PinnedCanvas) {
        var times = c.marks.map(\.time) + c.intervals.flatMap { [$0.start, $0.end] }
        if let start = c.start { times.append(start) }
        let axis = TimeAxis(times: times)
        var y = 0.0
        var statesUsed: [String] = []
        var kindsUsed = Set<String>()
        for lane in c.lanes {
            let marks = c.marks.filter { $0.lane == lane }.sorted { ($0.time, $0.seq) < ($1.time, $1.seq) }
            // Stack labels in rows so none overlaps another (estimated widths).
            var rowEnds: [Double] = []
            var placed: [(TimelineMark, Double, Int)] = []
            for mark in marks {
                let x = axis.x(mark.time)
                let text = label(of: mark)
                let width = PinnedCanvas.textWidth(text, size: 9)
                let left = x - width / 2
                var row = rowEnds.firstIndex { $0 + 6 < left } ?? rowEnds.count
                if row == rowEnds.count { rowEnds.append(-Double.infinity) }
                rowEnds[row] = x + width / 2
                if lane == .actions { row = max(row, 0) }
                placed.append((mark, x, row))
            }
            let rows = Double(max(rowEnds.count, 1))
            let laneHeight = rows * rowHeight + barHeight + 14
            let barBottom = y - laneHeight + 6
            let barTop = barBottom + barHeight
            canvas.text(c.title(of: lane), x: laneLabelX, y: barBottom + barHeight / 2, size: 10, bold: true)
            canvas.rect(
                x1: laneLabelX - 70, y1: y - laneHeight, x2: axis.width + 40, y2: y - laneHeight + 0.6, fill: "#e6e6e6")
            for interval in c.intervals where interval.lane == lane {
                let x1 = axis.x(interval.start), x2 = axis.x(interval.end)
                let name = interval.state
                if !statesUsed.contains(name) { statesUsed.append(name) }
                let fits = PinnedCanvas.textWidth(name, size: 7) < x2 - x1
                let open = TimelineCollector.isOpen(name)
                canvas.rect(
                    x1: x1, y1: barBottom, x2: x2, y2: barTop, fill: fill(forBar: name), stroke: stroke(forBar: name),
                    dashed: open, label: fits ? name : "", fontSize: 7,
                    tooltip: """
                        \(c.title(of: lane)): \(name)\(open ? " (the trace leaves it open)" : "") from \
                        \(TraceTime(microseconds: interval.start)) s to \(TraceTime(microseconds: interval.end)) s
                        """)
            }
            // Connectors first, then opaque labels over them, so no line crosses a label.
            for (mark, x, row) in placed {
                let color = markColor(mark)
                let tag = c.options.svgClasses ? "ev-\(mark.seq)" : nil
                kindsUsed.insert(kindKey(mark))
                let labelY = barTop + 6 + Double(row) * rowHeight + rowHeight / 2
                if mark.kind == .action || mark.kind == .note {
                    canvas.text(
                        mark.byUser ? "▼" : "▽", x: x, y: barBottom + barHeight / 2, size: 11, color: color,
                        cssClass: tag)
                } else {
                    canvas.rect(x1: x - 0.8, y1: barBottom - 3, x2: x + 0.8, y2: barTop + 3, fill: color, cssClass: tag)
                }
                if row > 0 {
                    canvas.rect(
                        x1: x - 0.3, y1: barTop + 3, x2: x + 0.3, y2: labelY - rowHeight / 2 + 1, fill: "#c8c8c8")
                }
            }
            for (mark, x, row) in placed {
                let labelY = barTop + 6 + Double(row) * rowHeight + rowHeight / 2
                canvas.text(
                    label(of: mark), x: x, y: labelY, size: 9, color: markColor(mark), opaque: true,
                    tooltip: "#\(mark.seq) at \(TraceTime(microseconds: mark.time)) s: \(label(of: mark))",
                    cssClass: c.options.svgClasses ? "ev-\(mark.seq)" : nil)
            }
            y -= laneHeight
        }
        // The axis: a line, a label at each time that has room, and the breaks.
        let axisY = y - 10
        canvas.rect(x1: 0, y1: axisY, x2: axis.width, y2: axisY + 0.8, fill: "#333333")
        var lastLabel = -Double.infinity
        for t in axis.times {
            let x = axis.x(t)
            canvas.rect(x1: x - 0.4, y1: axisY - 4, x2: x + 0.4, y2: axisY, fill: "#333333")
            let text = "\(TraceTime(microseconds: t)) s"
            let width = PinnedCanvas.textWidth(text, size: 8)
            if x - width / 2 > lastLabel + 4 {
                canvas.text(text, x: x, y: axisY - 11, size: 8, color: "#333333")
                lastLabel = x + width / 2
            }
        }
        for gap in axis.breaks {
            canvas.text("≈ +" + TimeFormat.duration(gap.gap), x: gap.x, y: axisY - 24, size: 8, color: "#777777")
        }
        // Below the axis it adds no width, so compact and full draw the same table.
        guard c.options.legend != .none else { return }
        var legend = Legend(title: "Legend")
        addStateLegend(&legend, states: statesUsed, prefix: "state bar: ")
        addMarkLegend(&legend, kinds: kindsUsed)
        legend.add(
            .glyph("≈ +2 s", color: "#777777"),
            "axis break: a long gap drawn short; tick spacing grows with time up to a cap")
        placeLegend(legend, rows: statesUsed.count + kindsUsed.count + 3, x: 0, top: axisY - 40, on: &canvas)
    }

    /// One row per colour, naming every state drawn in it (inactive and foregroundInactive share one);
    /// then one row for the states left open, dashed (`inactive or background`).
    private static func addStateLegend(_ legend: inout Legend, states: [String], prefix: String) {
        var fills: [String] = []
        var names: [String: [String]] = [:]
        for state in states where !TimelineCollector.isOpen(state) {
            let fill = DiagramStyle.fill(forState: state)
            if names[fill] == nil { fills.append(fill) }
            names[fill, default: []].append(state)
        }
        for fill in fills { legend.add(.swatch(fill: fill), prefix + (names[fill] ?? []).joined(separator: ", ")) }
        // Named as `explain` names the app's state there (`app inactive or background`).
        let meaning = "dashed: left open, the trace allows each state named and does not say which"
        for open in states.filter(TimelineCollector.isOpen) where open != TimelineCollector.openState {
            legend.add(.openSwatch(fill: DiagramStyle.openFill), prefix + open + " (" + meaning + ")")
        }
        if states.contains(TimelineCollector.openState) {
            legend.add(
                .openSwatch(fill: DiagramStyle.openFill), prefix + TimelineCollector.openState + " (" + meaning + ")")
        }
    }

    /// A bar's fill: its state's colour, or pale grey for states left open.
    private static func fill(forBar state: String) -> String {
        TimelineCollector.isOpen(state) ? DiagramStyle.openFill : DiagramStyle.fill(forState: state)
    }

    /// A bar's outline: its state's shade, or the dashed grey of states left open.
    private static func stroke(forBar state: String) -> String {
        TimelineCollector.isOpen(state) ? DiagramStyle.openStroke : DiagramStyle.stroke(forState: state)
    }

    private static func label(of mark: TimelineMark) -> String {
        mark.problems.isEmpty ? mark.label : mark.label + " " + mark.problems.joined(separator: " ")
    }

    private static func markColor(_ mark: TimelineMark) -> String {
        if !mark.problems.isEmpty { return DiagramStyle.violation }
        switch mark.kind {
        case .callback: return DiagramStyle.callback
        case .notification: return DiagramStyle.notification
        case .silent: return DiagramStyle.silent
        case .phase: return DiagramStyle.phase
        case .action: return mark.byUser ? DiagramStyle.userAction : DiagramStyle.systemAction
        case .note: return DiagramStyle.systemAction
        }
    }

    private static func kindKey(_ mark: TimelineMark) -> String {
        if !mark.problems.isEmpty { return "problem" }
        switch mark.kind {
        case .callback: return "callback"
        case .notification: return "notification"
        case .silent: return "silent"
        case .phase: return "phase"
        case .action, .note: return mark.byUser ? "user" : "system"
        }
    }

    private static func addMarkLegend(_ legend: inout Legend, kinds: Set<String>) {
        let rows: [(String, Legend.Sample, String)] = [
            (
                "callback", .glyph("┃ name", color: DiagramStyle.callback),
                "delegate callback (tick on its receiver's lane)"
            ),
            ("notification", .glyph("┃ name", color: DiagramStyle.notification), "NotificationCenter post"),
            ("silent", .glyph("┃ (suspend)", color: DiagramStyle.silent), "silent state change (no callback)"),
            (
                "phase", .glyph("┃ phase → active", color: DiagramStyle.phase),
                "SwiftUI phase change (tick on its phase lane)"
            ),
            ("user", .glyph("▼", color: DiagramStyle.userAction), "user action"),
            ("system", .glyph("▽", color: DiagramStyle.systemAction), "system action or note"),
            (
                "problem", .glyph("┃ ✗ ⚑", color: DiagramStyle.violation),
                "problem: ✗ transition the model does not allow, ⚑ rule id that flagged it"
            )
        ]
        for (key, sample, meaning) in rows where kinds.contains(key) { legend.add(sample, meaning) }
    }

    private static func placeLegend(_ legend: Legend, rows: Int, x: Double, top: Double, on canvas: inout PinnedCanvas)
    {
        // neato -n pins the centre: estimate the size generously so the legend stays below the axis.
        let height = Double(rows) * 17 + 24
        canvas.block(html: legend.html, x: x + 230, y: top - height / 2)
    }

    // MARK: Aggregated

    private static let bucketPixels = 8.0

    private static func drawAggregated(_ c: TimelineCollector, on canvas: inout PinnedCanvas) {
        var y = 0.0
        var statesUsed: [String] = []
        // Only the buckets the window reaches: the last doubling may leave the right half empty.
        let used = min(c.bucketCount, Int((c.end - (c.start ?? 0)) / c.bucketWidth) + 1)
        let width = Double(used) * bucketPixels
        let maxEvents = c.buckets.values.flatMap { $0 }.map(\.events).max() ?? 1
        for lane in c.lanes {
            guard let all = c.buckets[lane] else { continue }
            let buckets = Array(all.prefix(used))
            let laneHeight = 44.0
            let barBottom = y - laneHeight + 22
            canvas.text(c.title(of: lane), x: laneLabelX, y: barBottom, size: 10, bold: true)
            canvas.rect(
                x1: laneLabelX - 70, y1: y - laneHeight, x2: width + 40, y2: y - laneHeight + 0.6, fill: "#e6e6e6")
            // Runs of buckets with the same dominant state become one bar.
            var runStart = 0
            var runState: String? = nil
            func flush(_ end: Int, _ canvas: inout PinnedCanvas) {
                guard let state = runState else { return }
                if !statesUsed.contains(state) { statesUsed.append(state) }
                canvas.rect(
                    x1: Double(runStart) * bucketPixels, y1: barBottom, x2: Double(end) * bucketPixels,
                    y2: barBottom + barHeight,
                    fill: fill(forBar: state), stroke: stroke(forBar: state), dashed: TimelineCollector.isOpen(state),
                    tooltip: "\(c.title(of: lane)): mostly \(state)")
            }
            for (i, bucket) in buckets.enumerated() {
                let dominant = bucket.stateTime.enumerated().max { ($0.element, -$0.offset) < ($1.element, -$1.offset) }
                let state = dominant.flatMap { $0.element > 0 ? TimelineCollector.stateNames[$0.offset] : nil }
                if state != runState {
                    flush(i, &canvas)
                    runStart = i
                    runState = state
                }
            }
            flush(buckets.count, &canvas)
            // Event density under the bar: height grows with the log of the count.
            for (i, bucket) in buckets.enumerated() where bucket.events > 0 {
                let level =
                    Double(Int.bitWidth - bucket.events.leadingZeroBitCount)
                    / Double(Int.bitWidth - maxEvents.leadingZeroBitCount)
                let x1 = Double(i) * bucketPixels + 1, x2 = Double(i + 1) * bucketPixels - 1
                let color = bucket.problems > 0 ? DiagramStyle.violation : "#555555"
                canvas.rect(
                    x1: x1, y1: barBottom - 2 - 14 * level, x2: x2, y2: barBottom - 2, fill: color,
                    tooltip: "\(bucket.events) events" + (bucket.problems > 0 ? ", \(bucket.problems) problems" : ""),
                    cssClass: c.options.svgClasses ? "bucket-\(i)" : nil)
            }
            y -= laneHeight
        }
        let axisY = y - 8
        canvas.rect(x1: 0, y1: axisY, x2: width, y2: axisY + 0.8, fill: "#333333")
        let every = max(1, Int((80 / bucketPixels).rounded(.up)))
        for i in stride(from: 0, through: used, by: every) {
            let x = Double(i) * bucketPixels
            let t = TraceTime(microseconds: (c.start ?? 0) + Int64(i) * c.bucketWidth)
            canvas.rect(x1: x - 0.4, y1: axisY - 4, x2: x + 0.4, y2: axisY, fill: "#333333")
            let text =
                c.bucketWidth * Int64(every) >= 60_000_000
                ? TimeFormat.duration(t.microseconds) : TimeFormat.axis(t, step: c.bucketWidth * Int64(every))
            canvas.text(text, x: x, y: axisY - 11, size: 8, color: "#333333")
        }
        guard c.options.legend != .none else { return }
        var legend = Legend(title: "Legend (summarised view)")
        addStateLegend(&legend, states: statesUsed, prefix: "bar, the state held most of each interval: ")
        legend.add(.swatch(fill: "#555555"), "column under a bar: events in the interval (height: log of the count)")
        legend.add(
            .swatch(fill: DiagramStyle.violation), "red column: the interval holds a problem (✗ not in model, ⚑ rule)")
        legend.add(.glyph("--from/--to", color: "#333333"), "narrow the window to see every event")
        placeLegend(legend, rows: statesUsed.count + 4, x: 0, top: axisY - 28, on: &canvas)
    }
}
