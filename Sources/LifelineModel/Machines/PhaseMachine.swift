/// SwiftUI's `ScenePhase` machine for one scene (lifecycle-facts.md §5).
///
/// A phase follows its scene's activation state (`SceneActivationState.scenePhase`);
/// the app-level phase is `ScenePhase.aggregate(of:)` over the scenes.
public enum PhaseMachine {
    private static let swiftui: Set<Profile> = [.swiftui]

    /// SwiftUI's scene phases and the legal moves between them, each with its fact.
    public static let machine = StateMachine<ScenePhase>(
        kind: .phase, initial: .background,
        transitions: [
            Transition(
                .background, .phaseChange, .inactive, swiftui,
                Citation(.documented, "5", "https://developer.apple.com/documentation/swiftui/scenephase")),
            // "A scene can also return to the active phase from the background" (ScenePhase.background);
            // an App-level onChange at launch prints active alone (§5, device log).
            Transition(
                .background, .phaseChange, .active, swiftui,
                Citation(.documented, "5", "https://developer.apple.com/documentation/swiftui/scenephase/background")),
            Transition(
                .inactive, .phaseChange, .active, swiftui,
                Citation(.documented, "5", "https://developer.apple.com/documentation/swiftui/scenephase/active")),
            Transition(
                .active, .phaseChange, .inactive, swiftui,
                Citation(.documented, "5", "https://developer.apple.com/documentation/swiftui/scenephase/active")),
            Transition(
                .inactive, .phaseChange, .background, swiftui,
                Citation(.documented, "5", "https://developer.apple.com/documentation/swiftui/scenephase"))
        ])
}
