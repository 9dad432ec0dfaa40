import LifelineModel
import LifelineTrace

extension Checker {
    /// Notifications: LC304 for a disconnected scene, LC401 after termination, LC403.
    func handleNotification(_ notification: LifecycleNotification, _ event: EventRecord, line: Int) {
        if facts.postedByScene[notification.rawValue], !event.scene.isNone {
            let index = step.sceneSlot
            if (awaitingLaunch && !step.startsRun) || index < 0 {
                // A scene of the ended run disconnecting after applicationWillTerminate(_:),
                // which the follower keeps in that run ([UNSURE] order, §2.4).
                appendAppEvidence(event, line: line, code: notification.rawValue)
                return
            }
            _ = judging(scene: index)
            // UIScene.didDisconnectNotification accompanies sceneDidDisconnect; its order is undocumented.
            if wasDisconnected(index) && notification != .sceneDidDisconnect {
                report(
                    .nothingAfterDisconnect, .scene(index), seq: event.seq, line: line,
                    "\(notification.name) for scene \(sceneBooks[index].id) after sceneDidDisconnect(_:)")
            }
            if case .notification(notification)? = step.standIn, let callback = facts.accompanied[notification.rawValue]
            {
                // The follower's stand-in (Docs/following.md): the trace shows the notification
                // but not its callback (a SwiftUI app without a scene delegate of its own, or a
                // log of notifications only), and UIKit moved the scene all the same.
                sceneBooks[index].standInAt = (event.seq, line)
                var standIn = event
                standIn.method = callback
                standIn.receiver = .scene
                standIn.from = .none
                standIn.to = .none
                handleSceneCallback(callback, slot: index, standIn, line: line)
            }
            sceneBooks[index].evidence.append(
                evidenceEntry(event, line: line, code: notification.rawValue, from: -1, to: -1))
            return
        }
        if awaitingLaunch && notification != .applicationWillTerminate {
            report(
                .nothingAfterWillTerminate, .run, seq: event.seq, line: line,
                "\(notification.name) after applicationWillTerminate(_:)")
        }
        if notification == .applicationDidEnterBackground && usesScenes && !follower.follower.runEnded {
            checkBackgroundAggregate(event, line: line)
        }
        if notification == .applicationWillEnterForeground && run.open {
            activate(.willEnterForegroundNotificationAggregate, .run)
            let state = step.applicationStateBefore
            if run.foregroundPostExpected {
                run.foregroundPostExpected = false
            } else if (state == nil || state == .background || state == .suspended) && !run.foregroundPostedEarly {
                run.foregroundPostedEarly = true
                run.foregroundPostedEarlyAt = (event.seq, line)
            } else {
                report(
                    .willEnterForegroundNotificationAggregate, .run, seq: event.seq, line: line,
                    "UIApplication.willEnterForegroundNotification while the app is already \(state?.rawValue ?? "in the foreground") in aggregate; it is posted only when the app as a whole leaves the background, not again for an additional scene"
                )
            }
        }
        if usesScenes, let move = step.app, move.verdict.isIllegal {
            // The follower's judgement against the scenes' aggregate (§3).
            activate(.applicationStateIsMostActiveScene, .run)
            report(
                .applicationStateIsMostActiveScene, .run, seq: event.seq, line: line,
                """
                \(notification.name) while no scene is in the foreground (applicationState \
                \(move.from?.rawValue ?? "background")); with scenes it reports the most active scene's change
                """)
        }
        appendAppEvidence(event, line: line, code: notification.rawValue)
    }

