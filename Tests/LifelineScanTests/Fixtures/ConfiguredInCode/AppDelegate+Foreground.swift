// A file of its own that names no UIKit type: its method is the app delegate's all the same.
extension AppDelegate {
    func applicationWillEnterForeground(_ application: Any) {}
}
