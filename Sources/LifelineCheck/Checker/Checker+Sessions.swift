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
        let existing = sessions[id]
        activate(.configurationOnlyForNewSessions, .session(id))
        if let record = existing, record.run == runIndex, !record.pendingConfiguration {
            report(
                .configurationOnlyForNewSessions, .session(id), seq: event.seq, line: line,
                """
                application(_:configurationForConnecting:options:) for session \(id), which already has a \
                scene in this process run; reconnecting a session calls scene(_:willConnectTo:options:) only
                """)
        }
        sessions[id, default: SessionRecord(run: runIndex)].pendingConfiguration = true
    }

    /// willConnectTo: LC204 when the session is new but was not configured first.
    func connectSession(_ event: EventRecord, line: Int) {
        guard let id = symbols.string(event.session) else { return }
        let existed = sessions[id] != nil
        activate(.newSessionConfigured, .session(id))
        activate(.discardedSessionReconnects, .session(id))
        if discardedSessions.contains(id) {
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
        } else if !existed && (sessionsBeforeTraceKnown || discardedSessions.contains(id)) {
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
        sessions[id, default: SessionRecord(run: runIndex)].pendingConfiguration = false
        sessions[id]?.run = runIndex
    }

    /// didDiscardSceneSessions: LC305 for a session that never existed or was discarded already.
    func discardSessions(_ event: EventRecord, line: Int) {
        guard let list = symbols.string(event.session) else { return }
        for part in list.split(separator: ",") {
            let id = String(part)
            let existed = sessions[id] != nil
            activate(.discardOnlyExistingSessions, .session(id))
            activate(.discardWhileConnected, .session(id))
            // A session the trace has not shown, in a trace that does not list the sessions
            // before it, may be one of an earlier run: discarded at the next launch (§2.4), or
            // closed in the app switcher while the app runs with other windows. The trace
            // cannot know, so only a session it saw discarded already is judged.
            let discardedAlready = discardedSessions.contains(id)
            if !existed && (discardedAlready || sessionsBeforeTraceKnown) {
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
                sceneBooks[index].session == id && index < scenes.count && !scenes[index].disconnected
                    && scenes[index].connectionSeen
            }) {
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
            if let record = sessions.removeValue(forKey: id) {
                fold(activated: record.activated, violated: record.violated, scope: .session)
            }
        }
    }
}
