/// Where a diagram draws a move: on the app's track or on a scene's. Which machine an event
/// moves, and along which edge, is the follower's answer (`TraceFollower`, in LifelineModel);
/// the renderers read it through `StateTracker`.
public enum StateStep {
    /// The track name of the app itself (and of the app-level SwiftUI phase).
    public static let appTrack = ""
}
