import LifelineModel

/// Replays one state machine of the model over the callbacks a log shows, to fill `from`/`to`.
///
/// The state is a set of candidates (a sceneless launch may be a foreground or a background one)
/// or unknown (the log started mid-way, or showed something the table has no row for). A side
/// is written only when every edge the candidates allow agrees on it: a log that does not tell
/// gets no `from`/`to` rather than an invented one.
struct StateReplay<State: LifecycleState> {
    /// nil: unknown.
    var candidates: Set<State>?

    init(known state: State?) { candidates = state.map { [$0] } }

    /// The single state, when the replay knows it.
    var state: State? {
        guard let candidates, candidates.count == 1 else { return nil }
        return candidates.first
    }

    /// Takes `trigger` and returns the `from`/`to` the log allows.
    /// `rows` are the machine's rows for the trigger under the profile (`ReplayTables`).
    mutating func step(_ rows: [Transition<State>]) -> (from: State?, to: State?) {
        // A callback the machine has no rows for (under this profile) says nothing about its state.
        guard !rows.isEmpty else { return (nil, nil) }
        let taken = candidates.map { now in rows.filter { now.contains($0.from) } } ?? []
        guard !taken.isEmpty else {
            // Unknown, or no row from here: say nothing, and pick the thread up again where the
            // table leads (unless the callback never changes the state anywhere).
            if rows.allSatisfy(\.isSelfLoop) { return (nil, nil) }
            candidates = Set(rows.map(\.to))
            return (nil, nil)
        }
        let froms = Set(taken.map(\.from)), tos = Set(taken.map(\.to))
        candidates = tos
        return (froms.count == 1 ? froms.first : nil, tos.count == 1 ? tos.first : nil)
    }
}

/// The model's rows per callback under one profile, looked up once rather than per event.
struct ReplayTables {
    let profile: Profile
    private let app: [[Transition<AppState>]]
    private let scene: [[Transition<SceneActivationState>]]
    let appTerminate: [Transition<AppState>]

    init(profile: Profile) {
        self.profile = profile
        app = Callback.allCases.map { callback in AppMachine.machine.transitions.filter { $0.trigger == .callback(callback) && $0.profiles.contains(profile) } }
        scene = Callback.allCases.map { callback in SceneMachine.machine.transitions.filter { $0.trigger == .callback(callback) && $0.profiles.contains(profile) } }
        appTerminate = AppMachine.machine.transitions.filter { $0.trigger == .silent(.terminate) && $0.profiles.contains(profile) }
    }

    func appRows(_ callback: Callback) -> [Transition<AppState>] { app[callback.rawValue] }
    func sceneRows(_ callback: Callback) -> [Transition<SceneActivationState>] { scene[callback.rawValue] }
}
