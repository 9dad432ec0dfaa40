import LifelineModel
import LifelineTrace

extension Checker {
    /// application(_:willFinishLaunchingWithOptions:): a new process run (LC202 if the last
    /// one is still alive).
    func beginRun(_ event: EventRecord, line: Int) {
        activate(.launchOncePerRun, .run)
        let state = currentAppState
        // A suspended process may be purged without notice (§1.4), so a launch after suspension is fine.
        if run.running && !run.terminated && state != .suspended && state != .notRunning {
            report(.launchOncePerRun, .run, seq: event.seq, line: line,
                   "application(_:willFinishLaunchingWithOptions:) while the previous process run is still \(state.rawValue); it never terminated")
        }
        endRun(atEndOfTrace: false)
        startRun()
        run.launchSeen = true
        let recorded = symbols.traits(event.to).appState.map(appTable.stateIndex)
        let trigger = TriggerCode.of(.willFinishLaunching)
        run.appState = appTable.next(from: appTable.stateIndex(.notRunning), trigger: trigger, recorded: recorded)
            ?? appTable.stateIndex(usesScenes ? .background : .inactive)
        noteAggregate(before: .notRunning, after: currentAppState)
        appendAppEvidence(event, line: line, code: Callback.willFinishLaunching.rawValue,
                          from: appTable.stateIndex(.notRunning), to: run.appState)
    }

    func startRun() {
        runIndex += 1
        sawAnyLaunch = true
        run = ProcessRun()
        run.running = true
    }

    /// Ends the current run: open obligations become violations, scenes are tallied and dropped.
    func endRun(atEndOfTrace: Bool) {
        guard run.running else { return }
        let why = atEndOfTrace ? "the trace ends" : "the process run ends"
        if let pending = run.pendingForeground {
            report(.willEnterForegroundThenDidBecomeActive, .run, severity: .warning, seq: pending.seq, line: pending.line,
                   "applicationWillEnterForeground(_:) is not followed by applicationDidBecomeActive(_:) before \(why)")
            run.pendingForeground = nil
        }
        userRules.endRun(checker: self)
        for index in slots.indices {
            if let pending = slots[index].pendingForeground, !slots[index].disconnected {
                report(.willEnterForegroundThenDidBecomeActive, .scene(index), severity: .warning, seq: pending.seq, line: pending.line,
                       "sceneWillEnterForeground(_:) on scene \(slots[index].id) is not followed by sceneDidBecomeActive(_:) before \(why)")
            }
            fold(activated: slots[index].activated, violated: slots[index].violated, scope: .scene)
        }
        slots.removeAll(keepingCapacity: true)
        sceneIndex.removeAll(keepingCapacity: true)
        slotCache.removeAll()
        for i in stateCounts.indices { stateCounts[i] = 0 }
        fold(activated: run.activated, violated: run.violated, scope: .process)
        run = ProcessRun()
    }

    /// LC202 (didFinishLaunching once) and LC203 (nothing before didFinishLaunching but the
    /// launch itself, termination and memory warnings).
    func checkLaunchOrder(_ callback: Callback, _ event: EventRecord, line: Int) {
        if callback == .didFinishLaunching {
            activate(.launchOncePerRun, .run)
            activate(.willFinishBeforeDidFinish, .run)
            if run.didFinishCount > 0 {
                report(.launchOncePerRun, .run, seq: event.seq, line: line,
                       "application(_:didFinishLaunchingWithOptions:) a second time in the same process run")
            }
            run.didFinishCount += 1
            return
        }
        switch callback {
        case .applicationWillTerminate, .applicationDidReceiveMemoryWarning: return
        default: break
        }
        activate(.launchBeforeScenes, .run)
        if run.didFinishCount == 0 {
            let what = callback == .sceneWillConnect ? "scene \(symbols.string(event.scene) ?? "?") connects" : "\(callback.swiftName)"
            report(.launchBeforeScenes, .run, seq: event.seq, line: line,
                   "\(what) before application(_:didFinishLaunchingWithOptions:); the launch sequence finishes first")
        }
    }

    /// LC501: the background transition's budget, from the model's `Budget` table.
    func checkBudget(_ callback: Callback, _ event: EventRecord, line: Int) {
        guard facts.inBackgroundBudget[callback.rawValue] else { return }
        let budget = Budget.backgroundTransition
        activate(.didEnterBackgroundBudget, .run)
        if let duration = event.duration, duration.microseconds > budget.microseconds {
            report(.didEnterBackgroundBudget, .run, seq: event.seq, line: line,
                   "\(callback.swiftName)\(symbols.string(event.scene).map { " on scene \($0)" } ?? "") took \(duration) s; it has about \(budget.microseconds / 1_000_000) s to return before the snapshot")
        }
    }

    /// The app's state now: sceneless, the tracked one; with scenes, the most active scene's.
    var currentAppState: AppState {
        if !run.running { return .notRunning }
        if !usesScenes { return AppState.allCases[run.appState] }
        if run.suspended { return .suspended }
        return aggregateAppState
    }

    /// `AppState.aggregate(of:)` over the states some connected scene is in: the first state
    /// of `AggregateOrder` that some scene is in, read off the per-state counts with no
    /// allocation or generic call on the hot path.
    var aggregateAppState: AppState {
        for entry in aggregateOrder.contributing where stateCounts[entry.sceneState] > 0 { return entry.appState }
        return aggregateOrder.none
    }

    func appendAppEvidence(_ event: EventRecord, line: Int, code: Int, from: Int = -1, to: Int = -1) {
        run.evidence.append(evidenceEntry(event, line: line, code: code, from: from, to: to))
    }
}
