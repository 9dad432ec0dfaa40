import LifelineModel

// What the checker keeps between events: the rules' books, never a state of the app or of a
// scene. Where the app and each scene are, which scenes exist and what the app's aggregate
// is are the follower's (`TraceFollower`, read through `Checker.step` and
// `Checker.follower`); a book holds what a rule opened and has not closed, the evidence it
// quotes, and which rules its scope instance activated and broke.

/// An obligation opened by one event and closed by a later one ("willEnterForeground is
/// invariably followed by didBecomeActive"): where it was opened, as integers.
struct Obligation {
    var seq = 0
    var line = 0
    /// Whether it was opened on a newly connected scene (from unattached), the §8.1 variant.
    var onNewScene = false
}

/// The rules' book for the current process run.
struct RunBook {
    /// Whether a callback opened the book (the launch, or a callback of a run under way);
    /// an action or a note alone does not.
    var open = false
    /// Whether the trace showed this run's launch (not a log that starts mid-run).
    var launchSeen = false
    /// LC201–LC203, LC207: how many times the run's launch finished.
    var didFinishCount = 0
    /// Sceneless applicationWillEnterForeground awaiting applicationDidBecomeActive.
    var pendingForeground: Obligation?
    /// LC403: a background→foreground change awaits its notification, or the notification
    /// came first (it is posted shortly before the delegate method).
    var foregroundPostExpected = false
    var foregroundPostedEarly = false
    /// Where the early notification was, for LC403 if the app then goes no further forward.
    var foregroundPostedEarlyAt: (seq: Int, line: Int)?
    /// LC404: an app-level phase awaiting its scenes to settle.
    var pendingAppPhase: (phase: ScenePhase, seq: Int, line: Int)?
    /// LC408: view-level phases awaiting their scenes to settle (the order of a view's and
    /// its scene's phase changes is undocumented, §5).
    var pendingViewPhases: [(slot: Int, phase: ScenePhase, seq: Int, line: Int)] = []
    /// LC407: the background notification came while one scene was still in the foreground
    /// (`contested`: while others stay there too, §8.8).
    var pendingBackground: (slot: Int, seq: Int, line: Int, contested: Bool)?
    /// Whether the run's last scene move took a scene to the background (its callback or its
    /// scene-level phase): LC407, which move a notification accompanies.
    var sceneJustEnteredBackground = false
    var evidence = EvidenceRing()
    var activated: UInt64 = 0
    var violated: UInt64 = 0
}

/// The rules' book for one scene of the current run, at the follower's slot for it.
struct SceneBook {
    /// Where the last notification moved the scene in its callback's stead (LC301's evidence
    /// when the callback, which the writer prints, never comes).
    var standInAt: (seq: Int, line: Int)?
    /// The scene's id, for findings.
    var id: String
    /// Whether its tallies count: false for the placeholder of a scene the checker never
    /// judged (`Checker.openSceneBooks(through:scene:)`).
    var counted: Bool
    /// The session it connected with, for findings and LC306.
    var session: String?
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
