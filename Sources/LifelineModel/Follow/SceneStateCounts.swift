/// How many connected scenes of a run are in each activation state, unknown apart: all the
/// app's aggregate state needs (lifecycle-facts.md §3: the most active scene's), kept as scenes
/// move, so that reading it costs the same with one scene or a hundred thousand (counting the
/// scenes at each step made an import of many scenes quadratic).
struct SceneStateCounts: Sendable {
    /// One count per `SceneActivationState`, then one for unknown: a vector in place rather
    /// than an array, whose uniqueness check and bounds cost more than the count (a run holds
    /// at most `TraceFollower.sceneLimit` scenes, far below `Int32.max`).
    private var counts = SIMD8<Int32>()
    /// Which of those counts are above zero, a bit each (bit `slot`; the last bit, unknown):
    /// the aggregate is a look-up of these bits, read on every step that moves a scene.
    private var present: UInt8 = 0
    private static let unknownBucket = SceneActivationState.allCases.count

    /// `AppState.aggregate(of:)` of every set of scene states, by its bits: the app state the
    /// most active one makes, nil when none makes one. Built once from the model, so the rule
    /// of "the most active scene" stays the model's.
    private static let aggregateOf: [AppState?] = (0..<(1 << SceneActivationState.allCases.count)).map { bits in
        let states = SceneActivationState.allCases.filter { bits & (1 << $0.slot) != 0 }
        return states.contains { $0.appState != nil } ? AppState.aggregate(of: states) : nil
    }

    private static func bucket(_ state: SceneActivationState?) -> Int {
        state.map(\.slot) ?? unknownBucket
    }

    /// Counts `scene` if it is connected.
    mutating func add(_ scene: FollowedScene) {
        guard !scene.disconnected else { return }
        let bucket = Self.bucket(scene.activation)
        counts[bucket] += 1
        present |= 1 << UInt8(bucket)
    }

    /// Stops counting `scene` (as it was when added).
    mutating func remove(_ scene: FollowedScene) {
        guard !scene.disconnected else { return }
        let bucket = Self.bucket(scene.activation)
        counts[bucket] -= 1
        if counts[bucket] == 0 { present &= ~(1 << UInt8(bucket)) }
    }

    mutating func removeAll() {
        counts = SIMD8()
        present = 0
    }

    /// Whether some connected scene's state is unknown.
    var hasUnknown: Bool { present & (1 << UInt8(Self.unknownBucket)) != 0 }

    /// Whether no scene is connected.
    var isEmpty: Bool { present == 0 }

    /// `AppState.aggregate(of:)` over the connected scenes that make an app state (the most
    /// active one's, §3): nil when none does.
    var contributing: AppState? {
        Self.aggregateOf[Int(present & ~(1 << UInt8(Self.unknownBucket)))]
    }
}
