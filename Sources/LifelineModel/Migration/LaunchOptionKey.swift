/// A `UIApplication.LaunchOptionsKey` and what replaces it under scenes, as the iOS 26 SDK's
/// deprecation message for the key says (lifecycle-facts.md §12). `launchOptions` is nil when
/// the app supports scenes (§2.1), so every read of it is dead code after the move.
public struct LaunchOptionKey: Sendable {
    /// The Swift member: `url` (read as `launchOptions[.url]`).
    public var swiftName: String
    /// The Objective-C constant: `UIApplicationLaunchOptionsURLKey`.
    public var objcName: String
    /// What to read instead, in the SDK's words.
    public var replacement: String
    public var citation: Citation
}

extension LaunchOptionKey {
    private static let page = "https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/"

    public static let all: [LaunchOptionKey] = [
        row("url", "URL", "UIScene.ConnectionOptions.urlContexts in scene(_:willConnectTo:options:)"),
        row("sourceApplication", "SourceApplication", "UIScene.ConnectionOptions.sourceApplication"),
        row("userActivityDictionary", "UserActivityDictionary", "UIScene.ConnectionOptions.userActivities"),
        row("userActivityType", "UserActivityType", "UIScene.ConnectionOptions.handoffUserActivityType"),
        row("shortcutItem", "ShortcutItem", "UIScene.ConnectionOptions.shortcutItem"),
        row("cloudKitShareMetadata", "CloudKitShareMetadata", "UIScene.ConnectionOptions.cloudKitShareMetadata"),
        row("eventAttribution", "EventAttribution", "UIScene.ConnectionOptions.eventAttribution"),
        row("remoteNotification", "RemoteNotification",
            "application(_:didReceiveRemoteNotification:fetchCompletionHandler:) for silent pushes after scene connection; a tapped notification arrives as UIScene.ConnectionOptions.notificationResponse"),
        row("location", "Location",
            "CLLocationUpdate or CLMonitor, or CLLocationManagerDelegate after scene connection"),
        row("bluetoothCentrals", "BluetoothCentrals",
            "restoration identifiers stored by the app, to re-create central managers at launch"),
        row("bluetoothPeripherals", "BluetoothPeripherals",
            "restoration identifiers stored by the app, to re-create peripheral managers at launch"),
        row("newsstandDownloads", "NewsstandDownloads", "nothing: the key is no longer used"),
        row("annotation", "Annotation", "nothing: the key is no longer used (deprecated in iOS 16)"),
        row("localNotification", "LocalNotification",
            "UNUserNotificationCenterDelegate's userNotificationCenter(_:didReceive:withCompletionHandler:)"),
    ]

    private static func row(_ swift: String, _ objc: String, _ replacement: String) -> LaunchOptionKey {
        LaunchOptionKey(swiftName: swift, objcName: "UIApplicationLaunchOptions\(objc)Key", replacement: replacement,
                        citation: Citation(.documented, "12", page + swift.lowercased()))
    }

    private static let byName: [String: LaunchOptionKey] = {
        var table: [String: LaunchOptionKey] = [:]
        for key in all {
            table[key.swiftName] = key
            table[key.objcName] = key
        }
        return table
    }()

    /// The key named `name` in Swift (`url`) or Objective-C (`UIApplicationLaunchOptionsURLKey`).
    public static func named(_ name: String) -> LaunchOptionKey? { byName[name] }
}
