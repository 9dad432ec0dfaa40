/// The catalogue of life-cycle callbacks: one row per `Callback`, in `Callback` order.
///
/// Every row cites `Docs/lifecycle-facts.md`; a test checks each URL is there and that the
/// rows are in `Callback.allCases` order.
public enum CallbackCatalogue {
    private static let ad = CitedPage.appDelegate
    private static let sd = CitedPage.sceneDelegate

    /// All rows, indexed by `Callback.rawValue`.
    public static let entries: [CallbackInfo] = [
        CallbackInfo(
            callback: .willFinishLaunching,
            swiftName: "application(_:willFinishLaunchingWithOptions:)",
            selector: "application:willFinishLaunchingWithOptions:",
            declaredBy: .applicationDelegate, routing: .appEverywhere,
            explanation: """
                UIKit tells the app delegate that launching has begun; the app is inactive (or background for a \
                background launch) and state restoration has not run yet.
                """,
            citations: [
                Citation(.documented, "1.1", ad + "application(_:willfinishlaunchingwithoptions:)"),
                Citation(.documented, "2.1", CitedPage.launchSequence)
            ]),
        CallbackInfo(
            callback: .didFinishLaunching,
            swiftName: "application(_:didFinishLaunchingWithOptions:)",
            selector: "application:didFinishLaunchingWithOptions:",
            declaredBy: .applicationDelegate, routing: .appEverywhere,
            explanation: """
                UIKit tells the app delegate that launching is done; with scenes, UIKit creates the scenes next and \
                launchOptions is nil.
                """,
            citations: [
                Citation(.documented, "1.1", ad + "application(_:didfinishlaunchingwithoptions:)"),
                Citation(.documented, "2.1", CitedPage.launchSequence)
            ]),
        CallbackInfo(
            callback: .applicationDidBecomeActive,
            swiftName: "applicationDidBecomeActive(_:)",
            selector: "applicationDidBecomeActive:",
            declaredBy: .applicationDelegate, routing: .appSceneless,
            explanation: "UIKit tells the app delegate that the app is now active: on screen and receiving events.",
            citations: [
                Citation(.documented, "1.1", ad + "applicationdidbecomeactive(_:)"),
                Citation(.documented, "2.5", CitedPage.transitioning)
            ],
            deprecatedIn: "iOS 26"),
        CallbackInfo(
            callback: .applicationWillResignActive,
            swiftName: "applicationWillResignActive(_:)",
            selector: "applicationWillResignActive:",
            declaredBy: .applicationDelegate, routing: .appSceneless,
            explanation: """
                UIKit tells the app delegate that the app is about to stop receiving events: an interruption, the app \
                switcher, or the way to the background.
                """,
            citations: [
                Citation(.documented, "1.2", ad + "applicationwillresignactive(_:)"),
                Citation(.documented, "2.5", CitedPage.transitioning)
            ],
            deprecatedIn: "iOS 26"),
        CallbackInfo(
            callback: .applicationDidEnterBackground,
            swiftName: "applicationDidEnterBackground(_:)",
            selector: "applicationDidEnterBackground:",
            declaredBy: .applicationDelegate, routing: .appSceneless,
            explanation: """
                UIKit tells the app delegate that the app is now in the background; it has about five seconds before \
                the snapshot and possible suspension.
                """,
            citations: [
                Citation(.documented, "1.2", CitedPage.backgroundSequence),
                Citation(.documented, "2.5", CitedPage.transitioning)
            ],
            deprecatedIn: "iOS 26"),
        CallbackInfo(
            callback: .applicationWillEnterForeground,
            swiftName: "applicationWillEnterForeground(_:)",
            selector: "applicationWillEnterForeground:",
            declaredBy: .applicationDelegate, routing: .appSceneless,
            explanation: """
                UIKit tells the app delegate that the app is leaving the background for the foreground; \
                didBecomeActive invariably follows. Not called at a cold launch.
                """,
            citations: [
                Citation(.documented, "1.1", ad + "applicationwillenterforeground(_:)"),
                Citation(.observed, "1.1", CitedPage.deviceLogStackOverflow)
            ],
            deprecatedIn: "iOS 26"),
        CallbackInfo(
            callback: .applicationWillTerminate,
            swiftName: "applicationWillTerminate(_:)",
            selector: "applicationWillTerminate:",
            declaredBy: .applicationDelegate, routing: .appEverywhere,
            explanation: """
                UIKit tells the app delegate that the process is about to end; generally not called for a suspended \
                app, and still the termination hook with scenes.
                """,
            citations: [Citation(.documented, "1.4", ad + "applicationwillterminate(_:)")]),
        CallbackInfo(
            callback: .applicationDidReceiveMemoryWarning,
            swiftName: "applicationDidReceiveMemoryWarning(_:)",
            selector: "applicationDidReceiveMemoryWarning:",
            declaredBy: .applicationDelegate, routing: .appEverywhere,
            explanation: """
                UIKit tells the app delegate that memory is low; free what can be recreated, or the system may \
                terminate the app.
                """,
            citations: [
                Citation(.documented, "1.6", CitedPage.memoryWarnings),
                Citation(.documented, "2.6", "https://developer.apple.com/documentation/uikit/uiapplicationdelegate")
            ]),
        CallbackInfo(
            callback: .configurationForConnecting,
            swiftName: "application(_:configurationForConnecting:options:)",
            selector: "application:configurationForConnectingSceneSession:options:",
            declaredBy: .applicationDelegate, routing: .appWithScenes,
            explanation: """
                UIKit asks the app delegate which scene configuration to use, shortly before creating a new scene \
                session; not asked for a restored session.
                """,
            citations: [
                Citation(.documented, "2.1", ad + "application(_:configurationforconnecting:options:)"),
                Citation(.observed, "2.1", CitedPage.luxmentis)
            ]),
        CallbackInfo(
            callback: .didDiscardSceneSessions,
            swiftName: "application(_:didDiscardSceneSessions:)",
            selector: "application:didDiscardSceneSessions:",
            declaredBy: .applicationDelegate, routing: .appWithScenes,
            explanation: """
                UIKit tells the app delegate that the user removed scene sessions in the app switcher; if the app \
                wasn't running, at its next launch.
                """,
            citations: [Citation(.documented, "2.4", ad + "application(_:diddiscardscenesessions:)")]),
        CallbackInfo(
            callback: .applicationOpenURL,
            swiftName: "application(_:open:options:)",
            selector: "application:openURL:options:",
            declaredBy: .applicationDelegate, routing: .appSceneless,
            explanation:
                "UIKit asks the app delegate to open a URL, after launching finishes when the URL launched the app.",
            citations: [
                Citation(.documented, "1.6", ad + "application(_:willfinishlaunchingwithoptions:)"),
                Citation(.documented, "2.5", ad + "application(_:open:options:)")
            ],
            deprecatedIn: "iOS 26"),
        CallbackInfo(
            callback: .applicationContinueUserActivity,
            swiftName: "application(_:continue:restorationHandler:)",
            selector: "application:continueUserActivity:restorationHandler:",
            declaredBy: .applicationDelegate, routing: .appSceneless,
            explanation:
                "UIKit hands the app delegate a user activity to continue (Handoff, a universal link, SiriKit).",
            citations: [Citation(.documented, "1.6", ad + "application(_:continue:restorationhandler:)")],
            deprecatedIn: "iOS 26"),
        CallbackInfo(
            callback: .applicationPerformActionForShortcutItem,
            swiftName: "application(_:performActionFor:completionHandler:)",
            selector: "application:performActionForShortcutItem:completionHandler:",
            declaredBy: .applicationDelegate, routing: .appSceneless,
            explanation:
                "UIKit asks the app delegate to perform a Home Screen quick action; not called for scene-based apps.",
            citations: [Citation(.documented, "1.6", ad + "application(_:performactionfor:completionhandler:)")],
            deprecatedIn: "iOS 26"),
        CallbackInfo(
            callback: .didReceiveRemoteNotification,
            swiftName: "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
            selector: "application:didReceiveRemoteNotification:fetchCompletionHandler:",
            declaredBy: .applicationDelegate, routing: .appEverywhere,
            explanation: """
                UIKit hands the app delegate a remote notification, launching or waking the app into the background \
                if needed; it has 30 seconds to call the handler.
                """,
            citations: [
                Citation(.documented, "1.5", ad + "application(_:didreceiveremotenotification:fetchcompletionhandler:)")
            ]),
        CallbackInfo(
            callback: .performFetch,
            swiftName: "application(_:performFetchWithCompletionHandler:)",
            selector: "application:performFetchWithCompletionHandler:",
            declaredBy: .applicationDelegate, routing: .appEverywhere,
            explanation: "UIKit gives the app delegate a chance to fetch data in the background.",
            citations: [Citation(.documented, "1.5", CitedPage.backgroundSequence)]),
        CallbackInfo(
            callback: .sceneWillConnect,
            swiftName: "scene(_:willConnectTo:options:)",
            selector: "scene:willConnectToSession:options:",
            declaredBy: .sceneDelegate, routing: .sceneDelegate,
            explanation: """
                UIKit tells a new scene's delegate that the scene is being added to the app; the session may be new \
                or restored, and a launching URL or activity arrives in the options.
                """,
            citations: [
                Citation(.documented, "2.1", sd + "scene(_:willconnectto:options:)"),
                Citation(.documented, "2.1", CitedPage.launchSequence)
            ]),
        CallbackInfo(
            callback: .sceneDidDisconnect,
            swiftName: "sceneDidDisconnect(_:)",
            selector: "sceneDidDisconnect:",
            declaredBy: .sceneDelegate, routing: .sceneDelegate,
            explanation: """
                UIKit tells the scene's delegate that the scene was released (closed in the switcher, or to reclaim \
                memory); it may connect again later.
                """,
            citations: [Citation(.documented, "2.4", sd + "scenediddisconnect(_:)")]),
        CallbackInfo(
            callback: .sceneDidBecomeActive,
            swiftName: "sceneDidBecomeActive(_:)",
            selector: "sceneDidBecomeActive:",
            declaredBy: .sceneDelegate, routing: .sceneDelegate,
            explanation: """
                UIKit tells the scene's delegate that the scene is active: its interface is loaded and about to \
                appear, and it receives events.
                """,
            citations: [Citation(.documented, "2.1", sd + "scenedidbecomeactive(_:)")]),
        CallbackInfo(
            callback: .sceneWillResignActive,
            swiftName: "sceneWillResignActive(_:)",
            selector: "sceneWillResignActive:",
            declaredBy: .sceneDelegate, routing: .sceneDelegate,
            explanation: """
                UIKit tells the scene's delegate that the scene is about to stop receiving events: a temporary \
                interruption, or the way to the background.
                """,
            citations: [Citation(.documented, "2.2", sd + "scenewillresignactive(_:)")]),
        CallbackInfo(
            callback: .sceneWillEnterForeground,
            swiftName: "sceneWillEnterForeground(_:)",
            selector: "sceneWillEnterForeground:",
            declaredBy: .sceneDelegate, routing: .sceneDelegate,
            explanation: """
                UIKit tells this scene's delegate that its window is about to appear on screen, for a newly connected \
                scene too; sceneDidBecomeActive invariably follows.
                """,
            citations: [Citation(.documented, "2.1", sd + "scenewillenterforeground(_:)")]),
        CallbackInfo(
            callback: .sceneDidEnterBackground,
            swiftName: "sceneDidEnterBackground(_:)",
            selector: "sceneDidEnterBackground:",
            declaredBy: .sceneDelegate, routing: .sceneDelegate,
            explanation: """
                UIKit tells the scene's delegate that the scene is off screen; the snapshot is taken shortly after it \
                returns.
                """,
            citations: [Citation(.documented, "2.2", sd + "scenedidenterbackground(_:)")]),
        CallbackInfo(
            callback: .sceneOpenURLContexts,
            swiftName: "scene(_:openURLContexts:)",
            selector: "scene:openURLContexts:",
            declaredBy: .sceneDelegate, routing: .sceneDelegate,
            explanation: """
                UIKit asks a running scene's delegate to open URLs; when the app was not running, the URL arrives in \
                willConnectTo's options instead.
                """,
            citations: [Citation(.documented, "2.7", sd + "scene(_:openurlcontexts:)")]),
        CallbackInfo(
            callback: .sceneContinueUserActivity,
            swiftName: "scene(_:continue:)",
            selector: "scene:continueUserActivity:",
            declaredBy: .sceneDelegate, routing: .sceneDelegate,
            explanation: """
                UIKit hands a running scene's delegate a user activity to continue; when not running, it arrives in \
                willConnectTo's options instead.
                """,
            citations: [Citation(.documented, "2.7", sd + "scene(_:continue:)")]),
        CallbackInfo(
            callback: .stateRestorationActivity,
            swiftName: "stateRestorationActivity(for:)",
            selector: "stateRestorationActivityForScene:",
            declaredBy: .sceneDelegate, routing: .sceneDelegate,
            explanation: """
                UIKit asks the scene's delegate for an activity that restores the scene after it disconnects and \
                reconnects.
                """,
            citations: [Citation(.documented, "2.7", sd + "staterestorationactivity(for:)")]),
        CallbackInfo(
            callback: .windowScenePerformActionForShortcutItem,
            swiftName: "windowScene(_:performActionFor:completionHandler:)",
            selector: "windowScene:performActionForShortcutItem:completionHandler:",
            declaredBy: .windowSceneDelegate, routing: .sceneDelegate,
            explanation: """
                UIKit asks the window scene's delegate to perform a Home Screen quick action; at launch the item \
                arrives in connectionOptions.shortcutItem instead.
                """,
            citations: [
                Citation(
                    .documented, "2.5",
                    "https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:performactionfor:completionhandler:)"
                )
            ]),
        // Methods the importer knows (lifecycle-facts.md §10): no state edge.
        CallbackInfo(
            callback: .shouldSaveApplicationState,
            swiftName: "application(_:shouldSaveApplicationState:)",
            selector: "application:shouldSaveApplicationState:",
            declaredBy: .applicationDelegate, routing: .appEverywhere,
            explanation: """
                UIKit asks the app delegate whether to save the app's state for legacy state restoration (deprecated \
                in iOS 13.2 for the secure variant).
                """,
            citations: [
                Citation(
                    .documented, "10",
                    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:shouldsaveapplicationstate:)"
                )
            ],
            deprecatedIn: "iOS 13.2"),
        CallbackInfo(
            callback: .shouldRestoreApplicationState,
            swiftName: "application(_:shouldRestoreApplicationState:)",
            selector: "application:shouldRestoreApplicationState:",
            declaredBy: .applicationDelegate, routing: .appEverywhere,
            explanation: """
                UIKit asks the app delegate during launch whether to restore the state saved earlier (deprecated in \
                iOS 13.2 for the secure variant).
                """,
            citations: [
                Citation(
                    .documented, "10",
                    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:shouldrestoreapplicationstate:)"
                )
            ],
            deprecatedIn: "iOS 13.2"),
        CallbackInfo(
            callback: .shouldSaveSecureApplicationState,
            swiftName: "application(_:shouldSaveSecureApplicationState:)",
            selector: "application:shouldSaveSecureApplicationState:",
            declaredBy: .applicationDelegate, routing: .appEverywhere,
            explanation:
                "UIKit asks the app delegate whether to save the app's state with secure coding (iOS 13.2 and later).",
            citations: [
                Citation(
                    .documented, "10",
                    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:shouldsavesecureapplicationstate:)"
                )
            ]),
        CallbackInfo(
            callback: .shouldRestoreSecureApplicationState,
            swiftName: "application(_:shouldRestoreSecureApplicationState:)",
            selector: "application:shouldRestoreSecureApplicationState:",
            declaredBy: .applicationDelegate, routing: .appEverywhere,
            explanation: """
                UIKit asks the app delegate during launch whether to restore securely coded state (iOS 13.2 and \
                later).
                """,
            citations: [
                Citation(
                    .documented, "10",
                    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:shouldrestoresecureapplicationstate:)"
                )
            ]),
        CallbackInfo(
            callback: .willEncodeRestorableState,
            swiftName: "application(_:willEncodeRestorableStateWith:)",
            selector: "application:willEncodeRestorableStateWithCoder:",
            declaredBy: .applicationDelegate, routing: .appEverywhere,
            explanation:
                "UIKit tells the app delegate that it is about to save app-level state for legacy state restoration.",
            citations: [
                Citation(
                    .documented, "10",
                    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willencoderestorablestatewith:)"
                )
            ]),
        CallbackInfo(
            callback: .didDecodeRestorableState,
            swiftName: "application(_:didDecodeRestorableStateWith:)",
            selector: "application:didDecodeRestorableStateWithCoder:",
            declaredBy: .applicationDelegate, routing: .appEverywhere,
            explanation: """
                UIKit tells the app delegate that it restored the app's legacy state, after willFinishLaunching and \
                before didFinishLaunching.
                """,
            citations: [
                Citation(
                    .documented, "10",
                    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:diddecoderestorablestatewith:)"
                )
            ]),
        CallbackInfo(
            callback: .applicationWillContinueUserActivity,
            swiftName: "application(_:willContinueUserActivityWithType:)",
            selector: "application:willContinueUserActivityWithType:",
            declaredBy: .applicationDelegate, routing: .appSceneless,
            explanation: """
                UIKit tells the app delegate that a user activity of the given type is about to be continued, before \
                its data arrives.
                """,
            citations: [
                Citation(
                    .documented, "10",
                    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willcontinueuseractivitywithtype:)"
                )
            ]),
        CallbackInfo(
            callback: .applicationDidFailToContinueUserActivity,
            swiftName: "application(_:didFailToContinueUserActivityWithType:error:)",
            selector: "application:didFailToContinueUserActivityWithType:error:",
            declaredBy: .applicationDelegate, routing: .appEverywhere,
            explanation: "UIKit tells the app delegate that a user activity could not be continued.",
            citations: [
                Citation(
                    .documented, "10",
                    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfailtocontinueuseractivitywithtype:error:)"
                )
            ]),
        CallbackInfo(
            callback: .handleEventsForBackgroundURLSession,
            swiftName: "application(_:handleEventsForBackgroundURLSession:completionHandler:)",
            selector: "application:handleEventsForBackgroundURLSession:completionHandler:",
            declaredBy: .applicationDelegate, routing: .appEverywhere,
            explanation: """
                UIKit tells the app delegate that events of a background URL session are waiting, launching or waking \
                the app in the background if needed.
                """,
            citations: [
                Citation(
                    .documented, "10",
                    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:handleeventsforbackgroundurlsession:completionhandler:)"
                )
            ]),
        CallbackInfo(
            callback: .protectedDataWillBecomeUnavailable,
            swiftName: "applicationProtectedDataWillBecomeUnavailable(_:)",
            selector: "applicationProtectedDataWillBecomeUnavailable:",
            declaredBy: .applicationDelegate, routing: .appEverywhere,
            explanation: """
                UIKit tells the app delegate that protected files are about to become unavailable (the device is \
                locking).
                """,
            citations: [
                Citation(
                    .documented, "10",
                    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationprotecteddatawillbecomeunavailable(_:)"
                )
            ]),
        CallbackInfo(
            callback: .protectedDataDidBecomeAvailable,
            swiftName: "applicationProtectedDataDidBecomeAvailable(_:)",
            selector: "applicationProtectedDataDidBecomeAvailable:",
            declaredBy: .applicationDelegate, routing: .appEverywhere,
            explanation:
                "UIKit tells the app delegate that protected files are available again (the device was unlocked).",
            citations: [
                Citation(
                    .documented, "10",
                    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationprotecteddatadidbecomeavailable(_:)"
                )
            ]),
        CallbackInfo(
            callback: .significantTimeChange,
            swiftName: "applicationSignificantTimeChange(_:)",
            selector: "applicationSignificantTimeChange:",
            declaredBy: .applicationDelegate, routing: .appEverywhere,
            explanation: """
                UIKit tells the app delegate that the time changed significantly: midnight, a carrier time update, or \
                daylight saving time.
                """,
            citations: [
                Citation(
                    .documented, "10",
                    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationsignificanttimechange(_:)"
                )
            ]),
        CallbackInfo(
            callback: .didRegisterForRemoteNotifications,
            swiftName: "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)",
            selector: "application:didRegisterForRemoteNotificationsWithDeviceToken:",
            declaredBy: .applicationDelegate, routing: .appEverywhere,
            explanation:
                "UIKit hands the app delegate the device token after the app registered for remote notifications.",
            citations: [
                Citation(
                    .documented, "10",
                    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didregisterforremotenotificationswithdevicetoken:)"
                )
            ]),
        CallbackInfo(
            callback: .didFailToRegisterForRemoteNotifications,
            swiftName: "application(_:didFailToRegisterForRemoteNotificationsWithError:)",
            selector: "application:didFailToRegisterForRemoteNotificationsWithError:",
            declaredBy: .applicationDelegate, routing: .appEverywhere,
            explanation: "UIKit tells the app delegate that registering for remote notifications failed.",
            citations: [
                Citation(
                    .documented, "10",
                    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfailtoregisterforremotenotificationswitherror:)"
                )
            ]),
        CallbackInfo(
            callback: .supportedInterfaceOrientations,
            swiftName: "application(_:supportedInterfaceOrientationsFor:)",
            selector: "application:supportedInterfaceOrientationsForWindow:",
            declaredBy: .applicationDelegate, routing: .appEverywhere,
            explanation: "UIKit asks the app delegate which interface orientations a window may use.",
            citations: [
                Citation(
                    .documented, "10",
                    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:supportedinterfaceorientationsfor:)"
                )
            ]),
        CallbackInfo(
            callback: .willChangeStatusBarOrientation,
            swiftName: "application(_:willChangeStatusBarOrientation:duration:)",
            selector: "application:willChangeStatusBarOrientation:duration:",
            declaredBy: .applicationDelegate, routing: .appEverywhere,
            explanation:
                """
                UIKit tells the app delegate that the interface orientation is about to change (deprecated in iOS \
                13).
                """,
            citations: [
                Citation(
                    .documented, "10",
                    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willchangestatusbarorientation:duration:)"
                )
            ],
            deprecatedIn: "iOS 13"),
        CallbackInfo(
            callback: .didChangeStatusBarOrientation,
            swiftName: "application(_:didChangeStatusBarOrientation:)",
            selector: "application:didChangeStatusBarOrientation:",
            declaredBy: .applicationDelegate, routing: .appEverywhere,
            explanation: "UIKit tells the app delegate that the interface orientation changed (deprecated in iOS 13).",
            citations: [
                Citation(
                    .documented, "10",
                    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didchangestatusbarorientation:)"
                )
            ],
            deprecatedIn: "iOS 13"),
        CallbackInfo(
            callback: .willChangeStatusBarFrame,
            swiftName: "application(_:willChangeStatusBarFrame:)",
            selector: "application:willChangeStatusBarFrame:",
            declaredBy: .applicationDelegate, routing: .appEverywhere,
            explanation:
                "UIKit tells the app delegate that the status bar's frame is about to change (deprecated in iOS 13).",
            citations: [
                Citation(
                    .documented, "10",
                    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willchangestatusbarframe:)"
                )
            ],
            deprecatedIn: "iOS 13"),
        CallbackInfo(
            callback: .didChangeStatusBarFrame,
            swiftName: "application(_:didChangeStatusBarFrame:)",
            selector: "application:didChangeStatusBarFrame:",
            declaredBy: .applicationDelegate, routing: .appEverywhere,
            explanation: "UIKit tells the app delegate that the status bar's frame changed (deprecated in iOS 13).",
            citations: [
                Citation(
                    .documented, "10",
                    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didchangestatusbarframe:)"
                )
            ],
            deprecatedIn: "iOS 13"),
        CallbackInfo(
            callback: .sceneWillContinueUserActivity,
            swiftName: "scene(_:willContinueUserActivityWithType:)",
            selector: "scene:willContinueUserActivityWithType:",
            declaredBy: .sceneDelegate, routing: .sceneDelegate,
            explanation: """
                UIKit tells a running scene's delegate that a user activity of the given type is about to be \
                continued.
                """,
            citations: [
                Citation(
                    .documented, "10",
                    "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willcontinueuseractivitywithtype:)"
                )
            ]),
        CallbackInfo(
            callback: .sceneDidFailToContinueUserActivity,
            swiftName: "scene(_:didFailToContinueUserActivityWithType:error:)",
            selector: "scene:didFailToContinueUserActivityWithType:error:",
            declaredBy: .sceneDelegate, routing: .sceneDelegate,
            explanation: "UIKit tells the scene's delegate that a user activity could not be continued.",
            citations: [
                Citation(
                    .documented, "10",
                    "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:didfailtocontinueuseractivitywithtype:error:)"
                )
            ]),
        CallbackInfo(
            callback: .restoreInteractionState,
            swiftName: "scene(_:restoreInteractionStateWith:)",
            selector: "scene:restoreInteractionStateWithUserActivity:",
            declaredBy: .sceneDelegate, routing: .sceneDelegate,
            explanation: """
                UIKit hands the scene's delegate the session's stateRestorationActivity, to restore the scene's \
                interaction state once it has connected with one; the simulation delivers it when the scene first \
                enters the foreground.
                """,
            citations: [
                Citation(.documented, "2.7", CitedPage.restoreInteractionState),
                Citation(.unsure, "2.7", CitedPage.restoreInteractionState)
            ]),
        CallbackInfo(
            callback: .windowSceneDidUpdate,
            swiftName: "windowScene(_:didUpdate:interfaceOrientation:traitCollection:)",
            selector: "windowScene:didUpdateCoordinateSpace:interfaceOrientation:traitCollection:",
            declaredBy: .windowSceneDelegate, routing: .sceneDelegate,
            explanation: "UIKit tells the window scene's delegate that its size, orientation or traits changed.",
            citations: [
                Citation(
                    .documented, "10",
                    "https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:didupdate:interfaceorientation:traitcollection:)"
                )
            ],
            deprecatedIn: "iOS 26"),
        // A self-loop in every connected state (SceneMachine): beyond "when the window scene's
        // effective geometry has changed", in which states UIKit calls it is not documented (§15).
        CallbackInfo(
            callback: .windowSceneDidUpdateEffectiveGeometry,
            swiftName: "windowScene(_:didUpdateEffectiveGeometry:)",
            selector: "windowScene:didUpdateEffectiveGeometry:",
            declaredBy: .windowSceneDelegate, routing: .sceneDelegate,
            explanation: """
                UIKit tells the window scene's delegate that its effective geometry changed: its size, orientation or \
                screen (iOS 26 and later; it replaces the didUpdate:interfaceOrientation:traitCollection: method).
                """,
            citations: [Citation(.documented, "15", CitedPage.windowSceneDidUpdateEffectiveGeometry)]),
        // No state edge: a question UIKit asks of the window scene's delegate, which moves no
        // state; when it asks is not documented (§15).
        CallbackInfo(
            callback: .preferredWindowingControlStyle,
            swiftName: "preferredWindowingControlStyle(for:)",
            selector: "preferredWindowingControlStyleForScene:",
            declaredBy: .windowSceneDelegate, routing: .sceneDelegate,
            explanation: """
                UIKit asks the window scene's delegate which style of windowing controls the scene wants (iOS 26 and \
                later); without the method the automatic style is used.
                """,
            citations: [
                Citation(
                    .documented, "15",
                    "https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/preferredwindowingcontrolstyle(for:)"
                )
            ]),
        CallbackInfo(
            callback: .notificationWillPresent,
            swiftName: "userNotificationCenter(_:willPresent:withCompletionHandler:)",
            selector: "userNotificationCenter:willPresentNotification:withCompletionHandler:",
            declaredBy: .userNotificationCenterDelegate, routing: .appEverywhere,
            explanation: """
                The notification center asks its delegate how to present a notification that arrived while the app \
                was in the foreground.
                """,
            citations: [
                Citation(
                    .documented, "10",
                    "https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:willpresent:withcompletionhandler:)"
                )
            ]),
        CallbackInfo(
            callback: .notificationDidReceive,
            swiftName: "userNotificationCenter(_:didReceive:withCompletionHandler:)",
            selector: "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:",
            declaredBy: .userNotificationCenterDelegate, routing: .appEverywhere,
            explanation: """
                The notification center hands its delegate the user's response to a notification, launching the app \
                if needed.
                """,
            citations: [
                Citation(
                    .documented, "10",
                    "https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:)"
                )
            ]),
        // Legacy methods (issue 31). Cited to the protocol's page, which lists them; their own
        // pages are not yet in lifecycle-facts.md.
        legacy(
            .legacyDidFinishLaunching, "applicationDidFinishLaunching(_:)", "applicationDidFinishLaunching:",
            routing: .appEverywhere, deprecatedIn: nil,
            """
            UIKit tells the app delegate that launching finished, when the delegate does not implement \
            application(_:didFinishLaunchingWithOptions:), which replaced it.
            """),
        legacy(
            .legacyHandleOpenURL, "application(_:handleOpen:)", "application:handleOpenURL:",
            routing: .appSceneless, deprecatedIn: "iOS 9",
            "UIKit asked the app delegate to open a URL before iOS 9; application(_:open:options:) replaced it."),
        legacy(
            .legacyOpenURLSourceApplication, "application(_:open:sourceApplication:annotation:)",
            "application:openURL:sourceApplication:annotation:", routing: .appSceneless, deprecatedIn: "iOS 9",
            """
            UIKit asked the app delegate to open a URL from another app before iOS 9; \
            application(_:open:options:) replaced it.
            """),
        legacy(
            .legacyDidReceiveRemoteNotification, "application(_:didReceiveRemoteNotification:)",
            "application:didReceiveRemoteNotification:", routing: .appEverywhere, deprecatedIn: "iOS 10",
            """
            UIKit handed the app delegate a remote notification while the app ran in the foreground; the \
            fetchCompletionHandler variant and UNUserNotificationCenterDelegate replaced it.
            """),
        CallbackInfo(
            callback: .viewControllerWithRestorationIdentifierPath,
            swiftName: "application(_:viewControllerWithRestorationIdentifierPath:coder:)",
            selector: "application:viewControllerWithRestorationIdentifierPath:coder:",
            declaredBy: .applicationDelegate, routing: .appEverywhere,
            explanation: """
                UIKit asks the app delegate, during the launch's state restoration, for a view controller it must \
                restore (between willFinishLaunching and didFinishLaunching).
                """,
            citations: [
                Citation(
                    .documented, "1.7",
                    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:viewcontrollerwithrestorationidentifierpath:coder:)"
                )
            ]),
        viewController(
            .viewDidLoad, "viewDidLoad()", "viewDidLoad", page: "viewdidload()",
            "The root view controller has loaded its view, once, when its window is first set up."),
        viewController(
            .viewWillAppear, "viewWillAppear(_:)", "viewWillAppear:", page: "viewwillappear(_:)",
            """
            The root view controller's view is about to be added to the window, before the scene \
            enters the foreground; not called again when the app only comes back from the background.
            """),
        viewController(
            .viewIsAppearing, "viewIsAppearing(_:)", "viewIsAppearing:", page: "viewisappearing(_:)",
            """
            The view is in the window and laid out, with its traits: after viewWillAppear, before \
            viewDidAppear (iOS 17 SDK, back-deployed to iOS 13).
            """),
        viewController(
            .viewDidAppear, "viewDidAppear(_:)", "viewDidAppear:", page: "viewdidappear(_:)",
            "The root view controller's view is on screen, after the scene or the app became active."),
        viewController(
            .viewWillDisappear, "viewWillDisappear(_:)", "viewWillDisappear:", page: "viewwilldisappear(_:)",
            "The view is about to leave the window; going to the background does not call it."),
        viewController(
            .viewDidDisappear, "viewDidDisappear(_:)", "viewDidDisappear:", page: "viewdiddisappear(_:)",
            "The view left the window; going to the background does not call it.")
    ]

    /// A legacy app-delegate method: the protocol's page (§2.6) until facts of its own are added.
    private static func legacy(
        _ callback: Callback, _ swiftName: String, _ selector: String, routing: Routing,
        deprecatedIn: String?, _ explanation: String
    ) -> CallbackInfo {
        CallbackInfo(
            callback: callback, swiftName: swiftName, selector: selector,
            declaredBy: .applicationDelegate, routing: routing, explanation: explanation,
            citations: [
                Citation(.documented, "2.6", "https://developer.apple.com/documentation/uikit/uiapplicationdelegate")
            ],
            deprecatedIn: deprecatedIn)
    }

    /// A root view controller's appearance method (§14): its Apple page and the observed order.
    private static func viewController(
        _ callback: Callback, _ swiftName: String, _ selector: String, page: String,
        _ explanation: String
    ) -> CallbackInfo {
        CallbackInfo(
            callback: callback, swiftName: swiftName, selector: selector,
            declaredBy: .viewController, routing: .viewController, explanation: explanation,
            citations: [
                Citation(.documented, "14", CitedPage.viewController + page),
                Citation(.observed, "14", CitedPage.viewControllerOrderLog)
            ])
    }
}
