import Foundation
import LifelineModel

/// The app delegate the command line uses: implements every method, and takes the time a
/// scenario's `costs` give a method (to show budgets being overrun).
final class StandInAppDelegate: AppDelegate, UserNotificationCenterDelegate {
    let costs: [Callback: Int64]
    init(costs: [Callback: Int64]) { self.costs = costs }

    private func spend(_ callback: Callback, _ application: Application) {
        if let micros = costs[callback] { application.clock.advance(micros: micros) }
    }

    func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        spend(.willFinishLaunching, application); return true
    }
    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        spend(.didFinishLaunching, application); return true
    }
    func applicationDidBecomeActive(_ application: Application) { spend(.applicationDidBecomeActive, application) }
    func applicationWillResignActive(_ application: Application) { spend(.applicationWillResignActive, application) }
    func applicationDidEnterBackground(_ application: Application) { spend(.applicationDidEnterBackground, application) }
    func applicationWillEnterForeground(_ application: Application) { spend(.applicationWillEnterForeground, application) }
    func applicationWillTerminate(_ application: Application) { spend(.applicationWillTerminate, application) }
    func applicationDidReceiveMemoryWarning(_ application: Application) { spend(.applicationDidReceiveMemoryWarning, application) }
    func application(_ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
                     options: ConnectionOptions) -> SceneConfiguration {
        spend(.configurationForConnecting, application)
        return connectingSceneSession.configuration
    }
    func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>) {
        spend(.didDiscardSceneSessions, application)
    }
    func application(_ app: Application, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        spend(.applicationOpenURL, app); return true
    }
    func application(_ application: Application, continue userActivity: UserActivity,
                     restorationHandler: @escaping ([Any]?) -> Void) -> Bool {
        spend(.applicationContinueUserActivity, application); return true
    }
    func application(_ application: Application, performActionFor shortcutItem: ApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        spend(.applicationPerformActionForShortcutItem, application); completionHandler(true)
    }
    func application(_ application: Application, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (BackgroundFetchResult) -> Void) {
        spend(.didReceiveRemoteNotification, application); completionHandler(.newData)
    }
    func application(_ application: Application,
                     performFetchWithCompletionHandler completionHandler: @escaping (BackgroundFetchResult) -> Void) {
        spend(.performFetch, application); completionHandler(.newData)
    }
    func application(_ application: Application, handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        spend(.handleEventsForBackgroundURLSession, application); completionHandler()
    }
    func application(_ application: Application, shouldSaveSecureApplicationState coder: Coder) -> Bool {
        spend(.shouldSaveSecureApplicationState, application); return true
    }
    func application(_ application: Application, shouldRestoreSecureApplicationState coder: Coder) -> Bool {
        spend(.shouldRestoreSecureApplicationState, application); return true
    }
    func application(_ application: Application, willEncodeRestorableStateWith coder: Coder) {
        spend(.willEncodeRestorableState, application)
    }
    func application(_ application: Application, didDecodeRestorableStateWith coder: Coder) {
        spend(.didDecodeRestorableState, application)
    }
    func userNotificationCenter(_ center: Application, willPresent notification: String,
                                withCompletionHandler completionHandler: @escaping (NotificationPresentationOptions) -> Void) {
        spend(.notificationWillPresent, center); completionHandler([.banner, .sound])
    }
    func userNotificationCenter(_ center: Application, didReceive response: NotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void) {
        spend(.notificationDidReceive, center); completionHandler()
    }
}

/// The scene delegate the command line uses for every class a configuration names.
final class StandInSceneDelegate: WindowSceneDelegate {
    let costs: [Callback: Int64]
    init(costs: [Callback: Int64]) { self.costs = costs }

    private func spend(_ callback: Callback, _ scene: Scene) {
        if let micros = costs[callback] { scene.clock.advance(micros: micros) }
    }

    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: ConnectionOptions) {
        spend(.sceneWillConnect, scene)
    }
    func sceneDidDisconnect(_ scene: Scene) { spend(.sceneDidDisconnect, scene) }
    func sceneDidBecomeActive(_ scene: Scene) { spend(.sceneDidBecomeActive, scene) }
    func sceneWillResignActive(_ scene: Scene) { spend(.sceneWillResignActive, scene) }
    func sceneWillEnterForeground(_ scene: Scene) { spend(.sceneWillEnterForeground, scene) }
    func sceneDidEnterBackground(_ scene: Scene) { spend(.sceneDidEnterBackground, scene) }
    func scene(_ scene: Scene, openURLContexts URLContexts: Set<OpenURLContext>) { spend(.sceneOpenURLContexts, scene) }
    func scene(_ scene: Scene, continue userActivity: UserActivity) { spend(.sceneContinueUserActivity, scene) }
    func stateRestorationActivity(for scene: Scene) -> UserActivity? {
        // Returns an activity, so that traces show the session carrying it back (§2.7).
        spend(.stateRestorationActivity, scene); return UserActivity(activityType: "restoration")
    }
    func windowScene(_ windowScene: Scene, performActionFor shortcutItem: ApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        spend(.windowScenePerformActionForShortcutItem, windowScene); completionHandler(true)
    }
    func windowScene(_ windowScene: Scene, didUpdate previousCoordinateSpace: CoordinateSpace,
                     interfaceOrientation previousInterfaceOrientation: InterfaceOrientation,
                     traitCollection previousTraitCollection: TraitCollection) {
        spend(.windowSceneDidUpdate, windowScene)
    }
    func windowScene(_ windowScene: Scene, didUpdateEffectiveGeometry previousEffectiveGeometry: WindowSceneGeometry) {
        spend(.windowSceneDidUpdateEffectiveGeometry, windowScene)
    }
}
