import LifelineModel

/// An obligation opened by one event and closed by a later one ("willEnterForeground is
/// invariably followed by didBecomeActive"): where it was opened, as integers.
struct Obligation {
    var seq = 0
    var line = 0
    /// Whether it was opened on a newly connected scene (from unattached), the §8.1 variant.
    var onNewScene = false
}

/// What the checker knows about the current process run.
struct ProcessRun {
    /// Between willFinishLaunching (or an implicit start) and the run's end.
    var running = false
    /// Whether the trace showed this run's launch (not a log that starts mid-run).
    var launchSeen = false
    /// After applicationWillTerminate: only what the follower keeps in the ended run (its
    /// notification, a scene disconnecting) may follow before the next launch.
    var terminated = false
    /// Sceneless app state (an `AppState.allCases` index); with scenes the aggregate is used.
    var appState = 0
    /// With scenes: the process was suspended by an app-level `state` event.
    var suspended = false
    var didFinishCount = 0
    /// Sceneless applicationWillEnterForeground awaiting applicationDidBecomeActive.
    var pendingForeground: Obligation?
    /// LC403: a background→foreground change awaits its notification, or the notification
    /// came first (it is posted shortly before the delegate method).
    var foregroundPostExpected = false
    var foregroundPostedEarly = false
    /// LC404: an app-level phase awaiting its scenes to settle.
    var pendingAppPhase: (phase: ScenePhase, seq: Int, line: Int)?
    /// LC408: view-level phases awaiting their scenes to settle (the order of a view's and
    /// its scene's phase changes is undocumented, §5).
    var pendingViewPhases: [(slot: Int, phase: ScenePhase, seq: Int, line: Int)] = []
    /// LC407: the background notification came while one scene was still in the foreground.
    var pendingBackground: (slot: Int, seq: Int, line: Int)?
    /// Whether the run's last scene move took a scene to the background (its callback or its
    /// scene-level phase): LC407, which move a notification accompanies.
    var sceneJustEnteredBackground = false
    var evidence = EvidenceRing()
    var activated: UInt64 = 0
    var violated: UInt64 = 0
}

/// One scene object of the current run.
struct SceneSlot {
    var id: String
    var session: String?
    /// A `SceneActivationState.allCases` index.
    var state = 0
    /// The latest SwiftUI scene/view phase the trace recorded for it.
    var recordedPhase: ScenePhase?
    /// The latest scene-level phase the trace recorded for it (not a view's).
    var scenePhase: ScenePhase?
    var disconnected = false
    /// Whether scene(_:willConnectTo:options:) reached it (or its notification stood in).
    var connected = false
    var pendingForeground: Obligation?
    var evidence = EvidenceRing()
    var activated: UInt64 = 0
    var violated: UInt64 = 0
    /// User rules' per-scene state, indexed like the engine's rules.
    var user: [UserRuleState] = []
}

/// One `UISceneSession`: when it was last used, and whether it was just configured.
struct SessionRecord {
    /// The run it was created or last connected in (0: restored before the trace).
    var run: Int
    var pendingConfiguration = false
    var activated: UInt64 = 0
    var violated: UInt64 = 0
}
