import LifelineModel
import LifelineTrace

extension Runtime {
    /// Before `callback`: the root view controller's steps the model places there
    /// (``RootViewStep``), for the scene's window or the sceneless app's.
    func rootViewBefore(_ callback: Callback, scene: Scene?) throws {
        try rootView(at: callback, before: true, scene: scene)
    }

    /// After `callback`, likewise.
    func rootViewAfter(_ callback: Callback, scene: Scene?) throws {
        try rootView(at: callback, before: false, scene: scene)
    }

    private func rootView(at callback: Callback, before: Bool, scene: Scene?) throws {
        guard options.viewControllers == .root else { return }
        let appearance = scene?.rootView ?? appRootView
        guard
            let step = RootViewStep.step(
                at: callback, before: before, usesScenes: scene != nil && usesScenes,
                appearance: appearance),
            scene != nil || !usesScenes
        else { return }
        try rootViewSteps(step.callbacks, scene: scene)
        if let scene { scene.rootView = step.to } else { appRootView = step.to }
    }

    /// The callbacks, to the root view controller's lane: no app or scene state moves (§14).
    private func rootViewSteps(_ callbacks: [Callback], scene: Scene?) throws {
        for callback in callbacks where delivers(callback, scene: scene) {
            let start = clock.now
            clock.advance(micros: clock.callbackCost.microseconds)
            let event = beginEvent(.callback, at: start)
            event.pointee.receiver = .viewController
            event.pointee.scene = scene?.identifier
            event.pointee.session = scene?.session.persistentIdentifier
            event.pointee.method = callback
            event.pointee.duration = clock.now - start
            try finishEvent(event)
        }
    }
}
