import LifelineModel
import LifelineTrace

extension Checker {
    /// An app-delegate callback: LC302 against `AppMachine`, LC402 (scene apps), LC303
    /// (sceneless), sessions, and the end of the run at applicationWillTerminate.
    func handleAppCallback(_ callback: Callback, _ event: EventRecord, line: Int) {
        let move = step.app
        // A repeated or late didFinishLaunching is LC202/LC203's finding; don't report it twice.
        let launchReported =
            relaunchReportedAt == eventCount
            || (callback == .didFinishLaunching
                && (run.didFinishCount > 1 || run.violated & BuiltinRule.launchBeforeScenes.bit != 0))
        // LC402 and LC003 against the follower's reading (unknown agrees with anything).
        let disagrees = step.disagreement == Disagreement(field: .from, machine: .app) && !launchReported
        if usesScenes, !event.from.isNone {
            activate(.applicationStateIsMostActiveScene, .run)
            if disagrees, let before = move?.from {
                report(
                    .applicationStateIsMostActiveScene, .run, seq: event.seq, line: line,
                    "\(callback.swiftName) records applicationState \(symbols.string(event.from) ?? "") but the most active scene makes it \(before.rawValue)"
                )
            }
        } else if !usesScenes {
            checkRecordedFrom(
                event.from, agrees: !disagrees, tracked: move?.from?.rawValue ?? "unknown", event: event, line: line,
                booking: .run, what: callback.swiftName)
        }

        activate(.appCallbackLegal, .run)
        // The follower's judgement (Docs/following.md): illegal only when no state the trace
        // allows has an edge; unknown is never an error.
        if let move, move.verdict.isIllegal, !launchReported {
            reportIllegal(
                appTable, state: move.from, trigger: .callback(callback), rule: .appCallbackLegal, booking: .run,
                event: event, line: line, subject: callback.swiftName + " to the app delegate", stateNoun: "the app")
        } else if let move, case .variant = move.verdict, let row = contestedRow(move) {
            reportContested(row, rule: .appCallbackLegal, event: event, line: line, subject: callback.swiftName)
        }
        if !usesScenes, let move {
            trackAppForeground(callback, changed: move.to != move.from, event: event, line: line)
        }

        if callback == .configurationForConnecting {
            configureSession(event, line: line)
        } else if callback == .didDiscardSceneSessions {
            discardSessions(event, line: line)
        }
        // A callback that moves no state is shown in the state `applicationState` reads.
        appendAppEvidence(
            event, line: line, code: callback.rawValue, from: (move?.from ?? step.applicationStateBefore)?.slot ?? -1,
            to: (move?.to ?? step.applicationStateAfter)?.slot ?? -1)

        if callback == .applicationWillTerminate {
            activate(.nothingAfterWillTerminate, .run)
            endRun(atEndOfTrace: false)
            awaitingLaunch = true
        }
    }

    /// The model's contested row the follower took for `move` (`Transition.contests`), if any.
    func contestedRow(_ move: Move<AppState>) -> Transition<AppState>? {
        AppMachine.beforeFirstForeground.first {
            $0.contests != nil && $0.from == move.from && $0.trigger == move.trigger && $0.to == move.to
        }
    }

    /// A move only a contested fact allows (§8): a warning at most, naming the fact that
    /// shows the edge and the one that forbids it.
    func reportContested<S: LifecycleState>(
        _ row: Transition<S>, rule: BuiltinRule, event: EventRecord, line: Int, subject: String
    ) {
        guard let contests = row.contests, let severity = Severity(basis: row.citation.basis) else { return }
        report(
            rule, .run, severity: min(severity, .warning), seq: event.seq, line: line,
            """
            \(subject) while the app is \(row.from.rawValue): contested (§\(row.citation.section), §8). A device log \
            shows it (\(row.variant ?? "a variant"): \(row.citation.url)); \(contests.url) (§\(contests.section)) \
            forbids it
            """,
            citation: contests)
    }

    /// LC303, sceneless: applicationWillEnterForeground is invariably followed by applicationDidBecomeActive.
    private func trackAppForeground(_ callback: Callback, changed: Bool, event: EventRecord, line: Int) {
        if callback == .applicationWillEnterForeground {
            activate(.willEnterForegroundThenDidBecomeActive, .run)
            run.pendingForeground = Obligation(seq: event.seq, line: line)
        } else if callback == .applicationDidBecomeActive {
            run.pendingForeground = nil
        } else {
            guard changed, let pending = run.pendingForeground else { return }
            run.pendingForeground = nil
            report(
                .willEnterForegroundThenDidBecomeActive, .run, seq: event.seq, line: line,
                """
                \(callback.swiftName) after applicationWillEnterForeground(_:) (line \(pending.line)); it is \
                invariably followed by applicationDidBecomeActive(_:)
                """)
        }
    }

    /// Reports a trigger with no edge from `state`, at the severity of the trigger's rows;
    /// rows that are all UNSURE report nothing.
    /// `state` is the follower's state before the move; nil when the trace leaves several
    /// open and none of them allows it.
    func reportIllegal<S: LifecycleState>(
        _ table: CompiledMachine<S>, state: S?, trigger: Trigger, rule: BuiltinRule,
        booking: Booking, event: EventRecord, line: Int, subject: String, stateNoun: String
    ) {
        guard let index = Optional(trigger.code), let basis = table.basis(of: index),
            let severity = Severity(basis: basis)
        else { return }
        let expected = state.map { table.expectedFirst(from: $0, for: trigger) } ?? []
        if unobservable(expected) { return }
        var message =
            state.map { "\(subject) while \(stateNoun) is \($0.rawValue)" }
            ?? "\(subject) while \(stateNoun) is in no state that allows it"
        if !expected.isEmpty {
            message += "; expected \(expected.map(\.label).joined(separator: " or ")) first"
        } else {
            let sources = table.machine.sources(of: trigger, profile: profile).map(\.rawValue)
            if !sources.isEmpty { message += "; it is legal only from \(sources.joined(separator: ", "))" }
        }
        report(
            rule, booking, severity: severity, seq: event.seq, line: line, message,
            citation: table.citation(for: trigger))
    }

    /// LC403: tracks the aggregate background→foreground change the UIApplication
    /// willEnterForeground notification stands for, as the follower reads `applicationState`
    /// before and after each event (a launch counts from not running).
    func noteAggregate() {
        guard step.applicationStateBefore != step.applicationStateAfter || step.startsRun else { return }
        let before = step.startsRun ? AppState.notRunning : step.applicationStateBefore
        let after = step.applicationStateAfter
        let wasForeground = before == .inactive || before == .active
        let isForeground = after == .inactive || after == .active
        if !wasForeground && isForeground {
            if run.foregroundPostedEarly {
                run.foregroundPostedEarly = false
            } else {
                run.foregroundPostExpected = true
            }
        } else if before != after {
            // The notification belongs "around" the change; once the aggregate moves on, it is late.
            // Posted early, and the app then suspends or ends instead (a background launch, §3:
            // the notification "doesn't fire at launch" for one): no foreground followed it.
            if run.foregroundPostedEarly, after == .suspended || after == .notRunning,
                let at = run.foregroundPostedEarlyAt,
                usesScenes
            {
                report(
                    .willEnterForegroundNotificationAggregate, .run, seq: at.seq, line: at.line,
                    """
                    UIApplication.willEnterForegroundNotification, and the app then goes \(after?.rawValue ?? "") \
                    without leaving the background; it is posted when the app as a whole enters the foreground
                    """)
            }
            run.foregroundPostExpected = false
            run.foregroundPostedEarly = false
        }
    }
}
