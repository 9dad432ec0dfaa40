import LifelineTrace

/// A sequence diagram drawn through Graphviz (`--kind sequence`): UIKit and each delegate (or,
/// in an app without that delegate, the app or scene itself) as lifelines, callbacks as arrows in order, actions and silent changes as notes; laid out here
/// and pinned with `neato -n`.
package enum SequenceDiagram {
    static let column = 230.0
    static let row = 24.0

    package static func dot(_ c: SequenceCollector, title: String) -> String {
        var canvas = PinnedCanvas()
        let lifelines = c.participants.sorted()
        var x: [SequenceParticipant: Double] = [:]
        for (i, p) in lifelines.enumerated() { x[p] = Double(i) * column }
        let bottom = -Double(c.steps.count + 1) * row - 10
        for p in lifelines {
            let px = x[p] ?? 0
            canvas.rect(x1: px - 0.5, y1: bottom, x2: px + 0.5, y2: 0, fill: "#bbbbbb")
            canvas.rect(x1: px - 85, y1: 2, x2: px + 85, y2: 26, fill: "#f2f2f2", stroke: "#666666")
            canvas.text(c.title(of: p), x: px, y: 14, size: 10, bold: true)
        }
        for (i, step) in c.steps.enumerated() {
            let y = -Double(i + 1) * row
            let color =
                step.problems.isEmpty
                ? (step.kind == .post ? DiagramStyle.notification : DiagramStyle.callback) : DiagramStyle.violation
            let text = step.problems.isEmpty ? step.label : step.label + " " + step.problems.joined(separator: " ")
            let time = "\(TraceTime(microseconds: step.time)) s"
            canvas.text(time, x: -120, y: y, size: 8, color: "#777777")
            switch step.kind {
            case .note:
                let px = x[step.from] ?? 0
                let width = PinnedCanvas.textWidth(text, size: 9) + 8
                canvas.rect(
                    x1: px - width / 2, y1: y - 8, x2: px + width / 2, y2: y + 8, fill: "#fff8c4", stroke: "#c9b458")
                canvas.text(
                    text, x: px, y: y, size: 9, color: step.problems.isEmpty ? "#111111" : DiagramStyle.violation)
            case .call, .post:
                let x1 = x[step.from] ?? 0, x2 = x[step.to] ?? 0
                canvas.arrow(x1: x1, x2: x2, y: y - 5, color: color, dashed: step.kind == .post)
                canvas.text(
                    text, x: (x1 + x2) / 2, y: y + 4, size: 9, color: color, opaque: true,
                    tooltip: "#\(step.seq) at \(time)")
            }
        }
        if c.omitted > 0 {
            canvas.text(
                "… \(c.omitted) more events not drawn: narrow the window with --from/--to or --scene",
                x: Double(lifelines.count - 1) * column / 2, y: bottom - 14, size: 10, color: "#555555")
        }
        var legend = Legend()
        legend.add(.line(color: DiagramStyle.callback, style: "solid"), "UIKit calls a delegate method")
        legend.add(.line(color: DiagramStyle.notification, style: "dashed"), "UIKit posts a notification")
        legend.add(.swatch(fill: "#fff8c4"), "note: an action, a silent state change or a SwiftUI phase")
        legend.add(.line(color: DiagramStyle.violation, style: "solid"), "problem: ✗ not in the model, ⚑ rule id")
        canvas.block(html: legend.html, x: 200, y: bottom - 80)
        let heading = "\(title) — sequence, profile \(c.profile.rawValue)\n\(c.steps.count + c.omitted) events"
        return canvas.graph(name: "sequence", title: heading).render()
    }
}
