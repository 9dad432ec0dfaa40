import LifelineModel
import LifelineTrace

/// Follows a trace event by event and keeps the ``LifecycleSnapshot`` after each one.
///
/// What the states are is the follower's reading (`TraceFollower`, Docs/following.md), the
/// one `check`, `render` and `stats` share: run boundaries, the moves along the model's
/// tables, the stand-ins (a `UIScene` notification where a SwiftUI app has no scene delegate),
/// and unknown where the trace does not tell. The tracker only keeps what a student is shown:
/// the scenes in order of appearance, a disconnected one shown once, the launch so far.
package struct SnapshotTracker: Sendable {
    package private(set) var snapshot = LifecycleSnapshot(app: nil)
    package let adoption: DelegateAdoption
    private var follower: TraceFollower<String>
    /// What the follower's verdict says of the last event, when it is more than an edge of the
    /// model (`JudgementSentence`).
    package private(set) var judgement: String?
    /// What the follower made of the last event: a drawing of the same read takes it.
    package private(set) var lastStep = FollowStep(run: 0)

    /// `reading`: the header's (`TraceHeader.reading`), the same reading `check` makes.
    package init(adoption: DelegateAdoption, reading: TraceReading = .complete) {
        self.adoption = adoption
        follower = TraceFollower(profile: adoption.profile, reading: reading)
    }

    /// Moves the snapshot past `event`.
    package mutating func apply(_ event: TraceEvent) {
        // A scene released by the previous event has been shown once; it is gone now.
        snapshot.scenes.removeAll { $0.disconnected }
        let step = follower.step(FollowInput(event))
        lastStep = step
        judgement = JudgementSentence.of(step, index: follower.index)
        if step.startsRun {
            snapshot.scenes.removeAll()
            snapshot.launch = []
        }
        if event.kind == .callback, event.receiver != .scene, let method = event.method,
            LaunchSequence.callbacks.contains(method)
        {
            if method == LaunchSequence.callbacks.first { snapshot.launch = [] }
            snapshot.launch.append(method)
        }
        // What a student reads as the app's state is `applicationState`, as the follower reads
        // it for every consumer (with scenes, their aggregate): one state, or the few the trace
        // leaves open.
        snapshot.app = step.applicationStateAfter
        snapshot.appPossible = step.applicationPossibleAfter
        if step.phaseLevel == .app { snapshot.appPhase = follower.appPhase }
        // Only a scene the event moved: a notification after its scene disconnected shows nothing.
        if step.sceneSlot >= 0, let id = event.scene, step.scene != nil || step.phaseLevel == .scene {
            let followed = follower.scenes[step.sceneSlot]
            let index = sceneIndex(step.sceneIdentity, id: id)
            snapshot.scenes[index].state = followed.activation
            snapshot.scenes[index].possible = followed.possible
            if step.phaseLevel == .scene { snapshot.scenes[index].phase = followed.phase }
            snapshot.scenes[index].disconnected = step.sceneGone
        }
        // The process is gone, and its scenes and its launch with it.
        if step.endsRun {
            snapshot.scenes.removeAll()
            snapshot.launch = []
        }
    }

    /// The index of the scene object `identity` (the follower's), appending it, as `id`, the
    /// first time it appears.
    private mutating func sceneIndex(_ identity: Int, id: String) -> Int {
        if let index = snapshot.scenes.firstIndex(where: { $0.identity == identity }) { return index }
        snapshot.scenes.append(SceneSnapshot(id: id, identity: identity, state: nil))
        return snapshot.scenes.count - 1
    }
}
