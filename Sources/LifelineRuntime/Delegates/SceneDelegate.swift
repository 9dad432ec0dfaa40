/// `UISceneDelegate`, with the simulated `Scene` in place of `UIScene`. Every method is
/// optional (default implementations); the runtime knows which ones a class implements.
public protocol SceneDelegate: SceneDelegateNearMisses {
    /// `UISceneDelegate`'s `scene(_:willConnectTo:options:)`;
    /// `CallbackCatalogue` says when UIKit calls it, under which profile.
    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: ConnectionOptions)
    /// `UISceneDelegate`'s `sceneDidDisconnect(_:)`;
    /// `CallbackCatalogue` says when UIKit calls it, under which profile.
    func sceneDidDisconnect(_ scene: Scene)
    /// `UISceneDelegate`'s `sceneDidBecomeActive(_:)`;
    /// `CallbackCatalogue` says when UIKit calls it, under which profile.
    func sceneDidBecomeActive(_ scene: Scene)
    /// `UISceneDelegate`'s `sceneWillResignActive(_:)`;
    /// `CallbackCatalogue` says when UIKit calls it, under which profile.
    func sceneWillResignActive(_ scene: Scene)
    /// `UISceneDelegate`'s `sceneWillEnterForeground(_:)`;
    /// `CallbackCatalogue` says when UIKit calls it, under which profile.
    func sceneWillEnterForeground(_ scene: Scene)
    /// `UISceneDelegate`'s `sceneDidEnterBackground(_:)`;
    /// `CallbackCatalogue` says when UIKit calls it, under which profile.
    func sceneDidEnterBackground(_ scene: Scene)
    /// `UISceneDelegate`'s `scene(_:openURLContexts:)`;
    /// `CallbackCatalogue` says when UIKit calls it, under which profile.
    func scene(_ scene: Scene, openURLContexts URLContexts: Set<OpenURLContext>)
    /// `UISceneDelegate`'s `scene(_:continue:)`; `CallbackCatalogue` says when UIKit calls it, under which profile.
    func scene(_ scene: Scene, continue userActivity: UserActivity)
    /// `UISceneDelegate`'s `stateRestorationActivity(for:)`;
    /// `CallbackCatalogue` says when UIKit calls it, under which profile.
    func stateRestorationActivity(for scene: Scene) -> UserActivity?
}

extension SceneDelegate {
    public func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: ConnectionOptions) {
        scene.application.noteDefaultImplementation()
    }
    public func sceneDidDisconnect(_ scene: Scene) { scene.application.noteDefaultImplementation() }
    public func sceneDidBecomeActive(_ scene: Scene) { scene.application.noteDefaultImplementation() }
    public func sceneWillResignActive(_ scene: Scene) { scene.application.noteDefaultImplementation() }
    public func sceneWillEnterForeground(_ scene: Scene) { scene.application.noteDefaultImplementation() }
    public func sceneDidEnterBackground(_ scene: Scene) { scene.application.noteDefaultImplementation() }
    public func scene(_ scene: Scene, openURLContexts URLContexts: Set<OpenURLContext>) {
        scene.application.noteDefaultImplementation()
    }
    public func scene(_ scene: Scene, continue userActivity: UserActivity) { scene.application.noteDefaultImplementation() }
    public func stateRestorationActivity(for scene: Scene) -> UserActivity? {
        scene.application.noteDefaultImplementation(); return nil
    }
}

/// `UIWindowSceneDelegate`: a scene delegate for window scenes, with the quick-action method.
public protocol WindowSceneDelegate: SceneDelegate {
    /// `UIWindowSceneDelegate`'s `windowScene(_:performActionFor:completionHandler:)`;
    /// `CallbackCatalogue` says when UIKit calls it, under which profile.
    func windowScene(_ windowScene: Scene, performActionFor shortcutItem: ApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
    /// The window's size, orientation or traits changed (Split View, §15); the arguments are
    /// the values before the change.
    func windowScene(_ windowScene: Scene, didUpdate previousCoordinateSpace: CoordinateSpace,
                     interfaceOrientation previousInterfaceOrientation: InterfaceOrientation,
                     traitCollection previousTraitCollection: TraitCollection)
    /// iOS 26: the window's effective geometry changed (its size, orientation or screen); the
    /// argument is the geometry before the change (§15).
    func windowScene(_ windowScene: Scene, didUpdateEffectiveGeometry previousEffectiveGeometry: WindowSceneGeometry)
}

extension WindowSceneDelegate {
    public func windowScene(_ windowScene: Scene, performActionFor shortcutItem: ApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {
        windowScene.application.noteDefaultImplementation()
    }
    public func windowScene(_ windowScene: Scene, didUpdate previousCoordinateSpace: CoordinateSpace,
                            interfaceOrientation previousInterfaceOrientation: InterfaceOrientation,
                            traitCollection previousTraitCollection: TraitCollection) {
        windowScene.application.noteDefaultImplementation()
    }
    public func windowScene(_ windowScene: Scene, didUpdateEffectiveGeometry previousEffectiveGeometry: WindowSceneGeometry) {
        windowScene.application.noteDefaultImplementation()
    }
}
