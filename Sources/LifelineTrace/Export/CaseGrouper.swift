import LifelineModel

/// Groups a streaming trace's events into cases (runs or scenes), holding only the cases still
/// open. Where a run or a scene ends is the follower's answer (`TraceFollower`): a run's cases
/// close when the next run begins, so the notification that follows
/// `applicationWillTerminate(_:)` stays in its run; a scene's case closes after its
/// disconnection and the `UIScene.didDisconnectNotification` that accompanies it. Memory is
/// bounded by the open cases, not the trace.
struct CaseGrouper {
    let mode: ExportCase
    private var follower: TraceFollower<String>
    private var open: [(id: String, run: Int, events: [TraceEvent])] = []
    /// A scene case whose scene disconnected: it closes at the next event that is not the
    /// disconnection's notification.
    private var closing: String?

    init(mode: ExportCase, header: TraceHeader) {
        self.mode = mode
        follower = CaseGrouper.follower(for: header)
    }

    /// The follower that numbers an exported trace's runs (the profile only chooses the
    /// machines; runs end alike under every profile).
    static func follower(for header: TraceHeader) -> TraceFollower<String> {
        TraceFollower(profile: header.profile ?? .ios13, showsSilentChanges: header.showsSilentChanges)
    }

    /// Takes the next event; returns the cases it closed, in the order they closed.
    mutating func take(_ event: TraceEvent) -> [(id: String, events: [TraceEvent])] {
        var closed: [(id: String, events: [TraceEvent])] = []
        let step = follower.step(FollowInput(event))
        let run = step.run
        // Cases of earlier runs close when a new run begins.
        while let first = open.first, first.run < run {
            closed.append((first.id, first.events))
            open.removeFirst()
        }
        if let pending = closing {
            closing = nil
            let accompanies = event.scene == pending && event.notification == .sceneDidDisconnect
            if !accompanies, let index = open.firstIndex(where: { $0.id == pending }) {
                closed.append((open[index].id, open[index].events))
                open.remove(at: index)
            }
        }
        if let id = CaseGrouper.caseID(of: event, run: run, mode: mode) {
            if let index = open.firstIndex(where: { $0.id == id }) {
                open[index].events.append(event)
            } else {
                open.append((id, run, [event]))
            }
            if mode == .scene, step.sceneGone { closing = id }
        }
        return closed
    }

    /// The cases still open at the end of the trace.
    mutating func finish() -> [(id: String, events: [TraceEvent])] {
        defer { open.removeAll() }
        return open.map { ($0.id, $0.events) }
    }

    /// `run1`, or the scene id; nil for an event with no case (an app event when cases are scenes).
    static func caseID(of event: TraceEvent, run: Int, mode: ExportCase) -> String? {
        switch mode {
        case .run: return "run\(run)"
        case .scene: return event.scene
        }
    }
}
