import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    private(set) var lastActive: Date?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        application.registerForRemoteNotifications()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        lastActive = Date()
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        UserDefaults.standard.set(lastActive, forKey: "lastActive")
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}

    func open(_ url: URL) {}
}
