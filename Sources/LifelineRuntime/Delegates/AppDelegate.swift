import Foundation
import LifelineModel

/// `UIApplicationDelegate`, with the simulated `Application` in place of `UIApplication`.
///
/// Every method is optional, as in UIKit: each has a default implementation, and the runtime
/// notices when the default ran, so it knows which methods your class implements (a missing
/// `configurationForConnecting` means the Info.plist configuration is used, lifecycle-facts.md §6).
public protocol AppDelegate: AppDelegateNearMisses {
    /// `UIApplicationDelegate`'s `application(_:willFinishLaunchingWithOptions:)`;
    /// `CallbackCatalogue` says when UIKit calls it, under which profile.
    func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// `UIApplicationDelegate`'s `application(_:didFinishLaunchingWithOptions:)`;
    /// `CallbackCatalogue` says when UIKit calls it, under which profile.
    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// `UIApplicationDelegate`'s `applicationDidBecomeActive(_:)`;
    /// `CallbackCatalogue` says when UIKit calls it, under which profile.
    func applicationDidBecomeActive(_ application: Application)
    /// `UIApplicationDelegate`'s `applicationWillResignActive(_:)`;
    /// `CallbackCatalogue` says when UIKit calls it, under which profile.
    func applicationWillResignActive(_ application: Application)
    /// `UIApplicationDelegate`'s `applicationDidEnterBackground(_:)`;
    /// `CallbackCatalogue` says when UIKit calls it, under which profile.
    func applicationDidEnterBackground(_ application: Application)
    /// `UIApplicationDelegate`'s `applicationWillEnterForeground(_:)`;
    /// `CallbackCatalogue` says when UIKit calls it, under which profile.
    func applicationWillEnterForeground(_ application: Application)
    /// `UIApplicationDelegate`'s `applicationWillTerminate(_:)`;
    /// `CallbackCatalogue` says when UIKit calls it, under which profile.
    func applicationWillTerminate(_ application: Application)
    /// `UIApplicationDelegate`'s `applicationDidReceiveMemoryWarning(_:)`;
    /// `CallbackCatalogue` says when UIKit calls it, under which profile.
    func applicationDidReceiveMemoryWarning(_ application: Application)
    /// `UIApplicationDelegate`'s `application(_:configurationForConnecting:options:)`;
    /// `CallbackCatalogue` says when UIKit calls it, under which profile.
    func application(_ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
                     options: ConnectionOptions) -> SceneConfiguration
    /// `UIApplicationDelegate`'s `application(_:didDiscardSceneSessions:)`;
    /// `CallbackCatalogue` says when UIKit calls it, under which profile.
    func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>)
    /// `UIApplicationDelegate`'s `application(_:open:options:)`;
    /// `CallbackCatalogue` says when UIKit calls it, under which profile.
    func application(_ app: Application, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// `UIApplicationDelegate`'s `application(_:continue:restorationHandler:)`;
    /// `CallbackCatalogue` says when UIKit calls it, under which profile.
    func application(_ application: Application, continue userActivity: UserActivity,
                     restorationHandler: @escaping ([Any]?) -> Void) -> Bool
    /// `UIApplicationDelegate`'s `application(_:performActionFor:completionHandler:)`;
    /// `CallbackCatalogue` says when UIKit calls it, under which profile.
    func application(_ application: Application, performActionFor shortcutItem: ApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
    /// `UIApplicationDelegate`'s `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`;
    /// `CallbackCatalogue` says when UIKit calls it, under which profile.
    func application(_ application: Application, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (BackgroundFetchResult) -> Void)
    /// `UIApplicationDelegate`'s `application(_:performFetchWithCompletionHandler:)`;
    /// `CallbackCatalogue` says when UIKit calls it, under which profile.
    func application(_ application: Application,
                     performFetchWithCompletionHandler completionHandler: @escaping (BackgroundFetchResult) -> Void)
    /// `UIApplicationDelegate`'s `application(_:handleEventsForBackgroundURLSession:completionHandler:)`;
    /// `CallbackCatalogue` says when UIKit calls it, under which profile.
    func application(_ application: Application, handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void)
    /// Legacy state restoration (apps without scenes, lifecycle-facts.md §1.7): asked after the
    /// app enters the background; `true` lets UIKit preserve the interface.
    func application(_ application: Application, shouldSaveSecureApplicationState coder: Coder) -> Bool
    /// Asked between willFinish and didFinish when a preserved archive exists; `true` restores it.
    func application(_ application: Application, shouldRestoreSecureApplicationState coder: Coder) -> Bool
    /// UIKit is about to write the app-level part of the archive.
    func application(_ application: Application, willEncodeRestorableStateWith coder: Coder)
    /// UIKit has restored the archive, still before didFinishLaunching.
    func application(_ application: Application, didDecodeRestorableStateWith coder: Coder)
}

extension AppDelegate {
    public func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        application.noteDefaultImplementation(); return true
    }
    public func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        application.noteDefaultImplementation(); return true
    }
    public func applicationDidBecomeActive(_ application: Application) { application.noteDefaultImplementation() }
    public func applicationWillResignActive(_ application: Application) { application.noteDefaultImplementation() }
    public func applicationDidEnterBackground(_ application: Application) { application.noteDefaultImplementation() }
    public func applicationWillEnterForeground(_ application: Application) { application.noteDefaultImplementation() }
    public func applicationWillTerminate(_ application: Application) { application.noteDefaultImplementation() }
    public func applicationDidReceiveMemoryWarning(_ application: Application) { application.noteDefaultImplementation() }
    public func application(_ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
                            options: ConnectionOptions) -> SceneConfiguration {
        application.noteDefaultImplementation()
        return connectingSceneSession.configuration
    }
    public func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>) {
        application.noteDefaultImplementation()
    }
    public func application(_ app: Application, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        app.noteDefaultImplementation(); return false
    }
    public func application(_ application: Application, continue userActivity: UserActivity,
                            restorationHandler: @escaping ([Any]?) -> Void) -> Bool {
        application.noteDefaultImplementation(); return false
    }
    public func application(_ application: Application, performActionFor shortcutItem: ApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {
        application.noteDefaultImplementation()
    }
    public func application(_ application: Application, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                            fetchCompletionHandler completionHandler: @escaping (BackgroundFetchResult) -> Void) {
        application.noteDefaultImplementation()
    }
    public func application(_ application: Application,
                            performFetchWithCompletionHandler completionHandler: @escaping (BackgroundFetchResult) -> Void) {
        application.noteDefaultImplementation()
    }
    public func application(_ application: Application, handleEventsForBackgroundURLSession identifier: String,
                            completionHandler: @escaping () -> Void) {
        application.noteDefaultImplementation()
    }
    // Without the two "should" methods UIKit neither preserves nor restores (§1.7).
    public func application(_ application: Application, shouldSaveSecureApplicationState coder: Coder) -> Bool {
        application.noteDefaultImplementation(); return false
    }
    public func application(_ application: Application, shouldRestoreSecureApplicationState coder: Coder) -> Bool {
        application.noteDefaultImplementation(); return false
    }
    public func application(_ application: Application, willEncodeRestorableStateWith coder: Coder) {
        application.noteDefaultImplementation()
    }
    public func application(_ application: Application, didDecodeRestorableStateWith coder: Coder) {
        application.noteDefaultImplementation()
    }
}
