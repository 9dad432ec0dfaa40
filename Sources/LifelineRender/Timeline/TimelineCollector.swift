import LifelineModel
import LifelineTrace

/// Reads a trace once into what a timeline draws, in bounded memory.
///
/// Up to `detailLimit` events in the window it keeps every interval and mark. Beyond that it
/// drops them and keeps only `bucketCount` per-interval summaries per lane, whose width doubles
/// (merging neighbours) whenever the trace outgrows them: memory is lanes × buckets, whatever
/// the trace's length. Lanes are bounded too: scenes past `sceneLimit` share one lane.
public struct TimelineCollector {
    /// The states a bucket can hold time for, in index order.
    public static let stateNames: [String] = {
        var names: [String] = []
        for name in AppState.allCases.map(\.rawValue) + SceneActivationState.allCases.map(\.rawValue)
            + ScenePhase.allCases.map(\.rawValue) where !names.contains(name) { names.append(name) }
        return names
    }()
    private static let stateIndex: [String: Int] = Dictionary(uniqueKeysWithValues: stateNames.enumerated().map { ($1, $0) })

    public let options: RenderOptions
    public let profile: Profile
    public let bucketCount: Int

    /// Every lane seen, in drawing order.
    public var lanes: [TimelineLane] { laneSet.sorted() }
    /// Detail, while the window has at most `detailLimit` events.
    public private(set) var intervals: [TimelineInterval] = []
    public private(set) var marks: [TimelineMark] = []
    /// Whether the window had more than `detailLimit` events (then only buckets are kept).
    public private(set) var aggregated = false
    /// Events in the window.
    public private(set) var eventCount = 0
    /// The window drawn: first and last time (microseconds).
    public private(set) var start: Int64?
    public private(set) var end: Int64 = 0
    /// Bucket width (microseconds) and buckets per lane.
    public private(set) var bucketWidth: Int64 = 1_000
    public private(set) var buckets: [TimelineLane: [TimelineBucket]] = [:]
    /// Scenes merged into the shared lane.
    public private(set) var overflowScenes = 0

    private var laneSet: Set<TimelineLane> = [.actions]
    private var sceneOrder: [String: Int] = [:]
    private var open: [TimelineLane: (state: String, since: Int64)] = [:]
    private var app: StateTracker?
    private var scene: StateTracker?
    private var phase: StateTracker?
    private let highlights: [Int: [Highlight]]

    public init(profile: Profile, options: RenderOptions, bucketCount: Int = 120) {
        self.profile = profile
        self.options = options
        self.bucketCount = max(bucketCount, 8)
        self.highlights = options.highlightsBySeq()
        app = MachineTable.of(.app, profile: profile).map(StateTracker.init)
        scene = MachineTable.of(.scene, profile: profile).map(StateTracker.init)
        phase = MachineTable.of(.phase, profile: profile).map(StateTracker.init)
    }

    /// Reads `source` to its end and closes the open intervals.
    public static func read(_ source: TraceSource, options: RenderOptions, bucketCount: Int = 120) throws(Diagnostic) -> TimelineCollector {
        var collector = TimelineCollector(profile: options.profile(for: source.header), options: options, bucketCount: bucketCount)
        while let event = try source.next() { collector.add(event) }
        collector.finish()
        return collector
    }

    public mutating func add(_ event: TraceEvent) {
        let included = options.includes(event)
        let t = event.time.microseconds
        if let to = options.to, to.microseconds < t { return }
        if included {
            if start == nil { start = options.from?.microseconds ?? t; reopenAll(at: start ?? t) }
            eventCount += 1
            end = max(end, t)
            if eventCount > options.detailLimit && !aggregated {
                aggregated = true
                intervals = []
                marks = []
            }
        }
        var problems: [String] = (highlights[event.seq] ?? []).map { "⚑ " + $0.ruleID }
        if let move = apply(event, to: &app) { record(move, event: event, lane: move.track.isEmpty ? .app : nil, included: included, problems: &problems) }
        if options.passesSceneFilter(event) {
            if let move = apply(event, to: &scene) { record(move, event: event, lane: laneFor(scene: move.track), included: included, problems: &problems) }
            if let move = apply(event, to: &phase) {
                let lane: TimelineLane? = move.track.isEmpty ? .appPhase : laneFor(scene: move.track).map(phaseLane)
                record(move, event: event, lane: lane, included: included, problems: &problems)
            }
        }
        guard included, let (lane, kind, label) = markInfo(event) else { return }
        laneSet.insert(lane)
        count(at: t, lane: lane, problems: problems.count)
        if !aggregated {
            marks.append(TimelineMark(lane: lane, time: t, seq: event.seq, kind: kind, label: label,
                                      problems: problems, byUser: event.by != .system))
        }
    }

    private func apply(_ event: TraceEvent, to tracker: inout StateTracker?) -> StateTracker.Move? {
        guard var current = tracker else { return nil }
        defer { tracker = current }
        return current.apply(event)
    }

