/// A `UIApplication.LaunchOptionsKey` and what replaces it under scenes, as the iOS 26 SDK's
/// deprecation message for the key says (lifecycle-facts.md §12). `launchOptions` is nil when
/// the app supports scenes (§2.1), so every read of it is dead code after the move.
package struct LaunchOptionKey: Sendable {
    /// The Swift member: `url` (read as `launchOptions[.url]`).
    package var swiftName: String
    /// The Objective-C constant: `UIApplicationLaunchOptionsURLKey`.
    package var objcName: String
    /// What to read instead, in the SDK's words.
    package var replacement: String
    /// The same value read from `scene(_:willConnectTo:options:)`'s `connectionOptions`, when it
    /// is one expression of the key's own type (`lifeline migrate` rewrites the read to it);
    /// nil when what replaces the key is not a value of the options (a delegate, another API).
    package var connectionRead: ConnectionRead?
    package var citation: Citation

    /// A `connectionOptions` expression, in Swift and in Objective-C.
    package struct ConnectionRead: Sendable, Equatable {
        package var swift: String
        package var objc: String
    }
}

extension LaunchOptionKey {
    private static let page = "https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/"

    package static let all: [LaunchOptionKey] = [
        row(
            "url", "URL", "UIScene.ConnectionOptions.urlContexts in scene(_:willConnectTo:options:)",
            read("connectionOptions.urlContexts.first?.url", "connectionOptions.URLContexts.anyObject.URL")),
        row(
            "sourceApplication", "SourceApplication", "UIScene.ConnectionOptions.sourceApplication",
            read("connectionOptions.sourceApplication", "connectionOptions.sourceApplication")),
        // The dictionary holds the activity under a key of its own: not one value to swap in.
        row("userActivityDictionary", "UserActivityDictionary", "UIScene.ConnectionOptions.userActivities"),
        row(
            "userActivityType", "UserActivityType", "UIScene.ConnectionOptions.handoffUserActivityType",
            read("connectionOptions.handoffUserActivityType", "connectionOptions.handoffUserActivityType")),
        row(
            "shortcutItem", "ShortcutItem", "UIScene.ConnectionOptions.shortcutItem",
            read("connectionOptions.shortcutItem", "connectionOptions.shortcutItem")),
        row(
            "cloudKitShareMetadata", "CloudKitShareMetadata", "UIScene.ConnectionOptions.cloudKitShareMetadata",
            read("connectionOptions.cloudKitShareMetadata", "connectionOptions.cloudKitShareMetadata")),
        row("eventAttribution", "EventAttribution", "UIScene.ConnectionOptions.eventAttribution"),
        // The payload of the notification the user tapped to launch the app.
        row(
            "remoteNotification", "RemoteNotification",
            """
            application(_:didReceiveRemoteNotification:fetchCompletionHandler:) for silent pushes after scene \
            connection; a tapped notification arrives as UIScene.ConnectionOptions.notificationResponse
            """,
            read(
                "connectionOptions.notificationResponse?.notification.request.content.userInfo",
                "connectionOptions.notificationResponse.notification.request.content.userInfo")),
        row(
            "location", "Location",
            "CLLocationUpdate or CLMonitor, or CLLocationManagerDelegate after scene connection"),
        row(
            "bluetoothCentrals", "BluetoothCentrals",
            "restoration identifiers stored by the app, to re-create central managers at launch"),
        row(
            "bluetoothPeripherals", "BluetoothPeripherals",
            "restoration identifiers stored by the app, to re-create peripheral managers at launch"),
        row("newsstandDownloads", "NewsstandDownloads", "nothing: the key is no longer used"),
        row("annotation", "Annotation", "nothing: the key is no longer used (deprecated in iOS 16)"),
        row(
            "localNotification", "LocalNotification",
            "UNUserNotificationCenterDelegate's userNotificationCenter(_:didReceive:withCompletionHandler:)")
    ]

    private static func row(_ swift: String, _ objc: String, _ replacement: String, _ read: ConnectionRead? = nil)
        -> LaunchOptionKey
    {
        LaunchOptionKey(
            swiftName: swift, objcName: "UIApplicationLaunchOptions\(objc)Key", replacement: replacement,
            connectionRead: read, citation: Citation(.documented, "12", page + swift.lowercased()))
    }

    private static func read(_ swift: String, _ objc: String) -> ConnectionRead {
        ConnectionRead(swift: swift, objc: objc)
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
    package static func named(_ name: String) -> LaunchOptionKey? { byName[name] }
}
