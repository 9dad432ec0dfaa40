import LifelineModel

/// Follows each window's SwiftUI phase, each scene declaration's and the App's, and says which
/// `phase` events a scene state change produces (lifecycle-facts.md §5; the order scene → views
/// → app is Lifeline's choice, since Apple documents none).
///
/// Three readings of one `scenePhase` (the ScenePhase page): a view reads its own window's; a
/// custom `Scene` reads "an aggregation of all the scene instances" its declaration created
/// (two windows of one `WindowGroup`, one in the background and one active: active); the App
/// reads the aggregate of every window.
struct PhaseTracker {
    /// Each connected window's phase, and the declaration it came from.
    private var phases: [String: ScenePhase] = [:]
    private var groups: [String: String] = [:]
    /// The windows in the order they connected (the aggregates read them in this order).
    private var order: [String] = []
    /// Each declaration's phase: the aggregate of its windows'.
    private var declared: [String: ScenePhase] = [:]
    private(set) var appPhase: ScenePhase = PhaseMachine.machine.initial
    /// The App's phase when every scene is in the background: `.background`, or `.inactive`
    /// under the §8.13 variant (the overview's "inactive when no scenes are active").
    var backgroundAppPhase: ScenePhase = .background

    /// What one window's state change does to the three readings.
    struct Update {
        /// The window's own phase (what its views read).
        var window: (from: ScenePhase, to: ScenePhase)?
        /// Its declaration's phase, and a window of the declaration now in that phase, which
        /// the trace's scene-level event names: the changed window when it is one.
        var declaration: (from: ScenePhase, to: ScenePhase, window: String)?
        /// The App's.
        var app: (from: ScenePhase, to: ScenePhase)?
    }

    /// Records that window `scene`, of declaration `group`, is now in `state`.
    mutating func update(scene: String, group: String, state: SceneActivationState, disconnected: Bool) -> Update {
        let old = phases[scene] ?? PhaseMachine.machine.initial
        let new = state.scenePhase
        if phases[scene] == nil {
            order.append(scene)
            groups[scene] = group
        }
        phases[scene] = new
        if disconnected {
            phases[scene] = nil
            groups[scene] = nil
            order.removeAll { $0 == scene }
        }
        var update = Update()
        if old != new { update.window = (old, new) }

        let members = order.filter { groups[$0] == group }
        let declaration = ScenePhase.aggregate(of: members.compactMap { phases[$0] })
        let before = declared[group] ?? PhaseMachine.machine.initial
        declared[group] = members.isEmpty ? nil : declaration
        if declaration != before {
            let named =
                phases[scene] == declaration || disconnected
                ? scene : members.first { phases[$0] == declaration } ?? scene
            update.declaration = (before, declaration, named)
        }

        var aggregate = ScenePhase.aggregate(of: order.compactMap { phases[$0] })
        if aggregate == .background, !order.isEmpty { aggregate = backgroundAppPhase }
        if aggregate != appPhase { update.app = (appPhase, aggregate) }
        appPhase = aggregate
        return update
    }

    /// A new process run starts with no scenes.
    mutating func reset() {
        phases = [:]
        groups = [:]
        order = []
        declared = [:]
        appPhase = PhaseMachine.machine.initial
    }
}
