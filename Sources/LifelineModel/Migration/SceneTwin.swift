/// Where an app-delegate callback goes when the app adopts scenes: the scene-delegate method
/// UIKit calls instead, and the `connectionOptions` field that carries the same event when it
/// launches the app cold (lifecycle-facts.md §2.5, §2.7, §12).
package struct SceneTwin: Sendable {
    /// The app-delegate method UIKit stops calling under scenes.
    package var appDelegate: Callback
    /// The scene-delegate method that receives the event instead, for a running scene.
    package var scene: Callback
    /// The `UIScene.ConnectionOptions` field that carries it on a cold launch, when one does.
    package var connectionOption: String?
    package var citations: [Citation]
}

extension SceneTwin {
    /// The four activation methods pair through the `UIApplication` notification that
    /// accompanies both the sceneless method and its scene twin (`NotificationCatalogue`);
    /// the event-delivery methods have no such notification and are rows here.
    package static let all: [SceneTwin] = fromNotifications + events

    private static let fromNotifications: [SceneTwin] = NotificationCatalogue.entries.compactMap { entry in
        guard entry.poster == .application, entry.accompanies.count == 2,
            entry.accompanies[0].receiver == .app, entry.accompanies[1].receiver == .scene
        else { return nil }
        return SceneTwin(
            appDelegate: entry.accompanies[0], scene: entry.accompanies[1], connectionOption: nil,
            citations: [Citation(.documented, "2.5", CitedPage.transitioning)] + entry.citations)
    }

    private static let events: [SceneTwin] = [
        SceneTwin(
            appDelegate: .applicationOpenURL, scene: .sceneOpenURLContexts, connectionOption: "urlContexts",
            citations: [
                Citation(.documented, "2.7", CitedPage.sceneDelegate + "scene(_:openurlcontexts:)"),
                Citation(
                    .documented, "2.7",
                    "https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/urlcontexts")
            ]),
        SceneTwin(
            appDelegate: .applicationContinueUserActivity, scene: .sceneContinueUserActivity,
            connectionOption: "userActivities",
            citations: [
                Citation(.documented, "2.7", CitedPage.sceneDelegate + "scene(_:continue:)"),
                Citation(
                    .documented, "2.7",
                    "https://developer.apple.com/documentation/xcode/supporting-universal-links-in-your-app")
            ]),
        SceneTwin(
            appDelegate: .applicationPerformActionForShortcutItem, scene: .windowScenePerformActionForShortcutItem,
            connectionOption: "shortcutItem",
            citations: [
                Citation(
                    .documented, "2.5",
                    "https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/shortcutitem")
            ]),
        // Deprecated in iOS 26 with the scene method named as the replacement (UIApplication.h).
        SceneTwin(
            appDelegate: .applicationWillContinueUserActivity, scene: .sceneWillContinueUserActivity,
            connectionOption: nil,
            citations: [
                Citation(
                    .documented, "12",
                    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willcontinueuseractivitywithtype:)"
                )
            ]),
        // The URL methods application(_:open:options:) replaced in iOS 9 (issue 31): the same
        // twin. Its connection option is said once, on application(_:open:options:)'s row.
        SceneTwin(
            appDelegate: .legacyHandleOpenURL, scene: .sceneOpenURLContexts, connectionOption: nil,
            citations: [Citation(.documented, "2.7", CitedPage.sceneDelegate + "scene(_:openurlcontexts:)")]),
        SceneTwin(
            appDelegate: .legacyOpenURLSourceApplication, scene: .sceneOpenURLContexts, connectionOption: nil,
            citations: [Citation(.documented, "2.7", CitedPage.sceneDelegate + "scene(_:openurlcontexts:)")])
    ]

    /// Legacy state restoration (lifecycle-facts.md §1.7): under scenes UIKit asks none of the
    /// app delegate's restoration methods; each scene saves its state as the NSUserActivity
    /// its delegate's `stateRestorationActivity(for:)` returns, handed back in
    /// `session.stateRestorationActivity` when the scene reconnects (§2.7). Not in ``all``:
    /// `migrate` moves no code into them (the restoration itself is the app's to rewrite).
    package static let restoration: [SceneTwin] = [
        .shouldSaveApplicationState, .shouldSaveSecureApplicationState, .willEncodeRestorableState,
        .shouldRestoreApplicationState, .shouldRestoreSecureApplicationState, .didDecodeRestorableState,
        .viewControllerWithRestorationIdentifierPath
    ].map {
        SceneTwin(
            appDelegate: $0, scene: .stateRestorationActivity, connectionOption: nil,
            citations: [
                Citation(.documented, "1.7", CitedPage.apple + "uiviewcontroller/restoring_your_app_s_state"),
                Citation(.documented, "2.7", CitedPage.sceneDelegate + "staterestorationactivity(for:)")
            ])
    }

    /// The restoration row of an app-delegate callback, if it is one.
    package static func restoring(_ callback: Callback) -> SceneTwin? {
        restoration.first { $0.appDelegate == callback }
    }

    /// The twin of an app-delegate callback, if it has one.
    package static func of(_ callback: Callback) -> SceneTwin? { all.first { $0.appDelegate == callback } }
}