    /// Opens, closes and counts the intervals a move changes.
    private mutating func record(_ move: StateTracker.Move, event: TraceEvent, lane: TimelineLane?,
                                 included: Bool, problems: inout [String]) {
        guard let lane else { return }
        if !move.allowed { problems.append("✗ not in the model") }
        let t = event.time.microseconds
        if let current = open[lane], current.state == move.to { return }
        close(lane, at: t)
        open[lane] = (move.to, t)
        if included { laneSet.insert(lane) }
    }

    private mutating func close(_ lane: TimelineLane, at t: Int64) {
        guard let current = open[lane], let start else { open[lane] = nil; return }
        let from = max(current.since, start)
        let to = min(t, options.to?.microseconds ?? t)
        open[lane] = nil
        guard to > from || (to == from && !aggregated) else { return }
        laneSet.insert(lane)
        if !aggregated && to > from { intervals.append(TimelineInterval(lane: lane, state: current.state, start: from, end: to)) }
        addStateTime(lane: lane, state: current.state, from: from, to: to)
    }

    /// At the window's start, the states already held start their bars there.
    private mutating func reopenAll(at t: Int64) {
        for (lane, current) in open where current.since < t { open[lane] = (current.state, t) }
    }

    /// Closes every interval at the window's end.
    public mutating func finish() {
        let last = options.to.map { min($0.microseconds, max(end, start ?? 0)) } ?? end
        for lane in open.keys.sorted() { close(lane, at: last) }
    }

    private mutating func laneFor(scene id: String) -> TimelineLane? {
        if let order = sceneOrder[id] { return order < 0 ? .scene(order: Int.max, id: "other scenes") : .scene(order: order, id: id) }
        if sceneOrder.count - overflowScenes < options.sceneLimit {
            sceneOrder[id] = sceneOrder.count
            return .scene(order: sceneOrder[id] ?? 0, id: id)
        }
        overflowScenes += 1
        sceneOrder[id] = -1
        return .scene(order: Int.max, id: "other scenes")
    }

    private func phaseLane(_ lane: TimelineLane) -> TimelineLane {
        if case let .scene(order, id) = lane { return .scenePhase(order: order, id: id) }
        return lane
    }

    /// Where an event is drawn as a mark, and with what label.
    private mutating func markInfo(_ event: TraceEvent) -> (TimelineLane, TimelineMark.Kind, String)? {
        switch event.kind {
        case .action:
            var label = event.name ?? "action"
            if let scene = event.scene { label += " (\(scene))" }
            return (.actions, .action, label)
        case .note:
            return (.actions, .note, "note: " + (event.value ?? ""))
        case .callback:
            guard let method = event.method else { return nil }
            if event.receiver == .scene, let id = event.scene, let lane = laneFor(scene: id) {
                return (lane, .callback, method.swiftName)
            }
            return (.app, .callback, method.swiftName)
        case .notification:
            var label = event.name ?? "notification"
            if let scene = event.scene { label += " (\(scene))" }
            return (.notifications, .notification, label)
        case .state:
            let label = "(" + (event.name ?? "state") + ")"
            if let id = event.scene, let lane = laneFor(scene: id) { return (lane, .silent, label) }
            return (.app, .silent, label)
        case .phase, .environment:
            return nil
        }
    }

    // MARK: Buckets

    private mutating func bucketIndex(_ t: Int64) -> Int {
        let origin = start ?? t
        var index = Int((t - origin) / bucketWidth)
        while index >= bucketCount {
            // Double the width: merge neighbours pairwise, so sums are kept exactly.
            for lane in buckets.keys {
                guard let old = buckets[lane] else { continue }
                var merged = [TimelineBucket](repeating: TimelineBucket(), count: bucketCount)
                for (i, bucket) in old.enumerated() { merged[i / 2].merge(bucket) }
                buckets[lane] = merged
            }
            bucketWidth *= 2
            index = Int((t - origin) / bucketWidth)
        }
        return max(index, 0)
    }

    private mutating func ensureLane(_ lane: TimelineLane) {
        if buckets[lane] == nil { buckets[lane] = [TimelineBucket](repeating: TimelineBucket(), count: bucketCount) }
    }

    private mutating func count(at t: Int64, lane: TimelineLane, problems: Int) {
        let index = bucketIndex(t)
        ensureLane(lane)
        buckets[lane]?[index].events += 1
        buckets[lane]?[index].problems += problems
    }

    private mutating func addStateTime(lane: TimelineLane, state: String, from: Int64, to: Int64) {
        guard let stateIndex = Self.stateIndex[state], let origin = start else { return }
        _ = bucketIndex(max(to - 1, from))
        ensureLane(lane)
        var t = from
        while t < to {
            let index = min(Int((t - origin) / bucketWidth), bucketCount - 1)
            let bucketEnd = origin + Int64(index + 1) * bucketWidth
            let piece = min(to, bucketEnd) - t
            if buckets[lane]?[index].stateTime.isEmpty == true {
                buckets[lane]?[index].stateTime = [Int64](repeating: 0, count: Self.stateNames.count)
            }
            buckets[lane]?[index].stateTime[stateIndex] += piece
            t += max(piece, 1)
            if index == bucketCount - 1 && t < to { break }
        }
    }
}
