import LifelineModel

/// The runtime's delegate methods, one row per callback the simulation calls; a callback of a
/// delegate protocol with no row here is known to the trace (the importer, the checker) and
/// never called by the runtime. A new callback the runtime calls is one row here.
enum RuntimeMethods {
    static let all: [RuntimeMethod] = app + notificationCenter + scene + windowScene

    private static let app: [RuntimeMethod] = [
        RuntimeMethod(
            callback: .willFinishLaunching,
            declaration: """
                application(_ application: Application, willFinishLaunchingWithOptions launchOptions: \
                [UIApplication.LaunchOptionsKey: Any]?) -> Bool
                """,
            subject: "application", returned: .value(missing: "true", implemented: "true"),
            call: ["outcome.returned = d.application(app, willFinishLaunchingWithOptions: a.launchOptions)"]),
        RuntimeMethod(
            callback: .didFinishLaunching,
            declaration: """
                application(_ application: Application, didFinishLaunchingWithOptions launchOptions: \
                [UIApplication.LaunchOptionsKey: Any]?) -> Bool
                """,
            subject: "application", returned: .value(missing: "true", implemented: "true"),
            call: ["outcome.returned = d.application(app, didFinishLaunchingWithOptions: a.launchOptions)"]),
        appOnly(.applicationDidBecomeActive, "applicationDidBecomeActive"),
        appOnly(.applicationWillResignActive, "applicationWillResignActive"),
        appOnly(.applicationDidEnterBackground, "applicationDidEnterBackground"),
        appOnly(.applicationWillEnterForeground, "applicationWillEnterForeground"),
        appOnly(.applicationWillTerminate, "applicationWillTerminate"),
        appOnly(.applicationDidReceiveMemoryWarning, "applicationDidReceiveMemoryWarning"),
        RuntimeMethod(
            callback: .configurationForConnecting,
            declaration: """
                application(_ application: Application, configurationForConnecting connectingSceneSession: \
                SceneSession, options: ConnectionOptions) -> SceneConfiguration
                """,
            subject: "application",
            returned: .value(
                missing: "connectingSceneSession.configuration", implemented: "connectingSceneSession.configuration"),
            adopted: .handWritten,
            call: [
                "if let session = a.session {",
                "    outcome.configuration = d.application(app, configurationForConnecting: session, options: a.options)",
                "}"
            ],
            note: "Without the method UIKit uses the Info.plist configuration (§6)."),
        RuntimeMethod(
            callback: .didDiscardSceneSessions,
            declaration: """
                application(_ application: Application, didDiscardSceneSessions sceneSessions: \
                Set<SceneSession>)
                """,
            subject: "application", call: ["d.application(app, didDiscardSceneSessions: a.discarded)"]),
        RuntimeMethod(
            callback: .applicationOpenURL,
            declaration: """
                application(_ app: Application, open url: URL, options: [UIApplication.OpenURLOptionsKey: \
                Any]) -> Bool
                """,
            subject: "app", returned: .value(missing: "false", implemented: "true"),
            call: [
                "guard let context = a.options.urlContexts.first else { break }",
                "outcome.returned = d.application(app, open: context.url, options: [:])"
            ]),
        RuntimeMethod(
            callback: .applicationContinueUserActivity,
            declaration: """
                application(_ application: Application, continue userActivity: UserActivity, \
                restorationHandler: @escaping ([Any]?) -> Void) -> Bool
                """,
            subject: "application", returned: .value(missing: "false", implemented: "true"),
            call: [
                "let activity = a.options.userActivities.first ?? UserActivity(activityType: \"\")",
                """
                outcome.returned = d.application(app, continue: activity, restorationHandler: { _ in \
                })
                """
            ]),
        RuntimeMethod(
            callback: .applicationPerformActionForShortcutItem,
            declaration: """
                application(_ application: Application, performActionFor shortcutItem: \
                ApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)
                """,
            subject: "application", completion: "completionHandler(true)",
            call: [
                """
                d.application(app, performActionFor: a.options.shortcutItem ?? \
                ApplicationShortcutItem(type: \"\"),
                """,
                "              completionHandler: { _ in })"
            ]),
        RuntimeMethod(
            callback: .didReceiveRemoteNotification,
            declaration: """
                application(_ application: Application, didReceiveRemoteNotification userInfo: \
                [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping \
                (BackgroundFetchResult) -> Void)
                """,
            subject: "application", completion: "completionHandler(.newData)",
            call: ["d.application(app, didReceiveRemoteNotification: [:], fetchCompletionHandler: { _ in })"]),
        RuntimeMethod(
            callback: .performFetch,
            declaration: """
                application(_ application: Application, performFetchWithCompletionHandler \
                completionHandler: @escaping (BackgroundFetchResult) -> Void)
                """,
            subject: "application", completion: "completionHandler(.newData)",
            call: ["d.application(app, performFetchWithCompletionHandler: { _ in })"]),
        RuntimeMethod(
            callback: .handleEventsForBackgroundURLSession,
            declaration: """
                application(_ application: Application, handleEventsForBackgroundURLSession identifier: \
                String, completionHandler: @escaping () -> Void)
                """,
            subject: "application", completion: "completionHandler()",
            call: ["d.application(app, handleEventsForBackgroundURLSession: a.identifier, completionHandler: {})"]),
        RuntimeMethod(
            callback: .shouldSaveSecureApplicationState,
            declaration: """
                application(_ application: Application, shouldSaveSecureApplicationState coder: Coder) -> \
                Bool
                """,
            subject: "application", returned: .value(missing: "false", implemented: "true"), adopted: .handWritten,
            call: ["outcome.returned = d.application(app, shouldSaveSecureApplicationState: Coder())"],
            note: "Without the two \"should\" methods UIKit neither preserves nor restores (§1.7)."),
        RuntimeMethod(
            callback: .shouldRestoreSecureApplicationState,
            declaration: """
                application(_ application: Application, shouldRestoreSecureApplicationState coder: Coder) \
                -> Bool
                """,
            subject: "application", returned: .value(missing: "false", implemented: "true"), adopted: .handWritten,
            call: ["outcome.returned = d.application(app, shouldRestoreSecureApplicationState: Coder())"]),
        RuntimeMethod(
            callback: .willEncodeRestorableState,
            declaration: "application(_ application: Application, willEncodeRestorableStateWith coder: Coder)",
            subject: "application", call: ["d.application(app, willEncodeRestorableStateWith: Coder())"]),
        RuntimeMethod(
            callback: .didDecodeRestorableState,
            declaration: "application(_ application: Application, didDecodeRestorableStateWith coder: Coder)",
            subject: "application", call: ["d.application(app, didDecodeRestorableStateWith: Coder())"])
    ]

