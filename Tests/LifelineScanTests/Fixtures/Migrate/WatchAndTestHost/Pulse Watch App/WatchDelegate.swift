import WatchKit

final class WatchDelegate: NSObject, WKApplicationDelegate {
    func applicationDidBecomeActive() {}
    func applicationWillResignActive() {}
}
