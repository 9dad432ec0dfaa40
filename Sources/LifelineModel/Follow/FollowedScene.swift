/// What the follower knows of one scene object of the current process run.
public struct FollowedScene: Sendable, Equatable {
    /// Its activation state; nil when unknown (first seen mid-run, or after a move the model
    /// cannot place).
    public var activation: SceneActivationState?
    /// Its SwiftUI scene phase; nil when unknown.
    public var phase: ScenePhase?
    /// Whether the trace showed its scene delegate being called: then nothing stands in for
    /// a callback, since a missing callback is the fault to find.
    public var hasDelegate = false
    /// Disconnected or purged: it hears nothing until it connects again.
    public var disconnected = false
    /// The last scene callback since its last notification (whether a notification's callback
    /// was delivered).
    var lastCallback: Callback?
    /// A callback whose move a stand-in already made; if the callback follows after all, it
    /// is not applied twice (the order of a notification and its callback is undocumented).
    var standIn: Callback?

    init(activation: SceneActivationState?, phase: ScenePhase?) {
        self.activation = activation
        self.phase = phase
    }
}
