import LifelineCheck
import LifelineModel
import LifelineRender
import LifelineTrace

/// The report's second pass: the state diagram, the timeline (summarised past the renderer's
/// detail limit) and the statistics, each fed one event at a time.
struct ReportDrawings {
    var summary: TraceStateSummary
    var timeline: TimelineCollector
    var stats: TraceStats
    var eventCount = 0
    /// The event index of each line a violation points at, for links into the step-through.
    var stepOfLine: [Int: Int] = [:]

    init(_ input: ReportInput, findings: ReportFindings, options: RenderOptions, profile: Profile) throws(Diagnostic) {
        guard let table = MachineTable.of(findings.machine, profile: profile) else {
            throw Diagnostic(file: input.displayName, line: 1, column: 1,
                             "the \(findings.machine.rawValue) machine does not apply to profile \(profile.rawValue)")
        }
        summary = TraceStateSummary(table: table, options: options, merge: false)
        timeline = TimelineCollector(profile: profile, options: options)
        stats = TraceStats(profile: profile, showsSilentChanges: input.header.showsSilentChanges)
        let lines = Set(findings.violations.map(\.line))
        var drawings = self
        try input.forEach { event, index, line throws(Diagnostic) in
            drawings.summary.add(event)
            drawings.timeline.add(event)
            drawings.stats.add(event)
            drawings.eventCount += 1
            if lines.contains(line) { drawings.stepOfLine[line] = index }
        }
        drawings.timeline.finish()
        drawings.stats.finish()
        self = drawings
    }

    /// The cluster of the state diagram each track is drawn in: the app's, a scene's, or the
    /// one the scenes past the renderer's limit share.
    func cluster(ofTrack track: String) -> Int? {
        let clusters = summary.clusters
        if track == StateStep.appTrack { return clusters.firstIndex { $0.isApp } }
        return clusters.firstIndex { !$0.isApp && $0.title == track }
            ?? clusters.firstIndex { !$0.isApp && ($0.title == "other scenes" || $0.title == "all scenes") }
    }

    /// Both drawings as SVG, ready to inline.
    func svgs(title: String) throws(Diagnostic) -> (state: String, timeline: String) {
        let state = try Self.render(TraceStateDiagram.dot(summary, title: title), layout: .dot)
        let timeline = try Self.render(TimelineDiagram.dot(self.timeline, title: title), layout: .pinnedNeato)
        return (try InlineSVG.embed(state, id: "lf-state-svg", prefix: "st-"),
                try InlineSVG.embed(timeline, id: "lf-timeline-svg", prefix: "tl-"))
    }

    private static func render(_ dot: String, layout: GraphvizLayout) throws(Diagnostic) -> [UInt8] {
        do {
            return try Graphviz.render(dot: dot, layout: layout, format: .svg)
        } catch {
            throw Diagnostic(file: "<graphviz>", line: 1, column: 1, "\(error)")
        }
    }
}
