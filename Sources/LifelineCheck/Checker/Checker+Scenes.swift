import LifelineModel
import LifelineTrace

extension Checker {
    /// Opens books for the follower's scene slots up to `slot`, the last one for `scene`.
    /// The follower makes one slot per event at most, so normally this opens one book; more
    /// only after the checker closed a run whose scenes the follower still keeps (the end
    /// markers after applicationWillTerminate(_:)), whose books are placeholders it never folds.
    func openSceneBooks(through slot: Int, scene: Symbol) {
        while sceneBooks.count < slot {
            sceneBooks.append(SceneBook(id: "?", counted: false))
        }
        var book = SceneBook(id: symbols.string(scene) ?? "", counted: false)
        book.user = freshSceneUserStates
        sceneBooks.append(book)
    }

    /// Scene `slot`'s book, for a rule that judges the event on it: its tallies count from
    /// then on (a scene the checker only saw trail the end of its run is not an instance).
    @inline(__always)
    func judging(scene slot: Int) -> Int {
        sceneBooks[slot].counted = true
        return slot
    }

    /// The follower's reading of scene `slot` after the event.
    @inline(__always)
    func followedScene(_ slot: Int) -> FollowedScene { follower.follower.scenes[slot] }

    /// Whether scene `slot` was disconnected before the event: the follower marks it at the
    /// event that disconnects it (`FollowStep.sceneGone`).
    @inline(__always)
    func wasDisconnected(_ slot: Int) -> Bool { followedScene(slot).disconnected && !step.sceneGone }

    /// A scene-delegate callback: LC304, LC003, LC301 against `SceneMachine`, LC303, sessions.
    func handleSceneCallback(_ callback: Callback, slot: Int, _ event: EventRecord, line: Int) {
        let index = judging(scene: slot)
        if wasDisconnected(index) {
            // The follower takes no move on a disconnected scene but its connecting again.
            report(
                .nothingAfterDisconnect, .scene(index), seq: event.seq, line: line,
                """
                \(callback.swiftName) on scene \(sceneBooks[index].id) after sceneDidDisconnect(_:); a \
                disconnected scene hears nothing until it connects again
                """)
            sceneBooks[index].evidence.append(
                evidenceEntry(event, line: line, code: callback.rawValue, from: -1, to: -1))
            return
        }
        activate(.nothingAfterDisconnect, .scene(index))
        if run.pendingBackground != nil { settleBackgroundAggregate(scene: index, callback: callback) }

        guard let move = step.scene else {
            // The follower made no move: a stand-in (its notification or phase change) already
            // moved the scene, the order of the two being undocumented (§3, §5).
            sceneBooks[index].evidence.append(
                evidenceEntry(event, line: line, code: callback.rawValue, from: -1, to: -1))
            return
        }
        // The follower's move: the edge taken from its own state (Docs/following.md).
        let from = move.from
        // LC003 against the follower's own state (unknown agrees with anything).
        let disagrees = step.disagreement == Disagreement(field: .from, machine: .scene)
        checkRecordedFrom(
            event.from, agrees: !disagrees, tracked: move.from?.rawValue ?? "unknown",
            event: event, line: line, booking: .scene(index),
            what: "\(callback.swiftName) on scene \(sceneBooks[index].id)")

        activate(.sceneCallbackLegal, .scene(index))
        if step.anotherSceneActive {
            // The follower's judgement: one scene at a time without multiple-scene support (§2.3).
            report(
                .sceneCallbackLegal, .scene(index), seq: event.seq, line: line,
                """
                \(callback.swiftName) on scene \(sceneBooks[index].id) while another application scene is active; \
                without UIApplicationSupportsMultipleScenes an app has one scene at a time
                """,
                citation: Citation(.documented, "2.3", CitedPage.specifyingScenes))
        } else if move.verdict.isIllegal {
            // From a state the follower does not know (a scene first seen mid-run) nothing is judged.
            reportIllegal(
                sceneTable, state: move.from, trigger: .callback(callback), rule: .sceneCallbackLegal,
                booking: .scene(index), event: event, line: line,
                subject: "\(callback.swiftName) on scene \(sceneBooks[index].id)", stateNoun: "it")
        } else if !event.to.isNone, let to = move.to, symbols.traits(event.to).sceneState != to {
            activate(.recordedStates, .trace)
            report(
                .recordedStates, .scene(index), seq: event.seq, line: line,
                "\(callback.swiftName) on scene \(sceneBooks[index].id) records to \"\(symbols.string(event.to) ?? "")\" but the scene machine leads to \(to.rawValue)"
            )
        }
        let to = move.to
        trackSceneForeground(index, callback, from: from, changed: to != from, event: event, line: line)

        if callback == .sceneWillConnect {
            sceneBooks[index].session = symbols.string(event.session)
            connectSession(event, line: line)
        } else if callback == .sceneDidDisconnect {
            sceneBooks[index].pendingForeground = nil
        }
        // LC407: whether this move (its callback's, or the notification's standing in) took
        // the scene to the background.
        run.sceneJustEnteredBackground = to == .background && from != to
        sceneBooks[index].evidence.append(
            evidenceEntry(
                event, line: line, code: callback.rawValue,
                from: from?.slot ?? -1, to: to?.slot ?? -1))
    }

