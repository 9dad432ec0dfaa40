/// Where a diagram draws a move: on the app's track or on a scene's. Which machine an event
/// moves, and along which edge, is the follower's answer (`TraceFollower`, in LifelineModel);
/// the renderers read it through `StateTracker`.
package enum StateStep {
    /// The track name of the app itself (and of the app-level SwiftUI phase).
    package static let appTrack = ""
}
