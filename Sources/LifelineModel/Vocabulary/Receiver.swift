/// The UIKit protocol that declares a callback.
public enum DelegateProtocol: String, CaseIterable, Sendable, Codable {
    case applicationDelegate = "UIApplicationDelegate"
    case sceneDelegate = "UISceneDelegate"
    case windowSceneDelegate = "UIWindowSceneDelegate"
    /// The notification center's delegate: in practice the app delegate, one per process.
    case userNotificationCenterDelegate = "UNUserNotificationCenterDelegate"
    /// A window's root view controller: its appearance callbacks (lifecycle-facts.md §14).
    case viewController = "UIViewController"

    /// The object that receives the callback in a trace.
    package var receiver: Receiver {
        switch self {
        case .applicationDelegate, .userNotificationCenterDelegate: return .app
        case .sceneDelegate, .windowSceneDelegate: return .scene
        case .viewController: return .viewController
        }
    }
}

/// Who receives a callback in a trace: the one app delegate, a scene's delegate, or a
/// window's root view controller.
public enum Receiver: String, CaseIterable, Sendable, Codable {
    /// The `UIApplicationDelegate`: one per process.
    case app
    /// A `UISceneDelegate` / `UIWindowSceneDelegate`: one per connected scene.
    case scene
    /// The root `UIViewController` of a window: the scene's (`scene` names it) or, sceneless,
    /// the app's one window. Its callbacks move no app or scene state.
    case viewController
}

/// The object that posts a life-cycle notification.
package enum NotificationPoster: String, CaseIterable, Sendable, Codable {
    case application = "UIApplication"
    case scene = "UIScene"
}
