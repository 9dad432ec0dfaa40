/// What moves a reference state machine along one edge.
public enum Trigger: Hashable, Sendable {
    /// A delegate method.
    case callback(Callback)
    /// A change visible only through a notification: a scene-based app's aggregate state moves
    /// without any app-delegate call.
    case notification(LifecycleNotification)
    /// A change UIKit makes without telling anyone (suspension, purge).
    case silent(SilentTransition)
    /// A SwiftUI `ScenePhase` change, seen through `onChange(of: scenePhase)`.
    case phaseChange

    /// The label drawn on a diagram edge.
    public var label: String {
        switch self {
        case .callback(let callback): return callback.swiftName
        case .notification(let notification): return notification.name
        case .silent(let silent): return "(\(silent.rawValue))"
        case .phaseChange: return "onChange(of: scenePhase)"
        }
    }

    /// The callback, when the trigger is one.
    public var callback: Callback? {
        if case .callback(let callback) = self { return callback }
        return nil
    }
}

/// State changes that happen with no delegate call; traces record them as `state` events.
public enum SilentTransition: String, CaseIterable, Sendable, Codable {
    /// Its position in `allCases`: the small integer tables and evidence index it by, as
    /// `Callback.rawValue` indexes callbacks. By a switch in declaration order (a test holds
    /// it to `allCases`): `allCases` builds an array, and a dictionary hashed the case's
    /// name on every silent move the follower took (Docs/performance-check-speed.md).
    @inlinable package var position: Int {
        switch self {
        case .suspend: return 0
        case .resume: return 1
        case .purge: return 2
        case .connectInBackground: return 3
        case .terminate: return 4
        }
    }

    /// Background → suspended: "does not notify them before doing so" (§1.2).
    case suspend
    /// Suspended → background, to deliver an event or before returning to the foreground (§1.5).
    case resume
    /// Suspended → gone: purged under memory pressure or killed from the switcher (§1.4).
    case purge
    /// A system-requested scene moves to the background to process an event (§4.1).
    case connectInBackground
    /// The system ends a running process without `applicationWillTerminate(_:)`: a launch or
    /// a background transition that overran its budget (§1.1, §1.2).
    case terminate

    package var explanation: String {
        switch self {
        case .suspend: return "The system suspends the app without notifying it."
        case .resume: return "The system resumes the suspended app in the background."
        case .purge: return "The system ends the suspended process without notice."
        case .connectInBackground:
            return "A scene the system requested moves straight to the background to process an event."
        case .terminate: return "The system kills the process for overrunning a time budget; no delegate method runs."
        }
    }
}
