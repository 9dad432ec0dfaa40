import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Main Configuration", sessionRole: connectingSceneSession.role)
    }

    // Still here from before the move: UIKit stops calling it.
    func applicationDidBecomeActive(_ application: UIApplication) {
        Analytics.resume()
    }
}

enum Analytics { static func resume() {} }
