import LifelineModel

/// The model's state machines, indexed for one profile so that each step is a dictionary
/// look-up: the runtime asks the tables, it never restates them.
struct EdgeIndex {
    private struct Key<State: Hashable>: Hashable {
        var from: State
        var trigger: Trigger
    }
    private var app: [Key<AppState>: [Transition<AppState>]] = [:]
    private var scene: [Key<SceneActivationState>: [Transition<SceneActivationState>]] = [:]
    /// Notifications that move a scene-based app's aggregate state (AppMachine edges
    /// triggered by a notification), keyed by "from>to".
    private var aggregateByPair: [String: LifecycleNotification] = [:]
    private var aggregateSet: Set<LifecycleNotification> = []
    /// The notifications that accompany each callback, by `Callback.rawValue`.
    private var accompanying: [[LifecycleNotification]] = Array(repeating: [], count: Callback.allCases.count)

    init(profile: Profile) {
        for row in AppMachine.machine.transitions(for: profile) {
            app[Key(from: row.from, trigger: row.trigger), default: []].append(row)
            if case .notification(let notification) = row.trigger {
                aggregateByPair[row.from.rawValue + ">" + row.to.rawValue] = notification
                aggregateSet.insert(notification)
            }
        }
        for entry in NotificationCatalogue.entries {
            for callback in entry.accompanies { accompanying[callback.rawValue].append(entry.notification) }
        }
        for row in SceneMachine.machine.transitions(for: profile) {
            scene[Key(from: row.from, trigger: row.trigger), default: []].append(row)
        }
    }

    func appEdges(from state: AppState, on trigger: Trigger) -> [Transition<AppState>] {
        app[Key(from: state, trigger: trigger)] ?? []
    }

    func sceneEdges(from state: SceneActivationState, on trigger: Trigger) -> [Transition<SceneActivationState>] {
        scene[Key(from: state, trigger: trigger)] ?? []
    }

    /// The notification that shows an aggregate change `from` → `to`, if the app machine has one.
    func notification(forAggregate from: AppState, to: AppState) -> LifecycleNotification? {
        aggregateByPair[from.rawValue + ">" + to.rawValue]
    }

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
