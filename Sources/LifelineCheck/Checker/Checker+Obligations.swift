import LifelineModel
import LifelineTrace

/// The documented obligations that need no state machine: notification order around a
/// delegate method (LC405), UIScene foreground notifications (LC406), the time budgets
/// (LC502–LC505) and force-quit versus silent push (LC206). Numbers come from `Budget`,
/// orders from `NotificationCatalogue`.
extension Checker {
    /// The obligations `record` opens or closes; `notification` is what its name means when
    /// it is a notification (the caller read it already).
    func checkObligations(_ record: EventRecord, notification: LifecycleNotification?, line: Int) {
        // A note (the runtime's "took 8 s, over its budget", a debugger's kill line) decides nothing.
        if let pending = obligations.overrun, record.kind != .note {
            obligations.overrun = nil
            if !endsProcess(record) {
                report(pending.rule, .run, seq: pending.seq, line: pending.line, pending.message)
            }
        }
        switch record.kind {
        case .callback:
            guard let callback = record.method.map({ facts.moment[$0.rawValue] }) else { return }
            if record.receiver == .app { checkNotificationOrder(callback: callback, record, line: line) }
            checkBudgets(callback, record, line: line)
        case .notification:
            guard let notification else { return }
            if Checker.postedByApplication[notification.rawValue] && record.scene.isNone {
                checkNotificationOrder(notification: notification, record, line: line)
            } else if !record.scene.isNone {
                checkSceneForeground(notification, record, line: line)
            }
        case .action:
            obligations.pushLaunch = nil
            checkForceQuit(record, line: line)
        default:
            break
        }
    }

    /// Whether `record` ends the process: a termination or purge, as an action or a state.
    private func endsProcess(_ record: EventRecord) -> Bool {
        switch record.kind {
        case .state:
            return follower.follower.runEnded
        case .action:
            let name = symbols.string(record.name)
            return name == "terminate" || name == "purge"
        default:
            return false
        }
    }

    /// The UIApplication notifications whose order Apple documents and whose method UIKit calls under this profile.
    private func judgedOrder(_ notification: LifecycleNotification) -> (method: Callback, order: PostingOrder)? {
        let entry = Checker.orders[notification.rawValue]
        guard let order = entry.order, let method = entry.method,
            facts.delivery[method.rawValue].isPossible
        else { return nil }
        return (method, order)
    }

    /// What the obligations read of each notification's catalogue entry, by raw value, taken
    /// once: `notification.info` copies the entry (its arrays and strings), and copying it for
    /// every notification on every app callback cost about 5% of `check` (1M events).
    private static let orders = LifecycleNotification.allCases.map {
        (order: $0.info.documentedOrder, method: $0.info.accompanies.first)
    }
    private static let postedByApplication = LifecycleNotification.allCases.map { $0.info.poster == .application }
    /// By callback raw value: the notifications whose documented order is around that method
    /// (`orders`, read the other way round), so that an app callback visits its own few rather
    /// than every notification (`allCases` made an array for each; Docs/performance-check-speed.md).
    private static let ordersByMethod: [[(notification: Int, order: PostingOrder)]] = {
        var table = [[(notification: Int, order: PostingOrder)]](repeating: [], count: Callback.allCases.count)
        for (raw, entry) in orders.enumerated() {
            guard let order = entry.order, let method = entry.method else { continue }
            table[method.rawValue].append((raw, order))
        }
        return table
    }()

