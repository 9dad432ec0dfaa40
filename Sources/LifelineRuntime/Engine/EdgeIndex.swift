import LifelineModel

/// The runtime's view of the model's compiled machines (`MachineIndex`): each step is an
/// array read; the runtime asks the tables, it never restates them.
struct EdgeIndex {
    private let index: MachineIndex

    init(profile: Profile) { index = MachineIndex.of(profile) }

    /// Where a callback edge from `state` leads: `target` if an edge leads there, or with no
    /// target the first edge in the model's row order; nil if no edge allows it; `state` itself
    /// for a callback the machine has no edge for anywhere.
    @inline(__always)
    func appTarget(from state: AppState, on callback: Callback, preferring target: AppState?) -> AppState? {
        let code = TriggerCode.of(callback)
        // A callback the machine has no edge for anywhere (legacy restoration's) moves no
        // state, as the follower reads it.
        guard index.app.knows(code) else { return target == nil || target == state ? state : nil }
        guard let target else { return index.app.target(from: state, on: code) }
        return index.app.leads(from: state, on: code, to: target) ? target : nil
    }

    /// As `appTarget`, for the scene machine.
    @inline(__always)
    func sceneTarget(
        from state: SceneActivationState, on callback: Callback,
        preferring target: SceneActivationState?
    ) -> SceneActivationState? {
        let code = TriggerCode.of(callback)
        guard let target else { return index.scene.target(from: state, on: code) }
        return index.scene.leads(from: state, on: code, to: target) ? target : nil
    }

    @inline(__always) static func bit(_ state: AppState) -> UInt8 { 1 << state.slot }
    @inline(__always) static func bit(_ state: SceneActivationState) -> UInt8 { 1 << state.slot }

    /// Where the app machine's edges from `state` on `trigger` lead, in the model's row order.
    func appTargets(from state: AppState, on trigger: Trigger) -> [AppState] {
        index.app.targets(from: state, on: trigger.code)
    }

    /// Where the scene machine's edges from `state` on `trigger` lead, in the model's row order.
    func sceneTargets(from state: SceneActivationState, on trigger: Trigger) -> [SceneActivationState] {
        index.scene.targets(from: state, on: trigger.code)
    }

    /// The notification that shows an aggregate change `from` → `to`, if the app machine has one.
    func notification(forAggregate from: AppState, to: AppState) -> LifecycleNotification? {
        index.notification(forAggregate: from, to: to)
    }

    /// Whether `notification` is one of the aggregate-state notifications under this profile.
    func isAggregateState(_ notification: LifecycleNotification) -> Bool { index.isAggregateState(notification) }

    /// The notifications the catalogue says accompany `callback`.
    func notifications(accompanying callback: Callback) -> [LifecycleNotification] {
        index.accompanying[callback.rawValue]
    }
}
