import Foundation
import LifelineModel

/// The app delegate that stands for a scanned app's: it implements the methods the app's
/// sources define and no other. For the rest it runs the protocol's default, which tells the
/// runtime the method is missing: UIKit declares every delegate method `@optional` and checks
/// that the delegate responds before calling one (lifecycle-facts.md §13), so the trace keeps
/// the moment (the state still changes) with no handler and "the delegate does not implement it".
final class AdoptedAppDelegate: AppDelegate {
    let methods: [Callback: AppMethod]
    let connecting: SceneConfiguration?
    let costs: [Callback: Int64]

    init(methods: [Callback: AppMethod], connecting: SceneConfiguration?, costs: [Callback: Int64]) {
        self.methods = methods
        self.connecting = connecting
        self.costs = costs
    }

    /// Whether the app implements `callback`; spends its scenario cost when it does.
    private func runs(_ callback: Callback, _ application: Application) -> Bool {
        guard methods[callback] != nil else {
            application.noteDefaultImplementation()
            return false
        }
        if let micros = costs[callback] { application.clock.advance(micros: micros) }
        return true
    }

    func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        _ = runs(.willFinishLaunching, application); return true
    }
    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        _ = runs(.didFinishLaunching, application); return true
    }
    func applicationDidBecomeActive(_ application: Application) { _ = runs(.applicationDidBecomeActive, application) }
    func applicationWillResignActive(_ application: Application) { _ = runs(.applicationWillResignActive, application) }
    func applicationDidEnterBackground(_ application: Application) { _ = runs(.applicationDidEnterBackground, application) }
    func applicationWillEnterForeground(_ application: Application) { _ = runs(.applicationWillEnterForeground, application) }
    func applicationWillTerminate(_ application: Application) { _ = runs(.applicationWillTerminate, application) }
    func applicationDidReceiveMemoryWarning(_ application: Application) { _ = runs(.applicationDidReceiveMemoryWarning, application) }
    func application(_ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
                     options: ConnectionOptions) -> SceneConfiguration {
        guard runs(.configurationForConnecting, application), var chosen = connecting else {
            return connectingSceneSession.configuration
        }
        chosen.role = connectingSceneSession.role
        return chosen
    }
    func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>) {
        _ = runs(.didDiscardSceneSessions, application)
    }
    func application(_ app: Application, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        runs(.applicationOpenURL, app)
    }
    func application(_ application: Application, continue userActivity: UserActivity,
                     restorationHandler: @escaping ([Any]?) -> Void) -> Bool {
        runs(.applicationContinueUserActivity, application)
    }
    func application(_ application: Application, performActionFor shortcutItem: ApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        if runs(.applicationPerformActionForShortcutItem, application) { completionHandler(true) }
    }
    func application(_ application: Application, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (BackgroundFetchResult) -> Void) {
        if runs(.didReceiveRemoteNotification, application) { completionHandler(.newData) }
    }
    func application(_ application: Application,
                     performFetchWithCompletionHandler completionHandler: @escaping (BackgroundFetchResult) -> Void) {
        if runs(.performFetch, application) { completionHandler(.newData) }
    }
    // Since iOS 13.2 UIKit calls the deprecated restoration methods when the secure ones are
    // missing (§1.7): an app that has either has the method.
    func application(_ application: Application, shouldSaveSecureApplicationState coder: Coder) -> Bool {
        runs(methods[.shouldSaveSecureApplicationState] == nil ? .shouldSaveApplicationState : .shouldSaveSecureApplicationState, application)
    }
    func application(_ application: Application, shouldRestoreSecureApplicationState coder: Coder) -> Bool {
        runs(methods[.shouldRestoreSecureApplicationState] == nil ? .shouldRestoreApplicationState : .shouldRestoreSecureApplicationState,
             application)
    }
    func application(_ application: Application, willEncodeRestorableStateWith coder: Coder) { _ = runs(.willEncodeRestorableState, application) }
    func application(_ application: Application, didDecodeRestorableStateWith coder: Coder) { _ = runs(.didDecodeRestorableState, application) }
}

/// A scene delegate class of a scanned app: implements what the class's sources define (see
/// ``AdoptedAppDelegate`` for the methods it lacks).
final class AdoptedSceneDelegate: WindowSceneDelegate {
    let methods: [Callback: AppMethod]
    let costs: [Callback: Int64]

    init(methods: [Callback: AppMethod], costs: [Callback: Int64]) {
        self.methods = methods
        self.costs = costs
    }

    private func runs(_ callback: Callback, _ scene: Scene) -> Bool {
        guard methods[callback] != nil else {
            scene.application.noteDefaultImplementation()
            return false
        }
        if let micros = costs[callback] { scene.clock.advance(micros: micros) }
        return true
    }

    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: ConnectionOptions) {
        _ = runs(.sceneWillConnect, scene)
    }
    func sceneDidDisconnect(_ scene: Scene) { _ = runs(.sceneDidDisconnect, scene) }
    func sceneDidBecomeActive(_ scene: Scene) { _ = runs(.sceneDidBecomeActive, scene) }
    func sceneWillResignActive(_ scene: Scene) { _ = runs(.sceneWillResignActive, scene) }
    func sceneWillEnterForeground(_ scene: Scene) { _ = runs(.sceneWillEnterForeground, scene) }
    func sceneDidEnterBackground(_ scene: Scene) { _ = runs(.sceneDidEnterBackground, scene) }
    func scene(_ scene: Scene, openURLContexts URLContexts: Set<OpenURLContext>) { _ = runs(.sceneOpenURLContexts, scene) }
    func scene(_ scene: Scene, continue userActivity: UserActivity) { _ = runs(.sceneContinueUserActivity, scene) }
    func stateRestorationActivity(for scene: Scene) -> UserActivity? {
        // What the app returns cannot be read without running it: an activity, as the
        // stand-in returns, so that the trace shows the session carrying one back (§2.7).
        runs(.stateRestorationActivity, scene) ? UserActivity(activityType: "restoration") : nil
    }
    func windowScene(_ windowScene: Scene, performActionFor shortcutItem: ApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        if runs(.windowScenePerformActionForShortcutItem, windowScene) { completionHandler(true) }
    }
    func windowScene(_ windowScene: Scene, didUpdate previousCoordinateSpace: CoordinateSpace,
                     interfaceOrientation previousInterfaceOrientation: InterfaceOrientation,
                     traitCollection previousTraitCollection: TraitCollection) {
        _ = runs(.windowSceneDidUpdate, windowScene)
    }
    func windowScene(_ windowScene: Scene, didUpdateEffectiveGeometry previousEffectiveGeometry: WindowSceneGeometry) {
        _ = runs(.windowSceneDidUpdateEffectiveGeometry, windowScene)
    }
}
