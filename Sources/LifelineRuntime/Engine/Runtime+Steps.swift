import LifelineModel
import LifelineSupport
import LifelineTrace

/// A step the tables do not allow: a bug in the runtime, reported rather than trapped.
struct IllegalStep: Error, CustomStringConvertible {
    var description: String
}

extension Runtime {
    /// Whether UIKit delivers `callback` to a delegate under this profile and adoption.
    func delivers(_ callback: Callback, scene: Scene?) -> Bool { facts.delivered[callback.rawValue] }

    /// The app state a scene-based app reports: not running and suspended as the process is,
    /// otherwise the aggregate of its scenes (lifecycle-facts.md §3); with `scene`, what it
    /// would be with that scene in `state`.
    func aggregateAppState(counting scene: Scene? = nil, as state: SceneActivationState = .unattached) -> AppState {
        let current = application.state
        if current == .notRunning || current == .suspended { return current }
        return facts.aggregateBySet[Int(application.connectedStates(counting: scene, as: state))]
    }

    /// Runs one app-delegate callback: checks the edge in `AppMachine`, posts the notifications
    /// the catalogue attaches to it in their order, calls the delegate, records the duration.
    @discardableResult
    func appStep(
        _ callback: Callback, to target: AppState? = nil, arguments: CallArguments = .none,
        session: String? = nil, detail: String? = nil
    ) throws -> CallOutcome {
        let from = application.state
        guard let to = edges.appTarget(from: from, on: callback, preferring: target) else {
            throw IllegalStep(description: "\(callback.swiftName) from \(from.rawValue) under \(profile.rawValue)")
        }
        try rootViewBefore(callback, scene: nil)
        let notes = facts.appNotes[callback.rawValue]
        for n in notes.before { try post(n, scene: nil) }
        let outcome = try call(
            callback, scene: nil, from: from.rawValue, to: to.rawValue,
            arguments: arguments, session: session, detail: detail
        ) {
            self.application.state = to
        }
        for n in notes.after { try post(n, scene: nil) }
        try rootViewAfter(callback, scene: nil)
        return outcome
    }

    /// Runs one scene-delegate callback: the `SceneMachine` edge, the scene's notifications, the
    /// app's aggregate notification when the aggregate moves, and the SwiftUI phases.
    @discardableResult
    func sceneStep(
        _ callback: Callback, _ scene: Scene, to target: SceneActivationState? = nil,
        arguments: CallArguments = .none, detail: String? = nil
    ) throws -> CallOutcome {
        let from = scene.state
        guard let to = edges.sceneTarget(from: from, on: callback, preferring: target) else {
            throw IllegalStep(description: "\(callback.swiftName) from \(from.rawValue) under \(profile.rawValue)")
        }
        let appNotification = applicationNotification(callback, scene, from: from, to: to)
        let sceneNotes = facts.sceneNotes[callback.rawValue]
        try rootViewBefore(callback, scene: scene)

        if let n = appNotification, facts.postedBefore[n.rawValue] { try post(n, scene: nil) }
        for n in sceneNotes.before { try post(n, scene: scene) }
        let outcome = try call(
            callback, scene: scene, from: from.rawValue, to: to.rawValue,
            arguments: arguments, session: scene.session.persistentIdentifier, detail: detail
        ) {
            scene.state = to
            self.application.state = self.aggregateAppState()
        }
        for n in sceneNotes.after { try post(n, scene: scene) }
        if let n = appNotification, !facts.postedBefore[n.rawValue] { try post(n, scene: nil) }
        try phaseChanged(scene, disconnected: callback == .sceneDidDisconnect)
        try rootViewAfter(callback, scene: scene)
        return outcome
    }

    /// A change with no delegate call (suspend, resume, purge, connect in background, terminate):
    /// each scene the scene machine moves first, then the app.
    func silent(_ change: SilentTransition, scenes: [Scene]? = nil, detail: String? = nil) throws {
        for scene in scenes ?? application.connectedScenes {
            guard let to = edges.sceneTargets(from: scene.state, on: .silent(change)).first else { continue }
            let event = beginEvent(.state, at: clock.now)
            event.pointee.name = change.rawValue
            event.pointee.scene = scene.identifier
            event.pointee.session = scene.session.persistentIdentifier
            event.pointee.from = scene.state.rawValue
            event.pointee.to = to.rawValue
            event.pointee.detail = detail
            try finishEvent(event)
            scene.state = to
            try phaseChanged(scene, disconnected: false)
        }
        guard scenes == nil else {
            application.state = aggregateAppState()
            return
        }
        let from = application.state
        guard let to = edges.appTargets(from: from, on: .silent(change)).first else { return }
        let event = beginEvent(.state, at: clock.now)
        event.pointee.name = change.rawValue
        event.pointee.from = from.rawValue
        event.pointee.to = to.rawValue
        event.pointee.detail = detail
        try finishEvent(event)
        application.state = to
    }

