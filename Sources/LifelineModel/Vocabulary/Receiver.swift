/// The UIKit protocol that declares a callback.
public enum DelegateProtocol: String, CaseIterable, Sendable, Codable {
    case applicationDelegate = "UIApplicationDelegate"
    case sceneDelegate = "UISceneDelegate"
    case windowSceneDelegate = "UIWindowSceneDelegate"
    /// The notification center's delegate: in practice the app delegate, one per process.
    case userNotificationCenterDelegate = "UNUserNotificationCenterDelegate"

    /// The object that receives the callback in a trace.
    public var receiver: Receiver { self == .applicationDelegate || self == .userNotificationCenterDelegate ? .app : .scene }
}

/// Who receives a callback in a trace: the one app delegate, or a scene's delegate.
public enum Receiver: String, CaseIterable, Sendable, Codable {
    /// The `UIApplicationDelegate`: one per process.
    case app
    /// A `UISceneDelegate` / `UIWindowSceneDelegate`: one per connected scene.
    case scene
}

/// The object that posts a life-cycle notification.
public enum NotificationPoster: String, CaseIterable, Sendable, Codable {
    case application = "UIApplication"
    case scene = "UIScene"
}
