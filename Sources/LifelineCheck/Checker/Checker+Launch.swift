import LifelineModel
import LifelineTrace

extension Checker {
    /// Where the follower begins a run (`FollowStep.startsRun`: after a seen end, at a launch
    /// with no ending seen, at another process id). The run before it, if the checker still
    /// holds it, ended unseen: a process killed silently, which happens only to a background
    /// or suspended one (facts §1.4 purge without notice, §2.4 "disconnect a background or
    /// suspended scene at any time", §8.4 the last iPad window closed). A launch while it was
    /// in the foreground is LC202.
    func followRunStart(_ event: EventRecord, line: Int) {
        runStartSeen = lastEndSeen || (event.kind == .action && Checker.launching(event, symbols) == .starts)
        runMayHaveStarted = runStartSeen || (event.kind == .action && Checker.launching(event, symbols) != .never)
        lastEndSeen = false
        guard run.open else {
            // Books of an ended run's end markers (`openSceneBooks`) go with it.
            endRun(atEndOfTrace: false)
            sceneBooks.removeAll(keepingCapacity: true)
            return
        }
        // What the app was when its run ended unseen, in the follower's reading.
        let state = step.applicationStateBefore
        let relaunch =
            event.kind == .callback && event.receiver != .scene
            && (event.method == .willFinishLaunching || event.method == .didFinishLaunching)
        guard relaunch, state == .active || state == .inactive, let state, let callback = event.method else {
            endRun(atEndOfTrace: false)
            return
        }
        report(
            .launchOncePerRun, .run, seq: event.seq, line: line,
            """
            \(callback.swiftName) while the previous process run is still \(state.rawValue); it never \
            terminated (only a background or suspended process ends without notice)
            """)
        relaunchReportedAt = eventCount
        endRun(atEndOfTrace: false)
        if callback == .didFinishLaunching {
            // The relaunch LC202 reports is the new run's launch: not LC201's as well.
            startRun(launchSeen: true)
        }
    }

    /// application(_:willFinishLaunchingWithOptions:): the launch of the run the follower began.
    func beginRun(_ event: EventRecord, line: Int) {
        activate(.launchOncePerRun, .run)
        if run.open {
            // The follower keeps a first willFinishLaunching in the run under way (its
            // didFinishLaunching came first: LC201's finding, not a second run's), once.
            if run.didFinishCount > 0 && run.violated & BuiltinRule.willFinishBeforeDidFinish.bit == 0 {
                report(
                    .willFinishBeforeDidFinish, .run, seq: event.seq, line: line,
                    """
                    application(_:willFinishLaunchingWithOptions:) after \
                    application(_:didFinishLaunchingWithOptions:); the launch sequence calls it first
                    """)
            }
            run.launchSeen = true
            appendAppEvidence(event, line: line, code: Callback.willFinishLaunching.rawValue)
            return
        }
        // A user rule's process scope runs from one launch to the next, so that what the app
        // hears after applicationWillTerminate (its notification, a stray callback) is judged with it.
        userRules.closeProcess(checker: self)
        startRun(launchSeen: true)
        // Sceneless, a launch is in the foreground (inactive) or the background (§1.5); a trace
        // without `to` leaves both open, and the follower keeps both readings until a callback
        // tells (§8.9: a background launch whose applicationDidEnterBackground(_:) the log
        // does not show). The evidence names the state its move names.
        appendAppEvidence(
            event, line: line, code: Callback.willFinishLaunching.rawValue,
            from: AppState.notRunning.slot, to: step.app?.to?.slot ?? -1)
    }

    func startRun(launchSeen: Bool) {
        runIndex += 1
        run = RunBook()
        run.open = true
        run.launchSeen = launchSeen
        awaitingLaunch = false
    }

