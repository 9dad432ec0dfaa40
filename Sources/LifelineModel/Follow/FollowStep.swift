/// One move of one machine: the edge an event actually takes, from the follower's own
/// `from` (not the recorded one).
@usableFromInline package struct Move<State: LifecycleState>: Sendable, Equatable {
    /// The state before; nil when unknown (a trace starting mid-way, an unprinted callback).
    @usableFromInline package var from: State?
    /// What moved it.
    @usableFromInline package var trigger: Trigger
    /// The state after; nil when unknown.
    @usableFromInline package var to: State?
    /// Whether the model allows the move, and on what basis.
    @usableFromInline package var verdict: Verdict

    /// A move from `from` to `to` on `trigger`, judged `verdict`.
    @usableFromInline package init(from: State?, trigger: Trigger, to: State?, verdict: Verdict) {
        self.from = from
        self.trigger = trigger
        self.to = to
        self.verdict = verdict
    }

    /// The edge as the model's row, when both ends are known.
    @usableFromInline package var edge: (from: State, to: State)? {
        guard let from, let to else { return nil }
        return (from, to)
    }
}

/// Whether the model allows a move, in every way the trace could be read (Docs/following.md):
/// the follower's judgement, which `check`, `render` and `explain` all read.
@usableFromInline package enum Verdict: Sendable, Equatable {
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
    /// Whether the model allows the move (on any basis).
    @inlinable package var allows: Bool {
        if case .illegal = self { return false }
        return true
    }

    /// Whether no reading of the trace allows the move.
    @inlinable package var isIllegal: Bool { !allows }
}

/// A move that no callback in the trace made: the model's documented stand-ins.
@usableFromInline package enum StandIn: Sendable, Equatable {
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
@usableFromInline package struct Disagreement: Sendable, Equatable {
    /// Which of the two recorded states disagrees.
    @usableFromInline package enum Field: Sendable, Equatable { case from, to }
    /// The field that disagrees.
    @usableFromInline package var field: Field
    /// The machine whose state disagrees.
    @usableFromInline package var machine: MachineKind

    /// A disagreement of `field` in `machine`.
    @usableFromInline package init(field: Field, machine: MachineKind) {
        self.field = field
        self.machine = machine
    }
}

/// What one event does, as the follower reads it.
///
/// Public only as what `RecordFollower.step(_:symbols:)` returns (`Benchmarks/`, a package of
/// its own, calls it); what it holds is the package's.
public struct FollowStep: Sendable, Equatable {
    /// The process run the event belongs to (1-based; 0 before any).
    @usableFromInline package var run: Int
    /// Whether the event is its run's first.
    @usableFromInline package var startsRun = false
    /// Whether the process ends at this event (end markers that follow it, such as the
    /// notification after `applicationWillTerminate(_:)`, still belong to the run).
    @usableFromInline package var endsRun = false
    /// The follower's slot of the event's scene in this run (-1: none). Slots last one run,
    /// and a scene object that replaces a disconnected one of the same id keeps its slot.
    @usableFromInline package var sceneSlot = -1
    /// The identity of the event's scene object in the whole trace (-1: none): 0, 1, 2… in
    /// order of first sight, never reused (``FollowedScene/identity``). What every reader
    /// keys a scene by, so that none keeps a map of scene ids of its own.
    @usableFromInline package var sceneIdentity = -1
    /// Whether the event's scene object is new here: the step that gave it its identity.
    package var opensScene = false
    /// The app's move, if the event moved the app.
    @usableFromInline package var app: Move<AppState>?
    /// A silent move that had to come first (a scene connected in the background).
    @usableFromInline package var scenePrelude: Move<SceneActivationState>?
    /// The scene's move, if the event moved its scene.
    @usableFromInline package var scene: Move<SceneActivationState>?
    /// A scene- or app-level phase move (`phaseLevel` says which).
    @usableFromInline package var phase: Move<ScenePhase>?
    /// The level of `phase`: scene, view or app.
    @usableFromInline package var phaseLevel: PhaseLevel?
    /// Set when the scene move stands in for a callback the trace does not show.
    @usableFromInline package var standIn: StandIn?
    /// Set when the recorded `from`/`to` disagree with the follower's.
    @usableFromInline package var disagreement: Disagreement?
    /// What `UIApplication.applicationState` read before the event
    /// (``TraceFollower/applicationState``): at a run's first event, what it read at the end
    /// of the run before, which ended unseen unless the trace showed its end.
    @usableFromInline package var applicationStateBefore: AppState?
    /// What it reads after the event.
    @usableFromInline package var applicationStateAfter: AppState?
    /// Every state it may read after the event, as bits of `AppState.slot`
    /// (``TraceFollower/applicationPossible``): one when `applicationStateAfter` is known,
    /// several where the trace leaves it open (`inactive or background`).
    @usableFromInline package var applicationPossibleAfter: UInt8 = AppState.everySlot
    /// Whether the event's scene disconnected (or was purged) here.
    @usableFromInline package var sceneGone = false
    /// Whether the scene move is illegal because another application scene is active under
    /// a profile of one scene at a time (facts §2.3), in a trace that shows every connection.
    @usableFromInline package var anotherSceneActive = false
    /// The callback a scene notification announced and the trace, whose writer prints it,
    /// never showed beside it: found at the scene's next callback or notification.
    @usableFromInline package var missedCallback: Callback?
    /// Whether the event names a scene past ``TraceFollower/sceneLimit`` in its run: the
    /// follower did not take it, and a consumer stops with an error.
    @usableFromInline package var sceneLimitReached = false

    /// A step of process run `run` that moves nothing yet.
    // Inlined, so that the follower writes a fresh step in place rather than building one and
    // copying it (Docs/performance-check-speed.md, third pass).
    @inline(__always)
    @usableFromInline package init(run: Int) { self.run = run }

    /// Whether some machine's move is illegal in every reading of the trace: what `check`
    /// reports as an error, and what `explain` and the quiz say breaks a rule.
    @usableFromInline package var isIllegal: Bool {
        app?.verdict.isIllegal == true || scene?.verdict.isIllegal == true || phase?.verdict.isIllegal == true
    }

    /// Whether the event moves `machine`.
    @usableFromInline package func moves(_ machine: MachineKind) -> Bool {
        switch machine {
        case .app: return app != nil
        case .scene: return scene != nil
        case .phase: return phase != nil
        }
    }
}

/// Why an event starts a new process run (`TraceFollower.runStart(_:)`).
@usableFromInline package enum RunStart: Sendable, Equatable {
    /// The trace's first event, or the first after a seen end.
    case afterEnd
    /// Another process id (an import's pid): the process before ended unseen.
    case processChanged
    /// A launch in a run that already launched (or already ran callbacks): the process
    /// before ended unseen.
    case relaunch
}