    /// LC407: `UIApplication.didEnterBackgroundNotification` announces the app entering the
    /// background, which with scenes is their aggregate (§3): no scene may still be in the
    /// foreground, but the one whose move it accompanies (their order is undocumented, §3),
    /// which must then enter the background next.
    func checkBackgroundAggregate(_ event: EventRecord, line: Int) {
        activate(.backgroundNotificationAggregate, .run)
        // A scene no move has placed (unknown, or not yet attached) is where its recorded
        // phase says, if anywhere.
        let scenes = follower.follower.scenes
        func inForeground(_ index: Int) -> Bool {
            guard !scenes[index].disconnected else { return false }
            return (Checker.placedPhase(scenes[index]) ?? scenes[index].recordedScenePhase ?? .background)
                != .background
        }
        // Counted first, listed only for a finding: no array made for every notification.
        var count = 0
        var first = -1
        for index in scenes.indices where inForeground(index) {
            if first < 0 { first = index }
            count += 1
        }
        // Right after a scene entered the background, the notification is that move's: every
        // scene still in the foreground then keeps the app there (the aggregate reading, §3),
        // but sceneDidEnterBackground(_:)'s page has it posted for every scene (§8.8, §8.20):
        // contested, so a warning naming both. So is a notification just before the move of
        // a scene already on its way out (foregroundInactive), whose callback may follow it.
        let accompaniesLastMove = run.sceneJustEnteredBackground
        if accompaniesLastMove && count > 0 {
            reportContestedBackground(event.seq, line: line, foreground: scenes.indices.filter(inForeground))
        } else if count > 1 {
            if let leaving = scenes.indices.first(where: {
                inForeground($0) && scenes[$0].activation == .foregroundInactive
            }) {
                run.pendingBackground = (leaving, event.seq, line, true)
            } else {
                let foreground = scenes.indices.filter(inForeground)
                report(
                    .backgroundNotificationAggregate, .run, seq: event.seq, line: line,
                    "UIApplication.didEnterBackgroundNotification while scenes \(foreground.map { sceneBooks[$0].id }.joined(separator: ", ")) are still in the foreground and none is entering the background; the app enters the background when its last foreground scene does"
                )
            }
        } else if first >= 0 {
            run.pendingBackground = (first, event.seq, line, false)
        }
    }

    /// LC407 where only the contested reading forbids the notification: the scenes in
    /// `foreground` keep the app there (§3, the aggregate), while sceneDidEnterBackground(_:)'s
    /// page has UIKit post it "from UIApplication and UIScene" for the scene that entered the
    /// background (§8.8). The model marks that posting rule's basis (`scenePostingBasis`), and
    /// a fact that is not DOCUMENTED is never an error.
    func reportContestedBackground(_ seq: Int, line: Int, foreground: [Int]) {
        let info = LifecycleNotification.applicationDidEnterBackground.info
        let severity = Severity(basis: info.scenePostingBasis) ?? .warning
        let perScene = info.citations.first { $0.section == "2.2" }?.url ?? ""
        let ids = foreground.map { sceneBooks[$0].id }.joined(separator: ", ")
        report(
            .backgroundNotificationAggregate, .run, severity: severity, seq: seq, line: line,
            """
            UIApplication.didEnterBackgroundNotification while \(foreground.count > 1 ? "scenes" : "scene") \(ids) \
            \(foreground.count > 1 ? "are" : "is") still in the foreground: contested (§8.8, §8.20). The aggregate \
            reading (\(BuiltinRule.backgroundNotificationAggregate.rule.citation), §3) posts it when the last \
            foreground scene enters the background; sceneDidEnterBackground(_:)'s page (\(perScene)) posts it "from \
            UIApplication and UIScene" for every scene
            """)
    }

