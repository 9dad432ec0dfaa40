/// What the follower knows of one scene object of the current process run.
@usableFromInline package struct FollowedScene: Sendable, Equatable {
    /// Which scene object it is, in the whole trace (``FollowStep/sceneIdentity``): 0, 1, 2…
    /// in the order the follower first met each, never given to another; a scene that connects
    /// again after it disconnected, or that a later process run names again, is a new object
    /// with a new identity, though it may keep its id and its slot.
    package let identity: Int
    /// Its activation state; nil when unknown (first seen mid-run, or after a move the model
    /// cannot place).
    @usableFromInline package var activation: SceneActivationState?
    /// Every activation state the trace allows it to be in, as bits (`1 << slot`): one state
    /// when known, all of them when nothing is, several after a move the trace leaves open.
    @usableFromInline package var possible: UInt8
    /// Its SwiftUI scene phase; nil when unknown.
    @usableFromInline package var phase: ScenePhase?
    /// Whether the trace showed its scene delegate being called.
    @usableFromInline package var hasDelegate = false
    /// A notification moved it (`standIn`) whose callback the trace's writer prints and the
    /// scene's delegate receives: the callback must come beside it (Docs/following.md).
    @usableFromInline package internal(set) var owesCallback = false
    /// Disconnected or purged: it hears nothing until it connects again.
    @usableFromInline package var disconnected = false
    /// Whether the trace showed it connect (`scene(_:willConnectTo:options:)`, or its
    /// notification standing in): a scene first seen later is a new instance of one connected
    /// before the trace, or the fast kill's (§8.1), whose obligations are not judged.
    @usableFromInline package internal(set) var connectionSeen = false
    /// Whether the trace names its session's role as an external display's (non-interactive:
    /// devices report it enters the foreground and never becomes active, lifecycle-facts.md §15).
    @usableFromInline package internal(set) var isExternalDisplay = false

    /// Whether "willEnterForeground is invariably followed by didBecomeActive" (§2.1) binds the
    /// scene: not an external display's non-interactive one, which devices report enters the
    /// foreground and never becomes active (lifecycle-facts.md §15, §8.17 OBSERVED:
    /// SalesforceMobileSDK-iOS PR 3679; an active scene is one "receiving events", which it
    /// never does), and not one whose connection the trace does not show, whose role it cannot know.
    @usableFromInline package var mustBecomeActive: Bool { connectionSeen && !isExternalDisplay && !roleUnknown }
    /// Whether the trace showed its connection only through `UIScene.willConnectNotification`,
    /// which prints no session role: an external display's scene may be the one connecting.
    @usableFromInline package internal(set) var roleUnknown = false
    /// The latest scene-level SwiftUI phase the trace recorded for it; nil before one.
    @usableFromInline package internal(set) var recordedScenePhase: ScenePhase?
    /// The latest phase the trace recorded for it at the scene or the view level.
    @usableFromInline package internal(set) var recordedPhase: ScenePhase?
    /// The latest view-level phase the trace recorded for it.
    @usableFromInline package internal(set) var recordedViewPhase: ScenePhase?
    /// The last scene callback since its last notification (whether a notification's callback
    /// was delivered).
    var lastCallback: Callback?
    /// A callback whose move a stand-in already made; if the callback follows after all, it
    /// is not applied twice (the order of a notification and its callback is undocumented).
    @usableFromInline package internal(set) var standIn: Callback?

    /// Every activation state, as bits.
    static let unknown = UInt8(truncatingIfNeeded: (1 << SceneActivationState.allCases.count) - 1)

    init(identity: Int, activation: SceneActivationState?, phase: ScenePhase?) {
        self.identity = identity
        self.activation = activation
        possible = activation.map { 1 << UInt8($0.slot) } ?? FollowedScene.unknown
        self.phase = phase
    }

    /// Knows the scene to be in `state` (nil: nothing is known).
    mutating func settle(_ state: SceneActivationState?) {
        activation = state
        possible = state.map { 1 << UInt8($0.slot) } ?? FollowedScene.unknown
    }
}
