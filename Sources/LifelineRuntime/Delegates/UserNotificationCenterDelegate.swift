import Foundation
import LifelineModel

/// `UNNotificationResponse`, reduced to what the life cycle needs: which notification, and
/// which of its actions the user chose (`UNNotificationDefaultActionIdentifier` for a tap).
public struct NotificationResponse: Hashable, Sendable {
    /// The notification request's identifier.
    public var identifier: String
    /// The action the user picked.
    public var actionIdentifier: String
    public init(identifier: String, actionIdentifier: String = NotificationResponse.defaultAction) {
        self.identifier = identifier
        self.actionIdentifier = actionIdentifier
    }
    /// `UNNotificationDefaultActionIdentifier`: the user tapped the notification itself.
    public static let defaultAction = "com.apple.UNNotificationDefaultActionIdentifier"
}

/// `UNNotificationPresentationOptions`, as the names of the options a delegate picks.
public struct NotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let badge = NotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = NotificationPresentationOptions(rawValue: 1 << 1)
    public static let list = NotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = NotificationPresentationOptions(rawValue: 1 << 4)
}

/// `UNUserNotificationCenterDelegate`. UIKit's center calls the delegate the app assigned,
/// which Apple says must happen before launching finishes (lifecycle-facts.md §14); the
/// simulation takes the app delegate as that delegate when it adopts this protocol.
public protocol UserNotificationCenterDelegate: AnyObject {
    func userNotificationCenter(_ center: Application, willPresent notification: String,
                                withCompletionHandler completionHandler: @escaping (NotificationPresentationOptions) -> Void)
    func userNotificationCenter(_ center: Application, didReceive response: NotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void)
}

extension UserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: Application, willPresent notification: String,
                                       withCompletionHandler completionHandler: @escaping (NotificationPresentationOptions) -> Void) {
        center.noteDefaultImplementation()
    }
    public func userNotificationCenter(_ center: Application, didReceive response: NotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {
        center.noteDefaultImplementation()
    }
}

/// `UNUserNotificationCenterDelegate`.
public typealias UNUserNotificationCenterDelegate = UserNotificationCenterDelegate
/// `UNNotificationResponse`.
public typealias UNNotificationResponse = NotificationResponse
/// `UNNotificationPresentationOptions`.
public typealias UNNotificationPresentationOptions = NotificationPresentationOptions
