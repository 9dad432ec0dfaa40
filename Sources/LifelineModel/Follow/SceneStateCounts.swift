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
    private static let aggregateTable: [AppState?] = (0..<(1 << SceneActivationState.allCases.count)).map { bits in
        let states = SceneActivationState.allCases.filter { bits & (1 << $0.slot) != 0 }
        return states.contains { $0.appState != nil } ? AppState.aggregate(of: states) : nil
    }
    /// `aggregateTable`, held by each tally: a static read on every step that moves a scene
    /// went through `swift_once` each time.
    private let aggregateOf = SceneStateCounts.aggregateTable

    private static func bucket(_ state: SceneActivationState?) -> Int {
        state.map(\.slot) ?? unknownBucket
    }

    /// The bucket `scene` is counted in: its state's, or unknown's; -1 when it is not counted
    /// (disconnected).
    @inline(__always)
    static func bucket(of scene: FollowedScene) -> Int8 {
        scene.disconnected ? -1 : Int8(truncatingIfNeeded: bucket(scene.activation))
    }

    /// Moves one scene from bucket `old` to bucket `new` (-1: not counted): nothing when they
    /// are the same, as for most events, which leave their scene's state as it was.
    @inline(__always)
    mutating func move(from old: Int8, to new: Int8) {
        guard old != new else { return }
        if old >= 0 {
            let bucket = Int(old)
            counts[bucket] -= 1
            if counts[bucket] == 0 { present &= ~(1 << UInt8(bucket)) }
        }
        if new >= 0 {
            let bucket = Int(new)
            counts[bucket] += 1
            present |= 1 << UInt8(bucket)
        }
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
        aggregateOf[Int(present & ~(1 << UInt8(Self.unknownBucket)))]
    }
}
