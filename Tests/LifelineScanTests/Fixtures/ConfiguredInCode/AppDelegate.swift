import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    // The manifest still names WebViewSceneDelegate, which was deleted; the configuration UIKit
    // uses comes from here, with its delegateClass set in code (lifecycle-facts.md §12).
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "WebView", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = QuickActionSceneDelegate.self
        return configuration
    }
}
