/// How far a window's root view controller is in its first appearance.
package enum RootViewAppearance: Sendable {
    case notLoaded
    /// viewDidLoad, viewWillAppear and viewIsAppearing ran; viewDidAppear waits for active.
    case appearing
    case appeared
}

/// Where UIKit calls a window's root view controller's appearance methods among the life-cycle
/// callbacks (lifecycle-facts.md §14, OBSERVED: "scene(_:willConnectTo:options:), viewDidLoad,
/// viewWillAppear, sceneWillEnterForeground(_:), sceneDidBecomeActive(_:), viewDidAppear"; a
/// return from the background calls none of them). They move no app or scene state.
package struct RootViewStep: Sendable {
    /// The life-cycle callback they are placed against.
    package var anchor: Callback
    /// Before the anchor (true) or after it.
    package var before: Bool
    /// Rows for a scene's window, or for the sceneless app's one window.
    package var usesScenes: Bool
    /// The appearance the window must be at, and where the step leaves it.
    package var from: RootViewAppearance
    package var to: RootViewAppearance
    /// The view controller's callbacks, in order.
    package var callbacks: [Callback]

    /// The table: the first foreground of a window loads its view and starts appearing; once
    /// it is active, it has appeared.
    package static let table: [RootViewStep] = [
        RootViewStep(
            anchor: .sceneWillEnterForeground, before: true, usesScenes: true, from: .notLoaded, to: .appearing,
            callbacks: [.viewDidLoad, .viewWillAppear, .viewIsAppearing]),
        RootViewStep(
            anchor: .sceneDidBecomeActive, before: false, usesScenes: true, from: .appearing, to: .appeared,
            callbacks: [.viewDidAppear]),
        RootViewStep(
            anchor: .applicationDidBecomeActive, before: true, usesScenes: false, from: .notLoaded, to: .appearing,
            callbacks: [.viewDidLoad, .viewWillAppear, .viewIsAppearing]),
        RootViewStep(
            anchor: .applicationDidBecomeActive, before: false, usesScenes: false, from: .appearing, to: .appeared,
            callbacks: [.viewDidAppear])
    ]

    /// The step placed `before` (or after) `anchor` for a window at `appearance`, if any.
    package static func step(
        at anchor: Callback, before: Bool, usesScenes: Bool,
        appearance: RootViewAppearance
    ) -> RootViewStep? {
        table.first {
            $0.anchor == anchor && $0.before == before && $0.usesScenes == usesScenes && $0.from == appearance
        }
    }
}