    /// LC303: sceneWillEnterForeground is "invariably followed by" sceneDidBecomeActive, except
    /// the variants: didEnterBackground right after on a new scene (§8.1), disconnect (§2.4).
    private func trackSceneForeground(
        _ index: Int, _ callback: Callback, from: SceneActivationState?, changed: Bool,
        event: EventRecord, line: Int
    ) {
        if callback == .sceneWillEnterForeground {
            activate(.willEnterForegroundThenDidBecomeActive, .scene(index))
            guard mustBecomeActive(index) else { return }
            sceneBooks[index].pendingForeground = Obligation(
                seq: event.seq, line: line, onNewScene: from.map { $0 == .unattached } ?? true)
        } else if callback == .sceneDidBecomeActive {
            sceneBooks[index].pendingForeground = nil
        } else {
            guard changed, let pending = sceneBooks[index].pendingForeground else { return }
            sceneBooks[index].pendingForeground = nil
            let id = sceneBooks[index].id
            if callback == .sceneDidEnterBackground && pending.onNewScene { return }
            let severity: Severity = callback == .sceneDidDisconnect ? .warning : .error
            report(
                .willEnterForegroundThenDidBecomeActive, .scene(index), severity: severity, seq: event.seq, line: line,
                """
                \(callback.swiftName) on scene \(id) after sceneWillEnterForeground(_:) (line \
                \(pending.line)); it is invariably followed by sceneDidBecomeActive(_:)
                """)
        }
    }

    /// Whether "invariably followed by didBecomeActive" (LC303, LC406) binds scene `index`, as
    /// the model says of the role the follower read from the trace (`FollowedScene.mustBecomeActive`).
    func mustBecomeActive(_ index: Int) -> Bool { follower.follower.scenes[index].mustBecomeActive }

    /// LC301: a scene notification moved the scene (Docs/following.md), but the callback it is
    /// posted "in addition to" (§3), which the trace's writer prints and the scene's delegate
    /// receives, never came beside it: UIKit did not deliver the move to the delegate.
    func reportMissedCallback(_ callback: Callback, slot: Int, seq: Int, line: Int) {
        guard slot >= 0, slot < sceneBooks.count else { return }
        activate(.sceneCallbackLegal, .scene(slot))
        let notification = MachineIndex.of(profile).accompanying[callback.rawValue].first {
            facts.postedByScene[$0.rawValue]
        }
        // Reported at the notification that moved the scene alone.
        let at = sceneBooks[slot].standInAt ?? (seq, line)
        report(
            .sceneCallbackLegal, .scene(slot), seq: at.seq, line: at.line,
            """
            \(notification?.name ?? "a scene notification") moved scene \(sceneBooks[slot].id) without \
            \(callback.swiftName), which this trace's writer prints; UIKit posts the notification in addition to \
            the callback
            """,
            citation: callback.info.citations.first)
    }
}
