import LifelineTrace

extension Checker {
    /// configurationForConnecting: LC205 when the session was already used in this run.
    func configureSession(_ event: EventRecord, line: Int) {
        guard let id = symbols.string(event.session) else {
            // A console log cannot say which session the app delegate was asked about; the
            // next new session to connect is the one.
            anonymousConfigurations += 1
            return
        }
        if let record = sessions[id], record.run == runIndex, !record.pendingConfiguration {
            report(
                .configurationOnlyForNewSessions, .session(id), seq: event.seq, line: line,
                """
                application(_:configurationForConnecting:options:) for session \(id), which already has a \
                scene in this process run; reconnecting a session calls scene(_:willConnectTo:options:) only
                """)
        }
        // The activation and the configuration in one look-up of the id (`activate` is another).
        updateSession(id) { record in
            record.activated |= BuiltinRule.configurationOnlyForNewSessions.bit
            record.pendingConfiguration = true
        }
    }

    /// Session `id`'s record, made on first sight, changed by `change`: one look-up of the id,
    /// which is hashed as a `String`, where `activate` and each field set were one each.
    @inline(__always)
    func updateSession(_ id: String, _ change: (inout SessionRecord) -> Void) {
        change(&sessions[id, default: SessionRecord(run: runIndex)])
    }

    /// willConnectTo: LC204 when the session is new but was not configured first.
    func connectSession(_ event: EventRecord, line: Int) {
        guard let id = symbols.string(event.session) else { return }
        let existed = sessions[id] != nil
        let discarded = discardedSessions.contains(id)
        if discarded {
            // LC307: a discarded session is gone; a window opened again gets a new one (§2.4).
            report(
                .discardedSessionReconnects, .session(id), seq: event.seq, line: line,
                """
                scene(_:willConnectTo:options:) for session \(id), which \
                application(_:didDiscardSceneSessions:) discarded; a discarded session never connects again, a \
                new window gets a new session
                """)
            if anonymousConfigurations > 0 { anonymousConfigurations -= 1 }
        } else if !existed && anonymousConfigurations > 0 {
            anonymousConfigurations -= 1
        } else if !existed && sessionsBeforeTraceKnown {
            // Otherwise a session the trace has not shown may be remembered from before it,
            // and a remembered session reconnects without configurationForConnecting (§2.1 [OBSERVED]).
            report(
                .newSessionConfigured, .session(id), seq: event.seq, line: line,
                """
                scene(_:willConnectTo:options:) for new session \(id) without \
                application(_:configurationForConnecting:options:) first; the session was not seen earlier nor \
                restored
                """)
        }
        updateSession(id) { record in
            record.activated |= BuiltinRule.newSessionConfigured.bit | BuiltinRule.discardedSessionReconnects.bit
            record.pendingConfiguration = false
            record.run = runIndex
        }
    }

    /// didDiscardSceneSessions: LC305 for a session that never existed or was discarded already.
    func discardSessions(_ event: EventRecord, line: Int) {
        guard let list = symbols.string(event.session) else { return }
        // Mostly one session: then the list is its id, with no split.
        guard list.utf8.contains(UInt8(ascii: ",")) else {
            discardSession(list, event, line: line)
            return
        }
        for part in list.split(separator: ",") { discardSession(String(part), event, line: line) }
    }

    /// LC305 and LC306 for one session `application(_:didDiscardSceneSessions:)` discards.
    private func discardSession(_ id: String, _ event: EventRecord, line: Int) {
        // Its record leaves the book here, whether the trace showed the session or not.
        let existing = sessions.removeValue(forKey: id)
        var record = existing ?? SessionRecord(run: runIndex)
        record.activated |= BuiltinRule.discardOnlyExistingSessions.bit | BuiltinRule.discardWhileConnected.bit
        var reported = false
        // A session the trace has not shown, in a trace that does not list the sessions
        // before it, may be one of an earlier run: discarded at the next launch (§2.4), or
        // closed in the app switcher while the app runs with other windows. The trace
        // cannot know, so only a session it saw discarded already is judged.
        let discardedAlready = discardedSessions.contains(id)
        if existing == nil && (discardedAlready || sessionsBeforeTraceKnown) {
            reported = true
            report(
                .discardOnlyExistingSessions, .session(id), seq: event.seq, line: line,
                discardedAlready
                    ? "application(_:didDiscardSceneSessions:) discards session \(id), which was discarded already"
                    : """
                    application(_:didDiscardSceneSessions:) discards session \(id), which the trace never \
                    showed nor lists in restoredSessions
                    """)
        }
        let scenes = follower.follower.scenes
        if let connected = sceneBooks.indices.first(where: { index in
            index < scenes.count && !scenes[index].disconnected && scenes[index].connectionSeen
                && sceneBooks[index].session == id
        }) {
            reported = true
            // LC306: UIKit disconnects a session's scene before it discards the session.
            report(
                .discardWhileConnected, .session(id), seq: event.seq, line: line,
                """
                application(_:didDiscardSceneSessions:) discards session \(id) while its scene \
                \(sceneBooks[connected].id) is still connected; UIKit disconnects the scene \
                (sceneDidDisconnect(_:)) first
                """)
        }
        discardedSessions.insert(id)
        // A finding booked against the session made its record again: it goes with the rest.
        if reported, let booked = sessions.removeValue(forKey: id) {
            record.activated |= booked.activated
            record.violated |= booked.violated
        }
        fold(activated: record.activated, violated: record.violated, scope: .session)
    }
}
