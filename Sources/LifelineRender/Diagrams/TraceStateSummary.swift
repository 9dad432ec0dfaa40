import LifelineModel
import LifelineSupport
import LifelineTrace

/// A trace's transitions on one machine, counted in one streaming pass: bounded by
/// (clusters × table rows + disallowed kinds), whatever the trace's length.
///
/// It reads records (`add(_:symbols:)`): a move is counted by its number in the model's
/// compiled machine (`CompiledMachine.moveNumber`), and a scene finds its cluster by symbol,
/// so counting costs no string work;
/// the edges' names are filled in when a cluster first takes a move.
public struct TraceStateSummary {
    /// One transition taken at least once.
    package struct Edge {
        package var from: String
        package var trigger: Trigger
        package var to: String
        package var count = 0
        /// Sum and number of known dwell times in `from`, for the mean.
        package var dwellTotal: Int64 = 0
        package var dwellCount = 0
        /// Whether the machine's table has this row.
        package var allowed: Bool
        /// Rules that flagged at least one of its events, sorted.
        package var ruleIDs: Set<String> = []
        package var worst: Severity?

        package var meanDwell: Int64? { dwellCount == 0 ? nil : dwellTotal / Int64(dwellCount) }
        package var isSelfLoop: Bool { from == to }
    }

    /// The states and edges of one cluster (a scene, the app, or all scenes merged).
    package struct Cluster {
        /// `app`, a scene id, `all scenes` or `other scenes`.
        package var title: String
        /// Whether it is the app's own track (not a scene's).
        package var isApp: Bool
        /// The edges taken, in order of first taking.
        package private(set) var edgeList: [Edge] = []
        /// States in the order first visited.
        package private(set) var visited: [String] = []
        /// By move number: the edge's index in `edgeList` + 1 (0: not taken).
        private var edgeOfMove: [Int32] = []
        /// By the tracker's state index: whether `visited` has it.
        private var seen: [Bool] = []
        /// The sets of states left open that entries led to (`TraceStateSummary.openID`), in
        /// order of first sight.
        package private(set) var openStates: [String] = []
        /// Whether some move came from a state the trace does not tell (an entry).
        package var hasEntries: Bool { edgeList.contains { $0.from == TraceStateSummary.unknownID } }

        init(title: String, isApp: Bool) {
            self.title = title
            self.isApp = isApp
        }

        /// The edges taken, by (from, trigger, to).
        package var edges: [EdgeKey: Edge] {
            Dictionary(edgeList.map { (EdgeKey(from: $0.from, trigger: $0.trigger, to: $0.to), $0) }) { first, _ in
                first
            }
        }

        /// The edge of move `move` of `tracker`, made on first taking.
        @inline(__always)
        mutating func edgeIndex(of move: StateTracker.RecordMove, tracker: StateTracker) -> Int {
            if move.id < edgeOfMove.count, edgeOfMove[move.id] > 0 { return Int(edgeOfMove[move.id]) - 1 }
            if move.id >= edgeOfMove.count { edgeOfMove += repeatElement(0, count: move.id + 1 - edgeOfMove.count) }
            edgeList.append(
                Edge(
                    from: tracker.names[move.from], trigger: move.trigger, to: tracker.names[move.to],
                    allowed: move.allowed))
            edgeOfMove[move.id] = Int32(edgeList.count)
            return edgeList.count - 1
        }

        /// The edge of `entry`, a move from a state the trace does not tell
        /// (`StateTracker.lastEntry`), made on first taking: from `unknownID` to its state, or to
        /// the set of states the follower leaves open. Rare (a trace's first moves), so searched.
        mutating func entryIndex(of entry: StateTracker.RecordMove, tracker: StateTracker) -> Int {
            edgeIndex(from: TraceStateSummary.unknownID, of: entry, tracker: tracker)
        }

        /// The edge of `move` drawn from `from` (an `unknownID` entry, or the `openID` of the
        /// states the move resolved), made on first taking; its `to` a state, or (an entry's)
        /// the states left open.
        mutating func edgeIndex(from: String, of move: StateTracker.RecordMove, tracker: StateTracker) -> Int {
            let to = move.to >= 0 ? tracker.names[move.to] : TraceStateSummary.openID(bits: -move.to, tracker: tracker)
            if let index = edgeList.firstIndex(where: { $0.from == from && $0.trigger == move.trigger && $0.to == to })
            {
                return index
            }
            edgeList.append(Edge(from: from, trigger: move.trigger, to: to, allowed: move.allowed))
            for state in [from, to] where state.contains("_or_") && !openStates.contains(state) {
                openStates.append(state)
            }
            return edgeList.count - 1
        }

        /// Counts one taking of edge `index`.
        @inline(__always)
        mutating func count(_ index: Int, dwell: Int64?, highlights: [Highlight]?) {
            edgeList[index].count += 1
            if let dwell {
                edgeList[index].dwellTotal += dwell
                edgeList[index].dwellCount += 1
            }
            for highlight in highlights ?? [] {
                edgeList[index].ruleIDs.insert(highlight.ruleID)
                if edgeList[index].worst != .error { edgeList[index].worst = highlight.severity }
            }
        }

        /// Notes that the track visited `state` (an index of `tracker`'s names).
        @inline(__always)
        mutating func visit(_ state: Int, tracker: StateTracker) {
            if state < seen.count, seen[state] { return }
            if state >= seen.count { seen += repeatElement(false, count: state + 1 - seen.count) }
            seen[state] = true
            visited.append(tracker.names[state])
        }
    }

