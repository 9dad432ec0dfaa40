import LifelineModel
import LifelineTrace

extension Checker {
    /// Routing, launch order and termination first (they decide whether the callback may
    /// happen at all), then the receiver's state machine.
    func handleCallback(_ callback: Callback, _ event: EventRecord, line: Int) {
        // A root view controller's appearance (facts §14) moves no app or scene state, and no
        // rule judges it yet: the order the facts give is observed, not documented.
        if callback.receiver == .viewController { return }
        // Routing (LC101, LC102), from the catalogue's routing row.
        if facts.delivery[callback.rawValue] == .notDelivered {
            let rule: BuiltinRule =
                callback.receiver == .app && usesScenes ? .appDelegateUIStateWithScenes : .sceneCallbacksWithoutScenes
            let citation = callback.info.citations.first { $0.section == (usesScenes ? "2.5" : "6") }
            let message =
                usesScenes
                ? """
                \(callback.swiftName) delivered to the app delegate under \(profile.rawValue); once scenes are \
                adopted UIKit calls the scene delegate instead
                """
                : """
                \(callback.swiftName) delivered under \(profile.rawValue), which has no scene manifest; UIKit \
                uses the app delegate only
                """
            report(rule, .run, seq: event.seq, line: line, message, citation: citation)
            appendAppEvidence(event, line: line, code: callback.rawValue)
            return
        }
        activate(usesScenes ? .appDelegateUIStateWithScenes : .sceneCallbacksWithoutScenes, .run)

        if callback == .willFinishLaunching {
            beginRun(event, line: line)
            return
        }
        if !run.open && facts.aroundLaunch[callback.rawValue] {
            // Delivered around a launch, even before willFinishLaunching (the status bar's,
            // §1.1 [OBSERVED]): it moves no state and begins no run.
            appendAppEvidence(event, line: line, code: callback.rawValue)
            return
        }
        // A log that never prints willFinishLaunching shows the next launch as
        // didFinishLaunching.
        if awaitingLaunch, callback == .didFinishLaunching, logOmitsLaunch { awaitingLaunch = false }
        if !run.open { recoverMissingLaunch(callback, event, line: line) }
        if awaitingLaunch {
            // The follower keeps a scene of the ended run disconnecting in it: the order of
            // sceneDidDisconnect(_:) and applicationWillTerminate(_:) is [UNSURE] (§2.4).
            if !step.startsRun && callback == .sceneDidDisconnect {
                appendAppEvidence(event, line: line, code: callback.rawValue)
                return
            }
            report(
                .nothingAfterWillTerminate, .run, seq: event.seq, line: line,
                """
                \(callback.swiftName) after applicationWillTerminate(_:); a new process run starts with \
                application(_:willFinishLaunchingWithOptions:)
                """)
            appendAppEvidence(event, line: line, code: callback.rawValue)
            return
        }
        checkLaunchOrder(callback, event, line: line)
        checkBudget(callback, event, line: line)
        if callback.receiver == .app {
            handleAppCallback(callback, event, line: line)
        } else if step.sceneSlot >= 0 {
            handleSceneCallback(callback, slot: step.sceneSlot, event, line: line)
        }
    }

    /// Whether the trace's writer never prints `willFinishLaunching` (its `observedCallbacks`
    /// leave it out): its launches show as `didFinishLaunching`.
    private var logOmitsLaunch: Bool { options.observedCallbacks.map { !$0.contains(.willFinishLaunching) } ?? false }

    /// A callback outside a run: after a termination, in a log that starts mid-run, or in a
    /// run the follower began without a launch (another process).
    private func recoverMissingLaunch(_ callback: Callback, _ event: EventRecord, line: Int) {
        if awaitingLaunch { return }
        // Carry on as if the launch had happened, so one omission is reported once; a run that
        // began before the trace (its start not seen) had a launch the trace cannot show.
        startRun(launchSeen: false)
        if !logOmitsLaunch && runMayHaveStarted && callback == .didFinishLaunching {
            // didFinishLaunching shows the launch the action began: willFinishLaunching is missing.
            report(
                .willFinishBeforeDidFinish, .run, seq: event.seq, line: line,
                """
                application(_:didFinishLaunchingWithOptions:) without \
                application(_:willFinishLaunchingWithOptions:) first
                """)
        } else if !logOmitsLaunch && runStartSeen {
            if callback == .didFinishLaunching {
                report(
                    .willFinishBeforeDidFinish, .run, seq: event.seq, line: line,
                    """
                    application(_:didFinishLaunchingWithOptions:) without \
                    application(_:willFinishLaunchingWithOptions:) first
                    """)
            } else {
                report(
                    .launchBeforeScenes, .run, seq: event.seq, line: line,
                    """
                    \(callback.swiftName) before the app launched; expected \
                    application(_:willFinishLaunchingWithOptions:) first
                    """)
            }
        }
    }
}
