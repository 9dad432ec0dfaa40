/// `NSUserActivity`, reduced to what the life cycle needs.
public struct UserActivity: Hashable, Sendable {
    public var activityType: String
    public init(activityType: String) { self.activityType = activityType }
}

/// `UIApplicationShortcutItem`: a Home Screen quick action.
public struct ApplicationShortcutItem: Hashable, Sendable {
    public var type: String
    public init(type: String) { self.type = type }
}

/// `UIOpenURLContext`.
public struct OpenURLContext: Hashable, Sendable {
    public var url: String
    public init(url: String) { self.url = url }
}

/// `UIBackgroundFetchResult`.
public enum BackgroundFetchResult: Sendable { case newData, noData, failed }

/// What a launch or a connection carries: `UIScene.ConnectionOptions`, and the sceneless
/// `launchOptions` (which is nil for scene apps, lifecycle-facts.md §2.1).
public struct ConnectionOptions: Hashable, Sendable {
    public var urlContexts: Set<OpenURLContext> = []
    public var userActivities: Set<UserActivity> = []
    public var shortcutItem: ApplicationShortcutItem?
    public init() {}

    var isEmpty: Bool { urlContexts.isEmpty && userActivities.isEmpty && shortcutItem == nil }

    /// The options as the trace's `detail` shows them.
    var detail: String? {
        // Most connections carry nothing: no arrays to sort and join then.
        guard !isEmpty else { return nil }
        var parts: [String] = []
        for context in urlContexts.sorted(by: { $0.url < $1.url }) { parts.append("urlContexts=\(context.url)") }
        for activity in userActivities.sorted(by: { $0.activityType < $1.activityType }) {
            parts.append("userActivities=\(activity.activityType)")
        }
        if let item = shortcutItem { parts.append("shortcutItem=\(item.type)") }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}

/// Keys of the sceneless `launchOptions` dictionary.
public enum LaunchOptionsKey: String, Hashable, Sendable {
    case url, userActivityDictionary, shortcutItem, remoteNotification, location
}
