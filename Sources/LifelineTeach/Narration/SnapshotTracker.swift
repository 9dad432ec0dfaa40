import LifelineModel
import LifelineTrace

/// Follows a trace event by event and keeps the ``LifecycleSnapshot`` after each one.
///
/// It trusts what the trace records (`from`, `to`) and otherwise moves along the model's
/// tables: `AppMachine`, `SceneMachine`, and for a scene-based app the aggregate of its scenes
/// (`AppState.aggregate(of:)`). Where a SwiftUI app has no scene delegate, UIKit still moves
/// its scenes, and the `UIScene` notification stands in for the callback nobody receives.
public struct SnapshotTracker: Sendable {
    public private(set) var snapshot = LifecycleSnapshot()
    public let adoption: DelegateAdoption
    private var profile: Profile { adoption.profile }

    public init(adoption: DelegateAdoption) { self.adoption = adoption }

    /// Moves the snapshot past `event`.
    public mutating func apply(_ event: TraceEvent) {
        // A scene released by the previous event has been shown once; it is gone now.
        snapshot.scenes.removeAll { $0.disconnected }
        switch event.kind {
        case .callback:
            guard let method = event.method else { return }
            if event.receiver == .scene, let id = event.scene {
                moveScene(id, on: .callback(method), event: event)
            } else {
                if method == LaunchSequence.callbacks.first { snapshot.launch = [] }
                if LaunchSequence.callbacks.contains(method) { snapshot.launch.append(method) }
                moveApp(on: .callback(method), event: event)
            }
        case .state:
            guard let silent = event.name.flatMap(SilentTransition.init(rawValue:)) else { return }
            if let id = event.scene { moveScene(id, on: .silent(silent), event: event) } else { moveApp(on: .silent(silent), event: event) }
        case .notification:
            guard let notification = event.notification else { return }
            if notification.info.poster == .scene {
                standIn(for: notification, event: event)
            } else if profile.usesScenes, let app = snapshot.app,
                      let edge = AppMachine.machine.edges(from: app, on: .notification(notification), profile: profile).first {
                snapshot.app = edge.to
            }
        case .phase:
            guard let phase = event.to.flatMap(ScenePhase.init(traceName:)) else { return }
            if event.level == .app {
                snapshot.appPhase = phase
            } else if event.level == .scene, let id = event.scene {
                let index = sceneIndex(id)
                snapshot.scenes[index].phase = phase
            }
        case .action, .environment, .note:
            return
        }
    }

    private mutating func moveApp(on trigger: Trigger, event: TraceEvent) {
        let from = event.from.flatMap(AppState.init(traceName:)) ?? snapshot.app
        let to = event.to.flatMap(AppState.init(traceName:))
            ?? from.flatMap { AppMachine.machine.edges(from: $0, on: trigger, profile: profile).first?.to }
            ?? from
        snapshot.app = to
        // The process is gone, and its scenes and its launch with it.
        if to == .notRunning {
            snapshot.scenes.removeAll()
            snapshot.launch = []
        }
    }

    private mutating func moveScene(_ id: String, on trigger: Trigger, event: TraceEvent) {
        let index = sceneIndex(id)
        let current = snapshot.scenes[index].state
        let from = event.from.flatMap(SceneActivationState.init(traceName:)) ?? current
        let to = event.to.flatMap(SceneActivationState.init(traceName:))
            ?? SceneMachine.machine.edges(from: from, on: trigger, profile: profile).first?.to
            ?? from
        snapshot.scenes[index].state = to
        if to == .unattached && from != .unattached { snapshot.scenes[index].disconnected = true }
        // With scenes, the app's state is its most active scene's, and an app whose scene
        // connects is running even if no app delegate said so (lifecycle-facts.md §3).
        let running = snapshot.app != nil && snapshot.app != .notRunning
        if profile.usesScenes && (!running || snapshot.scenes.contains(where: { $0.state.appState != nil })) {
            snapshot.app = AppState.aggregate(of: snapshot.scenes.map(\.state))
        }
    }

    /// A `UIScene` notification moves its scene when no scene delegate receives the callback
    /// it accompanies (the checker's stand-in rule, for the same reason).
    private mutating func standIn(for notification: LifecycleNotification, event: TraceEvent) {
        guard let id = event.scene, let callback = notification.info.accompanies.first,
              !adoption.seen.contains(.scene), callback.info.routing[profile] != .delivered else { return }
        var stand = event
        stand.from = nil
        stand.to = nil
        moveScene(id, on: .callback(callback), event: stand)
    }

    /// The index of scene `id`, appending it (unattached) the first time it appears.
    private mutating func sceneIndex(_ id: String) -> Int {
        if let index = snapshot.scenes.firstIndex(where: { $0.id == id }) { return index }
        snapshot.scenes.append(SceneSnapshot(id: id, state: .unattached))
        return snapshot.scenes.count - 1
    }
}
