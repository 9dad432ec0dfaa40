import LifelineModel
import LifelineSupport
import LifelineTrace

/// Writes a trace as Chrome Trace Event JSON (`--format chrome`), which Perfetto
/// (ui.perfetto.dev → Open trace file) and chrome://tracing open. Streams: one pass, output
/// written as it goes, memory bounded by the lanes and a window of recent actions.
///
/// - One process (the app), a thread per lane, named and ordered with metadata events.
/// - State intervals are async slices (`b`/`e`) with one id per lane, ended before the next
///   begins, so nothing overlaps on a track.
/// - Callbacks are complete slices (`X`) of their `dur` (at least 1 µs) rather than instants,
///   because flow arrows bind to slices; notifications and silent changes are instants (`i`).
/// - Flow arrows (`s`/`f`) go from an action to every event whose `cause` is its `seq`.
/// - Problems (not in the model, flagged by a rule) are instants named `⚑ …` on the lane.
package struct ChromeTraceWriter {
    private let sink: OutputSink
    private let options: RenderOptions
    private let profile: Profile
    private var buffer = ""
    private var first = true
    private var threads: [TimelineLane: Int] = [:]
    private var sceneThreads = 0
    private var app: StateTracker?
    private var scene: StateTracker?
    private var phase: StateTracker?
    /// Follows the records given with no step: one step per event, which every tracker and
    /// the app's lane read.
    private var follower: RecordFollower
    private var open: [Int: (state: String, since: Int64)] = [:]
    private var actions: [Int: (ts: Int64, tid: Int)] = [:]
    private var actionOrder: [Int] = []
    private var filter: RecordFilter
    private let highlights: HighlightTable
    private var last: Int64 = 0
    /// The delegates the app has, as far as the trace has shown when a lane is first named.
    private var delegates: AppDelegates
    static let actionMemory = 4_096

    package init(sink: OutputSink, profile: Profile, options: RenderOptions, reading: TraceReading = .complete) {
        self.sink = sink
        self.options = options
        self.profile = profile
        delegates = AppDelegates(profile: profile)
        self.highlights = options.highlightTable()
        self.filter = RecordFilter(options)
        follower = RecordFollower(profile: profile, reading: reading)
        app = MachineTable.of(.app, profile: profile).map { StateTracker(table: $0, reading: reading) }
        scene = MachineTable.of(.scene, profile: profile).map { StateTracker(table: $0, reading: reading) }
        phase = MachineTable.of(.phase, profile: profile).map { StateTracker(table: $0, reading: reading) }
    }

    /// Writes all of `source`.
    package static func write(_ source: TraceSource, title: String, options: RenderOptions, to sink: OutputSink)
        throws(Diagnostic)
    {
        var writer = ChromeTraceWriter(
            sink: sink, profile: options.profile(for: source.header), options: options,
            reading: source.header.reading)
        try writer.begin(title: title)
        let symbols = source.symbols
        let following = source.following
        while let record = try source.nextRecord() {
            try writer.add(record, symbols: symbols, step: following?.lastStep)
        }
        try writer.end()
    }

    mutating func begin(title: String) throws(Diagnostic) {
        buffer += "{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n"
        emit(
            "{\"ph\":\"M\",\"pid\":1,\"tid\":0,\"name\":\"process_name\",\"args\":{\"name\":"
                + Escaping.JSON.quoted("\(title) (\(profile.rawValue))") + "}}")
    }

    mutating func add(_ record: EventRecord, symbols: TraceSymbols, step given: FollowStep? = nil) throws(Diagnostic) {
        let step = given ?? follower.step(record, symbols: symbols)
        let event = symbols.event(for: record)
        delegates.note(record)
        var problems = (highlights[event.seq] ?? []).map { "⚑ " + $0.ruleID + ": " + $0.message }
        let included = filter.includes(record, symbols: symbols)
        let ts = event.time.microseconds
        // The trackers are applied in place (copies of them would copy their tables).
        // The app's slices are what `applicationState` reads after the event (the follower's,
        // as the timeline draws it), its states left open named by them; the app machine's
        // moves still carry their verdicts.
        if let move = app?.apply(record, symbols: symbols, step: step), let names = app?.names {
            try moved(move, names: names, machine: .app, lane: nil, included: included, at: ts, problems: &problems)
        }
        if included {
            let bits = step.applicationPossibleAfter & AppState.everySlot
            let states = step.applicationStateAfter.map { [$0] } ?? AppState.states(in: bits)
            if states.isEmpty || bits == AppState.everySlot && step.applicationStateAfter == nil {
                if let tid = threads[.app], let current = open[tid] { emitEnd(tid: tid, state: current.state, at: ts) }
            } else {
                try stateChange(lane: .app, to: TimelineCollector.openName(states.map(\.rawValue)), at: ts)
            }
        }
        // Every record reaches every tracker: their follower sees where runs end.
        // A move from a state the trace does not tell starts its slice where it leads (the
        // tracker's entry), as on the timeline.
        let sceneMove = scene?.apply(record, symbols: symbols, step: step) ?? scene?.lastEntry
        let phaseMove = phase?.apply(record, symbols: symbols, step: step) ?? phase?.lastEntry
        if filter.passesSceneFilter(record, symbols: symbols) {
            if let move = sceneMove, let names = scene?.names {
                let lane = sceneLane(event.scene ?? StateStep.appTrack)
                try moved(
                    move, names: names, machine: .scene, lane: lane, included: included, at: ts, problems: &problems)
            }
            if let move = phaseMove, let names = phase?.names {
                let lane = move.onAppTrack ? .appPhase : phaseLane(event.scene ?? StateStep.appTrack)
                try moved(
                    move, names: names, machine: .phase, lane: lane, included: included, at: ts, problems: &problems)
            }
        }
        guard included else { return }
        last = max(last, ts)
        let lane: TimelineLane
        var args = "\"seq\":\(event.seq)"
        switch event.kind {
        case .action:
            lane = .actions
            let tid = thread(lane)
            let name = (event.name ?? "action") + (event.scene.map { " (\($0))" } ?? "")
            emit(
                "{\"ph\":\"X\",\"pid\":1,\"tid\":\(tid),\"ts\":\(ts),\"dur\":1,\"cat\":\"action\",\"name\":"
                    + Escaping.JSON.quoted(name) + ",\"args\":{\(args),\"by\":\"\(event.by?.rawValue ?? "user")\"}}")
            remember(action: event.seq, ts: ts, tid: tid)
        case .callback:
            switch event.receiver {
            case .scene?: lane = sceneLane(event.scene ?? "?")
            case .viewController?:
                if let id = event.scene, case let .scene(order, sceneID) = sceneLane(id) {
                    lane = .viewController(order: order, id: sceneID)
                } else {
                    lane = .viewController(order: 0, id: "")
                }
            default: lane = .app
            }
            if let from = event.from { args += ",\"from\":" + Escaping.JSON.quoted(from) }
            if let to = event.to { args += ",\"to\":" + Escaping.JSON.quoted(to) }
            let dur = max(event.duration?.microseconds ?? 1, 1)
            emit(
                "{\"ph\":\"X\",\"pid\":1,\"tid\":\(thread(lane)),\"ts\":\(ts),\"dur\":\(dur),\"cat\":\"callback\",\"name\":"
                    + Escaping.JSON.quoted(event.method?.swiftName ?? "callback") + ",\"args\":{\(args)}}")
        case .notification, .state, .note, .environment:
            if event.kind == .state, let id = event.scene {
                lane = sceneLane(id)
            } else if event.kind == .state {
                lane = .app
            } else {
                lane = event.kind == .notification ? .notifications : .actions
            }
            let name: String
            switch event.kind {
            case .state: name = "(" + (event.name ?? "state") + ")"
            case .note: name = "note: " + (event.value ?? "")
            case .environment: name = (event.name ?? "environment") + " = " + (event.value ?? "")
            default: name = (event.name ?? "notification") + (event.scene.map { " (\($0))" } ?? "")
            }
            emit(
                "{\"ph\":\"i\",\"s\":\"t\",\"pid\":1,\"tid\":\(thread(lane)),\"ts\":\(ts),\"cat\":\"\(event.kind.rawValue)\",\"name\":"
                    + Escaping.JSON.quoted(name) + ",\"args\":{\(args)}}")
        case .phase:
            lane = event.level == .app ? .appPhase : phaseLane(event.scene ?? "?")
        }
        if let cause = event.cause, let origin = actions[cause], event.kind != .phase {
            // One flow per caused event (id = its seq), so an action can fan out to many.
            emit(
                "{\"ph\":\"s\",\"pid\":1,\"tid\":\(origin.tid),\"ts\":\(origin.ts),\"id\":\(event.seq),\"cat\":\"cause\",\"name\":\"cause\"}"
            )
            emit(
                "{\"ph\":\"f\",\"bp\":\"e\",\"pid\":1,\"tid\":\(thread(lane)),\"ts\":\(ts),\"id\":\(event.seq),\"cat\":\"cause\",\"name\":\"cause\"}"
            )
        }
        for problem in problems {
            emit(
                "{\"ph\":\"i\",\"s\":\"t\",\"pid\":1,\"tid\":\(thread(lane)),\"ts\":\(ts),\"cat\":\"problem\",\"name\":"
                    + Escaping.JSON.quoted(problem) + ",\"args\":{\(args)}}")
        }
        if buffer.utf8.count > 1 << 16 { try flush() }
    }

    mutating func end() throws(Diagnostic) {
        let end = options.to.map { min($0.microseconds, last) } ?? last
        for tid in open.keys.sorted() {
            if let current = open[tid] { emitEnd(tid: tid, state: current.state, at: max(end, current.since)) }
        }
        buffer += "\n]}\n"
        try flush()
    }

    /// A tracker's move: a problem if the model lacks it, and the lane's state interval.
    private mutating func moved(
        _ move: StateTracker.RecordMove, names: [String], machine: MachineKind, lane: TimelineLane?,
        included: Bool, at ts: Int64, problems: inout [String]
    ) throws(Diagnostic) {
        // An entry into a state the follower does not know: no slice until one is known.
        guard move.to >= 0 else {
            if included, let lane, let tid = threads[lane], let current = open[tid] {
                emitEnd(tid: tid, state: current.state, at: ts)
            }
            return
        }
        if !move.allowed, move.from >= 0 {
            problems.append(
                """
                ✗ \(names[move.from]) → \(names[move.to]) by \(move.trigger.label) is not in the \(machine.rawValue) \
                model for \(profile.rawValue)
                """)
        }
        if included, let lane { try stateChange(lane: lane, to: names[move.to], at: ts) }
    }

    private mutating func stateChange(lane: TimelineLane, to state: String, at ts: Int64) throws(Diagnostic) {
        let tid = thread(lane)
        if let current = open[tid] {
            if current.state == state { return }
            emitEnd(tid: tid, state: current.state, at: ts)
        }
        open[tid] = (state, ts)
        emit(
            "{\"ph\":\"b\",\"pid\":1,\"tid\":\(tid),\"ts\":\(ts),\"id\":\(tid),\"cat\":\"state\",\"name\":"
                + Escaping.JSON.quoted(state) + "}")
    }

    private mutating func emitEnd(tid: Int, state: String, at ts: Int64) {
        emit(
            "{\"ph\":\"e\",\"pid\":1,\"tid\":\(tid),\"ts\":\(ts),\"id\":\(tid),\"cat\":\"state\",\"name\":"
                + Escaping.JSON.quoted(state) + "}")
        open[tid] = nil
    }

    private mutating func remember(action seq: Int, ts: Int64, tid: Int) {
        actions[seq] = (ts, tid)
        actionOrder.append(seq)
        if actionOrder.count > Self.actionMemory {
            let dropped = actionOrder.prefix(Self.actionMemory / 2)
            for old in dropped { actions[old] = nil }
            actionOrder.removeFirst(dropped.count)
        }
    }

    private mutating func sceneLane(_ id: String) -> TimelineLane {
        if let existing = threads.keys.first(where: { if case .scene(_, id) = $0 { return true } else { return false } }
        ) {
            return existing
        }
        if sceneThreads >= options.sceneLimit { return .scene(order: Int.max, id: "other scenes") }
        sceneThreads += 1
        return .scene(order: sceneThreads, id: id)
    }

    private mutating func phaseLane(_ id: String) -> TimelineLane {
        if case let .scene(order, sceneID) = sceneLane(id) { return .scenePhase(order: order, id: sceneID) }
        return .appPhase
    }

    /// The lane's thread id, announcing its name and sort order the first time.
    private mutating func thread(_ lane: TimelineLane) -> Int {
        if let tid = threads[lane] { return tid }
        let tid: Int
        switch lane {
        case .actions: tid = 1
        case .app: tid = 2
        case .appPhase: tid = 3
        case let .scene(order, _): tid = order == Int.max ? 1_000 : 10 + 2 * order
        case let .scenePhase(order, _): tid = order == Int.max ? 1_001 : 11 + 2 * order
        case let .viewController(order, id): tid = id.isEmpty ? 4 : order == Int.max ? 1_002 : 3_000 + order
        case .notifications: tid = 2_000
        }
        threads[lane] = tid
        emit(
            "{\"ph\":\"M\",\"pid\":1,\"tid\":\(tid),\"name\":\"thread_name\",\"args\":{\"name\":"
                + Escaping.JSON.quoted(delegates.title(of: lane)) + "}}")
        emit("{\"ph\":\"M\",\"pid\":1,\"tid\":\(tid),\"name\":\"thread_sort_index\",\"args\":{\"sort_index\":\(tid)}}")
        return tid
    }

    private mutating func emit(_ line: String) {
        if !first { buffer += ",\n" }
        first = false
        buffer += line
    }

    private mutating func flush() throws(Diagnostic) {
        try sink.write(buffer)
        buffer = ""
    }
}