    /// LC407's pending case: the one foreground scene's next move must take it to the background.
    /// Pending on a contested reading (other scenes stay in the foreground), a move to the
    /// background is the warning of `reportContestedBackground`.
    func settleBackgroundAggregate(scene index: Int, callback: Callback) {
        guard let pending = run.pendingBackground, pending.slot == index else { return }
        run.pendingBackground = nil
        if pending.contested {
            guard callback == .sceneDidEnterBackground || callback == .sceneDidDisconnect else {
                report(
                    .backgroundNotificationAggregate, .run, seq: pending.seq, line: pending.line,
                    """
                    UIApplication.didEnterBackgroundNotification while other scenes stay in the foreground, and \
                    scene \(sceneBooks[index].id)'s next callback is \(callback.swiftName): no scene entered the background
                    """)
                return
            }
            let scenes = follower.follower.scenes
            let foreground = scenes.indices.filter {
                $0 != index && !scenes[$0].disconnected
                    && (Checker.placedPhase(scenes[$0]) ?? scenes[$0].recordedScenePhase ?? .background) != .background
            }
            reportContestedBackground(pending.seq, line: pending.line, foreground: foreground)
            return
        }
        if callback == .sceneDidEnterBackground || callback == .sceneDidDisconnect || callback == .sceneWillResignActive
        {
            return
        }
        report(
            .backgroundNotificationAggregate, .run, seq: pending.seq, line: pending.line,
            """
            UIApplication.didEnterBackgroundNotification while scene \(sceneBooks[index].id) is still in the \
            foreground, and its next callback is \(callback.swiftName); the app enters the background when its \
            last foreground scene does
            """)
    }

    /// `state` events: scene-level silent transitions through `SceneMachine` (LC301);
    /// app-level ones through `AppMachine` when sceneless, and run ends.
    func handleSilent(_ silent: SilentTransition, _ event: EventRecord, line: Int) {
        let code = silent.position
        if !event.scene.isNone {
            guard step.sceneSlot >= 0 else { return }
            let index = judging(scene: step.sceneSlot)
            guard !wasDisconnected(index), let move = step.scene else { return }
            activate(.sceneCallbackLegal, .scene(index))
            // The follower's move and verdict, as for a callback (`handleSceneCallback`).
            if move.verdict.isIllegal {
                reportIllegal(
                    sceneTable, state: move.from, trigger: .silent(silent),
                    rule: .sceneCallbackLegal, booking: .scene(index), event: event, line: line,
                    subject: "\(silent.rawValue) of scene \(sceneBooks[index].id)", stateNoun: "it")
            }
            // A purged scene is gone, like a disconnected one: what it owed goes with it.
            if step.sceneGone { sceneBooks[index].pendingForeground = nil }
            sceneBooks[index].evidence.append(
                evidenceEntry(
                    event, line: line, code: code, from: move.from?.slot ?? -1,
                    to: move.to?.slot ?? -1))
            return
        }
        if !usesScenes && run.open, let move = step.app {
            activate(.appCallbackLegal, .run)
            // The follower's judgement, as for a callback (`handleAppCallback`).
            if move.verdict.isIllegal {
                reportIllegal(
                    appTable, state: move.from, trigger: .silent(silent), rule: .appCallbackLegal, booking: .run,
                    event: event, line: line, subject: "\(silent.rawValue) of the app", stateNoun: "it")
            }
        }
        appendAppEvidence(event, line: line, code: code)
        if silent == .purge || silent == .terminate {
            if step.endsRun { endRun(atEndOfTrace: false) }
            awaitingLaunch = false
        }
    }

