/// Near misses: delegate methods whose name is a life-cycle callback's but whose signature is
/// not, so UIKit would never call them (`func sceneDidBecomeActive(scene: UIScene)`).
///
/// Swift on Linux cannot list a class's methods, and the compiler warns of a near miss only
/// when the method sits in the extension that declares the conformance. So the common wrong
/// shapes are requirements too, each with a default that notes it ran: the runtime calls them
/// once when it first makes a delegate of a class, and any whose default did *not* run is one
/// the class declares, reported by name in the trace. A correct delegate declares none of
/// them, so the probe runs none of its code.
public protocol SceneDelegateNearMisses: AnyObject {
    /// A near miss of `UISceneDelegate`'s `sceneDidDisconnect(_:)` that UIKit never calls: the runtime
    /// notes a class that declares it.
    func sceneDidDisconnect(scene: Scene)
    /// A near miss of `UISceneDelegate`'s `sceneDidBecomeActive(_:)` that UIKit never calls: the runtime
    /// notes a class that declares it.
    func sceneDidBecomeActive(scene: Scene)
    /// A near miss of `UISceneDelegate`'s `sceneWillResignActive(_:)` that UIKit never calls: the runtime
    /// notes a class that declares it.
    func sceneWillResignActive(scene: Scene)
    /// A near miss of `UISceneDelegate`'s `sceneWillEnterForeground(_:)` that UIKit never calls: the runtime
    /// notes a class that declares it.
    func sceneWillEnterForeground(scene: Scene)
    /// A near miss of `UISceneDelegate`'s `sceneDidEnterBackground(_:)` that UIKit never calls: the runtime
    /// notes a class that declares it.
    func sceneDidEnterBackground(scene: Scene)
    /// A near miss of `UISceneDelegate`'s `sceneDidDisconnect(_:)` that UIKit never calls: the runtime
    /// notes a class that declares it.
    func sceneDidDisconnect()
    /// A near miss of `UISceneDelegate`'s `sceneDidBecomeActive(_:)` that UIKit never calls: the runtime
    /// notes a class that declares it.
    func sceneDidBecomeActive()
    /// A near miss of `UISceneDelegate`'s `sceneWillResignActive(_:)` that UIKit never calls: the runtime
    /// notes a class that declares it.
    func sceneWillResignActive()
    /// A near miss of `UISceneDelegate`'s `sceneWillEnterForeground(_:)` that UIKit never calls: the runtime
    /// notes a class that declares it.
    func sceneWillEnterForeground()
    /// A near miss of `UISceneDelegate`'s `sceneDidEnterBackground(_:)` that UIKit never calls: the runtime
    /// notes a class that declares it.
    func sceneDidEnterBackground()
}

extension SceneDelegateNearMisses {
    public func sceneDidDisconnect(scene: Scene) { scene.application.noteDefaultImplementation() }
    public func sceneDidBecomeActive(scene: Scene) { scene.application.noteDefaultImplementation() }
    public func sceneWillResignActive(scene: Scene) { scene.application.noteDefaultImplementation() }
    public func sceneWillEnterForeground(scene: Scene) { scene.application.noteDefaultImplementation() }
    public func sceneDidEnterBackground(scene: Scene) { scene.application.noteDefaultImplementation() }
    public func sceneDidDisconnect() { NearMisses.defaultRan = true }
    public func sceneDidBecomeActive() { NearMisses.defaultRan = true }
    public func sceneWillResignActive() { NearMisses.defaultRan = true }
    public func sceneWillEnterForeground() { NearMisses.defaultRan = true }
    public func sceneDidEnterBackground() { NearMisses.defaultRan = true }
}

/// The app delegate's near misses (see `SceneDelegateNearMisses`).
public protocol AppDelegateNearMisses: AnyObject {
    /// A near miss of `UIApplicationDelegate`'s `applicationDidBecomeActive(_:)` that UIKit never calls: the runtime
    /// notes a class that declares it.
    func applicationDidBecomeActive(application: Application)
    /// A near miss of `UIApplicationDelegate`'s `applicationWillResignActive(_:)` that UIKit never calls: the runtime
    /// notes a class that declares it.
    func applicationWillResignActive(application: Application)
    /// A near miss of `UIApplicationDelegate`'s `applicationDidEnterBackground(_:)` that UIKit never calls: the runtime
    /// notes a class that declares it.
    func applicationDidEnterBackground(application: Application)
    /// A near miss of `UIApplicationDelegate`'s `applicationWillEnterForeground(_:)` that UIKit never calls: the runtime
    /// notes a class that declares it.
    func applicationWillEnterForeground(application: Application)
    /// A near miss of `UIApplicationDelegate`'s `applicationWillTerminate(_:)` that UIKit never calls: the runtime
    /// notes a class that declares it.
    func applicationWillTerminate(application: Application)
    /// A near miss of `UIApplicationDelegate`'s `applicationDidBecomeActive(_:)` that UIKit never calls: the runtime
    /// notes a class that declares it.
    func applicationDidBecomeActive()
    /// A near miss of `UIApplicationDelegate`'s `applicationWillResignActive(_:)` that UIKit never calls: the runtime
    /// notes a class that declares it.
    func applicationWillResignActive()
    /// A near miss of `UIApplicationDelegate`'s `applicationDidEnterBackground(_:)` that UIKit never calls: the runtime
    /// notes a class that declares it.
    func applicationDidEnterBackground()
    /// A near miss of `UIApplicationDelegate`'s `applicationWillEnterForeground(_:)` that UIKit never calls: the runtime
    /// notes a class that declares it.
    func applicationWillEnterForeground()
    /// A near miss of `UIApplicationDelegate`'s `applicationWillTerminate(_:)` that UIKit never calls: the runtime
    /// notes a class that declares it.
    func applicationWillTerminate()
}

