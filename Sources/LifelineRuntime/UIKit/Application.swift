import LifelineModel

/// The simulated `UIApplication`: one per process run, owned by the `Runtime`.
///
/// Delegate code reads it as it would read `UIApplication.shared`; `clock` lets delegate code
/// take (simulated) time.
public final class Application {
    /// The process's state as the model names it (not running and suspended included). With
    /// scenes it is the aggregate of the scenes' activation states (lifecycle-facts.md §3).
    var state: AppState {
        get { storedState }
        set { storedState = newValue }
    }
    /// `UIApplication.State`: what delegate code reads. A suspended process runs no code and a
    /// process that does not run has no delegate to ask, so neither is a value here (§4.2).
    public var applicationState: State { State(state) }
    /// `connectedScenes`, in connection order.
    public internal(set) var connectedScenes: [Scene] {
        get { storedScenes }
        set { storedScenes = newValue }
    }
    // Stored apart from the public properties: the runtime reads them several times per event,
    // and only accesses the module can all see are checked for exclusivity when compiled
    // rather than at run time.
    private var storedState: AppState = .notRunning
    private var storedScenes: [Scene] = []
    /// `openSessions`: every session the system remembers, connected or not, in creation order.
    public internal(set) var openSessions: [SceneSession] = []
    /// `supportsMultipleScenes` (Info.plist `UIApplicationSupportsMultipleScenes`).
    public internal(set) var supportsMultipleScenes: Bool = false
    /// The app delegate of this run.
    public internal(set) var delegate: AppDelegate?
    /// The simulated clock; `clock.advance(by:)` makes the current delegate method take longer.
    public let clock: SimulatedClock

    /// Set by a protocol extension's default implementation: the delegate does not implement
    /// the method UIKit is calling (UIKit asks `respondsToSelector:` first).
    var calledDefaultImplementation = false

    init(clock: SimulatedClock) { self.clock = clock }

    /// Records that a default implementation ran, i.e. the delegate lacks the method.
    func noteDefaultImplementation() { calledDefaultImplementation = true }

    /// The connected scenes' activation states as `StepFacts.bit` flags, `scene` counted as
    /// `state` instead of its own (nil: each as it is). Read here, from the stored array: the
    /// runtime asks several times per step, and reading `connectedScenes` from outside copies
    /// the array out, a retain and release of it and of each scene.
    func connectedStates(counting scene: Scene? = nil, as state: SceneActivationState = .unattached) -> UInt8 {
        var present: UInt8 = 0
        for other in storedScenes { present |= StepFacts.bit(other === scene ? state : other.state) }
        return present
    }
}

/// The simulated `UIScene` / `UIWindowScene`: one object per connection. A reconnection makes
/// a new scene object in the same session (lifecycle-facts.md §2.4).
public final class Scene {
    /// The trace id: `S1`, `S2`, …
    public let identifier: String
    /// `session`: the scene's session.
    public let session: SceneSession
    /// The scene's state as the model names it, with the diagram's suspended state (for traces
    /// and drawings).
    var state: SceneActivationState {
        get { storedState }
        set { storedState = newValue }
    }
    /// `UIScene.ActivationState`: UIKit's four cases; suspension is the process's, not the
    /// scene's, so a suspended scene reads `.background` (§4.1).
    public var activationState: ActivationState { ActivationState(state) }
    /// Stored apart, as `Application`'s state is.
    private var storedState: SceneActivationState = .unattached
    /// The delegate UIKit instantiated from the configuration's class; nil when the class
    /// is not registered (UIKit then connects the scene without a delegate).
    public internal(set) var delegate: SceneDelegate?
    /// The application the scene belongs to.
    public unowned let application: Application
    /// `UIScene.title`.
    package var title: String = ""
    /// Where the window's root view controller is in its first appearance (§14).
    var rootView = RootViewAppearance.notLoaded
    /// Whether the scene connected with a restoration activity it has not been handed yet
    /// (`scene(_:restoreInteractionStateWith:)`, lifecycle-facts.md §2.7).
    var restoresInteractionState = false

    init(identifier: String, session: SceneSession, application: Application) {
        self.identifier = identifier
        self.session = session
        self.application = application
    }

    /// The simulated clock, for delegate code that takes time.
    public var clock: SimulatedClock { application.clock }
}
