import LifelineModel

/// The simulated `UIApplication`: one per process run, owned by the `Runtime`.
///
/// Delegate code reads it as it would read `UIApplication.shared`; `clock` lets delegate code
/// take (simulated) time.
public final class Application {
    /// `applicationState`, with not running and suspended as the model names them. With scenes
    /// it is the aggregate of the scenes' activation states (lifecycle-facts.md §3).
    public internal(set) var applicationState: AppState {
        get { storedState }
        set { storedState = newValue }
    }
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
        for other in storedScenes { present |= StepFacts.bit(other === scene ? state : other.activationState) }
        return present
    }
}

/// The simulated `UIScene` / `UIWindowScene`: one object per connection. A reconnection makes
/// a new scene object in the same session (lifecycle-facts.md §2.4).
public final class Scene {
    /// The trace id: `S1`, `S2`, …
    public let identifier: String
    public let session: SceneSession
    /// `activationState` (plus the diagram's suspended state).
    public internal(set) var activationState: SceneActivationState {
        get { storedState }
        set { storedState = newValue }
    }
    /// Stored apart, as `Application`'s state is.
    private var storedState: SceneActivationState = .unattached
    /// The delegate UIKit instantiated from the configuration's class; nil when the class
    /// is not registered (UIKit then connects the scene without a delegate).
    public internal(set) var delegate: SceneDelegate?
    public unowned let application: Application
    /// `UIScene.title`.
    public var title: String = ""

    init(identifier: String, session: SceneSession, application: Application) {
        self.identifier = identifier
        self.session = session
        self.application = application
    }

    /// The simulated clock, for delegate code that takes time.
    public var clock: SimulatedClock { application.clock }
}
