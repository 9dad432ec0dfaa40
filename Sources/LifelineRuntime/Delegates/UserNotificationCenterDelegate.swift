import Foundation
import LifelineModel

/// `UNNotificationResponse`, reduced to what the life cycle needs: which notification, and
/// which of its actions the user chose (`UNNotificationDefaultActionIdentifier` for a tap).
public struct NotificationResponse: Hashable, Sendable {
    /// The notification request's identifier.
    public var identifier: String
    /// The action the user picked.
    public var actionIdentifier: String
    /// A response to notification `identifier`; a tap on the notification itself by default.
    public init(identifier: String, actionIdentifier: String = NotificationResponse.defaultAction) {
        self.identifier = identifier
        self.actionIdentifier = actionIdentifier
    }
    /// `UNNotificationDefaultActionIdentifier`: the user tapped the notification itself.
    public static let defaultAction = "com.apple.UNNotificationDefaultActionIdentifier"
}

/// `UNNotificationPresentationOptions`, as the names of the options a delegate picks.
public struct NotificationPresentationOptions: OptionSet, Sendable {
    /// The options as bits, as `OptionSet` keeps them.
    public let rawValue: Int
    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `.badge`: update the app's badge.
    public static let badge = NotificationPresentationOptions(rawValue: 1 << 0)
    /// `.sound`: play the notification's sound.
    public static let sound = NotificationPresentationOptions(rawValue: 1 << 1)
    /// `.list`: show it in Notification Center.
    public static let list = NotificationPresentationOptions(rawValue: 1 << 3)
    /// `.banner`: show it as a banner.
    public static let banner = NotificationPresentationOptions(rawValue: 1 << 4)
}

/// `UNUserNotificationCenterDelegate`.
public typealias UNUserNotificationCenterDelegate = UserNotificationCenterDelegate
/// `UNNotificationResponse`.
public typealias UNNotificationResponse = NotificationResponse
/// `UNNotificationPresentationOptions`.
public typealias UNNotificationPresentationOptions = NotificationPresentationOptions
