import LifelineModel

/// What `TraceStats` keeps per scene: 64 bytes of plain values, no heap storage of its own,
/// so a trace with hundreds of thousands of scenes costs one cache line per scene and no
/// allocation per scene.
struct SceneTally {
    /// Microseconds in each closed state interval.
    var time = StateTimes()
    /// When the current state was entered.
    var since: Int64 = 0
    /// Callbacks delivered to the scene's delegate.
    var callbacks = 0
    /// The current state; nil before the first and after `finish`.
    var state: SceneActivationState?
    /// The last callback, for directly-follows pairs (nil after a disconnect: a new scene
    /// delegate's first callback follows nothing).
    var lastCallback: Callback?
    /// Whether any state interval has been closed: the row then lists its times (all five,
    /// zeros included); a scene that only ever received callbacks lists none.
    var timed = false

    /// Closes the current state interval at `now`.
    mutating func close(at now: Int64) {
        guard let state else { return }
        time[state] += now - since
        timed = true
    }
}

/// Microseconds per `SceneActivationState`, as inline fields rather than an array: an array
/// per scene is a heap allocation (and 72 bytes) per scene.
struct StateTimes: Equatable {
    private var unattached: Int64 = 0
    private var foregroundInactive: Int64 = 0
    private var foregroundActive: Int64 = 0
    private var background: Int64 = 0
    private var suspended: Int64 = 0

    subscript(state: SceneActivationState) -> Int64 {
        get {
            switch state {
            case .unattached: return unattached
            case .foregroundInactive: return foregroundInactive
            case .foregroundActive: return foregroundActive
            case .background: return background
            case .suspended: return suspended
            }
        }
        set {
            switch state {
            case .unattached: unattached = newValue
            case .foregroundInactive: foregroundInactive = newValue
            case .foregroundActive: foregroundActive = newValue
            case .background: background = newValue
            case .suspended: suspended = newValue
            }
        }
    }

    /// In `SceneActivationState.allCases` order, as the reports list them.
    var all: [Int64] { SceneActivationState.allCases.map { self[$0] } }
}
