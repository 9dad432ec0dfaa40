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
    private let unattached: Int
    /// The reading of the trace: which machine each event moves, and along which edge.
    private var follower: RecordFollower
    /// Interns the events given to `apply(_:)`.
    private lazy var eventSymbols = TraceSymbols.forEvents()

    /// A tracker of `table`'s machine.
    public init(table: MachineTable) { self.init(table: table, showsSilentChanges: true) }

    /// A tracker of `table`'s machine; `showsSilentChanges` as the trace's header says.
    public init(table: MachineTable, showsSilentChanges: Bool) {
        self.table = table
        var names = StateNames(kind: table.kind)
        // Only the scene machine drops tracks; -1 matches no state of the others.
        unattached = table.kind == .scene ? names.id(SceneActivationState.unattached.rawValue) : -1
        self.names = names
        follower = RecordFollower(profile: table.profile, showsSilentChanges: showsSilentChanges)
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
    /// makes none on this machine. Every record must come through here, moving or not: the
    /// follower sees where runs end.
    @inline(__always)
    mutating func apply(_ record: EventRecord, symbols: TraceSymbols) -> RecordMove? {
        let step = follower.step(record, symbols: symbols)
        // Scenes die with their process, connected or not.
        if step.startsRun, table.kind != .app { scenes.removeAll() }
        defer { if step.endsRun, table.kind != .app { scenes.removeAll() } }
        switch table.kind {
        case .app:
            guard let move = step.app else { return nil }
            return take(from: move.from?.rawValue, trigger: move.trigger, to: move.to?.rawValue, onScene: false,
                        record: record, symbols: symbols)
        case .scene:
            guard let move = step.scene else { return nil }
            return take(from: move.from?.rawValue, trigger: move.trigger, to: move.to?.rawValue, onScene: true,
                        record: record, symbols: symbols)
        case .phase:
            guard let move = step.phase else { return nil }
            return take(from: move.from?.rawValue, trigger: move.trigger, to: move.to?.rawValue,
                        onScene: step.phaseLevel == .scene, record: record, symbols: symbols)
        }
    }

    /// Takes the follower's move on its track (the app's, or the record's scene's).
    @inline(never)
    private mutating func take(from fromName: String?, trigger: Trigger, to toName: String?, onScene: Bool,
                               record: EventRecord, symbols: TraceSymbols) -> RecordMove? {
        let now = record.time.microseconds
        let place = onScene ? scenes.place(of: record.scene, in: symbols) : .app
        let current: SceneTracks.Track?
        switch place {
        case .app: current = app
        case .slot(let slot): current = scenes[slot]
        case .none: current = nil
        }
        let to = toName.map { names.id($0) }
        guard let from = fromName.map({ names.id($0) }) else {
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
        let id = moves.id(from: from, trigger: trigger, to: target)
            ?? moves.add(from: from, trigger: trigger, to: target,
                         allowed: table.allows(from: names[from], trigger: trigger, to: names[target]))
        return RecordMove(onAppTrack: place == .app, id: id, from: from, to: target, trigger: trigger,
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
