import LifelineModel
import LifelineTrace

/// Follows each scene's SwiftUI phase and the App's aggregate, and says which `phase` events a
/// scene state change produces (lifecycle-facts.md §5; the order scene → views → app is
/// Lifeline's choice, since Apple documents none).
struct PhaseTracker {
    private var phases: [String: ScenePhase] = [:]
    private var order: [String] = []
    private(set) var appPhase: ScenePhase = PhaseMachine.machine.initial
    /// The App's phase when every scene is in the background: `.background`, or `.inactive`
    /// under the §8.13 variant (the overview's "inactive when no scenes are active").
    var backgroundAppPhase: ScenePhase = .background

    struct Change {
        var level: PhaseLevel
        var view: String?
        var from: ScenePhase
        var to: ScenePhase
    }

    /// Records that `scene` is now in `state`; returns the scene's and the App's phase changes.
    mutating func update(scene: String, state: SceneActivationState, disconnected: Bool)
        -> (scene: (ScenePhase, ScenePhase)?, app: (ScenePhase, ScenePhase)?) {
        let old = phases[scene] ?? PhaseMachine.machine.initial
        let new = state.scenePhase
        if phases[scene] == nil { order.append(scene) }
        phases[scene] = new
        if disconnected {
            phases[scene] = nil
            order.removeAll { $0 == scene }
        }
        var aggregate = ScenePhase.aggregate(of: order.compactMap { phases[$0] })
        if aggregate == .background, !order.isEmpty { aggregate = backgroundAppPhase }
        let appChange = aggregate == appPhase ? nil : (appPhase, aggregate)
        appPhase = aggregate
        return (old == new ? nil : (old, new), appChange)
    }

    /// A new process run starts with no scenes.
    mutating func reset() {
        phases = [:]
        order = []
        appPhase = PhaseMachine.machine.initial
    }
}
