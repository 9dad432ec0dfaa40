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
            report(.configurationOnlyForNewSessions, .session(id), seq: event.seq, line: line,
                   "application(_:configurationForConnecting:options:) for session \(id), which already has a scene in this process run; reconnecting a session calls scene(_:willConnectTo:options:) only")
        }
        sessions[id, default: SessionRecord(run: runIndex)].pendingConfiguration = true
    }

    /// willConnectTo: LC204 when the session is new but was not configured first.
    func connectSession(_ event: EventRecord, line: Int) {
        guard let id = symbols.string(event.session) else { return }
        let existed = sessions[id] != nil
        activate(.newSessionConfigured, .session(id))
        if !existed && anonymousConfigurations > 0 {
            anonymousConfigurations -= 1
        } else if !existed && (sessionsBeforeTraceKnown || discardedSessions.contains(id)) {
            // Otherwise a session the trace has not shown may be remembered from before it,
            // and a remembered session reconnects without configurationForConnecting (§2.1 [OBSERVED]).
            report(.newSessionConfigured, .session(id), seq: event.seq, line: line,
                   "scene(_:willConnectTo:options:) for new session \(id) without application(_:configurationForConnecting:options:) first; the session was not seen earlier nor restored")
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
            // A session of an earlier run, unknown to a trace that does not list the sessions
            // before it, is discarded at the next launch "shortly after didFinishLaunching"
            // (§2.4): after the launch, before the run's scenes connect. In a run whose launch
            // the trace does not show, when that was cannot be told.
            let inLaunchWindow = run.running && (!run.launchSeen || (run.didFinishCount > 0 && slots.isEmpty))
            let deferred = !sessionsBeforeTraceKnown && !discardedSessions.contains(id) && inLaunchWindow
            if !existed && !deferred {
                report(.discardOnlyExistingSessions, .session(id), seq: event.seq, line: line,
                       "application(_:didDiscardSceneSessions:) discards session \(id), which never existed or was discarded already")
            }
            discardedSessions.insert(id)
            if let record = sessions.removeValue(forKey: id) {
                fold(activated: record.activated, violated: record.violated, scope: .session)
            }
        }
    }
}
