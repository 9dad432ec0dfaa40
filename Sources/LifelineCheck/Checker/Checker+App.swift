import LifelineModel
import LifelineTrace

extension Checker {
    /// An app-delegate callback: LC302 against `AppMachine`, LC402 (scene apps), LC303
    /// (sceneless), sessions, and the end of the run at applicationWillTerminate.
    func handleAppCallback(_ callback: Callback, _ event: EventRecord, line: Int) {
        let before = currentAppState
        let from = appTable.stateIndex(before)
        let recorded = symbols.traits(event.to).appState.map(appTable.stateIndex)
        let recordedFromAgrees = symbols.traits(event.from).appState == before

        if usesScenes, !event.from.isNone {
            activate(.applicationStateIsMostActiveScene, .run)
            if !recordedFromAgrees {
                report(.applicationStateIsMostActiveScene, .run, seq: event.seq, line: line,
                       "\(callback.swiftName) records applicationState \(symbols.string(event.from) ?? "") but the most active scene makes it \(before.rawValue)")
            }
        } else if !usesScenes {
            checkRecordedFrom(event.from, agrees: recordedFromAgrees, tracked: before.rawValue, event: event, line: line,
                              booking: .run, what: callback.swiftName)
        }

        activate(.appCallbackLegal, .run)
        // The follower's judgement (Docs/following.md): illegal only when no state the trace
        // allows has an edge; unknown is never an error.
        let move = step.app
        var next = move.flatMap { $0.verdict.allows ? $0.to.map(appTable.stateIndex) : nil }
        // A repeated or late didFinishLaunching is LC202/LC203's finding; don't report it twice.
        let launchReported = callback == .didFinishLaunching
            && (run.didFinishCount > 1 || run.violated & BuiltinRule.launchBeforeScenes.bit != 0)
        if move?.verdict.isIllegal == true {
            if !launchReported {
                reportIllegal(appTable, state: move?.from ?? before, trigger: .callback(callback), rule: .appCallbackLegal, booking: .run,
                              event: event, line: line, subject: callback.swiftName + " to the app delegate", stateNoun: "the app")
            }
            next = recorded ?? move?.to.map(appTable.stateIndex)
        }
        if !usesScenes, let next {
            run.appState = next
            noteAggregate(before: before, after: AppState.allCases[next])
            trackAppForeground(callback, changed: next != from, event: event, line: line)
        }

        switch callback {
        case .configurationForConnecting: configureSession(event, line: line)
        case .didDiscardSceneSessions: discardSessions(event, line: line)
        default: break
        }
        appendAppEvidence(event, line: line, code: callback.rawValue, from: from, to: next ?? from)

        if callback == .applicationWillTerminate {
            activate(.nothingAfterWillTerminate, .run)
            endRun(atEndOfTrace: false)
            run.terminated = true
        }
    }

    /// LC303, sceneless: applicationWillEnterForeground is invariably followed by applicationDidBecomeActive.
    private func trackAppForeground(_ callback: Callback, changed: Bool, event: EventRecord, line: Int) {
        switch callback {
        case .applicationWillEnterForeground:
            activate(.willEnterForegroundThenDidBecomeActive, .run)
            run.pendingForeground = Obligation(seq: event.seq, line: line)
        case .applicationDidBecomeActive:
            run.pendingForeground = nil
        default:
            guard changed, let pending = run.pendingForeground else { return }
            run.pendingForeground = nil
            report(.willEnterForegroundThenDidBecomeActive, .run, seq: event.seq, line: line,
                   "\(callback.swiftName) after applicationWillEnterForeground(_:) (line \(pending.line)); it is invariably followed by applicationDidBecomeActive(_:)")
        }
    }

    /// Reports a trigger with no edge from `state`, at the severity of the trigger's rows;
    /// rows that are all UNSURE report nothing.
    func reportIllegal<S: LifecycleState>(_ table: CompiledMachine<S>, state: S, trigger: Trigger, rule: BuiltinRule,
                                           booking: Booking, event: EventRecord, line: Int, subject: String, stateNoun: String) {
        guard let index = Optional(trigger.code), let basis = table.basis(of: index),
              let severity = Severity(basis: basis) else { return }
        let expected = table.expectedFirst(from: state, for: trigger)
        if unobservable(expected) { return }
        var message = "\(subject) while \(stateNoun) is \(state.rawValue)"
        if !expected.isEmpty {
            message += "; expected \(expected.map(\.label).joined(separator: " or ")) first"
        } else {
            let sources = table.machine.sources(of: trigger, profile: profile).map(\.rawValue)
            if !sources.isEmpty { message += "; it is legal only from \(sources.joined(separator: ", "))" }
        }
        report(rule, booking, severity: severity, seq: event.seq, line: line, message, citation: table.citation(for: trigger))
    }

    /// LC403: tracks the aggregate background→foreground change the UIApplication
    /// willEnterForeground notification stands for.
    func noteAggregate(before: AppState, after: AppState) {
        let wasForeground = before == .inactive || before == .active
        let isForeground = after == .inactive || after == .active
        if !wasForeground && isForeground {
            if run.foregroundPostedEarly { run.foregroundPostedEarly = false } else { run.foregroundPostExpected = true }
        } else if before != after {
            // The notification belongs "around" the change; once the aggregate moves on, it is late.
            run.foregroundPostExpected = false
            run.foregroundPostedEarly = false
        }
    }
}
