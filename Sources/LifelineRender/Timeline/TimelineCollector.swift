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
    public var lanes: [TimelineLane] { laneList.indices.filter { laneVisible[$0] }.map { laneList[$0] }.sorted() }
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
    /// Each lane's buckets (lanes that have none are absent).
    public var buckets: [TimelineLane: [TimelineBucket]] {
        var table: [TimelineLane: [TimelineBucket]] = [:]
        for (index, row) in bucketRows.enumerated() where !row.isEmpty { table[laneList[index]] = row }
        return table
    }
    /// Scenes merged into the shared lane.
    public private(set) var overflowScenes = 0

    // Lanes by small integers, so the per-event work indexes arrays instead of hashing lanes
    // (whose scene ids are strings): `laneList[i]` is lane i, the rest are indexed alike.
    private var laneIndex: [TimelineLane: Int] = [:]
    private var laneList: [TimelineLane] = []
    private var laneVisible: [Bool] = []
    private var bucketRows: [[TimelineBucket]] = []
    private var open: [(state: String, since: Int64)?] = []
    /// Per scene id: its scene lane and its phase lane.
    private var sceneLanes: [String: (scene: Int, phase: Int)] = [:]
    private var sceneOrder = 0
    private var app: StateTracker?
    private var scene: StateTracker?
    private var phase: StateTracker?
    private let highlights: HighlightTable

    public init(profile: Profile, options: RenderOptions, bucketCount: Int = 120) {
        self.profile = profile
        self.options = options
        self.bucketCount = max(bucketCount, 8)
        self.highlights = options.highlightTable()
        laneVisible[lane(.actions)] = true
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
        if let move = apply(event, to: &app), move.track.isEmpty {
            record(move, event: event, lane: lane(.app), included: included, problems: &problems)
        }
        if options.passesSceneFilter(event) {
            if let move = apply(event, to: &scene) {
                record(move, event: event, lane: sceneLanes(move.track).scene, included: included, problems: &problems)
            }
            if let move = apply(event, to: &phase) {
                let lane = move.track.isEmpty ? lane(.appPhase) : sceneLanes(move.track).phase
                record(move, event: event, lane: lane, included: included, problems: &problems)
            }
        }
        guard included, let (lane, kind) = markLane(event) else { return }
        laneVisible[lane] = true
        count(at: t, lane: lane, problems: problems.count)
        if !aggregated {
            marks.append(TimelineMark(lane: laneList[lane], time: t, seq: event.seq, kind: kind, label: markLabel(event),
                                      problems: problems, byUser: event.by != .system))
        }
    }

    /// The index of `lane`, adding it on first sight.
    private mutating func lane(_ lane: TimelineLane) -> Int {
        if let index = laneIndex[lane] { return index }
        laneIndex[lane] = laneList.count
        laneList.append(lane)
        laneVisible.append(false)
        bucketRows.append([])
        open.append(nil)
        return laneList.count - 1
    }

    private func apply(_ event: TraceEvent, to tracker: inout StateTracker?) -> StateTracker.Move? {
        guard var current = tracker else { return nil }
        defer { tracker = current }
        return current.apply(event)
    }

    /// Opens, closes and counts the intervals a move changes.
    private mutating func record(_ move: StateTracker.Move, event: TraceEvent, lane: Int,
                                 included: Bool, problems: inout [String]) {
        if !move.allowed { problems.append("✗ not in the model") }
        let t = event.time.microseconds
        if let current = open[lane], current.state == move.to { return }
        close(lane, at: t)
        open[lane] = (move.to, t)
        if included { laneVisible[lane] = true }
    }

    private mutating func close(_ lane: Int, at t: Int64) {
        guard let current = open[lane], let start else { open[lane] = nil; return }
        let from = max(current.since, start)
        let to = min(t, options.to?.microseconds ?? t)
        open[lane] = nil
        guard to > from || (to == from && !aggregated) else { return }
        laneVisible[lane] = true
        if !aggregated && to > from {
            intervals.append(TimelineInterval(lane: laneList[lane], state: current.state, start: from, end: to))
        }
        addStateTime(lane: lane, state: current.state, from: from, to: to)
    }

    /// At the window's start, the states already held start their bars there.
    private mutating func reopenAll(at t: Int64) {
        for lane in open.indices { if let current = open[lane], current.since < t { open[lane] = (current.state, t) } }
    }

    /// Closes every interval at the window's end.
    public mutating func finish() {
        let last = options.to.map { min($0.microseconds, max(end, start ?? 0)) } ?? end
        for lane in open.indices.sorted(by: { laneList[$0] < laneList[$1] }) { close(lane, at: last) }
    }

    /// The lanes of scene `id`: its own while fewer than `sceneLimit` scenes have one, else
    /// the shared "other scenes" lanes.
    private mutating func sceneLanes(_ id: String) -> (scene: Int, phase: Int) {
        if let lanes = sceneLanes[id] { return lanes }
        let lanes: (scene: Int, phase: Int)
        if sceneOrder < options.sceneLimit {
            lanes = (lane(.scene(order: sceneOrder, id: id)), lane(.scenePhase(order: sceneOrder, id: id)))
            sceneOrder += 1
        } else {
            overflowScenes += 1
            lanes = (lane(.scene(order: Int.max, id: "other scenes")), lane(.scenePhase(order: Int.max, id: "other scenes")))
        }
        sceneLanes[id] = lanes
        return lanes
    }

    /// Where an event is drawn as a mark.
    private mutating func markLane(_ event: TraceEvent) -> (Int, TimelineMark.Kind)? {
        switch event.kind {
        case .action: return (lane(.actions), .action)
        case .note: return (lane(.actions), .note)
        case .callback:
            guard event.method != nil else { return nil }
            if event.receiver == .scene, let id = event.scene { return (sceneLanes(id).scene, .callback) }
            return (lane(.app), .callback)
        case .notification: return (lane(.notifications), .notification)
        case .state:
            if let id = event.scene { return (sceneLanes(id).scene, .silent) }
            return (lane(.app), .silent)
        case .phase, .environment:
            return nil
        }
    }

    /// A mark's label; built only while detail is kept.
    private func markLabel(_ event: TraceEvent) -> String {
        switch event.kind {
        case .action:
            var label = event.name ?? "action"
            if let scene = event.scene { label += " (\(scene))" }
            return label
        case .note: return "note: " + (event.value ?? "")
        case .callback: return event.method?.swiftName ?? ""
        case .notification:
            var label = event.name ?? "notification"
            if let scene = event.scene { label += " (\(scene))" }
            return label
        case .state: return "(" + (event.name ?? "state") + ")"
        case .phase, .environment: return ""
        }
    }

    // MARK: Buckets

    private mutating func bucketIndex(_ t: Int64) -> Int {
        let origin = start ?? t
        var index = Int((t - origin) / bucketWidth)
        while index >= bucketCount {
            // Double the width: merge neighbours pairwise, so sums are kept exactly.
            for lane in bucketRows.indices where !bucketRows[lane].isEmpty {
                var merged = [TimelineBucket](repeating: TimelineBucket(), count: bucketCount)
                for (i, bucket) in bucketRows[lane].enumerated() { merged[i / 2].merge(bucket) }
                bucketRows[lane] = merged
            }
            bucketWidth *= 2
            index = Int((t - origin) / bucketWidth)
        }
        return max(index, 0)
    }

    private mutating func ensureLane(_ lane: Int) {
        if bucketRows[lane].isEmpty { bucketRows[lane] = [TimelineBucket](repeating: TimelineBucket(), count: bucketCount) }
    }

    private mutating func count(at t: Int64, lane: Int, problems: Int) {
        let index = bucketIndex(t)
        ensureLane(lane)
        bucketRows[lane][index].events += 1
        bucketRows[lane][index].problems += problems
    }

    private mutating func addStateTime(lane: Int, state: String, from: Int64, to: Int64) {
        guard let stateIndex = Self.stateIndex[state], let origin = start else { return }
        _ = bucketIndex(max(to - 1, from))
        ensureLane(lane)
        var t = from
        while t < to {
            let index = min(Int((t - origin) / bucketWidth), bucketCount - 1)
            let bucketEnd = origin + Int64(index + 1) * bucketWidth
            let piece = min(to, bucketEnd) - t
            if bucketRows[lane][index].stateTime.isEmpty {
                bucketRows[lane][index].stateTime = [Int64](repeating: 0, count: Self.stateNames.count)
            }
            bucketRows[lane][index].stateTime[stateIndex] += piece
            t += max(piece, 1)
            if index == bucketCount - 1 && t < to { break }
        }
    }
}