    private func checkNotificationOrder(callback: Callback, _ record: EventRecord, line: Int) {
        for (raw, early) in obligations.notificationEarly {
            guard let notification = LifecycleNotification(rawValue: raw), judgedOrder(notification)?.method == callback
            else { continue }
            activate(.notificationOrder, .run)
            report(
                .notificationOrder, .run, seq: record.seq, line: line,
                """
                \(callback.swiftName) after \(notification.name) (line \(early.line)); UIKit posts the \
                notification after calling the method
                """)
        }
        if !obligations.notificationEarly.isEmpty { obligations.notificationEarly.removeAll(keepingCapacity: true) }
        if !obligations.methodOpen.isEmpty { obligations.methodOpen.removeAll(keepingCapacity: true) }
        if !obligations.methodJustCalled.isEmpty { obligations.methodJustCalled.removeAll(keepingCapacity: true) }
        // `judgedOrder`'s conditions, by the method: it has an order, and UIKit may call it.
        guard facts.delivery[callback.rawValue].isPossible else { return }
        for (notification, order) in Checker.ordersByMethod[callback.rawValue] {
            switch order {
            case .beforeDelegate: obligations.methodOpen[notification] = (record.seq, line)
            case .afterDelegate: obligations.methodJustCalled.insert(notification)
            }
        }
    }

    private func checkNotificationOrder(notification: LifecycleNotification, _ record: EventRecord, line: Int) {
        guard let judged = judgedOrder(notification) else { return }
        switch judged.order {
        case .beforeDelegate:
            if let method = obligations.methodOpen.removeValue(forKey: notification.rawValue) {
                activate(.notificationOrder, .run)
                report(
                    .notificationOrder, .run, seq: record.seq, line: line,
                    """
                    \(notification.name) after \(judged.method.swiftName) (line \(method.line)); UIKit posts \
                    it shortly before calling the method
                    """)
            }
        case .afterDelegate:
            if obligations.methodJustCalled.remove(notification.rawValue) != nil {
                activate(.notificationOrder, .run)
            } else {
                obligations.notificationEarly[notification.rawValue] = (record.seq, line)
            }
        }
    }

    /// LC406: per scene, willEnterForegroundNotification, then didActivateNotification before
    /// the scene's next background, deactivate or disconnect notification.
    private func checkSceneForeground(_ notification: LifecycleNotification, _ record: EventRecord, line: Int) {
        switch notification {
        case .sceneWillEnterForeground:
            guard step.sceneSlot >= 0 else { return }
            // A scene instance that never connected (the fast kill's new instance, §8.1) is not judged.
            // Nor is an external display's scene, which is never active (§15).
            let index = judging(scene: step.sceneSlot)
            if follower.follower.scenes[index].connectionSeen && mustBecomeActive(index) {
                if let posted = foregroundPosted(step.sceneIdentity) {
                    obligations.foregroundPosted[posted].line = line
                } else {
                    obligations.foregroundPosted.append((step.sceneIdentity, line))
                }
            }
        case .sceneDidActivate:
            // Mostly nothing awaits.
            guard let posted = foregroundPosted(step.sceneIdentity) else { return }
            obligations.foregroundPosted.remove(at: posted)
            activate(.sceneForegroundNotificationActivates, .scene(judging(scene: step.sceneSlot)))
        case .sceneDidEnterBackground, .sceneDidDisconnect, .sceneWillDeactivate:
            guard let posted = foregroundPosted(step.sceneIdentity) else { return }
            let postedLine = obligations.foregroundPosted.remove(at: posted).line
            let index = judging(scene: step.sceneSlot)
            activate(.sceneForegroundNotificationActivates, .scene(index))
            report(
                .sceneForegroundNotificationActivates, .scene(index), seq: record.seq, line: line,
                """
                \(notification.name) for scene \(symbols.string(record.scene) ?? "") after \
                UIScene.willEnterForegroundNotification (line \(postedLine)); it is invariably followed by \
                didActivateNotification
                """)
        default:
            break
        }
    }

    /// Where scene object `identity` awaits didActivateNotification in
    /// `obligations.foregroundPosted`, if it does (never for -1, no scene).
    @inline(__always)
    private func foregroundPosted(_ identity: Int) -> Int? {
        guard identity >= 0, !obligations.foregroundPosted.isEmpty else { return nil }
        return obligations.foregroundPosted.firstIndex { $0.scene == identity }
    }

