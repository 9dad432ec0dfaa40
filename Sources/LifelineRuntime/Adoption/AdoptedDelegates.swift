import Foundation
import LifelineModel

/// The app delegate that stands for a scanned app's: it implements the methods the app's
/// sources define and no other. For the rest it runs the protocol's default, which tells the
/// runtime the method is missing: UIKit declares every delegate method `@optional` and checks
/// that the delegate responds before calling one (lifecycle-facts.md §13), so the trace keeps
/// the moment (the state still changes) with no handler and "the delegate does not implement it".
/// The methods whose body follows from the catalogue are generated (`AdoptedDelegates+Generated.swift`,
/// `make generate`); the three here read the app's other methods.
final class AdoptedAppDelegate: AppDelegate {
    let methods: [Callback: AppMethod]
    let connecting: SceneConfiguration?
    let costs: [Callback: Int64]

    init(methods: [Callback: AppMethod], connecting: SceneConfiguration?, costs: [Callback: Int64]) {
        self.methods = methods
        self.connecting = connecting
        self.costs = costs
    }

    /// Whether the app implements `callback`; spends its scenario cost when it does.
    func runs(_ callback: Callback, _ application: Application) -> Bool {
        guard methods[callback] != nil else {
            application.noteDefaultImplementation()
            return false
        }
        if let micros = costs[callback] { application.clock.advance(micros: micros) }
        return true
    }

    func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
        options: ConnectionOptions
    ) -> SceneConfiguration {
        guard runs(.configurationForConnecting, application), var chosen = connecting else {
            return connectingSceneSession.configuration
        }
        chosen.role = connectingSceneSession.role
        return chosen
    }
    // Since iOS 13.2 UIKit calls the deprecated restoration methods when the secure ones are
    // missing (§1.7): an app that has either has the method.
    func application(_ application: Application, shouldSaveSecureApplicationState coder: Coder) -> Bool {
        runs(
            methods[.shouldSaveSecureApplicationState] == nil
                ? .shouldSaveApplicationState : .shouldSaveSecureApplicationState, application)
    }
    func application(_ application: Application, shouldRestoreSecureApplicationState coder: Coder) -> Bool {
        runs(
            methods[.shouldRestoreSecureApplicationState] == nil
                ? .shouldRestoreApplicationState : .shouldRestoreSecureApplicationState,
            application)
    }
}

/// A scene delegate class of a scanned app: implements what the class's sources define (see
/// ``AdoptedAppDelegate`` for the methods it lacks).
final class AdoptedSceneDelegate: WindowSceneDelegate {
    let methods: [Callback: AppMethod]
    let costs: [Callback: Int64]

    init(methods: [Callback: AppMethod], costs: [Callback: Int64]) {
        self.methods = methods
        self.costs = costs
    }

    func runs(_ callback: Callback, _ scene: Scene) -> Bool {
        guard methods[callback] != nil else {
            scene.application.noteDefaultImplementation()
            return false
        }
        if let micros = costs[callback] { scene.clock.advance(micros: micros) }
        return true
    }
}
