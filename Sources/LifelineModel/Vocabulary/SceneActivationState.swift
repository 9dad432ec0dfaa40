/// A scene's activation state: `UIScene.ActivationState` plus the diagram's suspended state.
///
/// UIKit's enum has four cases (lifecycle-facts.md §4.1); suspended is a state of Apple's
/// scene diagram, not an enum value, and is kept here because traces show it.
public enum SceneActivationState: String, LifecycleState, Codable {
    case unattached, foregroundInactive, foregroundActive, background, suspended

    /// The state's name in traces and diagrams.
    public var displayName: String {
        switch self {
        case .unattached: return "Unattached"
        case .foregroundInactive: return "Foreground inactive"
        case .foregroundActive: return "Foreground active"
        case .background: return "Background"
        case .suspended: return "Suspended"
        }
    }

    /// What the state means, in one sentence.
    public var explanation: String {
        switch self {
        case .unattached: return "Not connected to the app: new, or released to reclaim resources."
        case .foregroundInactive: return "On screen but not receiving events; a transition state."
        case .foregroundActive: return "On screen and receiving events."
        case .background: return "Off screen, still running code."
        case .suspended: return "Off screen, running no code."
        }
    }

    /// UIKit's raw value of `UIScene.ActivationState` (lifecycle-facts.md §4.1), nil for suspended.
    package var uiKitRawValue: Int? {
        switch self {
        case .unattached: return -1
        case .foregroundActive: return 0
        case .foregroundInactive: return 1
        case .background: return 2
        case .suspended: return nil
        }
    }

    /// The app state this scene contributes: `applicationState` "takes the value of the most
    /// active scene" (lifecycle-facts.md §3). An unattached scene contributes nothing.
    package var appState: AppState? {
        switch self {
        case .unattached: return nil
        case .foregroundInactive: return .inactive
        case .foregroundActive: return .active
        case .background: return .background
        case .suspended: return .suspended
        }
    }

    /// The SwiftUI phase a view in this scene sees (lifecycle-facts.md §5).
    package var scenePhase: ScenePhase {
        switch self {
        case .foregroundActive: return .active
        case .foregroundInactive: return .inactive
        case .background, .suspended, .unattached: return .background
        }
    }
}

extension AppState {
    /// How active a state is, for "the most active scene" (higher is more active).
    package var activity: Int {
        switch self {
        case .notRunning: return 0
        case .suspended: return 1
        case .background: return 2
        case .inactive: return 3
        case .active: return 4
        }
    }

    /// The aggregate app state of a scene-based app: the most active connected scene's, or
    /// background when no scene contributes, since "a scene-based app launches in the
    /// background state" (lifecycle-facts.md §3).
    package static func aggregate<S: Sequence>(of scenes: S) -> AppState where S.Element == SceneActivationState {
        var best: AppState? = nil
        for scene in scenes {
            guard let state = scene.appState else { continue }
            if best == nil || state.activity > (best?.activity ?? 0) { best = state }
        }
        return best ?? .background
    }
}

extension SceneActivationState {
    /// A dense number (0 ..< `allCases.count`, in declaration order) for the compiled tables.
    @inlinable public var slot: Int {
        switch self {
        case .unattached: return 0
        case .foregroundInactive: return 1
        case .foregroundActive: return 2
        case .background: return 3
        case .suspended: return 4
        }
    }
}
