import LifelineModel
import LifelineTrace

/// What the documented obligations (LC405, LC406, LC502–LC505, LC206) remember between
/// events: small, and independent of how scene and app states are tracked.
struct ObligationState {
    /// LC405: a method whose notification is documented to come before it was called, and
    /// no other app-delegate callback since (notification raw value → the method's line).
    var methodOpen: [Int: (seq: Int, line: Int)] = [:]
    /// LC405: a method whose notification is documented to come after it was just called.
    var methodJustCalled: Set<Int> = []
    /// LC405: a notification documented to come after its method, seen without the method.
    var notificationEarly: [Int: (seq: Int, line: Int)] = [:]
    /// LC406: scenes whose UIScene.willEnterForegroundNotification awaits didActivate, by the
    /// follower's identity of the scene object (`FollowStep.sceneIdentity`), with the
    /// notification's line. A few at a time: a list searched by an integer, not a dictionary
    /// hashing the scene's id as a `String` for every scene notification.
    var foregroundPosted: [(scene: Int, line: Int)] = []
    /// LC502: when this run's launch began (willFinishLaunching's time).
    var launchStart: TraceTime?
    /// LC502, LC504, LC505: an overrun that stands unless the next event ends the process.
    var overrun: (rule: BuiltinRule, seq: Int, line: Int, message: String)?
    /// LC206: the user force-quit the app and has not opened it since.
    var forceQuit = false
    /// LC206: a background launch for a silent push after a force-quit, awaiting the launch.
    var pushLaunch: (seq: Int, line: Int, what: String, citation: Citation)?
}
