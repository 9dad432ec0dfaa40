import LifelineModel
import LifelineTrace

extension Checker {
    static let sceneStates = SceneActivationState.allCases
    static let unattachedIndex = 0

    /// The slot of the scene `scene` names in the current run, created unattached on first sight.
    @inline(__always)
    func slot(for scene: Symbol) -> Int {
        if let index = slotCache.value(for: scene, in: symbols) { return Int(index) }
        let index = slot(for: symbols.string(scene) ?? "")
        slotCache.set(Int32(index), for: scene)
        return index
    }

    /// The slot of scene `id` in the current run, created unattached on first sight.
    func slot(for id: String) -> Int {
        let index: Int
        if let found = sceneIndex[id] {
            index = found
        } else {
            index = slots.count
            var slot = SceneSlot(id: id)
            slot.state = Checker.unattachedIndex
            slot.user = freshSceneUserStates
            slots.append(slot)
            sceneIndex[id] = index
            stateCounts[Checker.unattachedIndex] += 1
        }
        return index
    }

    /// Moves a scene to `state`, keeping the per-state counts and the aggregate in step.
    func setSceneState(_ index: Int, to state: Int) {
        let old = slots[index].state
        guard old != state else { return }
        let before = currentAppState
        stateCounts[old] -= 1
        stateCounts[state] += 1
        slots[index].state = state
        noteAggregate(before: before, after: currentAppState)
    }

    /// A scene-delegate callback: LC304, LC003, LC301 against `SceneMachine`, LC303, sessions.
    func handleSceneCallback(_ callback: Callback, scene: Symbol, _ event: EventRecord, line: Int) {
        let index = slot(for: scene)
        if slots[index].disconnected {
            if callback == .sceneWillConnect {
                // Connecting again revives the scene object (traces normally use a new id).
                slots[index].disconnected = false
                slots[index].pendingForeground = nil
                stateCounts[Checker.unattachedIndex] += 1
                slots[index].state = Checker.unattachedIndex
            } else {
                report(.nothingAfterDisconnect, .scene(index), seq: event.seq, line: line,
                       "\(callback.swiftName) on scene \(slots[index].id) after sceneDidDisconnect(_:); a disconnected scene hears nothing until it connects again")
                slots[index].evidence.append(evidenceEntry(event, line: line, code: callback.rawValue, from: -1, to: -1))
                return
            }
        }
        activate(.nothingAfterDisconnect, .scene(index))
        if run.pendingBackground != nil { settleBackgroundAggregate(scene: index, callback: callback) }

        if event.kind == .callback && step.scene == nil {
            // The follower made no move: a stand-in (its notification or phase change) already
            // moved the scene, the order of the two being undocumented (§3, §5).
            slots[index].evidence.append(evidenceEntry(event, line: line, code: callback.rawValue, from: -1, to: -1))
            return
        }
        // A scene first seen entering the foreground without willConnectTo is the fast kill's
        // new instance (§2.4 [OBSERVED], §11): the table's unattached → foregroundInactive
        // edge holds it; any other first callback is LC301's.
        if callback == .sceneWillConnect { slots[index].connected = true }
        if let prelude = step.scenePrelude, let to = prelude.to, prelude.from?.slot == slots[index].state {
            // A scene connected in the background, which the trace cannot show (the follower's stand-in).
            setSceneState(index, to: to.slot)
        }
        // The follower's move: the edge taken from its own state (Docs/following.md); the
        // checker keeps the state only to count the aggregate and to word its findings.
        let move = step.scene
        let from = slots[index].state
        let fromState = move?.from ?? Checker.sceneStates[from]
        // LC003 against the follower's own state (unknown agrees with anything).
        let disagrees = step.disagreement == Disagreement(field: .from, machine: .scene)
        checkRecordedFrom(event.from, agrees: !disagrees, tracked: fromState.rawValue,
                          event: event, line: line, booking: .scene(index), what: "\(callback.swiftName) on scene \(slots[index].id)")

        let recorded = symbols.traits(event.to).sceneState.map(sceneTable.stateIndex)
        activate(.sceneCallbackLegal, .scene(index))
        let illegal = move?.verdict.isIllegal == true
        var next = illegal ? nil : move?.to.map(sceneTable.stateIndex)
        if next == nil {
            // From a state the follower does not know (a scene first seen mid-run) nothing is judged.
            if illegal {
                reportIllegal(sceneTable, state: fromState, trigger: .callback(callback), rule: .sceneCallbackLegal,
                              booking: .scene(index), event: event, line: line,
                              subject: "\(callback.swiftName) on scene \(slots[index].id)", stateNoun: "it")
            }
            next = recorded ?? move?.to.map(sceneTable.stateIndex)
        }
        let to = next ?? from
        if !event.to.isNone, next != nil, symbols.traits(event.to).sceneState != Checker.sceneStates[to] {
            activate(.recordedStates, .trace)
            report(.recordedStates, .scene(index), seq: event.seq, line: line,
                   "\(callback.swiftName) on scene \(slots[index].id) records to \"\(symbols.string(event.to) ?? "")\" but the scene machine leads to \(Checker.sceneStates[to].rawValue)")
        }
        trackSceneForeground(index, callback, from: from, changed: to != from, event: event, line: line)

        switch callback {
        case .sceneWillConnect:
            slots[index].session = symbols.string(event.session)
            connectSession(event, line: line)
        case .sceneDidDisconnect:
            slots[index].disconnected = true
            slots[index].pendingForeground = nil
        default:
            break
        }
        setSceneState(index, to: to)
        // LC407: whether this move (its callback's, or the notification's standing in) took
        // the scene to the background.
        run.sceneJustEnteredBackground = Checker.sceneStates[to] == .background && from != to
        if slots[index].disconnected { stateCounts[to] -= 1 }
        slots[index].evidence.append(evidenceEntry(event, line: line, code: callback.rawValue, from: from, to: to))
    }

    /// LC303: sceneWillEnterForeground is "invariably followed by" sceneDidBecomeActive, except
    /// the variants: didEnterBackground right after on a new scene (§8.1), disconnect (§2.4).
    private func trackSceneForeground(_ index: Int, _ callback: Callback, from: Int, changed: Bool, event: EventRecord, line: Int) {
        switch callback {
        case .sceneWillEnterForeground:
            activate(.willEnterForegroundThenDidBecomeActive, .scene(index))
            slots[index].pendingForeground = Obligation(seq: event.seq, line: line, onNewScene: from == Checker.unattachedIndex)
        case .sceneDidBecomeActive:
            slots[index].pendingForeground = nil
        default:
            guard changed, let pending = slots[index].pendingForeground else { return }
            slots[index].pendingForeground = nil
            let id = slots[index].id
            if callback == .sceneDidEnterBackground && pending.onNewScene { return }
            let severity: Severity = callback == .sceneDidDisconnect ? .warning : .error
            report(.willEnterForegroundThenDidBecomeActive, .scene(index), severity: severity, seq: event.seq, line: line,
                   "\(callback.swiftName) on scene \(id) after sceneWillEnterForeground(_:) (line \(pending.line)); it is invariably followed by sceneDidBecomeActive(_:)")
        }
    }
}
