import LifelineModel
import LifelineTrace

/// How far a window's root view controller is in its first appearance.
enum RootViewAppearance {
    case notLoaded
    /// viewDidLoad, viewWillAppear and viewIsAppearing ran; viewDidAppear waits for active.
    case appearing
    case appeared
}

extension Runtime {
    /// Before a window first enters the foreground (the scene's willEnterForeground, or the
    /// sceneless app's first didBecomeActive): its root view controller loads its view and the
    /// view starts appearing (lifecycle-facts.md §14: "scene(_:willConnectTo:options:),
    /// viewDidLoad, viewWillAppear, sceneWillEnterForeground(_:)"). Coming back from the
    /// background calls none of these (§14).
    func rootViewBefore(_ callback: Callback, scene: Scene?) throws {
        guard options.viewControllers == .root else { return }
        if let scene {
            guard callback == .sceneWillEnterForeground, scene.rootView == .notLoaded else { return }
            try rootViewSteps([.viewDidLoad, .viewWillAppear, .viewIsAppearing], scene: scene)
            scene.rootView = .appearing
        } else {
            guard callback == .applicationDidBecomeActive, !usesScenes, appRootView == .notLoaded else { return }
            try rootViewSteps([.viewDidLoad, .viewWillAppear, .viewIsAppearing], scene: nil)
            appRootView = .appearing
        }
    }

    /// Once the window is active: viewDidAppear ("sceneDidBecomeActive(_:), viewDidAppear", §14).
    func rootViewAfter(_ callback: Callback, scene: Scene?) throws {
        guard options.viewControllers == .root else { return }
        if let scene {
            guard callback == .sceneDidBecomeActive, scene.rootView == .appearing else { return }
            try rootViewSteps([.viewDidAppear], scene: scene)
            scene.rootView = .appeared
        } else {
            guard callback == .applicationDidBecomeActive, appRootView == .appearing else { return }
            try rootViewSteps([.viewDidAppear], scene: nil)
            appRootView = .appeared
        }
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
