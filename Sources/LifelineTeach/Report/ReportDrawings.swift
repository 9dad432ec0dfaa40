import LifelineCheck
import LifelineModel
import LifelineRender
import LifelineSupport
import LifelineTrace

/// The report's drawing pass, checked while it draws (`CheckedDrawing`): the state diagram,
/// the timeline (summarised past the renderer's detail limit) and the statistics, each fed
/// one event at a time.
struct ReportDrawings {
    var summary: TraceStateSummary
    var timeline: TimelineCollector
    var stats: TraceStats
    var eventCount = 0
    /// The event index of each line a finding points at, for links into the step-through.
    var stepOfLine: [Int: Int] = [:]
    /// The machine the state diagram draws: the app's for ios12; the scenes' unless the trace
    /// shows only SwiftUI phases (a SwiftUI app with no scene delegate), then the phases'.
    var machine: MachineKind = .app
    /// The receivers the trace shows a callback for.
    var receivers = Set<Receiver>()
    /// Each event's move on each candidate machine and the app's state after it, for the
    /// event list (`ReportEventData`), which then follows nothing itself.
    var moves: ReportMoves
    /// The candidate machines, in the order `moves` keeps them.
    private let candidates: [MachineKind]

    init(_ source: any LineNumberedSource, options: RenderOptions, profile: Profile) throws(Diagnostic) {
        // Every machine the choice may fall on is drawn while reading; the choice is made at the end.
        let candidates: [MachineKind] = profile.usesScenes ? [.scene, .phase] : [.app]
        var summaries = candidates.compactMap { MachineTable.of($0, profile: profile) }
            .map { TraceStateSummary(table: $0, options: options, merge: false, reading: source.header.reading) }
        guard let first = summaries.first else {
            throw Diagnostic(
                file: source.displayName, line: 1, column: 1,
                "the \(candidates[0].rawValue) machine does not apply to profile \(profile.rawValue)")
        }
        summary = first
        timeline = TimelineCollector(profile: profile, options: options, reading: source.header.reading)
        stats = TraceStats(profile: profile, reading: source.header.reading)
        var follower = RecordFollower(profile: profile, reading: source.header.reading)
        self.candidates = summaries.map(\.table.kind)
        var trackers = summaries.map { StateTracker(table: $0.table, reading: source.header.reading) }
        var moves = ReportMoves(machines: trackers.count)
        var sceneSteps = 0, phaseSteps = 0
        let highlights = options.highlightTable()
        let symbols = source.symbols
        let following = source.following
        while let record = try source.nextRecord() {
            // The step the checker followed the event to, when the report is checked while
            // drawn: every part of the page reads it (one step per event).
            let step = following?.lastStep ?? follower.step(record, symbols: symbols)
            for index in summaries.indices { summaries[index].add(record, symbols: symbols, step: step) }
            timeline.add(record, symbols: symbols, step: step)
            stats.add(record, symbols: symbols, followed: step)
            moves.add(app: step.applicationStateAfter)
            for index in trackers.indices {
                let move = trackers[index].apply(record, symbols: symbols, step: step)
                let track = move.map {
                    $0.onAppTrack ? StateStep.appTrack : symbols.string(record.scene) ?? StateStep.appTrack
                }
                moves.add(
                    machine: index, track: track, from: move?.from ?? 0, to: move?.to ?? 0,
                    allowed: move?.allowed ?? false)
            }
            if record.kind == .callback, let receiver = record.receiver { receivers.insert(receiver) }
            if step.scene != nil { sceneSteps += 1 }
            if step.phase != nil { phaseSteps += 1 }
            if highlights[record.seq] != nil { stepOfLine[source.lineNumber] = eventCount }
            eventCount += 1
        }
        timeline.finish()
        stats.finish()
        self.moves = moves
        if profile.usesScenes { machine = sceneSteps == 0 && phaseSteps > 0 ? .phase : .scene }
        summary = summaries.first { $0.table.kind == machine } ?? first
    }

    /// The move event `index` took on the machine the state diagram draws.
    func move(ofEvent index: Int) -> (track: String, from: String, to: String, allowed: Bool)? {
        guard let machine = candidates.firstIndex(of: summary.table.kind) else { return nil }
        return moves.move(index, machine: machine, names: summary.table.kind.stateNames)
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
        return (
            try InlineSVG.embed(state, id: "lf-state-svg", prefix: "st-"),
            try InlineSVG.embed(timeline, id: "lf-timeline-svg", prefix: "tl-")
        )
    }

    private static func render(_ dot: String, layout: GraphvizLayout) throws(Diagnostic) -> [UInt8] {
        do {
            return try Graphviz.render(dot: dot, layout: layout, format: .svg)
        } catch {
            throw Diagnostic(file: "<graphviz>", line: 1, column: 1, "\(error)")
        }
    }
}