    private func checkBudgets(_ callback: Callback, _ record: EventRecord, line: Int) {
        if callback == .willFinishLaunching {
            if let push = obligations.pushLaunch {
                obligations.pushLaunch = nil
                report(
                    .silentPushAfterForceQuit, .trace, seq: record.seq, line: line,
                    """
                    the app launches for \(push.what) (line \(push.line)) after the user force-quit it; the \
                    system does not relaunch a force-quit app for it until the user opens it (§\(push.citation.section))
                    """, citation: push.citation)
            }
            obligations.launchStart = record.time
            obligations.foregroundPosted.removeAll()
        } else if callback == .didFinishLaunching {
            let start = obligations.launchStart ?? record.time
            obligations.launchStart = nil
            activate(.launchBudget, .run)
            let end = record.time.microseconds + (record.duration?.microseconds ?? 0)
            let took = TraceTime(microseconds: end - start.microseconds)
            if took.microseconds > Budget.launch.microseconds {
                obligations.overrun = (
                    .launchBudget, record.seq, line,
                    """
                    launch took \(took) s until application(_:didFinishLaunchingWithOptions:) \
                    returned, and the app carried on; it has \(Budget.launch.limitText) before \
                    the system kills it
                    """
                )
            }
        } else if callback == .applicationWillTerminate {
            activate(.terminationBudget, .run)
            if let duration = record.duration, duration.microseconds > Budget.termination.microseconds {
                report(
                    .terminationBudget, .run, seq: record.seq, line: line,
                    """
                    applicationWillTerminate(_:) took \(duration) s; it has \(Budget.termination.limitText) to \
                    return
                    """)
            }
        } else if callback == .didReceiveRemoteNotification || callback == .performFetch {
            let (rule, budget) =
                callback == .performFetch
                ? (BuiltinRule.backgroundFetchBudget, Budget.backgroundFetch)
                : (.remoteNotificationBudget, .remoteNotification)
            activate(rule, .run)
            if let duration = record.duration, duration.microseconds > budget.microseconds {
                obligations.overrun = (
                    rule, record.seq, line,
                    """
                    \(callback.swiftName) took \(duration) s, and the app carried on; it has \
                    \(budget.limitText) to call the completion handler
                    """
                )
            }
        }
    }

    /// LC206: after the user force-quits the app, no background launch for a silent push until the user opens it.
    /// What each action, by its place in `ActionCatalogue.entries`, means to the force-quit
    /// obligation: worked out once, so that an action event costs a load, not a string.
    private enum ForceQuitRole { case swipeKill, opensApp, backgroundLaunch, other }
    private static let forceQuitRoles: [ForceQuitRole] = ActionCatalogue.entries.map { entry in
        switch entry.name {
        case "swipe-kill": .swipeKill
        case _ where ActionCatalogue.userOpensApp.contains(entry.name): .opensApp
        case "background-launch": .backgroundLaunch
        default: .other
        }
    }

    private func checkForceQuit(_ record: EventRecord, line: Int) {
        guard let position = symbols.traits(record.name).action else { return }
        switch Checker.forceQuitRoles[Int(position)] {
        case .swipeKill:
            if record.by == .user { obligations.forceQuit = true }
        case .opensApp:
            obligations.forceQuit = false
        case .backgroundLaunch:
            let detail = symbols.string(record.detail) ?? ""
            guard let reason = ForceQuit.withheld(in: detail, contains: { DetailWords.contains($0, in: $1) }) else {
                return
            }
            activate(.silentPushAfterForceQuit, .trace)
            // Waking a process that is still running is not a relaunch; a push that launches
            // nothing (the runtime notes it was not delivered) is what UIKit does.
            if obligations.forceQuit && !run.open {
                obligations.pushLaunch = (record.seq, line, reason.what, reason.citation)
            }
        case .other:
            break
        }
    }
}
