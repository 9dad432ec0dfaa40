/// The notification catalogue: one row per `LifecycleNotification`, in its order.
public enum NotificationCatalogue {
    private static let app = "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/"
    private static let scene = "https://developer.apple.com/documentation/uikit/uiscene/"

    /// Every life-cycle notification, with who posts it and the facts behind it.
    public static let entries: [NotificationInfo] = [
        NotificationInfo(
            notification: .applicationDidBecomeActive,
            name: "UIApplication.didBecomeActiveNotification", objcName: "UIApplicationDidBecomeActiveNotification",
            poster: .application, accompanies: [.applicationDidBecomeActive, .sceneDidBecomeActive],
            documentedOrder: .afterDelegate, scenePosting: .aggregate, scenePostingBasis: .unsure,
            citations: [
                Citation(.documented, "1.1", app + "applicationdidbecomeactive(_:)"),
                Citation(.documented, "2.1", CitedPage.sceneDelegate + "scenedidbecomeactive(_:)")
            ],
            explanation: """
                UIKit tells observers that the app is now active; posted after the app delegate's method, and with \
                scenes when the app as a whole becomes active.
                """),
        NotificationInfo(
            notification: .applicationWillResignActive,
            name: "UIApplication.willResignActiveNotification", objcName: "UIApplicationWillResignActiveNotification",
            poster: .application, accompanies: [.applicationWillResignActive, .sceneWillResignActive],
            documentedOrder: .afterDelegate, scenePosting: .aggregate, scenePostingBasis: .unsure,
            citations: [
                Citation(.documented, "1.2", app + "applicationwillresignactive(_:)"),
                Citation(.documented, "2.2", CitedPage.sceneDelegate + "scenewillresignactive(_:)")
            ],
            explanation: """
                UIKit tells observers that the app is about to stop receiving events; posted after the app delegate's \
                method returns.
                """),
        NotificationInfo(
            notification: .applicationDidEnterBackground,
            name: "UIApplication.didEnterBackgroundNotification",
            objcName: "UIApplicationDidEnterBackgroundNotification",
            poster: .application, accompanies: [.applicationDidEnterBackground, .sceneDidEnterBackground],
            documentedOrder: nil, scenePosting: .aggregate, scenePostingBasis: .unsure,
            citations: [
                Citation(.documented, "3", app + "applicationdidenterbackground(_:)"),
                Citation(.documented, "2.2", CitedPage.sceneDelegate + "scenedidenterbackground(_:)")
            ],
            explanation: """
                UIKit tells observers that the app is now in the background; Apple documents no order relative to the \
                delegate method.
                """),
        NotificationInfo(
            notification: .applicationWillEnterForeground,
            name: "UIApplication.willEnterForegroundNotification",
            objcName: "UIApplicationWillEnterForegroundNotification",
            poster: .application, accompanies: [.applicationWillEnterForeground, .sceneWillEnterForeground],
            documentedOrder: .beforeDelegate, scenePosting: .aggregate, scenePostingBasis: .documented,
            citations: [
                Citation(.documented, "1.1", app + "applicationwillenterforeground(_:)"),
                Citation(.documented, "3", CitedPage.willEnterForegroundNotification)
            ],
            explanation: """
                UIKit tells observers that the app is leaving the background; posted shortly before the app \
                delegate's method, and with scenes only when the app as a whole leaves the background.
                """),
        NotificationInfo(
            notification: .applicationWillTerminate,
            name: "UIApplication.willTerminateNotification", objcName: "UIApplicationWillTerminateNotification",
            poster: .application, accompanies: [.applicationWillTerminate],
            documentedOrder: .afterDelegate, scenePosting: .aggregate, scenePostingBasis: .documented,
            citations: [Citation(.documented, "1.4", app + "applicationwillterminate(_:)")],
            explanation: """
                UIKit tells observers that the process is about to end; posted after applicationWillTerminate(_:) \
                returns.
                """),
        NotificationInfo(
            notification: .applicationDidReceiveMemoryWarning,
            name: "UIApplication.didReceiveMemoryWarningNotification",
            objcName: "UIApplicationDidReceiveMemoryWarningNotification",
            poster: .application, accompanies: [.applicationDidReceiveMemoryWarning],
            documentedOrder: nil, scenePosting: .aggregate, scenePostingBasis: .documented,
            citations: [Citation(.documented, "1.6", CitedPage.memoryWarnings)],
            explanation: "UIKit tells observers that memory is low, beside applicationDidReceiveMemoryWarning(_:)."),
        NotificationInfo(
            notification: .sceneWillConnect,
            name: "UIScene.willConnectNotification", objcName: "UISceneWillConnectNotification",
            poster: .scene, accompanies: [.sceneWillConnect],
            documentedOrder: nil, scenePosting: .perScene, scenePostingBasis: .documented,
            citations: [Citation(.documented, "2.1", CitedPage.sceneDelegate + "scene(_:willconnectto:options:)")],
            explanation: "UIKit tells observers that a scene is being added to the app."),
        NotificationInfo(
            notification: .sceneDidDisconnect,
            name: "UIScene.didDisconnectNotification", objcName: "UISceneDidDisconnectNotification",
            poster: .scene, accompanies: [.sceneDidDisconnect],
            documentedOrder: nil, scenePosting: .perScene, scenePostingBasis: .documented,
            citations: [Citation(.documented, "3", scene + "diddisconnectnotification")],
            explanation: "UIKit tells observers that a scene was released; its session lives on."),
        NotificationInfo(
            notification: .sceneDidActivate,
            name: "UIScene.didActivateNotification", objcName: "UISceneDidActivateNotification",
            poster: .scene, accompanies: [.sceneDidBecomeActive],
            documentedOrder: nil, scenePosting: .perScene, scenePostingBasis: .documented,
            citations: [Citation(.documented, "3", scene + "didactivatenotification")],
            explanation: "UIKit tells observers that a scene is now active and receives events."),
        NotificationInfo(
            notification: .sceneWillDeactivate,
            name: "UIScene.willDeactivateNotification", objcName: "UISceneWillDeactivateNotification",
            poster: .scene, accompanies: [.sceneWillResignActive],
            documentedOrder: nil, scenePosting: .perScene, scenePostingBasis: .documented,
            citations: [Citation(.documented, "2.2", CitedPage.sceneDelegate + "scenewillresignactive(_:)")],
            explanation: "UIKit tells observers that a scene is about to stop receiving events."),
        NotificationInfo(
            notification: .sceneWillEnterForeground,
            name: "UIScene.willEnterForegroundNotification", objcName: "UISceneWillEnterForegroundNotification",
            poster: .scene, accompanies: [.sceneWillEnterForeground],
            documentedOrder: nil, scenePosting: .perScene, scenePostingBasis: .documented,
            citations: [Citation(.documented, "3", scene + "willenterforegroundnotification")],
            explanation: "UIKit tells observers that a scene is about to appear on screen."),
        NotificationInfo(
            notification: .sceneDidEnterBackground,
            name: "UIScene.didEnterBackgroundNotification", objcName: "UISceneDidEnterBackgroundNotification",
            poster: .scene, accompanies: [.sceneDidEnterBackground],
            documentedOrder: nil, scenePosting: .perScene, scenePostingBasis: .documented,
            citations: [Citation(.documented, "2.2", CitedPage.sceneDelegate + "scenedidenterbackground(_:)")],
            explanation: "UIKit tells observers that a scene is now off screen.")
    ]
}
