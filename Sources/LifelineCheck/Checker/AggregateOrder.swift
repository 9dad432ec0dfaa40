import LifelineModel

/// `AppState.aggregate(of:)` unrolled once into a table: the scene states that contribute an
/// app state, most active first, so the checker finds the aggregate by scanning counts.
///
/// Built from the model's own `aggregate(of:)` rather than restating "most active scene":
/// each contributing state is ranked by what the model makes of it alone.
struct AggregateOrder {
    /// (`SceneActivationState.allCases` index, the app state it makes), most active first.
    let contributing: [(sceneState: Int, appState: AppState)]
    /// The aggregate when no scene contributes.
    let none: AppState

    init() {
        let all = SceneActivationState.allCases
        none = AppState.aggregate(of: [SceneActivationState]())
        let alone = all.indices.compactMap { index -> (Int, AppState)? in
            guard all[index].appState != nil else { return nil }
            return (index, AppState.aggregate(of: [all[index]]))
        }
        // Rank by pairwise aggregation: a state comes before another if their aggregate is its own.
        contributing = alone.sorted { a, b in
            AppState.aggregate(of: [all[a.0], all[b.0]]) == a.1 && a.1 != b.1
        }.map { (sceneState: $0.0, appState: $0.1) }
    }
}
