import Foundation

/// `NSUserActivity`, reduced to what the life cycle needs (a value, where UIKit's is a class).
public struct UserActivity: Hashable, Sendable {
    /// `activityType`: what kind of activity it is.
    public var activityType: String
    /// `title`, as Handoff and state restoration set it.
    package var title: String?
    /// `webpageURL`: the universal link a browsing activity carries.
    package var webpageURL: URL?
    /// An activity of `activityType`.
    public init(activityType: String) { self.activityType = activityType }
}

/// `NSUserActivity`.
public typealias NSUserActivity = UserActivity

/// `UIApplicationShortcutItem`: a Home Screen quick action.
public struct ApplicationShortcutItem: Hashable, Sendable {
    /// `type`: the quick action's identifier.
    public var type: String
    /// A quick action of `type`.
    public init(type: String) { self.type = type }
}

/// `UIOpenURLContext`.
public struct OpenURLContext: Hashable, Sendable {
    /// The URL, as Foundation's `URL`.
    public var url: URL
    /// The text the scenario gave, for the trace (a `URL` may re-spell it).
    let text: String
    /// A context for `url`.
    public init(url: URL) {
        self.url = url
        self.text = url.absoluteString
    }
    /// A context for a scenario's URL text; text Foundation cannot parse is kept as a path.
    init(text: String) {
        self.url = URL(string: text) ?? URL(fileURLWithPath: text)
        self.text = text
    }
}

/// `UIBackgroundFetchResult`.
public enum BackgroundFetchResult: Sendable { case newData, noData, failed }

/// What a launch or a connection carries: `UIScene.ConnectionOptions`, and the sceneless
/// `launchOptions` (which is nil for scene apps, lifecycle-facts.md §2.1).
public struct ConnectionOptions: Hashable, Sendable {
    /// `urlContexts`: the URLs to open.
    public var urlContexts: Set<OpenURLContext> = []
    /// `userActivities`: the activities to continue (Handoff, state restoration).
    public var userActivities: Set<UserActivity> = []
    /// `shortcutItem`: the Home Screen quick action chosen.
    public var shortcutItem: ApplicationShortcutItem?
    /// The notification the user responded to when UIKit connects a scene to handle it
    /// (lifecycle-facts.md §14); the app delegate's notification-center delegate gets it too.
    public var notificationResponse: NotificationResponse?
    /// Options that carry nothing: a plain launch or connection.
    public init() {}

    /// Whether it carries no URL, activity or quick action (a notification response goes to the
    /// notification center's delegate, not to these methods).
    var isEmpty: Bool { urlContexts.isEmpty && userActivities.isEmpty && shortcutItem == nil }

    /// The options as the trace's `detail` shows them.
    var detail: String? {
        // Most connections carry nothing: no arrays to sort and join then.
        guard !isEmpty || notificationResponse != nil else { return nil }
        var parts: [String] = []
        for context in urlContexts.sorted(by: { $0.text < $1.text }) { parts.append("urlContexts=\(context.text)") }
        for activity in userActivities.sorted(by: { $0.activityType < $1.activityType }) {
            parts.append("userActivities=\(activity.activityType)")
        }
        if let item = shortcutItem { parts.append("shortcutItem=\(item.type)") }
        if let response = notificationResponse { parts.append("notificationResponse=\(response.identifier)") }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}

/// `UIApplication.OpenURLOptionsKey`.
public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key, as UIKit spells it.
    public var rawValue: String
    /// A key from UIKit's spelling.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `sourceApplication`: the bundle identifier of the app that asked to open the URL.
    public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
}

/// Keys of the sceneless `launchOptions` dictionary.
public enum LaunchOptionsKey: String, Hashable, Sendable {
    case url, userActivityDictionary, shortcutItem, remoteNotification, location
}