    private static let notificationCenter: [RuntimeMethod] = [
        RuntimeMethod(
            callback: .notificationWillPresent,
            declaration: """
                userNotificationCenter(_ center: Application, willPresent notification: String, \
                withCompletionHandler completionHandler: @escaping (NotificationPresentationOptions) -> \
                Void)
                """,
            subject: "center", completion: "completionHandler([.banner, .sound])", adopted: .none,
            call: [
                """
                center.userNotificationCenter(app, willPresent: a.identifier, withCompletionHandler: { _ in \
                })
                """
            ]),
        RuntimeMethod(
            callback: .notificationDidReceive,
            declaration: """
                userNotificationCenter(_ center: Application, didReceive response: NotificationResponse, \
                withCompletionHandler completionHandler: @escaping () -> Void)
                """,
            subject: "center", completion: "completionHandler()", adopted: .none,
            call: [
                """
                let response = a.options.notificationResponse ?? NotificationResponse(identifier: \
                a.identifier)
                """,
                "center.userNotificationCenter(app, didReceive: response, withCompletionHandler: {})"
            ])
    ]

    private static let scene: [RuntimeMethod] = [
        RuntimeMethod(
            callback: .sceneWillConnect,
            declaration: """
                scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: \
                ConnectionOptions)
                """,
            subject: "scene", call: ["d.scene(scene, willConnectTo: scene.session, options: a.options)"]),
        sceneOnly(.sceneDidDisconnect, "sceneDidDisconnect"),
        sceneOnly(.sceneDidBecomeActive, "sceneDidBecomeActive"),
        sceneOnly(.sceneWillResignActive, "sceneWillResignActive"),
        sceneOnly(.sceneWillEnterForeground, "sceneWillEnterForeground"),
        sceneOnly(.sceneDidEnterBackground, "sceneDidEnterBackground"),
        RuntimeMethod(
            callback: .sceneOpenURLContexts,
            declaration: "scene(_ scene: Scene, openURLContexts URLContexts: Set<OpenURLContext>)",
            subject: "scene", call: ["d.scene(scene, openURLContexts: a.options.urlContexts)"]),
        RuntimeMethod(
            callback: .sceneContinueUserActivity,
            declaration: "scene(_ scene: Scene, continue userActivity: UserActivity)",
            subject: "scene",
            call: ["d.scene(scene, continue: a.options.userActivities.first ?? UserActivity(activityType: \"\"))"]),
        RuntimeMethod(
            callback: .stateRestorationActivity,
            declaration: "stateRestorationActivity(for scene: Scene) -> UserActivity?",
            subject: "scene",
            returned: .value(missing: "nil", implemented: "UserActivity(activityType: \"restoration\")"),
            call: ["scene.session.stateRestorationActivity = d.stateRestorationActivity(for: scene)"],
            note: """
                Nil: the session keeps no activity. The scenario's delegate returns one, so that \
                traces show the session carrying it back (§2.7).
                """),
        RuntimeMethod(
            callback: .restoreInteractionState,
            declaration: "scene(_ scene: Scene, restoreInteractionStateWith stateRestorationActivity: UserActivity)",
            subject: "scene",
            call: [
                "let activity = scene.session.stateRestorationActivity ?? UserActivity(activityType: \"\")",
                "d.scene(scene, restoreInteractionStateWith: activity)"
            ])
    ]

