/// One move of one machine: the edge an event actually takes, from the follower's own
/// `from` (not the recorded one).
package struct Move<State: LifecycleState>: Sendable, Equatable {
    /// The state before; nil when unknown (a trace starting mid-way, an unprinted callback).
    package var from: State?
    package var trigger: Trigger
    /// The state after; nil when unknown.
    package var to: State?
    package var verdict: Verdict

    package init(from: State?, trigger: Trigger, to: State?, verdict: Verdict) {
        self.from = from
        self.trigger = trigger
        self.to = to
        self.verdict = verdict
    }

    /// The edge as the model's row, when both ends are known.
    package var edge: (from: State, to: State)? {
        guard let from, let to else { return nil }
        return (from, to)
    }
}

/// Whether the model allows a move, in every way the trace could be read (Docs/following.md):
/// the follower's judgement, which `check`, `render` and `explain` all read.
package enum Verdict: Sendable, Equatable {
    /// A DOCUMENTED edge of the machine under the profile leads from a state the trace allows.
    case legal
    /// Legal only through an edge whose basis is weaker (an OBSERVED device variant, an
    /// UNSURE reading, lifecycle-facts.md §8): never an error; the edge's row names the fact.
    case variant(FactBasis)
    /// No edge leaves any state the trace allows on this trigger: illegal in every reading.
    case illegal
    /// Nothing is known of the state before (or the machine means nothing under the
    /// profile): not judged, never an error.
    case unjudged

    /// Whether some reading of the trace allows the move (every verdict but `illegal`).
    // By pattern, not `==`: the derived equality of an enum with a payload is a call per event.
    @inlinable package var allows: Bool {
        if case .illegal = self { return false }
        return true
    }

    /// Whether no reading of the trace allows the move.
    @inlinable package var isIllegal: Bool { !allows }
}

/// A move that no callback in the trace made: the model's documented stand-ins.
package enum StandIn: Sendable, Equatable {
    /// A `UIScene` notification moved the scene because its delegate callback is absent (a
    /// SwiftUI app without a scene delegate).
    case notification(LifecycleNotification)
    /// A scene-level SwiftUI phase change moved the scene, its callback absent.
    case phase
    /// A scene connected in the background, which a console log cannot show, before the
    /// callback that needs it.
    case connectedInBackground
}

/// The recorded `from` or `to` disagrees with the follower's.
package struct Disagreement: Sendable, Equatable {
    package enum Field: Sendable, Equatable { case from, to }
    package var field: Field
    package var machine: MachineKind

    package init(field: Field, machine: MachineKind) {
        self.field = field
        self.machine = machine
    }
}

/// What one event does, as the follower reads it.
public struct FollowStep: Sendable, Equatable {
    /// The process run the event belongs to (1-based; 0 before any).
    package var run: Int
    /// Whether the event is its run's first.
    package var startsRun = false
    /// Whether the process ends at this event (end markers that follow it, such as the
    /// notification after `applicationWillTerminate(_:)`, still belong to the run).
    package var endsRun = false
    /// The follower's slot of the event's scene in this run (-1: none).
    package var sceneSlot = -1
    package var app: Move<AppState>?
    /// A silent move that had to come first (a scene connected in the background).
    package var scenePrelude: Move<SceneActivationState>?
    package var scene: Move<SceneActivationState>?
    /// A scene- or app-level phase move (`phaseLevel` says which).
    package var phase: Move<ScenePhase>?
    package var phaseLevel: PhaseLevel?
    /// Set when the scene move stands in for a callback the trace does not show.
    package var standIn: StandIn?
    /// Set when the recorded `from`/`to` disagree with the follower's.
    package var disagreement: Disagreement?
    /// What `UIApplication.applicationState` read before the event
    /// (``TraceFollower/applicationState``): at a run's first event, what it read at the end
    /// of the run before, which ended unseen unless the trace showed its end.
    package var applicationStateBefore: AppState?
    /// What it reads after the event.
    package var applicationStateAfter: AppState?
    /// Whether the event's scene disconnected (or was purged) here.
    package var sceneGone = false
    /// Whether the event names a scene past ``TraceFollower/sceneLimit`` in its run: the
    /// follower did not take it, and a consumer stops with an error.
    package var sceneLimitReached = false

    package init(run: Int) { self.run = run }

    /// Whether the event moves `machine`.
    package func moves(_ machine: MachineKind) -> Bool {
        switch machine {
        case .app: return app != nil
        case .scene: return scene != nil
        case .phase: return phase != nil
        }
    }
}

/// Why an event starts a new process run (`TraceFollower.runStart(_:)`).
package enum RunStart: Sendable, Equatable {
    /// The trace's first event, or the first after a seen end.
    case afterEnd
    /// Another process id (an import's pid): the process before ended unseen.
    case processChanged
    /// A launch in a run that already launched (or already ran callbacks): the process
    /// before ended unseen.
    case relaunch
}