    /// The `from` of an entry: a move from a state the trace does not tell.
    package static let unknownID = "unknown"

    /// The id of a set of states left open (`inactive_or_background`): identifier-safe, as
    /// every writer prefixes it like a state's id.
    package static func openID(_ states: [String]) -> String { states.joined(separator: "_or_") }

    /// The `openID` of the states `bits` holds (slots of `tracker`'s names).
    static func openID(bits: Int, tracker: StateTracker) -> String {
        openID(tracker.names.indices.filter { bits & (1 << $0) != 0 }.map { tracker.names[$0] })
    }

    /// How a drawing names an `openID`: `Inactive or Background`.
    package static func displayName(ofOpen id: String, table: MachineTable) -> String {
        let names = states(ofOpen: id).map { name in table.states.first { $0.id == name }?.displayName ?? name }
        guard let last = names.last, names.count > 1 else { return names.first ?? id }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }

    /// The states of an `openID`, by their trace names.
    package static func states(ofOpen id: String) -> [String] {
        // State names have no underscore.
        id.split(separator: "_").map(String.init).filter { $0 != "or" }
    }

    package struct EdgeKey: Hashable {
        package var from: String
        package var trigger: Trigger
        package var to: String
    }

    package let table: MachineTable
    /// Clusters in order of first appearance.
    package private(set) var clusters: [Cluster] = []
    /// Events read, and events counted (in the window and the scene filter).
    package private(set) var eventsRead = 0
    /// How many events moved a machine so far.
    public private(set) var movesCounted = 0
    package let merged: Bool

    private var clusterMap: ClusterMap
    private var tracker: StateTracker
    private var filter: RecordFilter
    /// What the summary was read with (window, scenes, highlights, SVG classes).
    package let options: RenderOptions
    private let highlights: HighlightTable
    /// Interns the events given to `add(_ event:)`.
    private lazy var eventSymbols = TraceSymbols.forEvents()

    /// An empty summary of `table`'s machine; `merge` draws every scene as one.
    public init(table: MachineTable, options: RenderOptions, merge: Bool, reading: TraceReading = .complete) {
        self.table = table
        self.options = options
        self.merged = merge
        self.tracker = StateTracker(table: table, reading: reading)
        self.highlights = options.highlightTable()
        self.filter = RecordFilter(options)
        self.clusterMap = ClusterMap(merged: merge, sceneLimit: options.sceneLimit)
    }