    /// Ends the current run: open obligations become violations, scenes are tallied and dropped.
    func endRun(atEndOfTrace: Bool) {
        // A run the checker never saw launch (a log of phases only) still had scenes to fold.
        guard run.open || sceneBooks.contains(where: \.counted) else { return }
        let why = atEndOfTrace ? "the trace ends" : "the process run ends"
        if let pending = run.pendingForeground {
            report(
                .willEnterForegroundThenDidBecomeActive, .run, severity: .warning, seq: pending.seq, line: pending.line,
                "applicationWillEnterForeground(_:) is not followed by applicationDidBecomeActive(_:) before \(why)")
            run.pendingForeground = nil
        }
        userRules.endRun(checker: self)
        let followed = follower.follower.scenes
        for index in sceneBooks.indices where sceneBooks[index].counted {
            if index < followed.count, followed[index].owesCallback, let owed = followed[index].standIn {
                reportMissedCallback(owed, slot: index, seq: lastSeq, line: 0)
            }
            // A scene that disconnected or was purged closed its obligation then.
            if let pending = sceneBooks[index].pendingForeground {
                report(
                    .willEnterForegroundThenDidBecomeActive, .scene(index), severity: .warning, seq: pending.seq,
                    line: pending.line,
                    """
                    sceneWillEnterForeground(_:) on scene \(sceneBooks[index].id) is not followed by \
                    sceneDidBecomeActive(_:) before \(why)
                    """)
            }
            fold(activated: sceneBooks[index].activated, violated: sceneBooks[index].violated, scope: .scene)
        }
        sceneBooks.removeAll(keepingCapacity: true)
        fold(activated: run.activated, violated: run.violated, scope: .process)
        run = RunBook()
    }

    /// LC202 (didFinishLaunching once) and LC203 (nothing before didFinishLaunching but the
    /// launch itself, termination and memory warnings).
    func checkLaunchOrder(_ callback: Callback, _ event: EventRecord, line: Int) {
        if callback == .didFinishLaunching {
            // A second one is a relaunch, judged where the follower begins its run (`followRunStart`).
            activate(.launchOncePerRun, .run)
            activate(.willFinishBeforeDidFinish, .run)
            run.didFinishCount += 1
            return
        }
        if callback == .applicationWillTerminate || callback == .applicationDidReceiveMemoryWarning { return }
        if facts.restoration[callback.rawValue] {
            // LC207: restoration belongs between the two launch callbacks (§1.1, §1.6).
            activate(.restorationDuringLaunch, .run)
            if run.didFinishCount > 0 {
                report(
                    .restorationDuringLaunch, .run, seq: event.seq, line: line,
                    """
                    \(callback.swiftName) after application(_:didFinishLaunchingWithOptions:); UIKit restores \
                    state between willFinishLaunching and didFinishLaunching
                    """)
            }
            return
        }
        if facts.aroundLaunch[callback.rawValue] { return }
        activate(.launchBeforeScenes, .run)
        if run.didFinishCount == 0 && run.launchSeen {
            let what =
                callback == .sceneWillConnect
                ? "scene \(symbols.string(event.scene) ?? "?") connects" : "\(callback.swiftName)"
            report(
                .launchBeforeScenes, .run, seq: event.seq, line: line,
                "\(what) before application(_:didFinishLaunchingWithOptions:); the launch sequence finishes first")
        }
    }

    /// LC501: the background transition's budget, from the model's `Budget` table.
    func checkBudget(_ callback: Callback, _ event: EventRecord, line: Int) {
        guard facts.inBackgroundBudget[callback.rawValue] else { return }
        let budget = Budget.backgroundTransition
        activate(.didEnterBackgroundBudget, .run)
        if let duration = event.duration, duration.microseconds > budget.microseconds {
            report(
                .didEnterBackgroundBudget, .run, seq: event.seq, line: line,
                "\(callback.swiftName)\(symbols.string(event.scene).map { " on scene \($0)" } ?? "") took \(duration) s; it has about \(budget.microseconds / 1_000_000) s to return before the snapshot"
            )
        }
    }

    func appendAppEvidence(_ event: EventRecord, line: Int, code: Int, from: Int = -1, to: Int = -1) {
        run.evidence.append(evidenceEntry(event, line: line, code: code, from: from, to: to))
    }

    /// What an action says of a process's start.
    enum Launching { case starts, may, never }

    /// Each action's `Launching`, by its place in the catalogue: worked out once.
    private static let launchingActions: [Launching] = ActionCatalogue.entries.map {
        ActionCatalogue.startsProcess.contains($0.name)
            ? .starts : ActionCatalogue.mayStartProcess.contains($0.name) ? .may : .never
    }

    /// Whether `event`, an action, starts a process (`ActionCatalogue.startsProcess`), may
    /// start one (the user opening a URL or a window: a launch callback would show it), or
    /// happens to one that runs; an action the catalogue does not know may.
    static func launching(_ event: EventRecord, _ symbols: TraceSymbols) -> Launching {
        guard let position = symbols.traits(event.name).action else { return .may }
        return launchingActions[Int(position)]
    }
}
