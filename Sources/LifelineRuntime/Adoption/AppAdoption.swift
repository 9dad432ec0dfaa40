import LifelineModel

/// What an app adopts of the life cycle, as read from its sources and Info.plist (`lifeline
/// scan`): its scene manifest, its delegate classes and which methods each implements.
/// `registry(costs:)` makes delegates that stand for the app's, so the simulated UIKit routes
/// each callback as it would for this app, and `configuration(migrated:)` says which
/// manifest the run uses, before or after the move to scenes.
public struct AppAdoption: Sendable {
    /// The app's Xcode project, or the scanned path.
    public var name: String
    /// The app's `UIApplicationSceneManifest` when it has one with which UIKit uses scenes
    /// (TN3187's conditions, lifecycle-facts.md §6, §9); nil for an app-delegate app.
    package var manifest: AppConfiguration?
    /// A SwiftUI `App`: SwiftUI owns the scenes.
    public var isSwiftUI: Bool
    /// The class UIKit makes the app delegate (`@main`, `@UIApplicationDelegateAdaptor`).
    public var appDelegateClass: String?
    /// The classes that adopt `UISceneDelegate` or `UIWindowSceneDelegate`.
    public var sceneDelegateClasses: [String]
    /// Every delegate method the app implements, in file order.
    package var methods: [AppMethod]
    /// What `application(_:configurationForConnecting:options:)` returns, when the sources say
    /// (a literal name, a `delegateClass` set in code); nil when the app lacks the method or
    /// returns what it cannot be read from (then the session's Info.plist configuration).
    package var connectingConfiguration: SceneConfiguration?

    /// An adoption stated field by field (`init(report:)` in LifelineScan reads one from a scan).
    public init(
        name: String, manifest: AppConfiguration?, isSwiftUI: Bool, appDelegateClass: String?,
        sceneDelegateClasses: [String], methods: [AppMethod], connectingConfiguration: SceneConfiguration? = nil
    ) {
        self.name = name
        self.manifest = manifest
        self.isSwiftUI = isSwiftUI
        self.appDelegateClass = appDelegateClass
        self.sceneDelegateClasses = sceneDelegateClasses
        self.methods = methods
        self.connectingConfiguration = connectingConfiguration
    }

    /// The methods `className` implements, by callback (the first definition when a class has two).
    package func methods(of className: String) -> [Callback: AppMethod] {
        var found: [Callback: AppMethod] = [:]
        for method in methods where method.className == className && found[method.callback] == nil {
            found[method.callback] = method
        }
        return found
    }

    /// The manifest a run uses. `migrated`: as the app will run once it adopts scenes; an app
    /// that has no manifest yet gets the one Xcode's template writes ("Default Configuration"),
    /// naming its scene delegate class when it has exactly one, else `SceneDelegate`, which
    /// is what the move adds. Otherwise the app as it is: its own manifest or none, and with
    /// none UIKit routes through the app delegate whatever the OS (lifecycle-facts.md §6).
    package func configuration(migrated: Bool) -> AppConfiguration {
        if isSwiftUI { return AppConfiguration.template(for: .swiftui) }
        if let manifest { return manifest }
        guard migrated else {
            return AppConfiguration(hasSceneManifest: false, supportsMultipleScenes: false, configurations: [:])
        }
        let delegate = sceneDelegateClasses.count == 1 ? sceneDelegateClasses[0] : "SceneDelegate"
        let main = SceneConfiguration(
            name: "Default Configuration", sessionRole: .windowApplication, delegateClassName: delegate)
        return AppConfiguration(
            hasSceneManifest: true, supportsMultipleScenes: false, configurations: [.windowApplication: [main]])
    }

    /// Whether the app delegate opts into legacy state restoration: it implements a "should
    /// save" and a "should restore" method, secure or deprecated (lifecycle-facts.md §1.7).
    package var adoptsLegacyRestoration: Bool {
        guard let appDelegateClass else { return false }
        let own = methods(of: appDelegateClass)
        return (own[.shouldSaveSecureApplicationState] ?? own[.shouldSaveApplicationState]) != nil
            && (own[.shouldRestoreSecureApplicationState] ?? own[.shouldRestoreApplicationState]) != nil
    }

    /// Whether `configuration(migrated:)` gives the app a manifest it does not have.
    package func addsManifest(migrated: Bool) -> Bool { migrated && manifest == nil && !isSwiftUI }

    /// Delegates that stand for the app's: the app delegate and each scene delegate class
    /// implement exactly the methods the sources define, and each callback they handle names
    /// the app's method. A class the manifest names that the sources lack has no delegate,
    /// as UIKit cannot create it.
    package func registry(costs: [Callback: Int64] = [:]) -> DelegateRegistry {
        var registry = DelegateRegistry()
        if let appDelegateClass {
            let own = methods(of: appDelegateClass)
            let connecting = connectingConfiguration
            registry.appDelegate = { AdoptedAppDelegate(methods: own, connecting: connecting, costs: costs) }
        }
        var handlers: [String: [Callback: String]] = [:]
        for className in sceneDelegateClasses {
            let own = methods(of: className)
            registry.register(sceneDelegate: className) { AdoptedSceneDelegate(methods: own, costs: costs) }
            handlers[className] = own.mapValues(\.handler)
        }
        let appHandlers = appDelegateClass.map { methods(of: $0).mapValues(\.handler) } ?? [:]
        registry.handler = { callback, sceneDelegateClass in
            guard let sceneDelegateClass else { return appHandlers[callback] }
            return handlers[sceneDelegateClass]?[callback]
        }
        return registry
    }
}

extension AppAdoption {
    /// The routing of a run with `requested` (nil: none asked). None asked: the app as it is
    /// on an OS with scenes (ios13; swiftui for a SwiftUI `App`), so an app without a manifest
    /// gets the app-delegate routing. One asked forces it: `ios12` is the app before its move
    /// (no scenes whatever its manifest, as iOS 12 runs it), a scene profile the app after it
    /// (its own manifest, or the template one when it has none). Throws the reason a profile
    /// does not fit the app (a SwiftUI `App` has no app-delegate routing to simulate; a UIKit
    /// app is not a SwiftUI one).
    package func routing(requested: Profile?) throws(AppRoutingMismatch) -> (profile: Profile, migrated: Bool) {
        guard let requested else { return (isSwiftUI ? .swiftui : .ios13, false) }
        if isSwiftUI, requested != .swiftui {
            throw AppRoutingMismatch(
                message:
                    "the app is a SwiftUI App, which runs under the swiftui profile only, not \(requested.rawValue)")
        }
        if !isSwiftUI, requested == .swiftui {
            throw AppRoutingMismatch(
                message:
                    """
                    the app is a UIKit app; the swiftui profile is a SwiftUI App's: use ios12, ios13 or \
                    ipados-multiwindow
                    """
            )
        }
        return (requested, requested.usesScenes)
    }
}

/// A profile that does not fit the scanned app (`AppAdoption.routing(requested:)`).
public struct AppRoutingMismatch: Error, Sendable {
    /// Why, in a sentence for a `file:1:1: error:` line.
    public var message: String
}
