/// How many connected scenes of a run are in each activation state, unknown apart: all the
/// app's aggregate state needs (lifecycle-facts.md §3: the most active scene's), kept as scenes
/// move, so that reading it costs the same with one scene or a hundred thousand (counting the
/// scenes at each step made an import of many scenes quadratic).
struct SceneTally: Sendable {
    /// One count per `SceneActivationState`, then one for unknown.
    private var counts = [Int](repeating: 0, count: SceneActivationState.allCases.count + 1)
    /// How many connected scenes are counted.
    private var connected = 0

    /// The scene states that make an app state, with the state they make, most active first:
    /// `AppState.aggregate(of:)` unrolled once, so the aggregate is read off the counts.
    private static let contributing: [(bucket: Int, made: AppState)] = SceneActivationState.allCases.enumerated()
        .compactMap { entry in entry.element.appState.map { (bucket: entry.offset, made: $0) } }
        .sorted { $0.made.activity > $1.made.activity }

    private static func bucket(_ state: SceneActivationState?) -> Int {
        state.map(\.slot) ?? SceneActivationState.allCases.count
    }

    /// Counts `scene` if it is connected.
    mutating func add(_ scene: FollowedScene) {
        guard !scene.disconnected else { return }
        counts[Self.bucket(scene.activation)] += 1
        connected += 1
    }

    /// Stops counting `scene` (as it was when added).
    mutating func remove(_ scene: FollowedScene) {
        guard !scene.disconnected else { return }
        counts[Self.bucket(scene.activation)] -= 1
        connected -= 1
    }

    mutating func removeAll() {
        for index in counts.indices { counts[index] = 0 }
        connected = 0
    }

    /// Whether some connected scene's state is unknown.
    var hasUnknown: Bool { counts[SceneActivationState.allCases.count] > 0 }

    /// Whether no scene is connected.
    var isEmpty: Bool { connected == 0 }

    /// `AppState.aggregate(of:)` over the connected scenes that make an app state (the most
    /// active one's, §3), read off the counts with no array: nil when none does.
    var contributing: AppState? {
        for entry in Self.contributing where counts[entry.bucket] > 0 { return entry.made }
        return nil
    }

    /// The activation states some connected scene is in.
    var present: [SceneActivationState] {
        SceneActivationState.allCases.enumerated().compactMap { counts[$0.offset] > 0 ? $0.element : nil }
    }
}