extension AppDelegateNearMisses {
    public func applicationDidBecomeActive(application: Application) { application.noteDefaultImplementation() }
    public func applicationWillResignActive(application: Application) { application.noteDefaultImplementation() }
    public func applicationDidEnterBackground(application: Application) { application.noteDefaultImplementation() }
    public func applicationWillEnterForeground(application: Application) { application.noteDefaultImplementation() }
    public func applicationWillTerminate(application: Application) { application.noteDefaultImplementation() }
    public func applicationDidBecomeActive() { NearMisses.defaultRan = true }
    public func applicationWillResignActive() { NearMisses.defaultRan = true }
    public func applicationDidEnterBackground() { NearMisses.defaultRan = true }
    public func applicationWillEnterForeground() { NearMisses.defaultRan = true }
    public func applicationWillTerminate() { NearMisses.defaultRan = true }
}

/// Runs the probes and names what a class declares.
enum NearMisses {
    /// Set by the argument-less defaults, which have no application to note it on. Per
    /// thread: a run probes on its own thread, and a process-wide flag let a run on another
    /// thread reset it mid-probe, writing a false near-miss note into the trace.
    static var defaultRan: Bool {
        get { Thread.current.threadDictionary[defaultRanKey] as? Bool ?? false }
        set { Thread.current.threadDictionary[defaultRanKey] = newValue }
    }
    private static let defaultRanKey = "LifelineRuntime.NearMisses.defaultRan"

    /// Each probe: the wrong spelling, the method it nearly matches, and the call.
    private static func probe<D>(
        _ delegate: D, _ app: Application,
        _ probes: [(String, String, (D) -> Void)]
    ) -> [(wrong: String, meant: String)] {
        var found: [(wrong: String, meant: String)] = []
        for (wrong, meant, call) in probes {
            app.calledDefaultImplementation = false
            defaultRan = false
            call(delegate)
            if !app.calledDefaultImplementation && !defaultRan { found.append((wrong, meant)) }
        }
        app.calledDefaultImplementation = false
        return found
    }

    static func of(_ delegate: SceneDelegate, scene: Scene) -> [(wrong: String, meant: String)] {
        probe(
            delegate, scene.application,
            [
                ("sceneDidDisconnect(scene:)", "sceneDidDisconnect(_:)", { $0.sceneDidDisconnect(scene: scene) }),
                ("sceneDidBecomeActive(scene:)", "sceneDidBecomeActive(_:)", { $0.sceneDidBecomeActive(scene: scene) }),
                (
                    "sceneWillResignActive(scene:)", "sceneWillResignActive(_:)",
                    { $0.sceneWillResignActive(scene: scene) }
                ),
                (
                    "sceneWillEnterForeground(scene:)", "sceneWillEnterForeground(_:)",
                    { $0.sceneWillEnterForeground(scene: scene) }
                ),
                (
                    "sceneDidEnterBackground(scene:)", "sceneDidEnterBackground(_:)",
                    { $0.sceneDidEnterBackground(scene: scene) }
                ),
                ("sceneDidDisconnect()", "sceneDidDisconnect(_:)", { $0.sceneDidDisconnect() }),
                ("sceneDidBecomeActive()", "sceneDidBecomeActive(_:)", { $0.sceneDidBecomeActive() }),
                ("sceneWillResignActive()", "sceneWillResignActive(_:)", { $0.sceneWillResignActive() }),
                ("sceneWillEnterForeground()", "sceneWillEnterForeground(_:)", { $0.sceneWillEnterForeground() }),
                ("sceneDidEnterBackground()", "sceneDidEnterBackground(_:)", { $0.sceneDidEnterBackground() })
            ])
    }

    static func of(_ delegate: AppDelegate, application app: Application) -> [(wrong: String, meant: String)] {
        probe(
            delegate, app,
            [
                (
                    "applicationDidBecomeActive(application:)", "applicationDidBecomeActive(_:)",
                    { $0.applicationDidBecomeActive(application: app) }
                ),
                (
                    "applicationWillResignActive(application:)", "applicationWillResignActive(_:)",
                    { $0.applicationWillResignActive(application: app) }
                ),
                (
                    "applicationDidEnterBackground(application:)", "applicationDidEnterBackground(_:)",
                    { $0.applicationDidEnterBackground(application: app) }
                ),
                (
                    "applicationWillEnterForeground(application:)", "applicationWillEnterForeground(_:)",
                    { $0.applicationWillEnterForeground(application: app) }
                ),
                (
                    "applicationWillTerminate(application:)", "applicationWillTerminate(_:)",
                    { $0.applicationWillTerminate(application: app) }
                ),
                ("applicationDidBecomeActive()", "applicationDidBecomeActive(_:)", { $0.applicationDidBecomeActive() }),
                (
                    "applicationWillResignActive()", "applicationWillResignActive(_:)",
                    { $0.applicationWillResignActive() }
                ),
                (
                    "applicationDidEnterBackground()", "applicationDidEnterBackground(_:)",
                    { $0.applicationDidEnterBackground() }
                ),
                (
                    "applicationWillEnterForeground()", "applicationWillEnterForeground(_:)",
                    { $0.applicationWillEnterForeground() }
                ),
                ("applicationWillTerminate()", "applicationWillTerminate(_:)", { $0.applicationWillTerminate() })
            ])
    }
}
