import LifelineModel
import LifelineTrace

/// The current state of every track of one machine, fed event by event.
///
/// Records are its own input, and the follower (`RecordFollower`) says which move each makes:
/// states are slots of the model's vocabulary (`LifecycleState.slot`, named by `names`), a
/// move is numbered by the model's compiled machine (`CompiledMachine.moveNumber`) and a scene
/// is the follower's (its slot and identity in the step), so following a trace costs no string
/// work per event. An
/// in-memory `TraceEvent` is interned into a record first (`apply(_:)`), so both ways run the
/// same code.
///
/// Memory stays flat on long traces: a scene's track is dropped when it returns to the
/// unattached state (a reconnecting scene is a new scene object with a new identity), and
/// every scene's when the follower says the process run ended or a new one began.
package struct StateTracker {
    /// A resolved transition: `from` —`trigger`→ `to` on `track`, after `dwell` in `from`.
    package struct Transition: Equatable {
        package var track: String
        package var from: String
        package var trigger: Trigger
        package var to: String
        /// How long the track had been in `from` (nil when its entry time is unknown).
        package var dwell: Int64?
        /// Whether the model allows it: the follower's verdict is not `illegal`.
        package var allowed: Bool
    }

    /// A move as the record path makes it.
    package struct RecordMove {
        /// The app's track (which the scene with the empty id shares), or the record's scene's.
        package var onAppTrack: Bool
        /// The identity of the scene object whose track it is (`FollowStep.sceneIdentity`;
        /// -1 on the app's track).
        package var scene: Int
        /// The move's number in the model's compiled machine; its states are slots of `names`.
        var id: Int
        package var from: Int
        package var to: Int
        var trigger: Trigger
        var dwell: Int64?
        /// The follower's verdict is not `illegal` (unknown is never an error).
        package var allowed: Bool
    }

    package let table: MachineTable
    /// The machine's states by slot.
    let names: [String]
    /// The move the last record made from a state the trace does not tell (the follower's
    /// `from` is nil: a log that starts mid-way, a launch shown as `didFinishLaunching` alone),
    /// which `apply` does not return as a move: `from` is -1 and `to` the state it leads to
    /// (its slot), or the states the follower leaves open there as `-bits` (the app's
    /// `FollowStep.applicationPossibleAfter`: `inactive or background`; every state when
    /// nothing is known). nil when the last record made no such move. A drawing draws it as
    /// an entry, so that no move of the follower's is dropped.
    package private(set) var lastEntry: RecordMove?
    /// The states the app's track was left open in (bits of slots; 0: none) when the last
    /// record moved it: the move `apply` returned is the follower's, from the state the event
    /// shows it was in, and a drawing draws it from the open set it resolved. 0 otherwise.
    package private(set) var lastOpenFrom = 0
    /// The states the app's track is left open in since an entry led there (0: none).
    private var appOpen = 0
    private var app: SceneTracks.Track?
    private var scenes = SceneTracks()
    private let unattached = SceneActivationState.unattached.slot
    /// The reading of the trace: which machine each event moves, and along which edge.
    private var follower: RecordFollower
    /// The model's machines, compiled once per profile: moves are numbered by them.
    private let index: MachineIndex
    /// Interns the events given to `apply(_:)`.
    private lazy var eventSymbols = TraceSymbols.forEvents()

    /// A tracker of `table`'s machine.
    /// A tracker of `table`'s machine, for a trace read as `reading` (its header's
    /// `TraceHeader.reading`: the same reading `check` makes of it).
    package init(table: MachineTable, reading: TraceReading = .complete) {
        self.table = table
        names = table.kind.stateNames
        index = MachineIndex.of(table.profile)
        follower = RecordFollower(profile: table.profile, reading: reading)
    }

    /// The state of the app's track, if known.
    package var appState: String? { app.map { names[$0.state] } }

    /// The state of the scene at the follower's slot `slot`, if known.
    package func state(ofSceneSlot slot: Int) -> String? { scenes.track(ofSlot: slot).map { names[$0.state] } }

    /// Applies `event`; returns the move it makes, or nil if it makes none on this machine.
    ///
    /// `step`: the step another reader of the same pass already followed the event to; nil to
    /// follow it here.
    package mutating func apply(_ event: TraceEvent, step: FollowStep? = nil) -> Transition? {
        let symbols = eventSymbols
        guard let move = apply(symbols.record(for: event), symbols: symbols, step: step) else { return nil }
        return Transition(
            track: move.onAppTrack ? StateStep.appTrack : event.scene ?? StateStep.appTrack,
            from: names[move.from], trigger: move.trigger, to: names[move.to], dwell: move.dwell,
            allowed: move.allowed)
    }

    /// Applies `record`, whose strings are `symbols`'; returns the move it makes, or nil if it
    /// makes none on this machine. Every record must come through here, moving or not: the
    /// follower sees where runs end.
    ///
    /// `given`: the step the source already followed the record to (`FollowingSource`); the
    /// tracker then follows nothing itself.
    @inline(__always)
    package mutating func apply(_ record: EventRecord, symbols: TraceSymbols, step given: FollowStep? = nil)
        -> RecordMove?
    {
        let step = given ?? follower.step(record, symbols: symbols)
        lastEntry = nil
        lastOpenFrom = 0
        // Scenes die with their process, connected or not.
        if step.startsRun { appOpen = 0 }
        if step.startsRun, table.kind != .app { scenes.removeAll() }
        defer { if step.endsRun, table.kind != .app { scenes.removeAll() } }
        switch table.kind {
        case .app:
            guard let move = step.app else { return nil }
            return take(move, in: index.app, onScene: false, step: step, record: record, symbols: symbols)
        case .scene:
            guard let move = step.scene else { return nil }
            return take(move, in: index.scene, onScene: true, step: step, record: record, symbols: symbols)
        case .phase:
            guard let move = step.phase else { return nil }
            return take(
                move, in: index.phase, onScene: step.phaseLevel == .scene, step: step, record: record, symbols: symbols)
        }
    }

    /// Takes the follower's move on its track (the app's, or the record's scene's).
    @inline(never)
    private mutating func take<State: LifecycleState>(
        _ move: LifelineModel.Move<State>, in machine: CompiledMachine<State>,
        onScene: Bool, step: FollowStep, record: EventRecord,
        symbols: TraceSymbols
    ) -> RecordMove? {
        let now = record.time.microseconds
        let place = onScene ? scenes.place(of: step, scene: record.scene, in: symbols) : .app
        let current: SceneTracks.Track?
        switch place {
        case .app: current = app
        case .slot(let slot): current = scenes[slot]
        case .none: current = nil
        }
        guard let fromState = move.from else {
            if let to = move.to?.slot {
                set(place, to: SceneTracks.Track(state: to, since: now), identity: step.sceneIdentity)
            }
            // Where it leads: the move's state, else (the app's) what the follower leaves open.
            var to = move.to?.slot ?? -Int(machine.everyState)
            if move.to == nil, table.kind == .app {
                let bits = step.applicationPossibleAfter & machine.everyState
                if let known = step.applicationStateAfter {
                    to = known.slot
                } else if bits != 0 {
                    to = bits & (bits - 1) == 0 ? bits.trailingZeroBitCount : -Int(bits)
                }
            }
            lastEntry = RecordMove(
                onAppTrack: place == .app, scene: place == .app ? -1 : step.sceneIdentity, id: -1, from: -1, to: to,
                trigger: move.trigger, dwell: nil, allowed: move.verdict.allows)
            if place == .app { appOpen = to < 0 ? -to : 0 }
            return nil
        }
        if place == .app {
            if appOpen & (1 << fromState.slot) != 0 { lastOpenFrom = appOpen }
            appOpen = 0
        }
        let targetState = move.to ?? fromState
        let from = fromState.slot, target = targetState.slot
        // The dwell is known only when the tracked state is the one the event leaves.
        let dwell = current?.state == from ? current?.since.map { now - $0 } : nil
        if target != from || current?.state != from {
            let since = target == current?.state ? current?.since : now
            set(place, to: SceneTracks.Track(state: target, since: since), identity: step.sceneIdentity)
        }
        if table.kind == .scene, target == unattached, from != unattached { drop(place) }
        return RecordMove(
            onAppTrack: place == .app, scene: place == .app ? -1 : step.sceneIdentity,
            id: machine.moveNumber(from: fromState, on: move.trigger.code, to: targetState),
            from: from, to: target, trigger: move.trigger, dwell: dwell, allowed: move.verdict.allows)
    }

    private mutating func set(_ place: SceneTracks.Place, to track: SceneTracks.Track, identity: Int) {
        switch place {
        case .app: app = track
        case .slot(let slot): scenes[slot] = track
        case .none(let slot): scenes.add(slot: slot, identity: identity, track: track)
        }
    }

    private mutating func drop(_ place: SceneTracks.Place) {
        switch place {
        case .app: app = nil
        case .slot(let slot), .none(let slot): scenes.remove(slot: slot)
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
