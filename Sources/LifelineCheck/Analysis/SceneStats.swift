import LifelineModel

/// What `TraceStats` keeps per scene: plain values, no heap storage of its own, so a trace
/// with hundreds of thousands of scenes costs about one cache line per scene and no
/// allocation per scene.
struct SceneStats {
    /// Microseconds in each closed state interval, by `SceneActivationState.slot`.
    var time = StateTimes()
    /// When the current state was entered.
    var since: Int64 = 0
    /// Callbacks delivered to the scene's delegate.
    var callbacks = 0
    /// The current state, as the follower reads it; nil when unknown, after the scene is gone
    /// and after `finish`.
    var state: SceneActivationState?
    /// The last callback, for directly-follows pairs (nil after a disconnect or its run's end:
    /// a new scene delegate's first callback follows nothing).
    var lastCallback: Callback?
    /// Whether any state interval has been closed: the row then lists its times (all five,
    /// zeros included); a scene that only ever received callbacks lists none.
    var timed = false
    /// The process run the tally last took part in, so a run's end reaches only its scenes.
    var run: Int32 = 0

    /// Closes the current state interval at `now`.
    mutating func close(at now: Int64) {
        guard let state else { return }
        time[state.slot] += now - since
        timed = true
    }
}

/// Microseconds per state of one machine, by the state's `slot`, as inline fields rather than
/// an array: an array per scene is a heap allocation (and 72 bytes) per scene.
struct StateTimes {
    private var times: (Int64, Int64, Int64, Int64, Int64) = (0, 0, 0, 0, 0)

    subscript(slot: Int) -> Int64 {
        get {
            switch slot {
            case 0: return times.0
            case 1: return times.1
            case 2: return times.2
            case 3: return times.3
            default: return times.4
            }
        }
        set {
            switch slot {
            case 0: times.0 = newValue
            case 1: times.1 = newValue
            case 2: times.2 = newValue
            case 3: times.3 = newValue
            default: times.4 = newValue
            }
        }
    }

    /// The first `count` slots, in `allCases` order, as the reports list them.
    func all(_ count: Int) -> [Int64] { (0..<count).map { self[$0] } }
}
