import Foundation
import LifelineModel

/// The arguments UIKit passes with one delegate call.
struct CallArguments {
    var options = ConnectionOptions()
    var launchOptions: [LaunchOptionsKey: Any]?
    var session: SceneSession?
    var discarded: Set<SceneSession> = []
    /// The notification a `notification` action presents, or a background URL session's identifier.
    var identifier = ""
    /// The window's geometry before `windowScene(_:didUpdate:…)` or
    /// `windowScene(_:didUpdateEffectiveGeometry:)` (§15).
    var previousGeometry = WindowGeometry.fullScreen

    /// No arguments: what most steps pass. One shared value, because a default argument
    /// `CallArguments()` is built and destroyed at each call (six releases per step). It holds
    /// no session (the one class it could hold) and never changes: safe to share.
    nonisolated(unsafe) static let none = CallArguments()
}

/// What a delegate call gave back.
struct CallOutcome {
    /// Whether the delegate implements the method (no default implementation ran).
    var implemented = false
    /// The Bool the launch and open methods return (true when the delegate lacks the method).
    var returned = true
    /// What `configurationForConnecting` returned.
    var configuration: SceneConfiguration?
}

/// Calls the delegate method that corresponds to a `Callback`: the one place that maps the
/// model's callbacks onto the Swift protocols.
enum DelegateDispatch {
    static func call(
        _ callback: Callback, receiver: Receiver, app: Application, scene: Scene?,
        arguments: CallArguments
    ) -> CallOutcome {
        app.calledDefaultImplementation = false
        var outcome = CallOutcome()
        if receiver == .app {
            guard let delegate = app.delegate else { return outcome }
            callApp(callback, delegate, app, arguments, &outcome)
        } else {
            guard let scene, let delegate = scene.delegate else { return outcome }
            callScene(callback, delegate, scene, arguments)
        }
        outcome.implemented = !app.calledDefaultImplementation
        return outcome
    }
}
