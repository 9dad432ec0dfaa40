import LifelineModel
import LifelineTrace

/// A trace's transitions on one machine, counted in one streaming pass: bounded by
/// (clusters × table rows + disallowed kinds), whatever the trace's length.
public struct TraceStateSummary {
    /// One transition taken at least once.
    public struct Edge {
        public var from: String
        public var trigger: Trigger
        public var to: String
        public var count = 0
        /// Sum and number of known dwell times in `from`, for the mean.
        public var dwellTotal: Int64 = 0
        public var dwellCount = 0
        /// Whether the machine's table has this row.
        public var allowed: Bool
        /// Rules that flagged at least one of its events, sorted.
        public var ruleIDs: Set<String> = []
        public var worst: Highlight.Severity?

        public var meanDwell: Int64? { dwellCount == 0 ? nil : dwellTotal / Int64(dwellCount) }
        public var isSelfLoop: Bool { from == to }
    }

    /// The states and edges of one cluster (a scene, the app, or all scenes merged).
    public struct Cluster {
        /// `app`, a scene id, `all scenes` or `other scenes`.
        public var title: String
        /// Whether it is the app's own track (not a scene's).
        public var isApp: Bool
        public var edges: [EdgeKey: Edge] = [:]
        /// States in the order first visited.
        public var visited: [String] = []
    }

    public struct EdgeKey: Hashable {
        public var from: String
        public var trigger: Trigger
        public var to: String
    }

    public let table: MachineTable
    /// Clusters in order of first appearance.
    public private(set) var clusters: [Cluster] = []
    /// Events read, and events counted (in the window and the scene filter).
    public private(set) var eventsRead = 0
    public private(set) var movesCounted = 0
    public let merged: Bool

    private var clusterIndex: [String: Int] = [:]
    private var sceneClusters = 0
    private var tracker: StateTracker
    /// What the summary was read with (window, scenes, highlights, SVG classes).
    public let options: RenderOptions
    private let highlights: HighlightTable

    public init(table: MachineTable, options: RenderOptions, merge: Bool) {
        self.table = table
        self.options = options
        self.merged = merge
        self.tracker = StateTracker(table: table)
        self.highlights = options.highlightTable()
    }

    /// Reads `source` to its end.
    public static func read(_ source: TraceSource, machine: MachineKind, options: RenderOptions,
                            merge: Bool) throws(Diagnostic) -> TraceStateSummary {
        let profile = options.profile(for: source.header)
        guard let table = MachineTable.of(machine, profile: profile) else {
            let valid = MachineTable.profiles(for: machine).map(\.rawValue).joined(separator: ", ")
            throw Diagnostic(file: "<command line>", line: 1, column: 1,
                             "the \(machine.rawValue) machine does not apply to profile \(profile.rawValue); it applies to: \(valid)")
        }
        var summary = TraceStateSummary(table: table, options: options, merge: merge)
        while let event = try source.next() { summary.add(event) }
        return summary
    }

    /// Counts one event.
    public mutating func add(_ event: TraceEvent) {
        eventsRead += 1
        guard let move = tracker.apply(event), options.includes(event) else { return }
        movesCounted += 1
        let index = cluster(for: move.track)
        let key = EdgeKey(from: move.from, trigger: move.trigger, to: move.to)
        var edge = clusters[index].edges[key] ?? Edge(from: move.from, trigger: move.trigger, to: move.to, allowed: move.allowed)
        edge.count += 1
        if let dwell = move.dwell {
            edge.dwellTotal += dwell
            edge.dwellCount += 1
        }
        for highlight in highlights[event.seq] ?? [] {
            edge.ruleIDs.insert(highlight.ruleID)
            if edge.worst != .error { edge.worst = highlight.severity }
        }
        clusters[index].edges[key] = edge
        for state in [move.from, move.to] where !clusters[index].visited.contains(state) {
            clusters[index].visited.append(state)
        }
    }

    /// The cluster a track belongs to: the app's, one per scene up to the limit, then a shared one.
    private mutating func cluster(for track: String) -> Int {
        let title: String
        if track == StateStep.appTrack { title = "app" }
        else if merged { title = "all scenes" }
        else if clusterIndex["s:" + track] != nil || sceneClusters < options.sceneLimit { title = track }
        else { title = "other scenes" }
        let key = track == StateStep.appTrack ? "\u{0}app" : (title == track ? "s:" + track : "\u{0}" + title)
        if let index = clusterIndex[key] { return index }
        clusters.append(Cluster(title: title, isApp: track == StateStep.appTrack))
        if key.hasPrefix("s:") { sceneClusters += 1 }
        clusterIndex[key] = clusters.count - 1
        return clusters.count - 1
    }
}
