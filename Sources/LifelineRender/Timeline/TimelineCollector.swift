import LifelineModel
import LifelineSupport
import LifelineTrace

/// Reads a trace once into what a timeline draws, in bounded memory.
///
/// Up to `detailLimit` events in the window it keeps every interval and mark. Beyond that it
/// drops them and keeps only `bucketCount` per-interval summaries per lane, whose width doubles
/// (merging neighbours) whenever the trace outgrows them: memory is lanes × buckets, whatever
/// the trace's length. Lanes are bounded too: scenes past `sceneLimit` share one lane, and
/// only the scenes with a lane of their own are remembered by id.
///
/// It reads records (`add(_:symbols:)`): states are the trackers' indexes, scenes find their
/// lanes by symbol, and labels are built only while detail is kept.
///
/// Every lane draws the follower's step and nothing else: the app's lane what
/// `UIApplication.applicationState` reads after each event (`FollowStep.applicationStateAfter`,
/// the scenes' aggregate with scenes), and where the trace leaves it open (the step's
/// `applicationPossibleAfter` holds several states) one "left open" bar named by those states
/// (`inactive or background`); a scene's and a phase's lane the state their moves lead to.
/// So `stats`, which times the same intervals, and the timeline agree to the microsecond.
package struct TimelineCollector {
    /// The states a bucket can hold time for, in index order; the last, `openState`, is the
    /// time the app's state was left open (several states possible).
    package static let stateNames: [String] = {
        var names: [String] = []
        for name in AppState.allCases.map(\.rawValue) + SceneActivationState.allCases.map(\.rawValue)
            + ScenePhase.allCases.map(\.rawValue) where !names.contains(name)
        { names.append(name) }
        return names + [openState]
    }()
    /// The summaries' name for time in a state the trace leaves open.
    package static let openState = "left open"
    private static let stateIndex: [String: Int] = Dictionary(
        uniqueKeysWithValues: stateNames.enumerated().map { ($1, $0) })

    package let options: RenderOptions
    package let profile: Profile
    package let bucketCount: Int
    /// The delegates the app has: the app's lane is its delegate's only if it has one.
    package private(set) var delegates: AppDelegates

    /// Every lane seen, in drawing order.
    package var lanes: [TimelineLane] { laneList.indices.filter { laneVisible[$0] }.map { laneList[$0] }.sorted() }
    /// Detail, while the window has at most `detailLimit` events.
    package private(set) var intervals: [TimelineInterval] = []
    package private(set) var marks: [TimelineMark] = []
    /// Whether the window had more than `detailLimit` events (then only buckets are kept).
    package private(set) var aggregated = false
    /// Events in the window.
    package private(set) var eventCount = 0
    /// The window drawn: first and last time (microseconds).
    package private(set) var start: Int64?
    package private(set) var end: Int64 = 0
    /// Bucket width (microseconds) and buckets per lane.
    package var bucketWidth: Int64 { summaries.width }
    /// Each lane's buckets (lanes that have none are absent).
    package var buckets: [TimelineLane: [TimelineBucket]] {
        var table: [TimelineLane: [TimelineBucket]] = [:]
        for (index, row) in summaries.rows.enumerated() { if let row { table[laneList[index]] = row } }
        return table
    }

    // Lanes by small integers, so the per-event work indexes arrays instead of hashing lanes
    // (whose scene ids are strings): `laneList[i]` is lane i, the rest are indexed alike.
    private var laneIndex: [TimelineLane: Int] = [:]
    private var laneList: [TimelineLane] = []
    private var laneVisible: [Bool] = []
    private var summaries: TimelineBuckets
    /// The open interval of each lane: a state of the lane's machine's tracker, since when.
    private var open: [(state: Int, since: Int64)?] = []
    private var laneMachine: [MachineKind] = []
    private var actionsLane = 0, appLane = 0, appPhaseLane = 0, notificationsLane = 0
    /// Scene lanes: (scene, phase) pairs, the pair of each scene with lanes of its own (at
    /// most `sceneLimit`), the shared pair, and each scene symbol's pair.
    private var scenePairs: [(scene: Int, phase: Int)] = []
    private var ownPairs: [String: Int] = [:]
    private var sharedPair: Int?
    private var pairOfSymbol = SymbolCache()
    private var app: StateTracker?
    private var scene: StateTracker?
    private var phase: StateTracker?
    /// By tracker state of each machine: the index in `stateNames`, or -1.
    private var appBucketStates: [Int] = []
    private var sceneBucketStates: [Int] = []
    private var phaseBucketStates: [Int] = []
    private var filter: RecordFilter
    private let highlights: HighlightTable
    /// Follows the events given with no step (`add(_ event:)`, a source that does not follow):
    /// one step per event, which every tracker and the app's lane then read.
    private var follower: RecordFollower
    /// Interns the events given to `add(_ event:)`.
    private lazy var eventSymbols = TraceSymbols.forEvents()

    package init(profile: Profile, options: RenderOptions, bucketCount: Int = 120, reading: TraceReading = .complete) {
        self.profile = profile
        self.options = options
        self.bucketCount = max(bucketCount, 8)
        delegates = AppDelegates(profile: profile)
        self.summaries = TimelineBuckets(count: self.bucketCount)
        self.highlights = options.highlightTable()
        self.filter = RecordFilter(options)
        follower = RecordFollower(profile: profile, reading: reading)
        app = MachineTable.of(.app, profile: profile).map { StateTracker(table: $0, reading: reading) }
        scene = MachineTable.of(.scene, profile: profile).map { StateTracker(table: $0, reading: reading) }
        phase = MachineTable.of(.phase, profile: profile).map { StateTracker(table: $0, reading: reading) }
        actionsLane = lane(.actions, machine: .app)
        laneVisible[actionsLane] = true
        appLane = lane(.app, machine: .app)
        appPhaseLane = lane(.appPhase, machine: .phase)
        notificationsLane = lane(.notifications, machine: .app)
    }

    /// Reads `source` to its end and closes the open intervals.
    package static func read(_ source: TraceSource, options: RenderOptions, bucketCount: Int = 120) throws(Diagnostic)
        -> TimelineCollector
    {
        var collector = TimelineCollector(
            profile: options.profile(for: source.header), options: options, bucketCount: bucketCount,
            reading: source.header.reading)
        let symbols = source.symbols
        let following = source.following
        while let record = try source.nextRecord() {
            collector.add(record, symbols: symbols, step: following?.lastStep)
        }
        collector.finish()
        return collector
    }

    /// Adds one event held in memory.
    package mutating func add(_ event: TraceEvent) {
        let symbols = eventSymbols
        add(symbols.record(for: event), symbols: symbols)
    }

    /// Adds one event, read as a record of `symbols`.
    package mutating func add(_ record: EventRecord, symbols: TraceSymbols) { add(record, symbols: symbols, step: nil) }

    /// Adds one event, with the step its source followed it to (nil: the collector follows it).
    package mutating func add(_ record: EventRecord, symbols: TraceSymbols, step given: FollowStep?) {
        let step = given ?? follower.step(record, symbols: symbols)
        delegates.note(record)
        let included = filter.includes(record, symbols: symbols)
        let t = record.time.microseconds
        if let to = options.to, to.microseconds < t { return }
        if included {
            if start == nil {
                start = options.from?.microseconds ?? t
                reopenAll(at: start ?? t)
            }
            eventCount += 1
            end = max(end, t)
            if eventCount > options.detailLimit && !aggregated {
                aggregated = true
                intervals = []
                marks = []
            }
        }
        let found = highlights[record.seq]
        // Moves the model lacks, each a problem after the rules' findings.
        var notInModel = 0
        // The record's scene's lanes, looked up once.
        var lanes: (scene: Int, phase: Int)?
        // Scenes and phases die with their process: a run's start ends the bars the last one
        // left open (its end unseen), as its end does below.
        if step.startsRun { endProcessBars(at: t) }
        defer { if step.endsRun { endProcessBars(at: t) } }
        // Every record reaches every tracker, with the one step. The app's lane draws what
        // `applicationState` reads after the event (the follower's, with its states left
        // open), not the app machine's moves; those still carry their verdicts.
        if let move = app?.apply(record, symbols: symbols, step: step), !move.allowed { notInModel += 1 }
        followApplicationState(step, at: t, included: included)
        // A move from a state the trace does not tell still leads somewhere (the tracker's
        // entry): the lane's bar starts there.
        let sceneMove = scene?.apply(record, symbols: symbols, step: step) ?? scene?.lastEntry
        let phaseMove = phase?.apply(record, symbols: symbols, step: step) ?? phase?.lastEntry
        if sceneMove != nil || phaseMove != nil, filter.passesSceneFilter(record, symbols: symbols) {
            if let move = sceneMove {
                let pair = lanes ?? sceneLanes(record.scene, symbols: symbols)
                lanes = pair
                follow(move, at: t, lane: pair.scene, included: included, notInModel: &notInModel)
            }
            if let move = phaseMove {
                let lane = move.onAppTrack ? appPhaseLane : (lanes ?? sceneLanes(record.scene, symbols: symbols)).phase
                follow(move, at: t, lane: lane, included: included, notInModel: &notInModel)
            }
        }
        guard included else { return }
        // Where the event is drawn as a mark.
        let lane: Int
        let kind: TimelineMark.Kind
        switch record.kind {
        case .action: (lane, kind) = (actionsLane, .action)
        case .note: (lane, kind) = (actionsLane, .note)
        case .callback:
            guard record.method != nil else { return }
            if record.receiver == .viewController {
                (lane, kind) = (
                    viewControllerLane(
                        record.scene.isNone ? nil : (lanes ?? sceneLanes(record.scene, symbols: symbols)).scene),
                    .callback
                )
            } else {
                let onScene = record.receiver == .scene && !record.scene.isNone
                (lane, kind) = (
                    onScene ? (lanes ?? sceneLanes(record.scene, symbols: symbols)).scene : appLane, .callback
                )
            }
        case .notification: (lane, kind) = (notificationsLane, .notification)
        case .state:
            (lane, kind) = (
                record.scene.isNone ? appLane : (lanes ?? sceneLanes(record.scene, symbols: symbols)).scene, .silent
            )
        case .phase:
            guard phase != nil else { return }
            switch record.level {
            case .app: (lane, kind) = (appPhaseLane, .phase)
            case .scene where !record.scene.isNone:
                (lane, kind) = ((lanes ?? sceneLanes(record.scene, symbols: symbols)).phase, .phase)
            // A view's phase is its scene's, so it draws nothing of its own; but a finding on
            // it (LC408: it disagrees with its scene) is shown on the scene's phase lane.
            case .view where !record.scene.isNone && !(found ?? []).isEmpty:
                (lane, kind) = ((lanes ?? sceneLanes(record.scene, symbols: symbols)).phase, .phase)
            default: return
            }
        case .environment:
            return
        }
        if !laneVisible[lane] { laneVisible[lane] = true }
        summaries.count(lane: lane, at: t, origin: start ?? t, problems: (found?.count ?? 0) + notInModel)
        if !aggregated {
            let problems =
                (found ?? []).map { "⚑ " + $0.ruleID } + repeatElement("✗ not in the model", count: notInModel)
            marks.append(
                TimelineMark(
                    lane: laneList[lane], time: t, seq: record.seq, kind: kind,
                    label: markLabel(record, symbols: symbols), problems: problems,
                    byUser: record.by != .system))
        }
    }

    /// The label of `lane`: the app's is `App` when the app has no delegate of its own.
    package func title(of lane: TimelineLane) -> String { delegates.title(of: lane) }

    /// The index of `lane` (drawing the states of `machine`), adding it on first sight.
    private mutating func lane(_ lane: TimelineLane, machine: MachineKind) -> Int {
        if let index = laneIndex[lane] { return index }
        laneIndex[lane] = laneList.count
        laneList.append(lane)
        laneMachine.append(machine)
        laneVisible.append(false)
        summaries.addLane()
        open.append(nil)
        return laneList.count - 1
    }

    /// Opens and closes the app lane's intervals as `UIApplication.applicationState` changes:
    /// one state (its slot), several left open (`-bits`, drawn as one "left open" bar), or
    /// nothing known (no bar).
    @inline(__always)
    private mutating func followApplicationState(_ step: FollowStep, at t: Int64, included: Bool) {
        let bits = step.applicationPossibleAfter & AppState.everySlot
        let state: Int?
        if let known = step.applicationStateAfter {
            state = known.slot
        } else if bits == 0 || bits == AppState.everySlot {
            state = nil
        } else if bits & (bits - 1) == 0 {
            state = bits.trailingZeroBitCount
        } else {
            state = -Int(bits)
        }
        if open[appLane]?.state == state, state != nil { return }
        close(appLane, at: t)
        guard let state else { return }
        open[appLane] = (state, t)
        if included { laneVisible[appLane] = true }
    }

    /// Closes the bars of every scene and phase lane at `t`: the process run ended (the
    /// follower's `endsRun`, or `startsRun` after an end it did not see), and its scenes with it.
    private mutating func endProcessBars(at t: Int64) {
        for lane in open.indices where open[lane] != nil && laneMachine[lane] != .app { close(lane, at: t) }
    }

    /// Opens, closes and counts the intervals a move changes.
    @inline(__always)
    private mutating func follow(
        _ move: StateTracker.RecordMove, at t: Int64, lane: Int,
        included: Bool, notInModel: inout Int
    ) {
        if !move.allowed { notInModel += 1 }
        // An entry into a state the follower does not know: no bar until one is known.
        guard move.to >= 0 else { return close(lane, at: t) }
        if let current = open[lane], current.state == move.to { return }
        close(lane, at: t)
        open[lane] = (move.to, t)
        if included { laneVisible[lane] = true }
    }

    private mutating func close(_ lane: Int, at t: Int64) {
        guard let current = open[lane], let start else {
            open[lane] = nil
            return
        }
        let from = max(current.since, start)
        let to = min(t, options.to?.microseconds ?? t)
        open[lane] = nil
        guard to > from || (to == from && !aggregated) else { return }
        laneVisible[lane] = true
        if !aggregated && to > from, let name = stateName(current.state, machine: laneMachine[lane]) {
            intervals.append(TimelineInterval(lane: laneList[lane], state: name, start: from, end: to))
        }
        let state = bucketState(current.state, machine: laneMachine[lane])
        if state >= 0 { summaries.addStateTime(lane: lane, state: state, from: from, to: to, origin: start) }
    }

    /// The name of `state` of `machine`'s tracker; a negative state is the app's states left
    /// open (`-bits`), named by them: `inactive or background`.
    private func stateName(_ state: Int, machine: MachineKind) -> String? {
        if state < 0 { return Self.openName(AppState.states(in: UInt8(truncatingIfNeeded: -state)).map(\.rawValue)) }
        switch machine {
        case .app: return app?.names[state]
        case .scene: return scene?.names[state]
        case .phase: return phase?.names[state]
        }
    }

    /// The index in `stateNames` of `state` of `machine`'s tracker, or -1; looked up by name
    /// once per state.
    @inline(__always)
    private mutating func bucketState(_ state: Int, machine: MachineKind) -> Int {
        if state < 0 { return Self.stateNames.count - 1 }
        switch machine {
        case .app:
            if state < appBucketStates.count { return appBucketStates[state] }
        case .scene:
            if state < sceneBucketStates.count { return sceneBucketStates[state] }
        case .phase:
            if state < phaseBucketStates.count { return phaseBucketStates[state] }
        }
        // First sight: index every state of the tracker so far.
        let names = (0...state).map { stateName($0, machine: machine).flatMap { Self.stateIndex[$0] } ?? -1 }
        switch machine {
        case .app: appBucketStates = names
        case .scene: sceneBucketStates = names
        case .phase: phaseBucketStates = names
        }
        return names[state]
    }

    /// The name of a bar whose state the trace leaves open: its states, `a or b`, `a, b or c`.
    package static func openName(_ states: [String]) -> String {
        guard let last = states.last, states.count > 1 else { return states.first ?? "" }
        return states.dropLast().joined(separator: ", ") + " or " + last
    }

    /// Whether `name` (an interval's state) is one left open: several states, `openName`.
    package static func isOpen(_ name: String) -> Bool { name.contains(" or ") || name == openState }

    /// At the window's start, the states already held start their bars there.
    private mutating func reopenAll(at t: Int64) {
        for lane in open.indices { if let current = open[lane], current.since < t { open[lane] = (current.state, t) } }
    }

    /// Closes every interval at the window's end.
    package mutating func finish() {
        let last = options.to.map { min($0.microseconds, max(end, start ?? 0)) } ?? end
        for lane in open.indices.sorted(by: { laneList[$0] < laneList[$1] }) { close(lane, at: last) }
    }

    /// The root view controller's lane of the scene whose lane is `sceneLane` (nil: the
    /// sceneless app's window): marks only, no states.
    private mutating func viewControllerLane(_ sceneLane: Int?) -> Int {
        guard let sceneLane, case let .scene(order, id) = laneList[sceneLane] else {
            return lane(.viewController(order: 0, id: ""), machine: .app)
        }
        return lane(.viewController(order: order, id: id), machine: .app)
    }

    /// The lanes of the scene `symbol` names: its own while fewer than `sceneLimit` scenes
    /// have one, else the shared "other scenes" lanes.
    @inline(__always)
    private mutating func sceneLanes(_ symbol: Symbol, symbols: TraceSymbols) -> (scene: Int, phase: Int) {
        if let pair = pairOfSymbol.value(for: symbol, in: symbols) { return scenePairs[Int(pair)] }
        let id = symbols.string(symbol) ?? ""
        let pair: Int
        if let own = ownPairs[id] {
            pair = own
        } else if ownPairs.count < options.sceneLimit {
            let order = ownPairs.count
            scenePairs.append(
                (
                    lane(.scene(order: order, id: id), machine: .scene),
                    lane(.scenePhase(order: order, id: id), machine: .phase)
                ))
            pair = scenePairs.count - 1
            ownPairs[id] = pair
        } else if let sharedPair {
            pair = sharedPair
        } else {
            scenePairs.append(
                (
                    lane(.scene(order: Int.max, id: "other scenes"), machine: .scene),
                    lane(.scenePhase(order: Int.max, id: "other scenes"), machine: .phase)
                ))
            pair = scenePairs.count - 1
            sharedPair = pair
        }
        pairOfSymbol.set(Int32(pair), for: symbol)
        return scenePairs[pair]
    }

    /// A mark's label; built only while detail is kept.
    private func markLabel(_ record: EventRecord, symbols: TraceSymbols) -> String {
        let scene = symbols.string(record.scene).map { " (\($0))" } ?? ""
        switch record.kind {
        case .action: return (symbols.string(record.name) ?? "action") + scene
        case .note: return "note: " + DrawnText.label(symbols.string(record.value) ?? "")
        case .callback: return record.method?.swiftName ?? ""
        case .notification: return (symbols.string(record.name) ?? "notification") + scene
        case .state: return "(" + (symbols.string(record.name) ?? "state") + ")"
        case .phase: return "phase → " + (symbols.string(record.to) ?? "?")
        case .environment: return ""
        }
    }
}
