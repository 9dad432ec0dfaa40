import LifelineModel
import LifelineTrace

/// The current state of every track of one machine, fed event by event.
///
/// Records are its own input: states are indexes of `names`, moves numbers of `moves` and
/// scenes slots found by symbol, so following a trace costs no string work per event. An
/// in-memory `TraceEvent` is interned into a record first (`apply(_:)`), so both ways run
/// the same code.
///
/// Memory stays flat on long traces: a scene's track is dropped when it returns to the
/// unattached state (a reconnecting scene is a new scene object with a new id), and every
/// scene's when the process run ends (a launch, `applicationWillTerminate(_:)`, a purge or a
/// kill), as the checker drops them: scenes die with their process, connected or not.
public struct StateTracker {
    /// A resolved transition: `from` —`trigger`→ `to` on `track`, after `dwell` in `from`.
    public struct Move: Equatable {
        public var track: String
        public var from: String
        public var trigger: Trigger
        public var to: String
        /// How long the track had been in `from` (nil when its entry time is unknown).
        public var dwell: Int64?
        /// Whether the machine's table has this row.
        public var allowed: Bool
    }

    /// A move as the record path makes it.
    struct RecordMove {
        /// The app's track (which the scene with the empty id shares), or the record's scene's.
        var onAppTrack: Bool
        /// The move's number in `moves`; its states are indexes of `names`.
        var id: Int
        var from: Int
        var to: Int
        var trigger: Trigger
        var dwell: Int64?
        var allowed: Bool
    }

    public let table: MachineTable
    private(set) var names: StateNames
    private(set) var moves = MoveIndex()
    private var app: SceneTracks.Track?
    private var scenes = SceneTracks()
    private let initial: Int
    private let unattached: Int
    /// By notification: the table's (from, to) rows, in table order.
    private let notificationRows: [[(from: Int, to: Int)]]
    /// By notification: whether `UIApplication` posts it (held here, not looked up per event).
    private let postedByApplication = LifecycleNotification.allCases.map { $0.info.poster == .application }
    /// Interns the events given to `apply(_:)`.
    private lazy var eventSymbols = TraceSymbols.forEvents()

    public init(table: MachineTable) {
        self.table = table
        var names = StateNames(kind: table.kind)
        initial = names.id(table.initial)
        // Only the scene machine drops tracks; -1 matches no state of the others.
        unattached = table.kind == .scene ? names.id(SceneActivationState.unattached.rawValue) : -1
        var rows = [[(from: Int, to: Int)]](repeating: [], count: LifecycleNotification.allCases.count)
        for row in table.rows {
            if case .notification(let notification) = row.trigger {
                rows[notification.rawValue].append((names.id(row.from), names.id(row.to)))
            }
        }
        notificationRows = rows
        self.names = names
    }

    /// The state of `track`, if known.
    public func state(of track: String) -> String? {
        let tracked = track == StateStep.appTrack ? app : scenes.track(of: track)
        return tracked.map { names[$0.state] }
    }

    /// Applies `event`; returns the move it makes, or nil if it makes none on this machine.
    public mutating func apply(_ event: TraceEvent) -> Move? {
        let symbols = eventSymbols
        guard let move = apply(symbols.record(for: event), symbols: symbols) else { return nil }
        return Move(track: move.onAppTrack ? StateStep.appTrack : event.scene ?? StateStep.appTrack,
                    from: names[move.from], trigger: move.trigger, to: names[move.to], dwell: move.dwell,
                    allowed: move.allowed)
    }

    /// Applies `record`, whose strings are `symbols`'; returns the move it makes, or nil if it
    /// makes none on this machine.
    ///
    /// Inlined into the caller up to the step rule, which most events fail (a timeline asks
    /// three machines about every event, and one at most has a step to take).
    @inline(__always)
    mutating func apply(_ record: EventRecord, symbols: TraceSymbols) -> RecordMove? {
        if table.kind != .app, StateStep.endsProcessRun(record, symbols: symbols) { scenes.removeAll() }
        guard StateStep.Rule.canMove(table.kind, kind: record.kind),
              let step = StateStep.Rule.of(record, symbols: symbols, machine: table.kind,
                                           postedByApplication: postedByApplication) else { return nil }
        return take(step, record: record, symbols: symbols)
    }

    /// Takes `step` of `record` on its track.
    @inline(never)
    private mutating func take(_ step: StateStep.Rule, record: EventRecord, symbols: TraceSymbols) -> RecordMove? {
        let now = record.time.microseconds
        let place = step.onScene ? scenes.place(of: record.scene, in: symbols) : .app
        let current: SceneTracks.Track?
        switch place {
        case .app: current = app
        case .slot(let slot): current = scenes[slot]
        case .none: current = nil
        }
        var from = step.readsStates ? names.id(record.from, in: symbols) : nil
        var to = step.readsStates ? names.id(record.to, in: symbols) : nil
        if from == nil { from = current?.state }
        if case .notification(let notification) = step.trigger {
            // Only the notification rows of the table move the aggregate (see StateStep).
            guard let state = current?.state,
                  let row = notificationRows[notification.rawValue].first(where: { $0.from == state }) else { return nil }
            from = state
            to = row.to
        }
        if from == nil, table.kind == .scene, case .callback(.sceneWillConnect) = step.trigger { from = initial }
        if from == nil, table.kind == .app, case .callback(.willFinishLaunching) = step.trigger { from = initial }
        guard let from else {
            if let to { set(place, to: SceneTracks.Track(state: to, since: now), scene: record.scene, symbols: symbols) }
            return nil
        }
        let target = to ?? from
        // The dwell is known only when the tracked state is the one the event leaves.
        let dwell = current?.state == from ? current?.since.map { now - $0 } : nil
        if target != from || current?.state != from {
            let since = target == current?.state ? current?.since : now
            set(place, to: SceneTracks.Track(state: target, since: since), scene: record.scene, symbols: symbols)
        }
        if table.kind == .scene, target == unattached, from != unattached { drop(place, scene: record.scene, symbols: symbols) }
        let id = moves.id(from: from, trigger: step.trigger, to: target)
            ?? moves.add(from: from, trigger: step.trigger, to: target,
                         allowed: table.allows(from: names[from], trigger: step.trigger, to: names[target]))
        return RecordMove(onAppTrack: place == .app, id: id, from: from, to: target, trigger: step.trigger,
                          dwell: dwell, allowed: moves[id].allowed)
    }

    private mutating func set(_ place: SceneTracks.Place, to track: SceneTracks.Track, scene: Symbol, symbols: TraceSymbols) {
        switch place {
        case .app: app = track
        case .slot(let slot): scenes[slot] = track
        case .none: _ = scenes.add(scene, in: symbols, track: track)
        }
    }

    private mutating func drop(_ place: SceneTracks.Place, scene: Symbol, symbols: TraceSymbols) {
        switch place {
        case .app: app = nil
        case .slot(let slot): scenes.remove(slot: slot, scene: scene)
        case .none:
            // `set` just added it: find its slot.
            if case .slot(let slot) = scenes.place(of: scene, in: symbols) { scenes.remove(slot: slot, scene: scene) }
        }
    }
}

extension TraceSymbols {
    /// Small tables for interning in-memory events one at a time (the `add(_ event:)`
    /// conveniences), which hold nothing across events but what they cache by generation.
    static func forEvents() -> TraceSymbols {
        TraceSymbols(vocabularyCapacity: 256, identifierCapacity: 256, textCapacity: 16)
    }
}
