import LifelineTrace

/// One user or system action of a scenario.
public enum ActionKind: Equatable, Sendable {
    /// The user taps the icon: a cold launch, or a return from the background.
    case launch
    /// The user opens a URL (cold or warm).
    case openURL(String)
    /// Handoff, a universal link or SiriKit hands over a user activity.
    case continueActivity(String)
    /// A Home Screen quick action.
    case quickAction(String)
    /// The system launches or wakes the app in the background.
    case backgroundEvent(BackgroundEvent)
    /// A notification (`identifier`) arrives while the app is in the foreground (willPresent).
    case notification(String)
    /// The user taps a notification (`identifier`): a launch or a return, with the response.
    case notificationResponse(String)
    /// In the background, the app's `beginBackgroundTask` work takes `seconds`; past the
    /// allowance the expiration handler runs, and ends the task unless `endsTask` is false.
    case backgroundTask(seconds: Double, endsTask: Bool)
    /// iOS 15+: the system prewarms the process, which runs up to UIApplicationMain.
    case prewarm
    /// The app asks UIApplication to activate, destroy or refresh a scene session (§14);
    /// `target` is a session id (activation) or a scene id (destruction, refresh).
    case sceneRequest(SceneRequest, target: String?)
    case home
    /// The user opens the app switcher (the app resigns active and stays visible).
    case switcher
    /// The user comes back to the app: from the switcher, or from the background.
    case returnToApp
    /// A temporary interruption (alert, call, Control Center) lasting `seconds`.
    case interruption(String, seconds: Double)
    case lock
    case unlock
    /// The user swipes the app away in the switcher.
    case swipeKill
    /// The system disconnects a background or suspended scene to reclaim memory.
    case reclaimScene(String?)
    case suspend
    /// The system purges the suspended app under memory pressure.
    case purge
    case memoryWarning
    /// The system terminates the app while it runs in the background.
    case terminate
    /// iPad / SwiftUI: open a window (a new one, or the one presenting `value`).
    case openWindow(group: String?, value: String?)
    /// SwiftUI `dismissWindow` (iOS 17+): the app closes its window (no id or value: the
    /// frontmost), the windows of a group, or those presenting a value (§16).
    case dismissWindow(group: String?, value: String?)
    /// SwiftUI DocumentGroup: open a document in its own scene.
    case openDocument(String)
    case closeWindow(String?)
    /// The user removes a session in the app switcher while the app is not running.
    case discardSession(String)
    /// A SwiftUI environment value changes (`colorScheme`, `locale`, …).
    case environment(key: String, value: String)
    /// iPadOS multitasking or an external display (§15): the window `scene` names, or the
    /// action's default window (a new one for split-view and slide-over).
    case window(WindowAction, scene: String?)

    /// The action's name in scenarios and traces.
    package var name: String {
        switch self {
        case .launch: return "launch"
        case .openURL: return "open-url"
        case .continueActivity: return "continue-activity"
        case .quickAction: return "quick-action"
        case .backgroundEvent: return "background-launch"
        case .notification: return "notification"
        case .notificationResponse: return "notification-response"
        case .backgroundTask: return "background-task"
        case .prewarm: return "prewarm"
        case .sceneRequest(let request, _): return request.rawValue
        case .home: return "home"
        case .switcher: return "app-switcher"
        case .returnToApp: return "return"
        case .interruption: return "interruption"
        case .lock: return "lock"
        case .unlock: return "unlock"
        case .swipeKill: return "swipe-kill"
        case .reclaimScene: return "reclaim-scene"
        case .suspend: return "suspend"
        case .purge: return "purge"
        case .memoryWarning: return "memory-warning"
        case .terminate: return "terminate"
        case .openWindow: return "open-window"
        case .dismissWindow: return "dismiss-window"
        case .openDocument: return "open-document"
        case .closeWindow: return "close-window"
        case .discardSession: return "discard-session"
        case .environment: return "environment"
        case .window(let action, _): return action.rawValue
        }
    }

    /// Who does it.
    package var actor: Actor {
        switch self {
        // A background task is the app's request, granted (or cut short) by the system.
        case .backgroundEvent, .reclaimScene, .suspend, .purge, .memoryWarning, .terminate, .notification, .prewarm,
            .backgroundTask, .sceneRequest, .dismissWindow:
            return .system
        default: return .user
        }
    }

    /// The trace's `detail` for the action.
    var detail: String? {
        switch self {
        case .openURL(let url): return "url=\(url)"
        case .continueActivity(let type): return "activityType=\(type)"
        case .quickAction(let type): return "shortcutItem=\(type)"
        case .backgroundEvent(let event): return "reason=\(event.rawValue)"
        case .notification(let id), .notificationResponse(let id): return "notification=\(id)"
        case .backgroundTask(let seconds, let ends):
            return "duration=\(TraceTime(seconds: seconds))" + (ends ? "" : " ends-task=false")
        case .interruption(let kind, let seconds): return "kind=\(kind) duration=\(TraceTime(seconds: seconds))"
        case .openWindow(let group?, let value?), .dismissWindow(let group?, let value?):
            return "id=\(group) value=\(value)"
        case .openWindow(let group?, nil), .dismissWindow(let group?, nil): return "id=\(group)"
        case .openWindow(nil, let value?), .dismissWindow(nil, let value?): return "value=\(value)"
        case .openDocument(let name): return "document=\(name)"
        case .environment(let key, let value): return "\(key)=\(value)"
        default: return nil
        }
    }

    var sceneArgument: String? {
        switch self {
        case .reclaimScene(let scene), .closeWindow(let scene), .window(_, let scene): return scene
        case .sceneRequest(let request, let target) where request != .activation: return target
        default: return nil
        }
    }
}

/// The `UIApplication` scene-session requests an app makes (lifecycle-facts.md §14).
public enum SceneRequest: String, CaseIterable, Sendable {
    /// `requestSceneSessionActivation(_:userActivity:options:errorHandler:)`.
    case activation = "request-scene-activation"
    /// `requestSceneSessionDestruction(_:options:errorHandler:)`.
    case destruction = "request-scene-destruction"
    /// `requestSceneSessionRefresh(_:)`.
    case refresh = "request-scene-refresh"
}

/// An action with its time and its place in the scenario file.
public struct ScenarioAction: Equatable, Sendable {
    package var kind: ActionKind
    /// Seconds since the start; nil means one second after the previous action's last event.
    package var at: Double?
    /// Where the action is written, for diagnostics.
    package var line: Int
    package var column: Int

    package init(_ kind: ActionKind, at: Double? = nil, line: Int = 0, column: Int = 0) {
        self.kind = kind
        self.at = at
        self.line = line
        self.column = column
    }
}

/// An action that cannot happen in the app's current state (home while not running, …).
package struct ActionRefused: Error, Equatable {
    package var message: String
}
