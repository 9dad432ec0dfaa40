@_exported import Foundation
@_exported import LifelineModel

// UIKit's names for the simulated types, so that delegate code written for UIKit (Xcode's App
// and Scene templates, the examples of "Managing your app's life cycle") compiles against
// `import LifelineRuntime` with only its import line changed. One import gives everything:
// Foundation's `URL`, the model's `Profile`, and the runtime.

/// `UIApplication`.
public typealias UIApplication = Application
/// `UIScene`. The simulated scene is always a window scene.
public typealias UIScene = Scene
/// `UIWindowScene`.
public typealias UIWindowScene = Scene
/// `UISceneSession`.
public typealias UISceneSession = SceneSession

extension Scene {
    /// `UIWindowScene.Geometry`, as `windowScene(_:didUpdateEffectiveGeometry:)` hands it over.
    public typealias Geometry = WindowSceneGeometry
}
/// `UISceneConfiguration`.
public typealias UISceneConfiguration = SceneConfiguration
/// `UIOpenURLContext`.
public typealias UIOpenURLContext = OpenURLContext
/// `UIApplicationShortcutItem`.
public typealias UIApplicationShortcutItem = ApplicationShortcutItem
/// `UIBackgroundFetchResult`.
public typealias UIBackgroundFetchResult = BackgroundFetchResult
/// `UIApplicationDelegate`.
public typealias UIApplicationDelegate = AppDelegate
/// `UISceneDelegate`.
public typealias UISceneDelegate = SceneDelegate
/// `UIWindowSceneDelegate`.
public typealias UIWindowSceneDelegate = WindowSceneDelegate

/// `UIResponder`: the base class of Xcode's `AppDelegate` and `SceneDelegate`. Nothing in the
/// life cycle depends on the responder chain; the class is here so that templates compile.
open class UIResponder {
    /// A responder; Xcode's templates subclass it.
    public required init() {}

    /// What `@main` on an app delegate class runs, as `UIApplicationMain` would: a cold launch
    /// under `ios13` with this class as the app delegate and the scenario's for the scene delegates
    /// (Swift on Linux cannot find a class by the name an Info.plist gives), the trace written
    /// to standard output.
    open class func main() {
        var registry = DelegateRegistry.scenario(known: nil)
        let type = self
        if type.init() is AppDelegate {
            registry.appDelegate = { (type.init() as? AppDelegate) ?? ScenarioAppDelegate(costs: [:]) }
        }
        do {
            guard let scenario = try BuiltInScenarios.scenario(named: "cold-launch") else { return }
            print(try Simulation(scenario: scenario, profile: .ios13, delegates: registry).traceText(), terminator: "")
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(2)
        }
    }
}

/// `UIWindow`: the template's `var window: UIWindow?`. The simulation draws no windows.
open class UIWindow: UIResponder {
    /// `UIWindow(windowScene:)`.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init()
    }
    /// A window attached to no scene.
    public required init() { super.init() }
    package weak var windowScene: UIWindowScene?
    /// `rootViewController`, named by its class for the trace.
    package var rootViewController: AnyObject?
    package func makeKeyAndVisible() {}
}

extension Application {
    /// `UIApplication.State`: the three values UIKit's enum has (§4.2).
    public enum State: Int, Sendable, CustomStringConvertible {
        case active = 0, inactive = 1, background = 2

        init(_ state: AppState) {
            switch state {
            case .active: self = .active
            case .inactive: self = .inactive
            // Not running and suspended are process states no delegate code can observe.
            case .background, .suspended, .notRunning: self = .background
            }
        }

        /// The state's name, as UIKit's debug description gives it.
        public var description: String {
            switch self {
            case .active: return "active"
            case .inactive: return "inactive"
            case .background: return "background"
            }
        }
    }

    /// `UIApplication.LaunchOptionsKey`.
    public typealias LaunchOptionsKey = LifelineRuntime.LaunchOptionsKey
    /// `UIApplication.OpenURLOptionsKey`.
    public typealias OpenURLOptionsKey = LifelineRuntime.OpenURLOptionsKey

    /// `UIApplication.shared`: the application of the run in progress on this thread (the last
    /// one launched there). A run is synchronous, so its delegates are called on the thread
    /// that started it; runs on other threads (tests in parallel) each see their own, where one
    /// process-wide variable let one run's end clear another's `shared` mid-callback.
    /// Held weakly: a runtime that goes away takes its application with it.
    public static var shared: Application! { current }
    static var current: Application? {
        get { (Thread.current.threadDictionary[currentKey] as? WeakApplication)?.application }
        set { Thread.current.threadDictionary[currentKey] = WeakApplication(newValue) }
    }
    private static let currentKey = "LifelineRuntime.UIApplication.shared"

    /// `UIApplication.didBecomeActiveNotification` and the other life-cycle notifications, by
    /// their trace names, for `NotificationCenter` observers.
    public static let didBecomeActiveNotification = Notification.Name("UIApplication.didBecomeActiveNotification")
    /// `UIApplication.willResignActiveNotification`.
    public static let willResignActiveNotification = Notification.Name("UIApplication.willResignActiveNotification")
    /// `UIApplication.didEnterBackgroundNotification`.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplication.didEnterBackgroundNotification")
    /// `UIApplication.willEnterForegroundNotification`.
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplication.willEnterForegroundNotification")
    /// `UIApplication.willTerminateNotification`.
    public static let willTerminateNotification = Notification.Name("UIApplication.willTerminateNotification")
    /// `UIApplication.didReceiveMemoryWarningNotification`.
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplication.didReceiveMemoryWarningNotification")
}

extension Scene {
    /// `UIScene.ActivationState`: UIKit's four cases, raw values as UIKit's (§4.1).
    public enum ActivationState: Int, Sendable, CustomStringConvertible {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2

        init(_ state: SceneActivationState) {
            switch state {
            case .unattached: self = .unattached
            case .foregroundActive: self = .foregroundActive
            case .foregroundInactive: self = .foregroundInactive
            // Suspension is the process's: a suspended scene's state is background.
            case .background, .suspended: self = .background
            }
        }

        /// The state's name, as UIKit's debug description gives it.
        public var description: String {
            switch self {
            case .unattached: return "unattached"
            case .foregroundActive: return "foregroundActive"
            case .foregroundInactive: return "foregroundInactive"
            case .background: return "background"
            }
        }
    }

    /// `UIScene.ConnectionOptions`.
    public typealias ConnectionOptions = LifelineRuntime.ConnectionOptions

    /// `UIScene.willConnectNotification` and the other scene notifications, by trace name.
    public static let willConnectNotification = Notification.Name("UIScene.willConnectNotification")
    /// `UIScene.didDisconnectNotification`.
    public static let didDisconnectNotification = Notification.Name("UIScene.didDisconnectNotification")
    /// `UIScene.didActivateNotification`.
    public static let didActivateNotification = Notification.Name("UIScene.didActivateNotification")
    /// `UIScene.willDeactivateNotification`.
    public static let willDeactivateNotification = Notification.Name("UIScene.willDeactivateNotification")
    /// `UIScene.willEnterForegroundNotification`.
    public static let willEnterForegroundNotification = Notification.Name("UIScene.willEnterForegroundNotification")
    /// `UIScene.didEnterBackgroundNotification`.
    public static let didEnterBackgroundNotification = Notification.Name("UIScene.didEnterBackgroundNotification")
}

/// A weak hold on the application, for a thread's dictionary.
private final class WeakApplication {
    weak var application: Application?
    init(_ application: Application?) { self.application = application }
}
