import LifelineModel

/// Replays one state machine of the model over the callbacks a log shows, to fill `from`/`to`.
///
/// The state is a set of candidates (a sceneless launch may be a foreground or a background one)
/// or unknown (the log started mid-way, or showed something the table has no row for). A side
/// is written only when every edge the candidates allow agrees on it: a log that does not tell
/// gets no `from`/`to` rather than an invented one.
///
/// The set is a byte, one bit per state (`StateSlots`): a step is a few bit operations instead
/// of building `Set`s, which at a callback line per microsecond was most of an import.
struct StateReplay<State: LifecycleState> {
    /// One bit per candidate state; no bit: unknown (a known set is never empty).
    private(set) var candidates: UInt8

    init(known state: State?) { candidates = state.map(StateSlots<State>.bit(of:)) ?? 0 }

    init(candidates: UInt8) { self.candidates = candidates }

    /// The single state, when the replay knows it.
    var state: State? { StateSlots<State>.single(candidates) }

    /// Whether the replay knows the state is exactly `state`.
    func isExactly(_ state: State) -> Bool { candidates == StateSlots<State>.bit(of: state) }

    /// Takes a trigger and returns the `from`/`to` the log allows.
    /// `rows` are the machine's rows for the trigger under the profile (`ReplayTables`).
    mutating func step(_ rows: ReplayRows<State>) -> (from: State?, to: State?) {
        // A callback the machine has no rows for (under this profile) says nothing about its state.
        guard !rows.edges.isEmpty else { return (nil, nil) }
        var froms: UInt8 = 0, tos: UInt8 = 0
        for edge in rows.edges where candidates & edge.from != 0 {
            froms |= edge.from
            tos |= edge.to
        }
        guard froms != 0 else {
            // Unknown, or no row from here: say nothing, and pick the thread up again where the
            // table leads (unless the callback never changes the state anywhere).
            if !rows.allSelfLoops { candidates = rows.targets }
            return (nil, nil)
        }
        candidates = tos
        return (rows.slots.single(froms), rows.slots.single(tos))
    }
}

/// The model's rows for one trigger, as bits.
struct ReplayRows<State: LifecycleState> {
    /// Each row's `from` and `to`, one bit each.
    let edges: [(from: UInt8, to: UInt8)]
    /// Every row's `to`.
    let targets: UInt8
    let allSelfLoops: Bool
    let slots: StateSlots<State>

    init(_ rows: [Transition<State>], slots: StateSlots<State>) {
        edges = rows.map { (slots.bit($0.from), slots.bit($0.to)) }
        targets = edges.reduce(0) { $0 | $1.to }
        allSelfLoops = rows.allSatisfy(\.isSelfLoop)
        self.slots = slots
    }
}

/// A machine's states numbered by their order in `allCases` (at most 8 per machine).
struct StateSlots<State: LifecycleState> {
    let states: [State]

    init() { states = Array(State.allCases) }

    func bit(_ state: State) -> UInt8 {
        guard let index = states.firstIndex(of: state), index < 8 else { return 0 }
        return 1 << UInt8(index)
    }

    /// The state of a one-bit set; nil for an empty set or several states.
    func single(_ bits: UInt8) -> State? {
        guard bits != 0, bits & (bits - 1) == 0 else { return nil }
        return states[bits.trailingZeroBitCount]
    }

    static func bit(of state: State) -> UInt8 { StateSlots().bit(state) }
    static func single(_ bits: UInt8) -> State? { StateSlots().single(bits) }
}

/// The model's rows per callback under one profile, looked up once rather than per event.
struct ReplayTables {
    let profile: Profile
    private let app: [ReplayRows<AppState>]
    private let scene: [ReplayRows<SceneActivationState>]
    let appTerminate: [Transition<AppState>]
    let appSlots = StateSlots<AppState>()
    let sceneSlots = StateSlots<SceneActivationState>()
    /// `AppState.aggregate(of:)` for every set of scene states (by their bits), as an app-state
    /// bit. The aggregate is the most active state present, so the set decides it.
    let aggregateBySet: [UInt8]

    init(profile: Profile) {
        self.profile = profile
        let appSlots = StateSlots<AppState>(), sceneSlots = StateSlots<SceneActivationState>()
        app = Callback.allCases.map { callback in
            ReplayRows(AppMachine.machine.transitions.filter { $0.trigger == .callback(callback) && $0.profiles.contains(profile) },
                       slots: appSlots)
        }
        scene = Callback.allCases.map { callback in
            ReplayRows(SceneMachine.machine.transitions.filter { $0.trigger == .callback(callback) && $0.profiles.contains(profile) },
                       slots: sceneSlots)
        }
        appTerminate = AppMachine.machine.transitions.filter { $0.trigger == .silent(.terminate) && $0.profiles.contains(profile) }
        let sceneStates = sceneSlots.states
        aggregateBySet = (0..<(1 << sceneStates.count)).map { mask in
            let present = sceneStates.indices.filter { mask & (1 << $0) != 0 }.map { sceneStates[$0] }
            return appSlots.bit(AppState.aggregate(of: present))
        }
    }

    func appRows(_ callback: Callback) -> ReplayRows<AppState> { app[callback.rawValue] }
    func sceneRows(_ callback: Callback) -> ReplayRows<SceneActivationState> { scene[callback.rawValue] }
}
