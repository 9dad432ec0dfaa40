/// How many connected scenes of a run are in each activation state, unknown apart: all the
/// app's aggregate state needs (lifecycle-facts.md §3: the most active scene's), kept as scenes
/// move, so that reading it costs the same with one scene or a hundred thousand (counting the
/// scenes at each step made an import of many scenes quadratic).
struct SceneTally: Sendable {
    /// One count per `SceneActivationState`, then one for unknown.
    private var counts = [Int](repeating: 0, count: SceneActivationState.allCases.count + 1)

    private static func bucket(_ state: SceneActivationState?) -> Int {
        state.map { SceneActivationState.allCases.firstIndex(of: $0) ?? 0 } ?? SceneActivationState.allCases.count
    }

    /// Counts `scene` if it is connected.
    mutating func add(_ scene: FollowedScene) {
        guard !scene.disconnected else { return }
        counts[Self.bucket(scene.activation)] += 1
    }

    /// Stops counting `scene` (as it was when added).
    mutating func remove(_ scene: FollowedScene) {
        guard !scene.disconnected else { return }
        counts[Self.bucket(scene.activation)] -= 1
    }

    mutating func removeAll() {
        for index in counts.indices { counts[index] = 0 }
    }

    /// Whether some connected scene's state is unknown.
    var hasUnknown: Bool { counts[SceneActivationState.allCases.count] > 0 }

    /// Whether no scene is connected.
    var isEmpty: Bool { !counts.contains { $0 > 0 } }

    /// `AppState.aggregate(of:)` over the connected scenes that make an app state (the most
    /// active one's, §3), read off the counts with no array: nil when none does.
    var contributing: AppState? {
        var best: AppState? = nil
        for (bucket, state) in SceneActivationState.allCases.enumerated() where counts[bucket] > 0 {
            guard let made = state.appState else { continue }
            if best.map({ made.activity > $0.activity }) ?? true { best = made }
        }
        return best
    }

    /// The activation states some connected scene is in.
    var present: [SceneActivationState] {
        SceneActivationState.allCases.enumerated().compactMap { counts[$0.offset] > 0 ? $0.element : nil }
    }
}