    /// The `UIApplication` notification a scene step posts (§3): when the aggregate moves, by
    /// default; none under the `absent` variant (§8.5); for each scene's own move under
    /// `per-scene` (§8.8). A disconnect posts none: the scene left without a background
    /// transition, and no fact has UIKit post `didEnterBackgroundNotification` for it.
    private func applicationNotification(
        _ callback: Callback, _ scene: Scene, from: SceneActivationState,
        to: SceneActivationState
    ) -> LifecycleNotification? {
        guard callback != .sceneDidDisconnect else { return nil }
        switch options.applicationNotifications {
        case .absent:
            return nil
        case .perScene:
            // A connecting scene comes from the background the app launched in (§3).
            let old = from.appState ?? .background, new = to.appState ?? .background
            guard old != new else { return nil }
            return edges.notification(forAggregate: old, to: new)
        case .aggregate:
            let oldAggregate = aggregateAppState()
            let newAggregate = aggregateAppState(counting: scene, as: to)
            return oldAggregate == newAggregate ? nil : edges.notification(forAggregate: oldAggregate, to: newAggregate)
        }
    }

    // MARK: Helpers

    /// Calls the delegate (when routed), times the call and emits the callback event.
    private func call(
        _ callback: Callback, scene: Scene?, from: String, to: String, arguments: CallArguments,
        session: String?, detail: String?, apply: () -> Void
    ) throws -> CallOutcome {
        guard delivers(callback, scene: scene) else {
            apply()
            return CallOutcome()
        }
        // A "did" method runs once the change happened, so the delegate reads the new state
        // (`activationState`, `applicationState`); a "will" method still sees the old one.
        let past = facts.past[callback.rawValue]
        if past { apply() }
        let start = clock.now
        let receiver = facts.receiver[callback.rawValue]
        let outcome = DelegateDispatch.call(
            callback, receiver: receiver, app: application, scene: scene, arguments: arguments)
        clock.advance(micros: clock.callbackCost.microseconds)
        if !past { apply() }
        var text = detail
        let hasDelegate = receiver == .app ? application.delegate != nil : scene?.delegate != nil
        if !hasDelegate {
            text = join(text, receiver == .app ? CallDetail.noAppDelegate : CallDetail.noSceneDelegate)
        } else if !outcome.implemented {
            text = join(text, CallDetail.notImplemented)
        }
        let event = beginEvent(.callback, at: start)
        event.pointee.receiver = receiver
        event.pointee.scene = scene?.identifier
        event.pointee.session = session
        event.pointee.method = callback
        event.pointee.from = from
        event.pointee.to = to
        event.pointee.duration = clock.now - start
        event.pointee.detail = text
        if hasDelegate, outcome.implemented, let handler = delegates.handler {
            event.pointee.handler = handler(
                callback, receiver == .app ? nil : scene?.session.configuration.delegateClassName)
        }
        try finishEvent(event)
        return outcome
    }

    private func join(_ a: String?, _ b: String) -> String { a.map { $0 + "; " + b } ?? b }

    /// Emits the SwiftUI phase events a scene's state change causes: its declaration's phase
    /// (a custom `Scene`'s, the aggregate of the windows it created, §5) when that changes, the
    /// phase each observing view reads (its own window's), and the App's.
    func phaseChanged(_ scene: Scene, disconnected: Bool) throws(Diagnostic) {
        guard let app = swiftUI else { return }
        let declaration = scene.session.swiftUIGroup.flatMap(app.scene(id:)) ?? app.primaryScene
        let update = phases.update(
            scene: scene.identifier, group: declaration?.id ?? "", state: scene.state,
            disconnected: disconnected)
        if let change = update.declaration, app.phaseHandlers.contains(.scene) {
            try emitInPlace(.phase, at: clock.now) { event in
                event.scene = change.window
                event.from = change.from.rawValue
                event.to = change.to.rawValue
                event.level = .scene
            }
        }
        if let (from, to) = update.window {
            for view in declaration?.views ?? [] where view.observesScenePhase {
                try emitInPlace(.phase, at: clock.now) { event in
                    event.scene = scene.identifier
                    event.from = from.rawValue
                    event.to = to.rawValue
                    event.level = .view
                    event.view = view.name
                }
            }
        }
        if let (from, to) = update.app, app.phaseHandlers.contains(.app) {
            try emitInPlace(.phase, at: clock.now) { event in
                event.from = from.rawValue
                event.to = to.rawValue
                event.level = .app
            }
        }
    }
}
