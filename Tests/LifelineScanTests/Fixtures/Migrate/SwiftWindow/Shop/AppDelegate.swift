import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let store = Store()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        store.load()
        let list = ListViewController(store: store)
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: list)
        window?.tintColor = .systemOrange
        window?.makeKeyAndVisible()
        if let url = launchOptions?[.url] as? URL {
            route(to: url)
        }
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        store.refresh()
    }

    func applicationWillResignActive(_ application: UIApplication) {
        store.pause()
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        store.save()
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        store.resume()
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        route(to: url)
        return true
    }

    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
        guard let url = userActivity.webpageURL else { return false }
        route(to: url)
        return true
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        store.open(shortcut: shortcutItem.type)
        completionHandler(true)
    }

    func applicationWillTerminate(_ application: UIApplication) {
        store.save()
    }

    func route(to url: URL) {
        (window?.rootViewController as? UINavigationController)?.popToRootViewController(animated: false)
        store.open(url: url)
    }
}