    /// Reads `source` to its end.
    package static func read(
        _ source: TraceSource, machine: MachineKind, options: RenderOptions,
        merge: Bool
    ) throws(Diagnostic) -> TraceStateSummary {
        let profile = options.profile(for: source.header)
        guard let table = MachineTable.of(machine, profile: profile) else {
            let valid = MachineTable.profiles(for: machine).map(\.rawValue).joined(separator: ", ")
            throw Diagnostic(
                file: "<command line>", line: 1, column: 1,
                """
                the \(machine.rawValue) machine does not apply to profile \(profile.rawValue); it \
                applies to: \(valid)
                """)
        }
        var summary = TraceStateSummary(table: table, options: options, merge: merge, reading: source.header.reading)
        let symbols = source.symbols
        let following = source.following
        while let record = try source.nextRecord() { summary.add(record, symbols: symbols, step: following?.lastStep) }
        return summary
    }

    /// The state diagram of the machine the trace moves, in one read: the scene machine (its
    /// callbacks, or the notifications and phases that stand in for them), else the SwiftUI
    /// phase machine, else the app's; under `ios12` the app's.
    package static func readDefault(_ source: TraceSource, options: RenderOptions, merge: Bool) throws(Diagnostic)
        -> TraceStateSummary
    {
        let profile = options.profile(for: source.header)
        var summaries = [MachineKind.scene, .phase, .app].compactMap { kind in
            MachineTable.of(kind, profile: profile).map {
                TraceStateSummary(table: $0, options: options, merge: merge, reading: source.header.reading)
            }
        }
        let symbols = source.symbols
        let following = source.following
        while let record = try source.nextRecord() {
            let step = following?.lastStep
            for index in summaries.indices { summaries[index].add(record, symbols: symbols, step: step) }
        }
        return summaries.first { $0.movesCounted > 0 } ?? summaries[0]
    }

    /// Counts one event held in memory.
    public mutating func add(_ event: TraceEvent) {
        let symbols = eventSymbols
        add(symbols.record(for: event), symbols: symbols)
    }

    /// Counts one event, read as a record of `symbols`.
    public mutating func add(_ record: EventRecord, symbols: TraceSymbols) { add(record, symbols: symbols, step: nil) }

    /// Counts one event, with the step its source followed it to (nil: the tracker follows it).
    package mutating func add(_ record: EventRecord, symbols: TraceSymbols, step: FollowStep?) {
        eventsRead += 1
        let moved = tracker.apply(record, symbols: symbols, step: step)
        guard moved != nil || tracker.lastEntry != nil, filter.includes(record, symbols: symbols) else { return }
        guard let move = moved else {
            // A move from a state the trace does not tell: counted and drawn as an entry.
            guard let entry = tracker.lastEntry else { return }
            movesCounted += 1
            let index = clusterMap.cluster(for: entry, scene: record.scene, symbols: symbols, clusters: &clusters)
            let edge = clusters[index].entryIndex(of: entry, tracker: tracker)
            clusters[index].count(edge, dwell: nil, highlights: highlights[record.seq])
            if entry.to >= 0 { clusters[index].visit(entry.to, tracker: tracker) }
            return
        }
        movesCounted += 1
        let index = clusterMap.cluster(for: move, scene: record.scene, symbols: symbols, clusters: &clusters)
        if tracker.lastOpenFrom != 0 {
            // The first move from states the trace left open: drawn from them, as it resolved them.
            let from = Self.openID(bits: tracker.lastOpenFrom, tracker: tracker)
            let edge = clusters[index].edgeIndex(from: from, of: move, tracker: tracker)
            clusters[index].count(edge, dwell: nil, highlights: highlights[record.seq])
            clusters[index].visit(move.to, tracker: tracker)
            return
        }
        let edge = clusters[index].edgeIndex(of: move, tracker: tracker)
        clusters[index].count(edge, dwell: move.dwell, highlights: highlights[record.seq])
        clusters[index].visit(move.from, tracker: tracker)
        clusters[index].visit(move.to, tracker: tracker)
    }
}
