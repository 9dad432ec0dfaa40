/// SwiftUI's `ScenePhase` (iOS 14+): active, inactive, background (lifecycle-facts.md §5).
public enum ScenePhase: String, LifecycleState, Codable {
    case active, inactive, background

    /// The phase's name in traces and diagrams.
    public var displayName: String { rawValue }

    /// What the phase means, in one sentence.
    public var explanation: String {
        switch self {
        case .active: return "The scene is in the foreground and interactive."
        case .inactive: return "The scene is visible or passing through, but not interactive."
        case .background: return "The scene is not visible; expect the app to terminate."
        }
    }

    /// The app-level phase: "active if any scene is active, or a value of inactive when no
    /// scenes are active" [DOCUMENTED]; background when every scene is background, which the
    /// documentation's own example implies but never states [UNSURE] (lifecycle-facts.md §5, §8.13).
    package static func aggregate<S: Sequence>(of phases: S) -> ScenePhase where S.Element == ScenePhase {
        var sawInactive = false
        for phase in phases {
            if phase == .active { return .active }
            if phase == .inactive { sawInactive = true }
        }
        return sawInactive ? .inactive : .background
    }
}

/// Where a SwiftUI `ScenePhase` is read: the three levels SwiftUI reports it at.
public enum PhaseLevel: String, CaseIterable, Sendable, Codable {
    /// `@Environment(\.scenePhase)` in a view: the containing scene's phase.
    case view
    /// In a `Scene`'s body: that scene's phase.
    case scene
    /// In the `App`: the aggregate over all scenes.
    case app

    /// One plain-language sentence for teaching: whose phase it is (lifecycle-facts.md §5).
    public var explanation: String {
        switch self {
        case .view: return "A view's @Environment(\\.scenePhase) follows its scene's phase."
        case .scene: return "The scene's own phase follows its activation state."
        case .app:
            return """
                The App's phase is the aggregate: active if any scene is active, else inactive, or background when every \
                scene is.
                """
        }
    }
}

extension ScenePhase {
    /// A dense number (0 ..< `allCases.count`, in declaration order) for the compiled tables.
    @inlinable public var slot: Int {
        switch self {
        case .active: return 0
        case .inactive: return 1
        case .background: return 2
        }
    }
}