    private static let windowScene: [RuntimeMethod] = [
        RuntimeMethod(
            callback: .windowScenePerformActionForShortcutItem,
            declaration: """
                windowScene(_ windowScene: Scene, performActionFor shortcutItem: ApplicationShortcutItem, \
                completionHandler: @escaping (Bool) -> Void)
                """,
            subject: "windowScene", completion: "completionHandler(true)",
            call: [
                """
                w.windowScene(scene, performActionFor: a.options.shortcutItem ?? \
                ApplicationShortcutItem(type: \"\"),
                """,
                "              completionHandler: { _ in })"
            ]),
        RuntimeMethod(
            callback: .windowSceneDidUpdate,
            declaration: """
                windowScene(_ windowScene: Scene, didUpdate previousCoordinateSpace: CoordinateSpace, \
                interfaceOrientation previousInterfaceOrientation: InterfaceOrientation, traitCollection \
                previousTraitCollection: TraitCollection)
                """,
            subject: "windowScene",
            call: [
                """
                w.windowScene(scene, didUpdate: a.previousGeometry.space, interfaceOrientation: \
                .landscapeLeft,
                """,
                "              traitCollection: a.previousGeometry.traits)"
            ]),
        RuntimeMethod(
            callback: .windowSceneDidUpdateEffectiveGeometry,
            declaration: """
                windowScene(_ windowScene: Scene, didUpdateEffectiveGeometry previousEffectiveGeometry: \
                WindowSceneGeometry)
                """,
            subject: "windowScene",
            call: ["w.windowScene(scene, didUpdateEffectiveGeometry: a.previousGeometry.effective)"])
    ]

    /// An app delegate method whose only argument is the application.
    private static func appOnly(_ callback: Callback, _ name: String) -> RuntimeMethod {
        RuntimeMethod(
            callback: callback, declaration: "\(name)(_ application: Application)", subject: "application",
            call: ["d.\(name)(app)"])
    }

    /// A scene delegate method whose only argument is the scene.
    private static func sceneOnly(_ callback: Callback, _ name: String) -> RuntimeMethod {
        RuntimeMethod(
            callback: callback, declaration: "\(name)(_ scene: Scene)", subject: "scene", call: ["d.\(name)(scene)"])
    }
}
