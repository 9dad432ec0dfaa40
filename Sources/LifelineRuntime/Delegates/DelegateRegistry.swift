import LifelineModel

/// The delegate classes an app "links": what UIKit can instantiate by name.
///
/// UIKit instantiates the scene delegate class a configuration names
/// (`UISceneDelegateClassName`); a name the app does not register connects the scene without
/// a delegate, as UIKit does, instead of failing.
public struct DelegateRegistry {
    /// Makes the app delegate (`UIApplicationMain`'s delegate class, or
    /// `@UIApplicationDelegateAdaptor` in SwiftUI). Called once per process run.
    public var appDelegate: (() -> AppDelegate)?
    private var sceneDelegates: [String: () -> SceneDelegate] = [:]
    /// Makes a delegate for any class name not registered explicitly (the scenario's
    /// `ScenarioSceneDelegate`, which implements every method); nil means unknown names have no class.
    package var fallback: ((String) -> SceneDelegate?)?
    /// The app's own method behind a callback its delegate implements, for the trace's
    /// `handler` (a scanned app, ``AppAdoption``): given the callback and, for a scene
    /// delegate's, the class the scene's configuration names. Nil: callbacks name no handler.
    public var handler: ((Callback, _ sceneDelegateClass: String?) -> String?)?

    /// A registry with the app delegate `appDelegate` makes (none when nil) and no scene delegate
    /// classes yet.
    public init(appDelegate: (() -> AppDelegate)? = nil) { self.appDelegate = appDelegate }

    /// Registers a scene delegate class under the name configurations use for it.
    public mutating func register(sceneDelegate className: String, _ make: @escaping () -> SceneDelegate) {
        sceneDelegates[className] = make
    }

    /// A delegate for `className`, or nil when the app has no such class.
    func makeSceneDelegate(className: String) -> SceneDelegate? {
        if let make = sceneDelegates[className] { return make() }
        return fallback?(className)
    }

    /// The command line's registry: the scenario's delegates, which implement every method, for
    /// the classes `known` lists (every class when `known` is nil). Not called "default"
    /// delegates: that word is the protocols' default implementations, which run when a class
    /// lacks a method, and these lack none.
    package static func scenario(known: Set<String>?, costs: [Callback: Int64] = [:]) -> DelegateRegistry {
        var registry = DelegateRegistry(appDelegate: { ScenarioAppDelegate(costs: costs) })
        registry.fallback = { name in
            guard known?.contains(name) ?? true else { return nil }
            return ScenarioSceneDelegate(costs: costs)
        }
        return registry
    }
}
