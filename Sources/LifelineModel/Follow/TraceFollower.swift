/// Every set of states as itself: the closure along no hidden move.
private let unclosedSets: [UInt8] = (0...255).map { UInt8($0) }

/// Follows a trace one event at a time as the model reads it: the one place that says what a
/// trace means (Docs/following.md). Every consumer (checker, statistics, exporters,
/// renderers, importer, narration) reads through it.
///
/// Per process run it keeps the app state and the app-level SwiftUI phase, and per scene its
/// activation state and phase; each may be unknown (nil), and unknown is never turned into an
/// error. Each `step(_:)` says which machines the event moves, along which edge (from the
/// follower's own `from`), whether the recorded states disagree, and where runs begin and end.
///
/// Memory is proportional to the scenes of the current run, at most `sceneLimit`.
@usableFromInline package struct TraceFollower<SceneKey: Hashable & Sendable>: Sendable {
    /// The most scenes one process run may name. Each costs the follower, and every consumer
    /// that draws or counts per scene, a slot until its run ends (Docs/input-output.md: about
    /// 1 KB a scene across a command); no device connects so many, so a trace past it is
    /// hostile or broken, and a step that would name one more says so
    /// (``FollowStep/sceneLimitReached``) instead of growing.
    @usableFromInline package static var sceneLimit: Int { 100_000 }

    /// The compiled tables of the profile the trace is read under.
    @usableFromInline package let index: MachineIndex
    /// Whether the trace can show silent changes (`state` events); a console log cannot.
    @usableFromInline package let showsSilentChanges: Bool
    /// Whether the trace may hide every scene: a trace of callbacks only, under a profile whose
    /// scenes have no delegate unless the app adopts one (SwiftUI), prints nothing of them.
    private let mayHideScenes: Bool
    /// Whether the trace may leave scenes out altogether (a console log of an app whose scenes
    /// have no delegate of their own): no reading can say that no scene is in some state. Not
    /// once it shows a `UIScene` notification: UIKit posts those for every scene, so a writer
    /// that observes them shows every window (§3).
    @usableFromInline package var scenesMayBeHidden: Bool { mayHideScenes && !sceneNotificationsShown }
    /// Whether the trace has shown a `UIScene` notification.
    private var sceneNotificationsShown = false
    /// The current process run (1-based; 0 before the first event).
    @usableFromInline package private(set) var run = 0
    /// The app's state in the current run; nil when unknown. When the trace leaves several
    /// states open (`appPossible`), the one its last move names.
    @usableFromInline package private(set) var app: AppState?
    /// Every state the trace allows the app to be in, as bits (`1 << slot`).
    @usableFromInline package private(set) var appPossible: UInt8
    /// The trigger codes of the moves this trace cannot show, per machine: silent changes in a
    /// trace of callbacks only, callbacks its writer never prints (`observedCallbacks`). A
    /// state reached along them is one of the trace's readings (Docs/following.md).
    private let hiddenApp: [Int]
    private let hiddenScene: [Int]
    /// What each set of states may have become along those moves, by its bits (`closure`).
    private let closedApp: [UInt8]
    private let closedScene: [UInt8]
    /// The same for an app whose delegate the trace has not shown, under a profile where it
    /// may have none (SwiftUI without `@UIApplicationDelegateAdaptor`): its launch and every
    /// other app-delegate callback are moves nobody prints.
    private let hiddenAppWithoutDelegate: [Int]
    private let closedAppWithoutDelegate: [UInt8]
    /// Whether the trace has shown the app delegate being called (once, in any run).
    private var appDelegateShown: Bool
    /// The app-level SwiftUI phase; nil when unknown.
    @usableFromInline package private(set) var appPhase: ScenePhase?
    /// The scenes of the current run, by slot (`FollowStep.sceneSlot`).
    @usableFromInline package private(set) var scenes: [FollowedScene] = []
    private var slots: [SceneKey: Int] = [:]
    /// Each slot's key: a run holds a few scenes, and comparing a few keys is cheaper than
    /// hashing one (`slot(for:into:)` was 2% of `check`, Docs/performance-check-speed.md).
    private var keys: [SceneKey] = []
    /// Up to this many scenes, a key is found by comparing; past it, through `slots`.
    private static var comparedKeys: Int { 8 }
    /// How many scene objects the trace has named so far: the next one's identity.
    package private(set) var sceneIdentities = 0
    /// The connected scenes by state, for the app's aggregate.
    private var tally = SceneStateCounts()
    /// `applicationState` after the last step: the next step's state before, computed once.
    private var lastApplicationState: AppState?
    /// `applicationPossible` after the last step, computed with `lastApplicationState`.
    private var lastApplicationPossible: UInt8 = AppState.everySlot
    /// The scene the event being followed touches (-1: none), and the tally's bucket it was
    /// counted in before (`SceneStateCounts.bucket(of:)`; -1: not counted, new this event or
    /// disconnected). Two integers rather than a copy of the scene: the tally moves only when
    /// the bucket changes, which most events do not (Docs/performance-check-speed.md).
    private var touchedSlot = -1
    private var touchedBucket: Int8 = -1
    /// Whether the trace shows every scene's connection (`TraceReading.showsEveryConnection`):
    /// from a seen launch, a scene it never showed connecting is taken along no unshown edge,
    /// and under a one-window profile a second application scene never becomes active.
    private let closedScenes: Bool
    /// Whether the trace's writer prints each callback whenever UIKit delivers it (the
    /// runtime's own traces, a header's `observedCallbacks`), by `Callback.rawValue`.
    private let printed: [Bool]
    /// The current run has ended (or none began yet).
    private var ended = true
    /// Its end was seen: end markers that follow still belong to it, and the next run starts
    /// from a process that is not running.
    private var endSeen = false
    /// The run's launch (`willFinishLaunching`) was seen: its scenes start unattached, its
    /// phases background. A scene seen connecting starts unattached in any case.
    @usableFromInline package private(set) var launchSeen = false
    /// The last `configurationForConnecting` named the external-display role: the scene that
    /// connects next is that session's.
    private var pendingExternalDisplay = false
    private var sawWillFinish = false
    private var sawDidFinish = false
    /// The run's app has surely been in the foreground (inactive or active).
    private var runWasForeground = false
    /// The run has seen a callback other than the two launch callbacks: a launch after it is a
    /// new process (a log that starts mid-way, then shows a launch with no ending seen). A
    /// `willFinishLaunching` right after `didFinishLaunching` is not: it is the same launch,
    /// misordered (LC201), not a second process.
    private var sawCallback = false
    /// The process id of the current run, when the trace gives one (an import's pid).
    @usableFromInline package private(set) var processID: Int?

    /// A follower for traces of `profile`. `showsSilentChanges`: whether the trace can show
    /// `state` events (false for a console log or the logger's). `observedCallbacks`: the
    /// callbacks its writer prints at all (an imported log's header), nil when it prints every
    /// one; moves along the others are readings of the trace, never errors.
    @usableFromInline package init(
        profile: Profile, showsSilentChanges: Bool = true, observedCallbacks: Set<Callback>? = nil
    ) {
        self.init(
            profile: profile,
            reading: TraceReading(
                showsSilentChanges: showsSilentChanges, showsEveryResume: true,
                observedCallbacks: observedCallbacks))
    }

    /// A follower for traces of `profile`, read as `reading` says their writer wrote them.
    @usableFromInline package init(profile: Profile, reading: TraceReading) {
        let showsSilentChanges = reading.showsSilentChanges
        let index = MachineIndex.of(profile)
        self.index = index
        self.showsSilentChanges = showsSilentChanges
        mayHideScenes = !showsSilentChanges && profile.usesScenes && !Receiver.scene.isAlwaysPresent(under: profile)
        appPossible = index.app.everyState
        let hiddenApp = TraceFollower.hidden(in: index.app, reading: reading)
        let hiddenScene = TraceFollower.hidden(in: index.scene, reading: reading)
        self.hiddenApp = hiddenApp
        self.hiddenScene = hiddenScene
        closedApp = (0...Int(index.app.everyState)).map { index.app.closure(of: UInt8($0), hidden: hiddenApp) }
        let adopted = Callback.allCases.filter {
            $0.receiver == .app && index.delivery[$0.rawValue] != .delivered && index.delivery[$0.rawValue].isPossible
        }
        let withoutDelegate = hiddenApp + TraceFollower.hidden(codes: adopted.map(TriggerCode.of), in: index.app)
        hiddenAppWithoutDelegate = withoutDelegate
        closedAppWithoutDelegate = (0...Int(index.app.everyState)).map {
            index.app.closure(of: UInt8($0), hidden: withoutDelegate)
        }
        appDelegateShown = Receiver.app.isAlwaysPresent(under: profile)
        closedScenes = reading.showsEveryConnection
        printed = Callback.allCases.map { reading.observedCallbacks?.contains($0) ?? reading.showsEveryResume }
        closedScene = (0...Int(index.scene.everyState)).map { index.scene.closure(of: UInt8($0), hidden: hiddenScene) }
    }

    /// The triggers of `machine` a trace may not show:
    ///
    /// - a resume, in a trace that may leave one out: a suspended process runs no code, so
    ///   whatever it is next delivered, UIKit resumed it first (§1.5);
    /// - the other silent changes that keep a process or scene alive (suspend, a connection in
    ///   the background) when the trace has no `state` events;
    /// - callbacks the writer does not print.
    ///
    /// Never a move that ends the app or a scene object (a disconnection, a purge, a
    /// termination): an object the trace goes on naming did not end.
    private static func hidden<State>(in machine: CompiledMachine<State>, reading: TraceReading) -> [Int] {
        var codes = reading.showsEveryResume ? [] : [TriggerCode.of(SilentTransition.resume)]
        if !reading.showsSilentChanges {
            codes += SilentTransition.allCases.filter { $0 != .purge && $0 != .terminate && $0 != .resume }.map(
                TriggerCode.of)
        }
        if let observed = reading.observedCallbacks {
            codes += Callback.allCases.filter { !observed.contains($0) }.map(TriggerCode.of)
        }
        return hidden(codes: codes, in: machine)
    }

    /// Those of `codes` a trace may leave out: the machine knows them, and none ends the app
    /// or a scene object.
    private static func hidden<State>(codes: [Int], in machine: CompiledMachine<State>) -> [Int] {
        let initial = machine.machine.initial
        let rows = machine.machine.transitions(for: machine.profile)
        return codes.filter { code in
            machine.knows(code) && !rows.contains { $0.trigger.code == code && $0.from != initial && $0.to == initial }
        }
    }

    /// Whether the current run has ended.
    @usableFromInline package var runEnded: Bool { ended }

    /// The slot of `key` in the current run, if the follower has seen it.
    // Inlined: called out of line from a mutating step, it took a copy of the whole follower
    // (193 bytes, a `memcpy`) for every event (Docs/performance-check-speed.md, third pass).
    @inline(__always)
    @usableFromInline package func slot(of key: SceneKey) -> Int? {
        if keys.count <= Self.comparedKeys {
            for slot in keys.indices where keys[slot] == key { return slot }
            return nil
        }
        return slots[key]
    }

    /// Follows one event.
    // Specialized for the two keys the library uses: `check` and `stats` call this once per
    // event from another module, where the generic entry point costs a metadata look-up per
    // call (swift_getGenericMetadata was the top symbol of `check` on 1M events).
    @_specialize(exported:true,where SceneKey == Int)
    @_specialize(exported:true,where SceneKey == String)
    /// Follows one event: where it leaves the app and its scene, and whether the model allows it.
    @usableFromInline package mutating func step(_ event: FollowInput<SceneKey>) -> FollowStep {
        var step = FollowStep(run: run)
        take(event, into: &step)
        return step
    }

    // Specialized as `step(_:)` is.
    @_specialize(exported:true,where SceneKey == Int)
    @_specialize(exported:true,where SceneKey == String)
    /// `step(_:)`, written into `step`: a caller that keeps the step (the checker) saves the
    /// copy of the returned one (Docs/performance-check-speed.md, third pass).
    @usableFromInline package mutating func step(_ event: FollowInput<SceneKey>, into step: inout FollowStep) {
        step = FollowStep(run: run)
        take(event, into: &step)
    }

    /// Follows `event` into `step`, a fresh step of the current run.
    @inline(__always)
    private mutating func take(_ event: FollowInput<SceneKey>, into step: inout FollowStep) {
        #if DEBUG
            FollowerStepCounter.current?.steps += 1
        #endif
        let start = runStart(event)
        let before = lastApplicationState
        let appBefore = app
        if ended, start == nil {
            // An end marker after a seen end: it still belongs to the ended run.
            follow(event, into: &step)
            settleApplicationState(&step, before: before, appBefore: appBefore)
            return
        }
        if let start { beginRun(afterSeenEnd: start != .processChanged && (start == .relaunch || endSeen)) }
        let startsRun = start != nil
        if let pid = event.processID { processID = pid }
        step.run = run
        step.startsRun = startsRun
        follow(event, into: &step)
        if endsRun(event) {
            step.endsRun = true
            ended = true
            endSeen = true
            // The notification's stand-in: the process ends as applicationWillTerminate(_:) ends
            // it. The debugger's note ends it from whatever state it was in (Xcode's Stop kills
            // a foreground app too): what follows of the same end (the importer's `terminate`)
            // confirms it and is no move.
            if event.kind == .notification || event.kind == .note { settleApp(.notRunning) }
        }
        settleApplicationState(&step, before: before, appBefore: appBefore)
    }

    /// Sets the step's `applicationState` before and after. It depends on the app's state and
    /// its scenes' alone, so it is worked out again only when the step changed either (the
    /// scene it touched, a new run), not for every event (issue 30's cost, Docs/performance.md).
    @inline(__always)
    private mutating func settleApplicationState(_ step: inout FollowStep, before: AppState?, appBefore: AppState?) {
        step.applicationStateBefore = before
        if app != appBefore || step.sceneSlot >= 0 || step.startsRun || step.endsRun || step.app != nil {
            lastApplicationPossible = applicationPossible
            lastApplicationState = index.app.single(lastApplicationPossible)
        }
        step.applicationStateAfter = lastApplicationState
        step.applicationPossibleAfter = lastApplicationPossible
    }

    // MARK: Runs

    // Inlined where `step` asks: called out of line, each of these three copied the whole
    // follower (161 bytes) to pass it, twice a step (Docs/performance-check-speed.md).
    /// Whether `event` would start a new process run, and why; nil when it belongs to the
    /// current (or just-ended) run. Does not follow it: the importer writes the end it infers
    /// (a `terminate`) before an event that starts a run the log never saw end.
    @inline(__always)
    @usableFromInline package func runStart(_ event: FollowInput<SceneKey>) -> RunStart? {
        if ended { return run > 0 && endSeen && trailsEnd(event) ? nil : .afterEnd }
        if let pid = event.processID, let current = processID, pid != current { return .processChanged }
        guard event.kind == .callback, event.receiver != .scene else { return nil }
        switch event.callback.map({ index.moment[$0.rawValue] }) {
        // Also once the run is known to be past a launch without one (a log that starts
        // mid-run with a notification): a launch begins a process, so it is the next one's.
        case .willFinishLaunching?:
            let running = !sawDidFinish && appPossible & index.app.bits(.notRunning) == 0
            return sawWillFinish || sawCallback || running ? .relaunch : nil
        case .didFinishLaunching?: return sawDidFinish ? .relaunch : nil
        // Restoration comes inside a launch only (§1.6): after this run's didFinishLaunching,
        // it is the next process's launch, whose willFinishLaunching the log does not print.
        case let callback? where index.insideLaunch[callback.rawValue]:
            return sawDidFinish && !sawWillFinish ? .relaunch : nil
        default: return nil
        }
    }

    private mutating func beginRun(afterSeenEnd: Bool) {
        run += 1
        ended = false
        endSeen = false
        sawWillFinish = false
        sawDidFinish = false
        sawCallback = false
        runWasForeground = false
        slots.removeAll(keepingCapacity: true)
        keys.removeAll(keepingCapacity: true)
        scenes.removeAll(keepingCapacity: true)
        tally.removeAll()
        launchSeen = false
        // After a seen end the process is not running; but a trace of callbacks only (a
        // console log) may not print the next launch, so there the state waits for it.
        let known = afterSeenEnd && showsSilentChanges
        app = known ? .notRunning : nil
        appPossible = index.app.bits(app)
        appPhase = known ? PhaseMachine.machine.initial : nil
    }

    /// What ends a process run: `applicationWillTerminate(_:)`, the app's purge or kill, the
    /// debugger's termination note; and `UIApplication.willTerminateNotification` where it
    /// stands in for the callback, in an app the trace has not shown an app delegate for (a
    /// SwiftUI app without `@UIApplicationDelegateAdaptor`: the notification is all it hears).
    @inline(__always)
    private func endsRun(_ event: FollowInput<SceneKey>) -> Bool {
        switch event.kind {
        case .callback: return event.callback == .applicationWillTerminate && event.receiver != .scene
        case .notification:
            return !appDelegateShown && event.scene == nil && event.notification == .applicationWillTerminate
        case .state: return event.scene == nil && (event.silent == .purge || event.silent == .terminate)
        case .note: return event.isTerminationNote
        default: return false
        }
    }

    /// Whether an event right after a seen end still belongs to the ended run: the
    /// notification that follows `applicationWillTerminate(_:)`, and the other end markers
    /// (an import's debugger note and the `terminate` it writes after it, a scene's purge),
    /// and a scene of the ended run disconnecting (with its notification): the order of
    /// `sceneDidDisconnect(_:)` and `applicationWillTerminate(_:)` is [UNSURE] (facts §2.4).
    @inline(__always)
    private func trailsEnd(_ event: FollowInput<SceneKey>) -> Bool {
        switch event.kind {
        case .notification:
            if event.notification == .sceneDidDisconnect { return isScene(of: event) }
            return event.scene == nil && event.notification == .applicationWillTerminate
        case .callback:
            return event.callback == .sceneDidDisconnect && isScene(of: event)
                && !(event.scene.flatMap { slot(of: $0) }.map { scenes[$0].disconnected } ?? true)
        case .state: return event.silent == .purge || event.silent == .terminate
        case .note: return endsRun(event)
        default: return false
        }
    }

    /// Whether the event names a scene the current (or just ended) run has seen.
    @inline(__always)
    private func isScene(of event: FollowInput<SceneKey>) -> Bool {
        guard let key = event.scene else { return false }
        return slot(of: key) != nil
    }

    // MARK: Moves

    /// Follows `event`'s moves, then what they leave: the tally of scene states, the step's
    /// scene identity, and the app as hidden scenes make it. In sequence rather than in a
    /// `defer`, which the compiler made a function of its own called for every event.
    @inline(__always)
    private mutating func follow(_ event: FollowInput<SceneKey>, into step: inout FollowStep) {
        followMoves(event, into: &step)
        if touchedSlot >= 0 {
            tally.move(from: touchedBucket, to: SceneStateCounts.bucket(of: scenes[touchedSlot]))
            touchedSlot = -1
        }
        if step.sceneSlot >= 0 {
            step.sceneIdentity = scenes[step.sceneSlot].identity
            followScenesWithoutNotifications()
        }
        if mayHideScenes { forgetWhatHiddenScenesMake() }
    }

    private mutating func followMoves(_ event: FollowInput<SceneKey>, into step: inout FollowStep) {
        switch event.kind {
        case .callback:
            guard let callback = event.callback.map({ index.moment[$0.rawValue] }) else { return }
            let receiver = event.receiver ?? callback.receiver
            // A root view controller's appearance moves no app or scene state (facts §14); it
            // belongs to its scene object, if the follower has met it.
            if receiver == .viewController {
                if let key = event.scene, let slot = slot(of: key) { step.sceneIdentity = scenes[slot].identity }
                return
            }
            // A launch after other callbacks is another process's; not after those devices
            // deliver around a launch (the status bar's, §1.1), which may precede it.
            if callback != .willFinishLaunching && callback != .didFinishLaunching
                && !index.aroundLaunch[callback.rawValue]
            {
                sawCallback = true
            }
            if receiver == .scene {
                guard let key = event.scene, let slot = slot(for: key, into: &step) else { return }
                sceneCallback(callback, slot: slot, event, into: &step)
            } else {
                appCallback(callback, event, into: &step)
            }
        case .notification:
            guard let notification = event.notification else { return }
            if index.postedByScene[notification.rawValue] {
                sceneNotificationsShown = true
                guard let key = event.scene, let slot = slot(for: key, into: &step) else { return }
                sceneNotification(notification, slot: slot, into: &step)
            } else if event.scene == nil, index.isAggregateState(notification) {
                appNotification(notification, into: &step)
            }
        case .state:
            guard let silent = event.silent else { return }
            if let key = event.scene {
                guard let slot = slot(for: key, into: &step) else { return }
                sceneSilent(silent, slot: slot, event, into: &step)
            } else if !(ended && app == .notRunning) {
                let code = TriggerCode.of(silent)
                step.app =
                    Self.move(
                        index.app, own: app, possible: &appPossible, hidden: appHidden, closed: appClosed, code: code,
                        trigger: .silent(silent), recordedFrom: event.from.app, recordedTo: event.to.app,
                        machine: .app, into: &step
                    ).move
                app = step.app?.to
            }
        case .phase:
            guard let level = event.level, let to = event.to.phase else { return }
            if level == .app {
                step.phase = phaseMove(own: appPhase, recordedFrom: event.from.phase, to: to, into: &step)
                step.phaseLevel = .app
                appPhase = to
            } else if level == .scene, let key = event.scene {
                guard let slot = slot(for: key, into: &step) else { return }
                scenePhase(to, slot: slot, recordedFrom: event.from.phase, into: &step)
            } else if level == .view, let key = event.scene {
                // A view reads its scene's phase (§5): it names the scene, and moves nothing.
                guard let slot = slot(for: key, into: &step) else { return }
                step.sceneSlot = slot
                step.phaseLevel = .view
                guard !scenes[slot].disconnected else { return }
                scenes[slot].recordedPhase = to
                scenes[slot].recordedViewPhase = to
                // Its window's own phase (§5). With several windows, a scene-level phase is the
                // declaration's aggregate, maybe another window's: where no delegate shows the
                // window's state, the view's phase is then the observation of its move. With
                // one window the scene-level phase is the window's, and LC408 judges the view.
                guard !scenes[slot].hasDelegate, severalWindows || scenes[slot].recordedScenePhase == nil else {
                    return
                }
                standIn(phase: to, slot: slot, into: &step)
                // A window first known by its view's phase is in the state that phase shows: a
                // view prints only while its window's process runs (a suspended one runs no code).
                if scenes[slot].activation == nil { scenes[slot].settle(Self.windowState(showing: to)) }
            }
        case .action, .environment, .note:
            return
        }
    }

    /// The app's hidden moves and their closure, as far as the trace has shown its delegate.
    private var appHidden: [Int] { appDelegateShown ? hiddenApp : hiddenAppWithoutDelegate }
    private var appClosed: [UInt8] { appDelegateShown ? closedApp : closedAppWithoutDelegate }

    private mutating func appCallback(_ callback: Callback, _ event: FollowInput<SceneKey>, into step: inout FollowStep)
    {
        if event.kind == .callback { appDelegateShown = true }
        if callback == .configurationForConnecting { pendingExternalDisplay = event.namesExternalDisplay }
        if callback == .willFinishLaunching {
            if !sawWillFinish {
                // The launch is where a process begins: nothing of it can come before.
                if app == nil { settleApp(.notRunning) }
                appPhase = appPhase ?? PhaseMachine.machine.initial
                launchSeen = scenes.isEmpty
            }
            sawWillFinish = true
        } else if callback == .didFinishLaunching {
            // A launch shown as didFinishLaunching alone (a log that does not print
            // willFinishLaunching) is still where the process began: its scenes come after.
            if !sawWillFinish, !sawDidFinish, !sawCallback, scenes.isEmpty { launchSeen = true }
            sawDidFinish = true
        }
        // A callback the machine has no edge for anywhere (restoration, the status bar's) moves
        // no state: it is no move at all, rather than an illegal one that forgets the state.
        // One UIKit does not deliver under the profile is illegal wherever the app is (§2.5).
        guard index.app.knows(TriggerCode.of(callback)) || index.delivery[callback.rawValue] == .notDelivered else {
            return
        }
        // With scenes, what the app delegate is called in is `applicationState`, the most
        // active scene's (§3): a scene that leaves the foreground without the UIApplication
        // notification (the swipe-kill's disconnect, §2.4) still moved it.
        if index.profile.usesScenes, app != .suspended, let aggregate = sceneAggregate, aggregate != app {
            settleAggregate(aggregate)
        }
        let possibleBefore = appPossible
        step.app =
            Self.move(
                index.app, own: app, possible: &appPossible, hidden: appHidden, closed: appClosed,
                code: TriggerCode.of(callback),
                trigger: .callback(callback), recordedFrom: event.from.app, recordedTo: event.to.app,
                machine: .app, into: &step
            ).move
        if let move = step.app, move.verdict.isIllegal, !runWasForeground, possibleBefore != index.app.everyState,
            let row = AppMachine.beforeFirstForeground(
                move.trigger, from: appClosed[Int(possibleBefore)], profile: index.profile)
        {
            // Cold: a move no edge explains, in a run not yet in the foreground, that a device
            // log shows after a background launch (§1.5, §8.9): a variant, contested.
            step.app = Move(from: row.from, trigger: move.trigger, to: row.to, verdict: .variant(row.citation.basis))
            appPossible = index.app.bits(row.to)
        }
        if possibleBefore == Self.suspendedApp, index.queuedWhileSuspended[callback.rawValue],
            let move = step.app, move.verdict.allows
        {
            // Cold: queued until the app returns to the foreground (§1.6), so no hidden resume
            // explains it while the app is surely suspended.
            step.app = Move(from: .suspended, trigger: move.trigger, to: .suspended, verdict: .illegal)
            appPossible = possibleBefore
        }
        app = step.app?.to
        if appPossible & Self.foregroundApp == appPossible { runWasForeground = true }
    }

    /// A scene surely unattached, and an app surely suspended, as bits.
    private static var unattachedScene: UInt8 { 1 << UInt8(SceneActivationState.unattached.slot) }
    private static var suspendedApp: UInt8 { 1 << UInt8(AppState.suspended.slot) }
    /// The app's foreground states as bits: once the app is surely in one, the run has been in
    /// the foreground (`AppMachine.beforeFirstForeground` no longer applies).
    private static var foregroundApp: UInt8 { 1 << UInt8(AppState.inactive.slot) | 1 << UInt8(AppState.active.slot) }

    /// Knows the app to be in `state` (nil: nothing is known).
    private mutating func settleApp(_ state: AppState?) {
        app = state
        appPossible = index.app.bits(state)
    }

    private mutating func appNotification(_ notification: LifecycleNotification, into step: inout FollowStep) {
        let code = TriggerCode.of(notification)
        // With scenes the notification reports the scenes' aggregate (§3): becoming active, or
        // resigning it, needs a scene in the foreground, before or after the scene move it
        // accompanies (their order is undocumented). Judged where the trace shows its scenes.
        if index.requiresForegroundScene(notification), !scenesMayBeHidden, !tally.isEmpty,
            let aggregate = sceneAggregate, aggregate != .inactive, aggregate != .active
        {
            step.app = Move(from: aggregate, trigger: .notification(notification), to: app, verdict: .illegal)
            return
        }
        // A notification moves the aggregate only where the table has an edge from the state
        // the app is in; elsewhere it is posted beside a change already made.
        if let app {
            guard let to = index.app.target(from: app, on: code) else { return }
            step.app = Move(from: app, trigger: .notification(notification), to: to, verdict: .legal)
            settleApp(to)
        } else if let to = index.app.soleTarget(on: code) {
            step.app = Move(from: nil, trigger: .notification(notification), to: to, verdict: .unjudged)
            settleApp(to)
        }
    }

    // MARK: Scenes

    /// A trace of callbacks only (a console log, the drop-in logger) shows none of the
    /// notifications that move a scene-based app's state: there the app's state is its
    /// connected scenes' aggregate (lifecycle-facts.md §3), once the app runs and every
    /// connected scene's state is known. Not a move of its own: the next app callback starts
    /// from it.
    private mutating func followScenesWithoutNotifications() {
        guard !showsSilentChanges, let aggregate = sceneAggregate else { return }
        settleAggregate(aggregate)
    }

    /// Knows the app to be in its scenes' `aggregate`; in a run whose launch the trace did not
    /// show, at least as active as it: scenes connected before the trace began may go unnamed.
    private mutating func settleAggregate(_ aggregate: AppState) {
        guard mayMissScenes else { return settleApp(aggregate) }
        appPossible = Self.atLeast(aggregate, in: index.app)
        app = index.app.single(appPossible)
    }

    /// A SwiftUI app without a scene delegate, read from a console log, connects and moves
    /// its scenes unseen: once it has finished launching, UIKit creates its scenes (§2.1) and
    /// its state is their aggregate (§3), which such a trace cannot tell until a scene shows.
    /// Unknown then, never background by default: a later callback is not judged from a state
    /// the log never showed (open world).
    private mutating func forgetWhatHiddenScenesMake() {
        guard sawDidFinish, scenes.isEmpty, app != .notRunning, appPossible != index.app.everyState else { return }
        settleApp(nil)
    }

    /// The app's state as its connected scenes make it (lifecycle-facts.md §3: the most active
    /// scene's), which `UIApplication.applicationState` reads in a scene-based app; the app
    /// machine itself moves with the notifications that announce it. nil without scenes in the
    /// profile, while the app does not run, while a connected scene's state is unknown, or
    /// while the connected scenes are all still unattached (connecting says nothing of the
    /// app); with no scene connected, background.
    @inline(__always)
    @usableFromInline package var sceneAggregate: AppState? {
        // The process runs: known to, or every state the trace allows is a running one (a
        // `didFinishLaunching` with no `willFinishLaunching` leaves it inactive or background).
        // A scene known to be active makes the app active, whatever the others are (§3).
        guard index.profile.usesScenes, appPossible & index.app.bits(.notRunning) == 0,
            !tally.hasUnknown || tally.contributing == .active
        else { return nil }
        if let made = tally.contributing { return made }
        // "A scene-based app launches in the background state" (§3): with no scene connected.
        // Not once a trace that may hide every scene is past the launch: UIKit has created
        // its scenes by then, unseen (`forgetWhatHiddenScenesMake`).
        return tally.isEmpty && !(mayHideScenes && sawDidFinish) ? .background : nil
    }

    /// What `UIApplication.applicationState` reads now (with the two states it has no case
    /// for): the one state of ``applicationPossible``, nil when that leaves several open.
    @inline(__always)
    @usableFromInline package var applicationState: AppState? { index.app.single(applicationPossible) }

    /// Every state `UIApplication.applicationState` may read now, as bits (`1 << slot`):
    /// sceneless, the app's; with scenes, the most active connected scene's (§3), unless the
    /// process is suspended or not running; the app machine's where the scenes do not tell
    /// (a scene's state unknown); and with nothing known of the app, at least as active as a
    /// scene known to be in the foreground (a connected scene means a running process). What
    /// every consumer shows where the trace leaves the state open.
    @usableFromInline package var applicationPossible: UInt8 {
        if let app, !index.profile.usesScenes || app == .notRunning { return index.app.bits(app) }
        // A suspended process runs no scene either: unless a scene already shows it resumed.
        if app == .suspended, sceneAggregate.map({ $0 == .suspended }) ?? true { return index.app.bits(.suspended) }
        if let aggregate = sceneAggregate {
            return mayMissScenes ? Self.atLeast(aggregate, in: index.app) : index.app.bits(aggregate)
        }
        if let app { return index.app.bits(app) }
        guard index.profile.usesScenes, let floor = tally.contributing, floor != .suspended else { return appPossible }
        return Self.atLeast(floor, in: index.app)
    }

    /// Whether the run may have scenes the trace never names: a log (no silent changes, so
    /// a writer that prints what its app chose to) whose run's launch it did not show, since
    /// scenes connected before the log began go unnamed. A complete writer's trace names
    /// every scene it has.
    private var mayMissScenes: Bool { !launchSeen && !showsSilentChanges }

    /// The running states of `UIApplication.applicationState` at least as active as `floor`.
    private static func atLeast(_ floor: AppState, in machine: CompiledMachine<AppState>) -> UInt8 {
        guard floor != .suspended, floor != .notRunning else { return machine.bits(floor) }
        var bits: UInt8 = 0
        for state in [AppState.background, .inactive, .active] where state.activity >= floor.activity {
            bits |= machine.bits(state)
        }
        return bits
    }

    /// The slot of `key`, made on first sight; nil (with the step marked) past ``sceneLimit``.
    private mutating func slot(for key: SceneKey, into step: inout FollowStep) -> Int? {
        if let found = slot(of: key) {
            touchedSlot = found
            touchedBucket = SceneStateCounts.bucket(of: scenes[found])
            return found
        }
        let slot = scenes.count
        guard slot < Self.sceneLimit else {
            step.sceneLimitReached = true
            return nil
        }
        scenes.append(
            FollowedScene(
                identity: newIdentity(into: &step), activation: launchSeen ? SceneMachine.machine.initial : nil,
                phase: launchSeen ? PhaseMachine.machine.initial : nil))
        slots[key] = slot
        keys.append(key)
        touchedSlot = slot
        touchedBucket = -1
        return slot
    }

    /// The next scene object's identity, the step marked as opening it.
    @inline(__always)
    private mutating func newIdentity(into step: inout FollowStep) -> Int {
        step.opensScene = true
        sceneIdentities += 1
        return sceneIdentities - 1
    }

    private mutating func sceneCallback(
        _ callback: Callback, slot: Int, _ event: FollowInput<SceneKey>,
        into step: inout FollowStep
    ) {
        step.sceneSlot = slot
        if scenes[slot].disconnected {
            guard callback == .sceneWillConnect else { return }
            // Connecting again revives the scene object (traces normally use a new id).
            scenes[slot] = FollowedScene(
                identity: newIdentity(into: &step), activation: SceneMachine.machine.initial,
                phase: PhaseMachine.machine.initial)
        }
        if event.kind == .callback { scenes[slot].hasDelegate = true }
        if scenes[slot].standIn == callback {
            scenes[slot].standIn = nil
            scenes[slot].owesCallback = false
            scenes[slot].lastCallback = nil
            return
        }
        if scenes[slot].owesCallback { settleOwed(slot, into: &step) }
        scenes[slot].standIn = nil
        scenes[slot].lastCallback = callback
        beginIfConnecting(callback, slot: slot, namesExternalDisplay: event.namesExternalDisplay)
        let code = TriggerCode.of(callback)
        guard index.scene.knows(code) else { return }
        // A closed world of scenes (a seen launch, every connection shown): the unshown edges
        // (a report's launch without sceneWillEnterForeground) belong to a scene seen connecting.
        let closedWorld = closedScenes && launchSeen
        // Nor the hidden moves (a console log's connection in the background): a scene the
        // trace never showed connecting is still unattached there.
        let unconnected = closedWorld && !scenes[slot].connectionSeen && scenes[slot].possible == Self.unattachedScene
        var taken = Self.move(
            index.scene, own: scenes[slot].activation, possible: &scenes[slot].possible, hidden: hiddenScene,
            closed: unconnected ? unclosedSets : closedScene,
            code: code, trigger: .callback(callback), recordedFrom: event.from.scene,
            recordedTo: event.to.scene, machine: .scene, unshown: !closedWorld || scenes[slot].connectionSeen,
            into: &step)
        if closedWorld, callback == .sceneDidBecomeActive, !index.profile.supportsMultipleScenes,
            taken.move.verdict.allows, !scenes[slot].isExternalDisplay, otherApplicationSceneActive(than: slot)
        {
            // Cold: "false = one scene at a time" (§2.3): a second application scene is never active.
            taken.move.verdict = .illegal
            step.anotherSceneActive = true
        }
        if let prelude = taken.prelude {
            // A move the trace cannot show came first: a scene connected in the background,
            // which a console log cannot show (§4.1), or a callback its writer never prints.
            step.scenePrelude = prelude
            if prelude.trigger == .silent(.connectInBackground) { step.standIn = .connectedInBackground }
        }
        step.scene = taken.move
        scenes[slot].activation = step.scene?.to
        if callback == .sceneDidDisconnect {
            scenes[slot].disconnected = true
            step.sceneGone = true
        }
    }

    /// Whether a connected application-role scene other than `slot` is active (cold: only for
    /// a scene becoming active under a one-window profile).
    private func otherApplicationSceneActive(than slot: Int) -> Bool {
        for other in scenes.indices where other != slot {
            let scene = scenes[other]
            if !scene.disconnected, !scene.isExternalDisplay, scene.activation == .foregroundActive { return true }
        }
        return false
    }

    /// The scene's owed callback did not come beside its notification: the step says so.
    private mutating func settleOwed(_ slot: Int, into step: inout FollowStep) {
        step.missedCallback = scenes[slot].standIn
        scenes[slot].owesCallback = false
    }

    /// Connecting is where a scene object begins, as a launch is where a process does: a
    /// scene first seen connecting is unattached, whether or not the run's launch was seen.
    @inline(__always)
    private mutating func beginIfConnecting(_ callback: Callback, slot: Int, namesExternalDisplay: Bool) {
        guard callback == .sceneWillConnect else { return }
        scenes[slot].connectionSeen = true
        // The role comes with the connection, or with the configuration asked just before it.
        scenes[slot].isExternalDisplay = namesExternalDisplay || pendingExternalDisplay
        pendingExternalDisplay = false
        guard scenes[slot].activation == nil else { return }
        scenes[slot].settle(SceneMachine.machine.initial)
        if scenes[slot].phase == nil { scenes[slot].phase = PhaseMachine.machine.initial }
    }

    private mutating func sceneNotification(
        _ notification: LifecycleNotification, slot: Int, into step: inout FollowStep
    ) {
        step.sceneSlot = slot
        defer { scenes[slot].lastCallback = nil }
        guard let callback = index.accompanied[notification.rawValue] else { return }
        if scenes[slot].disconnected {
            // As its callback does: connecting again revives the scene object (§4.1).
            guard callback == .sceneWillConnect else { return }
            scenes[slot] = FollowedScene(
                identity: newIdentity(into: &step), activation: SceneMachine.machine.initial,
                phase: PhaseMachine.machine.initial)
        }
        if scenes[slot].standIn == callback {
            scenes[slot].standIn = nil
            return
        }
        if scenes[slot].owesCallback { settleOwed(slot, into: &step) }
        // The callback just made the move the notification announces: it confirms it.
        guard scenes[slot].lastCallback != callback else { return }
        let code = TriggerCode.of(callback)
        // An observation of the state already held (two observers printing one notification)
        // confirms it and is no move; not a connection or a disconnection, which begin or end
        // the scene object.
        if callback != .sceneWillConnect, callback != .sceneDidDisconnect, let held = index.scene.soleTarget(on: code),
            scenes[slot].possible == index.scene.bits(held)
        {
            return
        }
        // The notification is an observation of its callback's move (§3: posted "in addition
        // to" it), whether or not the trace shows the callback too, which then confirms it: a
        // SwiftUI app without a scene delegate of its own, a log of notifications only, or one
        // that prints the notification before the callback (their order is undocumented).
        // A connection seen only through its notification does not say the session's role.
        if callback == .sceneWillConnect, !scenes[slot].hasDelegate { scenes[slot].roleUnknown = true }
        beginIfConnecting(callback, slot: slot, namesExternalDisplay: false)
        step.scene =
            Self.move(
                index.scene, own: scenes[slot].activation, possible: &scenes[slot].possible, hidden: hiddenScene,
                closed: closedScene,
                code: code, trigger: .callback(callback), recordedFrom: nil, recordedTo: nil,
                machine: .scene, into: &step
            ).move
        step.standIn = .notification(notification)
        scenes[slot].activation = step.scene?.to
        scenes[slot].standIn = callback
        // A writer that prints the callback, for a scene whose delegate it shows: the
        // callback is owed beside the notification (their order is undocumented, §3).
        scenes[slot].owesCallback = scenes[slot].hasDelegate && printed[callback.rawValue]
        if callback == .sceneDidDisconnect {
            scenes[slot].disconnected = true
            step.sceneGone = true
        }
    }

    private mutating func sceneSilent(
        _ silent: SilentTransition, slot: Int, _ event: FollowInput<SceneKey>,
        into step: inout FollowStep
    ) {
        step.sceneSlot = slot
        guard !scenes[slot].disconnected else { return }
        if scenes[slot].owesCallback { settleOwed(slot, into: &step) }
        scenes[slot].standIn = nil
        step.scene =
            Self.move(
                index.scene, own: scenes[slot].activation, possible: &scenes[slot].possible, hidden: hiddenScene,
                closed: closedScene,
                code: TriggerCode.of(silent), trigger: .silent(silent), recordedFrom: event.from.scene,
                recordedTo: event.to.scene, machine: .scene, into: &step
            ).move
        scenes[slot].activation = step.scene?.to
        if silent == .purge {
            scenes[slot].disconnected = true
            step.sceneGone = true
        }
    }

    private mutating func scenePhase(
        _ to: ScenePhase, slot: Int, recordedFrom: ScenePhase?, into step: inout FollowStep
    ) {
        step.sceneSlot = slot
        guard !scenes[slot].disconnected else { return }
        // A scene-level phase is its declaration's, the aggregate of the windows it created
        // (§5): the window the event names is one now in that phase, and the phase it comes
        // from is the declaration's, which the event records; the window's own last one may be
        // older (another window held the declaration's phase meanwhile).
        step.phase = phaseMove(own: recordedFrom ?? scenes[slot].phase, recordedFrom: recordedFrom, to: to, into: &step)
        step.phaseLevel = .scene
        scenes[slot].phase = to
        scenes[slot].recordedScenePhase = to
        scenes[slot].recordedPhase = to
        standIn(phase: to, slot: slot, into: &step)
    }

    /// Whether the run has more than one connected scene: a SwiftUI declaration's scene-level
    /// phase may then aggregate several windows (§5). Read for view-level phases only.
    private var severalWindows: Bool {
        var connected = 0
        for scene in scenes where !scene.disconnected {
            connected += 1
            if connected > 1 { return true }
        }
        return false
    }

    /// The activation state of a connected, running window whose views read `phase` (§5).
    private static func windowState(showing phase: ScenePhase) -> SceneActivationState {
        switch phase {
        case .active: return .foregroundActive
        case .inactive: return .foregroundInactive
        case .background: return .background
        }
    }

    /// A phase change shows a scene move whose callback the trace lacks (no scene delegate).
    private mutating func standIn(phase to: ScenePhase, slot: Int, into step: inout FollowStep) {
        guard !scenes[slot].hasDelegate, let state = scenes[slot].activation, state.scenePhase != to,
            let callback = index.callback(movingSceneFrom: state, toPhase: to),
            index.delivery[callback.rawValue] != .delivered
        else { return }
        let target = index.scene.target(from: state, on: TriggerCode.of(callback))
        step.scene = Move(from: state, trigger: .callback(callback), to: target, verdict: .legal)
        step.standIn = .phase
        scenes[slot].settle(target)
        scenes[slot].standIn = callback
    }

    // MARK: One move

    /// The move `code` makes on `machine`, judged in every way the trace could be read: from
    /// each state of `possible` (every state when nothing is known, or the recorded `from`),
    /// and each state reached from them along moves the trace cannot show (`hidden`).
    ///
    /// - illegal when no such state has an edge on the trigger;
    /// - `legal` when one has a DOCUMENTED edge, `variant` when only weaker edges allow it;
    /// - `unjudged` when nothing is known of the state before.
    ///
    /// The move drawn starts from the recorded `from` when it is a reading, else from a state
    /// reached without a hidden move; `prelude` names the hidden move when one had to come
    /// first. `possible` becomes where the edges lead (the recorded `to` when it is one of
    /// them); a disagreement with the recorded states is noted in `step`.
    // Static: it reads nothing of the follower, and as a method called with one of the
    // follower's own fields `inout` it made the caller copy the whole follower first (its
    // arrays retained and released) on every app move (Docs/performance-check-speed.md).
    @inline(__always)
    private static func move<State>(
        _ machine: CompiledMachine<State>, own: State?, possible: inout UInt8, hidden: [Int],
        closed: [UInt8], code: Int, trigger: Trigger, recordedFrom: State?, recordedTo: State?,
        machine kind: MachineKind, unshown unshownAllowed: Bool = true, into step: inout FollowStep
    ) -> (move: Move<State>, prelude: Move<State>?) {
        let shown = possible
        let known = possible != machine.everyState
        let reach = known ? closed[Int(possible)] : possible
        if known, let recordedFrom, reach & machine.bits(recordedFrom) == 0, step.disagreement == nil {
            step.disagreement = Disagreement(field: .from, machine: kind)
        }
        guard machine.applies, known || recordedFrom != nil else {
            // Nothing is known before, but the edges still say where the move leads: one
            // state, or a few (`didFinishLaunching` with no `willFinishLaunching`: inactive or
            // background, never "unknown"), which every consumer then reads alike.
            let targets = machine.applies ? machine.targets(on: code) : 0
            possible = recordedTo.map { machine.bits($0) } ?? (targets != 0 ? targets : machine.everyState)
            let to = recordedTo ?? machine.single(possible)
            return (Move(from: own ?? recordedFrom, trigger: trigger, to: to, verdict: .unjudged), nil)
        }
        let readings = known ? reach : machine.bits(recordedFrom)
        var sources = machine.sources(in: readings, on: code)
        // Nothing explains the event but an edge some report leaves out (a device variant):
        // take it unseen, and say so. Not where the trace records another state the event
        // starts from: it then claims a move it does not show, which is judged.
        var unshown = -1
        if sources == 0, known, unshownAllowed {
            let index = machine.unshownEdge(from: readings)
            if index >= 0, recordedFrom == nil || recordedFrom == machine.unshown[index].from {
                let widened = closed[Int(machine.bits(machine.unshown[index].to))]
                sources = machine.sources(in: widened, on: code)
                if sources != 0 { unshown = index }
            }
        }
        guard sources != 0 else {
            let to = recordedTo ?? machine.soleTarget(on: code)
            possible = machine.bits(to)
            return (
                Move(
                    from: own ?? recordedFrom ?? machine.single(readings), trigger: trigger, to: to, verdict: .illegal),
                nil
            )
        }
        // Which reading the move is drawn from: the recorded one, else one the trace reached
        // without a hidden move, the follower's own first.
        var from = sources
        if let recordedFrom, sources & machine.bits(recordedFrom) != 0 {
            from = machine.bits(recordedFrom)
        } else if sources & possible != 0 {
            from = sources & possible
        }
        let drawn: State
        if let own, from & machine.bits(own) != 0 {
            drawn = own
        } else {
            drawn = machine.state(from.trailingZeroBitCount)
        }
        let to = machine.target(from: drawn, on: code, preferring: recordedTo) ?? drawn
        if let recordedTo, recordedTo != to, step.disagreement == nil {
            step.disagreement = Disagreement(field: .to, machine: kind)
        }
        var after = machine.image(of: from, on: code)
        if let recordedTo, after & machine.bits(recordedTo) != 0 { after = machine.bits(recordedTo) }
        possible = after
        let basis = unshown >= 0 ? machine.unshown[unshown].citation.basis : machine.basis(from: from, on: code)
        let verdict: Verdict = basis == .documented || basis == nil ? .legal : .variant(basis ?? .unsure)
        var prelude: Move<State>? = nil
        if unshown >= 0 {
            // Through an unshown edge, the move is the one the trace shows: from where it left
            // the scene, the edge it left out named by the prelude.
            let edge = machine.unshown[unshown]
            prelude = Move(from: edge.from, trigger: edge.trigger, to: edge.to, verdict: verdict)
            return (Move(from: edge.from, trigger: trigger, to: to, verdict: verdict), prelude)
        } else if known, shown & machine.bits(drawn) == 0, let before = machine.single(shown),
            let hiddenCode = machine.hiddenMove(from: before, to: drawn, hidden: hidden)
        {
            prelude = Move(from: before, trigger: TriggerCode.trigger(hiddenCode), to: drawn, verdict: .legal)
        }
        return (Move(from: drawn, trigger: trigger, to: to, verdict: verdict), prelude)
    }

    /// A phase move: the phase event names its `to`; legal when the phase machine has that edge.
    /// A phase the scene (or App) already holds is an observation of it (two handlers printing
    /// one change, a log that prints the phase again): it confirms it and is no move (nil).
    private func phaseMove(own: ScenePhase?, recordedFrom: ScenePhase?, to: ScenePhase, into step: inout FollowStep)
        -> Move<ScenePhase>?
    {
        if let own, let recordedFrom, own != recordedFrom, step.disagreement == nil {
            step.disagreement = Disagreement(field: .from, machine: .phase)
        }
        guard index.phase.applies, let from = own ?? recordedFrom else {
            return Move(from: own ?? recordedFrom, trigger: .phaseChange, to: to, verdict: .unjudged)
        }
        if from == to { return nil }
        let legal = index.phase.leads(from: from, on: TriggerCode.phaseChange, to: to)
        return Move(from: from, trigger: .phaseChange, to: to, verdict: legal ? .legal : .illegal)
    }
}

extension TraceFollower where SceneKey == Int {
    /// `step(_:)` for integer scene keys, as a concrete function: `RecordFollower` (the hot
    /// path of `check`, `stats` and the renderers) calls it from another module once per event,
    /// where the generic `step(_:)` is an unspecialized call (`@_specialize` is not offered to
    /// other modules for a function that is not `@inlinable`) that looks up the follower's
    /// generic metadata every time.
    @usableFromInline package mutating func stepByInteger(_ event: FollowInput<Int>) -> FollowStep { step(event) }

    /// `step(_:into:)` for integer scene keys, concrete for the same reason.
    @usableFromInline package mutating func stepByInteger(_ event: FollowInput<Int>, into step: inout FollowStep) {
        self.step(event, into: &step)
    }
}