    /// SwiftUI phases: scene/view levels update the scene's phase; the app level must agree
    /// with them (LC404) once they settle, since their relative order is undocumented (§5).
    func handlePhase(_ event: EventRecord, line: Int) {
        guard let level = event.level, let to = symbols.traits(event.to).phase else { return }
        if let move = step.phase {
            // LC409: the follower's judgement of the phase machine (§5).
            let booking = Booking.run
            activate(.phaseMoveLegal, booking)
            if move.verdict.isIllegal {
                let whose = level == .app ? "the App's" : "scene \(symbols.string(event.scene) ?? "?")'s"
                report(
                    .phaseMoveLegal, booking, seq: event.seq, line: line,
                    "\(whose) scenePhase changes from \(move.from?.rawValue ?? "?") to \(to.rawValue); a phase moves through inactive, or from background straight to active"
                )
            }
        }
        if level != .app, step.sceneSlot >= 0, wasDisconnected(judging(scene: step.sceneSlot)), to != .background {
            // LC304: a disconnected scene's window is gone, and its views with it (§4.1); a last
            // background phase may trail the disconnection (their order is undocumented, §5).
            let index = step.sceneSlot
            report(
                .nothingAfterDisconnect, .scene(index), seq: event.seq, line: line,
                """
                a \(level == .view ? "view's" : "scene's") scenePhase becomes \(to.rawValue) for scene \
                \(sceneBooks[index].id) after it disconnected; a disconnected scene has no window until it connects again
                """)
        }
        if level == .app {
            if run.pendingAppPhase != nil { settleAppPhase() }
            activate(.swiftUIAppPhaseAggregate, .run)
            run.pendingAppPhase = (to, event.seq, line)
        } else if step.sceneSlot >= 0, !wasDisconnected(judging(scene: step.sceneSlot)) {
            let index = step.sceneSlot
            if level == .scene { run.sceneJustEnteredBackground = to == .background }
            if level == .view {
                activate(.viewPhaseIsScenePhase, .scene(index))
                // Only a view's latest phase of the instant is judged: the ones before it were
                // passed through on the way (inactive on the way to active).
                run.pendingViewPhases.removeAll { $0.slot == index }
                run.pendingViewPhases.append((index, to, event.seq, line))
            }
        }
        if let pending = run.pendingAppPhase, (pending.phase == .active) == anySceneActive {
            run.pendingAppPhase = nil
        }
    }

    /// Whether some connected scene is active in the follower's reading, by its window's state
    /// where a move placed it, else its recorded phase. A scene-level phase is its
    /// declaration's, the aggregate of the declaration's windows (§5), so it says where this
    /// window is only until another window's move.
    var anySceneActive: Bool {
        for scene in follower.follower.scenes where !scene.disconnected {
            if (Checker.placedPhase(scene) ?? scene.recordedPhase) == .active { return true }
        }
        return false
    }

    /// The phase of the window a move placed (not unknown, not unattached); nil otherwise.
    static func placedPhase(_ scene: FollowedScene) -> ScenePhase? {
        scene.activation.flatMap { $0 == .unattached ? nil : $0.scenePhase }
    }

    /// LC408: a view reads its own scene's phase (§5): once the phase changes of an instant
    /// have settled, each view's agrees with what its scene shows, when the trace shows it (a
    /// scene-level phase, or a scene whose delegate the trace follows).
    func settleViewPhases() {
        let pending = run.pendingViewPhases
        run.pendingViewPhases.removeAll(keepingCapacity: true)
        let scenes = follower.follower.scenes
        for view in pending where view.slot < scenes.count && !scenes[view.slot].disconnected {
            let scene = scenes[view.slot]
            // The window's own phase: where a move placed it, else its last scene-level phase.
            guard let shown = Checker.placedPhase(scene) ?? scene.recordedScenePhase, shown != view.phase else {
                continue
            }
            report(
                .viewPhaseIsScenePhase, .scene(view.slot), seq: view.seq, line: view.line,
                """
                a view's scenePhase becomes \(view.phase.rawValue) while its scene \(sceneBooks[view.slot].id) \
                is \(shown.rawValue); a view reads the phase of the scene that contains it
                """)
        }
    }

    /// Judges a pending app-level phase against the scenes as they now stand, in every way the
    /// trace could be read: a trace that shows no scene of the run (a log of App-level phases
    /// only) cannot tell, and one that may hide scenes (a console log of a SwiftUI app, whose
    /// scenes have no delegate to print) cannot say that no scene is active.
    func settleAppPhase() {
        guard let pending = run.pendingAppPhase else { return }
        run.pendingAppPhase = nil
        guard !follower.follower.scenes.isEmpty else { return }
        let active = anySceneActive
        if pending.phase == .active && !active && follower.follower.scenesMayBeHidden { return }
        guard (pending.phase == .active) != active else { return }
        let message =
            pending.phase == .active
            ? "app-level scenePhase becomes active while no scene is active; it is active only if some scene is"
            : """
            app-level scenePhase becomes \(pending.phase.rawValue) while a scene is active; it is active if any \
            scene is
            """
        report(.swiftUIAppPhaseAggregate, .run, seq: pending.seq, line: pending.line, message)
    }
}
