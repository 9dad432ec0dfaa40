import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if let url = launchOptions?[.url] as? URL {
            open(url)
        }
        if let item = launchOptions?[UIApplication.LaunchOptionsKey.shortcutItem] as? UIApplicationShortcutItem {
            perform(item)
        }
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: UIApplication.didBecomeActiveNotification, object: nil)
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        let bounds = UIScreen.main.bounds
        UIApplication.shared.keyWindow?.rootViewController?.view.frame = bounds
    }

    func applicationWillResignActive(_ application: UIApplication) {}

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        open(url)
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {}

    @objc func refresh() {}
    func open(_ url: URL) {}
    func perform(_ item: UIApplicationShortcutItem) {}
}
