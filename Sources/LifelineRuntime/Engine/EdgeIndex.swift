import LifelineModel

/// The model's state machines, indexed for one profile so that each step is an array or
/// dictionary look-up: the runtime asks the tables, it never restates them.
///
/// A step needs only where each edge leads, so that is what is kept: the model's rows carry
/// citations and profile sets that would be copied on every look-up. Callback edges, nearly
/// every step, are found by number rather than by hashing a `Trigger`.
struct EdgeIndex {
    private struct Key<State: Hashable>: Hashable {
        var from: State
        var trigger: Trigger
    }
    private static let callbacks = Callback.allCases.count
    /// Targets of callback edges, at `slot(from) * callbacks + callback.rawValue`.
    private var appByCallback: [[AppState]]
    private var sceneByCallback: [[SceneActivationState]]
    /// Targets of the other edges (silent changes, notifications).
    private var app: [Key<AppState>: [AppState]] = [:]
    private var scene: [Key<SceneActivationState>: [SceneActivationState]] = [:]
    /// Notifications that move a scene-based app's aggregate state (AppMachine edges
    /// triggered by a notification), at `slot(from) * 5 + slot(to)`: an array rather than a
    /// dictionary, because a scene step asks whenever the aggregate moves.
    private var aggregateByPair: [LifecycleNotification?] =
        Array(repeating: nil, count: AppState.allCases.count * AppState.allCases.count)
    private var aggregateSet: Set<LifecycleNotification> = []
    /// The notifications that accompany each callback, by `Callback.rawValue`.
    private var accompanying: [[LifecycleNotification]] = Array(repeating: [], count: Callback.allCases.count)
    /// The callback edges again, flat, for the step's look-up (`appTarget`, `sceneTarget`).
    private var appChoices = Choices<AppState>()
    private var sceneChoices = Choices<SceneActivationState>()

    init(profile: Profile) {
        appByCallback = Array(repeating: [], count: AppState.allCases.count * EdgeIndex.callbacks)
        sceneByCallback = Array(repeating: [], count: SceneActivationState.allCases.count * EdgeIndex.callbacks)
        for row in AppMachine.machine.transitions(for: profile) {
            if case .callback(let callback) = row.trigger {
                appByCallback[EdgeIndex.slot(row.from) * EdgeIndex.callbacks + callback.rawValue].append(row.to)
            } else {
                app[Key(from: row.from, trigger: row.trigger), default: []].append(row.to)
            }
            if case .notification(let notification) = row.trigger {
                aggregateByPair[EdgeIndex.pair(row.from, row.to)] = notification
                aggregateSet.insert(notification)
            }
        }
        for entry in NotificationCatalogue.entries {
            for callback in entry.accompanies { accompanying[callback.rawValue].append(entry.notification) }
        }
        for row in SceneMachine.machine.transitions(for: profile) {
            if case .callback(let callback) = row.trigger {
                sceneByCallback[EdgeIndex.slot(row.from) * EdgeIndex.callbacks + callback.rawValue].append(row.to)
            } else {
                scene[Key(from: row.from, trigger: row.trigger), default: []].append(row.to)
            }
        }
        appChoices = Choices(appByCallback, bit: EdgeIndex.bit)
        sceneChoices = Choices(sceneByCallback, bit: EdgeIndex.bit)
    }

    /// Where a callback edge from `state` leads: `target` if an edge leads there, or with no
    /// target the first edge in the model's row order; nil if no edge allows it. The same as
    /// `appTargets(…).first { target == nil || $0 == target }`, without copying the targets
    /// out (a retain and a release per step).
    func appTarget(from state: AppState, on callback: Callback, preferring target: AppState?) -> AppState? {
        appChoices.target(EdgeIndex.slot(state) * EdgeIndex.callbacks + callback.rawValue, preferring: target,
                          bit: target.map(EdgeIndex.bit) ?? 0)
    }

    /// As `appTarget`, for the scene machine.
    func sceneTarget(from state: SceneActivationState, on callback: Callback,
                     preferring target: SceneActivationState?) -> SceneActivationState? {
        sceneChoices.target(EdgeIndex.slot(state) * EdgeIndex.callbacks + callback.rawValue, preferring: target,
                            bit: target.map(EdgeIndex.bit) ?? 0)
    }

    /// Each callback slot's targets as two flat arrays of plain values: the first in row
    /// order, and all of them as bits (`EdgeIndex.bit`).
    private struct Choices<State> {
        private var first: [State?] = []
        private var all: [UInt8] = []

        init() {}

        init(_ targets: [[State]], bit: (State) -> UInt8) {
            first = targets.map(\.first)
            all = targets.map { $0.reduce(0) { $0 | bit($1) } }
        }

        func target(_ slot: Int, preferring target: State?, bit: UInt8) -> State? {
            guard target != nil else { return first[slot] }
            return all[slot] & bit != 0 ? target : nil
        }
    }

    @inline(__always) static func bit(_ state: AppState) -> UInt8 { 1 << slot(state) }
    @inline(__always) static func bit(_ state: SceneActivationState) -> UInt8 { 1 << slot(state) }

    /// Where the app machine's edges from `state` on `trigger` lead, in the model's row order.
    func appTargets(from state: AppState, on trigger: Trigger) -> [AppState] {
        if case .callback(let callback) = trigger {
            return appByCallback[EdgeIndex.slot(state) * EdgeIndex.callbacks + callback.rawValue]
        }
        return app[Key(from: state, trigger: trigger)] ?? []
    }

    /// Where the scene machine's edges from `state` on `trigger` lead, in the model's row order.
    func sceneTargets(from state: SceneActivationState, on trigger: Trigger) -> [SceneActivationState] {
        if case .callback(let callback) = trigger {
            return sceneByCallback[EdgeIndex.slot(state) * EdgeIndex.callbacks + callback.rawValue]
        }
        return scene[Key(from: state, trigger: trigger)] ?? []
    }

    /// A dense number for each app state (0 ..< 5).
    @inline(__always) static func slot(_ state: AppState) -> Int {
        switch state {
        case .notRunning: return 0
        case .inactive: return 1
        case .active: return 2
        case .background: return 3
        case .suspended: return 4
        }
    }

    /// A dense number for each scene state (0 ..< 5).
    @inline(__always) static func slot(_ state: SceneActivationState) -> Int {
        switch state {
        case .unattached: return 0
        case .foregroundInactive: return 1
        case .foregroundActive: return 2
        case .background: return 3
        case .suspended: return 4
        }
    }

    /// The notification that shows an aggregate change `from` → `to`, if the app machine has one.
    func notification(forAggregate from: AppState, to: AppState) -> LifecycleNotification? {
        aggregateByPair[EdgeIndex.pair(from, to)]
    }

    private static func pair(_ from: AppState, _ to: AppState) -> Int { slot(from) * AppState.allCases.count + slot(to) }

    /// Whether `notification` is one of the aggregate-state notifications under this profile
    /// (posted when the aggregate changes rather than beside each delegate call).
    func isAggregateState(_ notification: LifecycleNotification) -> Bool {
        aggregateSet.contains(notification)
    }

    /// The notifications the catalogue says accompany `callback`.
    func notifications(accompanying callback: Callback) -> [LifecycleNotification] {
        accompanying[callback.rawValue]
    }
}
