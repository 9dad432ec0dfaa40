import LifelineModel

extension FollowInput where SceneKey == String {
    /// `event` as the follower reads it, its scene keyed by id.
    @usableFromInline package init(_ event: TraceEvent) {
        self.init(
            kind: event.kind, receiver: event.receiver, callback: event.method,
            notification: event.kind == .notification ? event.notification : nil,
            silent: event.kind == .state ? event.name.flatMap(SilentTransition.init(rawValue:)) : nil,
            level: event.level, scene: event.scene, from: RecordedState(name: event.from),
            to: RecordedState(name: event.to),
            isTerminationNote: event.kind == .note && TerminationNote.matches(event.value ?? ""),
            namesExternalDisplay: SessionRoleText.mayName(event.method)
                && SessionRoleText.namesExternalDisplay(event.detail ?? ""))
    }
}

extension RecordedState {
    /// What a record's `from` or `to` symbol names.
    @inline(__always)
    init(_ symbol: Symbol, _ symbols: TraceSymbols) {
        guard !symbol.isNone else {
            self = .absent
            return
        }
        let traits = symbols.traits(symbol)
        self.init(isPresent: true, app: traits.appState, scene: traits.sceneState, phase: traits.phase)
    }
}

extension TraceHeader {
    /// Whether the trace can show silent changes (`state` events): a console log or the
    /// drop-in logger cannot see suspension or a scene connected in the background.
    @usableFromInline package var showsSilentChanges: Bool { source != "import" && source != "logger" }

    /// The header's `observedCallbacks`, when present (Swift spellings, selectors or bare
    /// names): the callbacks the trace's writer prints at all.
    @usableFromInline package var observedCallbacks: Set<Callback>? {
        guard case .array(let items)? = self[extra: "observedCallbacks"] else { return nil }
        var set = Set<Callback>()
        for case .string(let name) in items {
            if let callback = Callback(name: name) ?? Callback(bareName: name) { set.insert(callback) }
        }
        return set
    }

    /// How the trace is read, as the header says its writer wrote it: whether it shows
    /// silent changes (not a console log's) and every resume (the runtime's own), and which
    /// callbacks it prints at all (`observedCallbacks`). Every follower of the trace is made
    /// from it.
    @usableFromInline package var reading: TraceReading {
        TraceReading(
            showsSilentChanges: showsSilentChanges, showsEveryResume: source == "simulate",
            observedCallbacks: observedCallbacks, listsRestoredSessions: self[extra: "restoredSessions"] != nil)
    }

    /// A follower for the trace this header opens; `profile` overrides the header's.
    @usableFromInline package func follower<Key>(profile: Profile? = nil, key: Key.Type = String.self) -> TraceFollower<
        Key
    >? {
        guard let profile = profile ?? self.profile else { return nil }
        return TraceFollower(profile: profile, reading: reading)
    }
}

/// The follower fed with the reader's records (the hot path of `check` and `stats`): no
/// string work per event; scenes are keyed by small integers, found through a `SymbolCache`.
public struct RecordFollower: Sendable {
    /// The follower the records are fed to.
    @usableFromInline package private(set) var follower: TraceFollower<Int>
    private var cache = SymbolCache()
    /// Scene ids of the current run and their keys.
    private var keys: [String: Int] = [:]
    private var nextKey = 0

    /// A follower for traces of `profile`; `reading` says which callbacks the trace records.
    public init(profile: Profile, reading: TraceReading = .complete) {
        follower = TraceFollower(profile: profile, reading: reading)
    }

    /// Follows `record`, whose symbols belong to `symbols`.
    @inline(__always)
    public mutating func step(_ record: EventRecord, symbols: TraceSymbols) -> FollowStep {
        let step = follower.stepByInteger(input(for: record, symbols: symbols))
        if step.startsRun { forgetEndedRun() }
        return step
    }

    /// Follows `record` into `step`: what a caller that keeps the step (the checker) calls,
    /// saving the copy of a returned one.
    @inline(__always)
    package mutating func step(_ record: EventRecord, symbols: TraceSymbols, into step: inout FollowStep) {
        follower.stepByInteger(input(for: record, symbols: symbols), into: &step)
        if step.startsRun { forgetEndedRun() }
    }

    /// `record` as the follower reads it.
    @inline(__always)
    private mutating func input(for record: EventRecord, symbols: TraceSymbols) -> FollowInput<Int> {
        // Only the kinds that can move a scene get its key: a note or an environment event that
        // names a scene leaves the follower's scenes as they are, so naming a million of them
        // costs no key each.
        let movesScenes =
            record.kind == .callback || record.kind == .notification || record.kind == .state || record.kind == .phase
        let key = record.scene.isNone || !movesScenes ? nil : key(for: record.scene, symbols)
        let names = record.kind == .notification || record.kind == .state ? symbols.traits(record.name) : .none
        return FollowInput<Int>(
            kind: record.kind, receiver: record.receiver, callback: record.method,
            notification: record.kind == .notification ? names.notification : nil,
            silent: record.kind == .state ? names.silentTransition : nil,
            level: record.level, scene: key, from: RecordedState(record.from, symbols),
            to: RecordedState(record.to, symbols),
            isTerminationNote: record.kind == .note && TerminationNote.matches(symbols.string(record.value) ?? ""),
            namesExternalDisplay: SessionRoleText.mayName(record.method) && !record.detail.isNone
                && SessionRoleText.namesExternalDisplay(symbols.string(record.detail) ?? ""))
    }

    /// Scene keys last one run, as the follower's scenes do: drop the ended run's when the
    /// next begins (a scene of the ended run may still disconnect after its end, §2.4),
    /// keeping the one a new run's first event brought.
    private mutating func forgetEndedRun() {
        guard !keys.isEmpty else { return }
        keys = keys.filter { follower.slot(of: $0.value) != nil }
        cache.removeAll()
    }

    @inline(__always)
    private mutating func key(for scene: Symbol, _ symbols: TraceSymbols) -> Int {
        if let found = cache.value(for: scene, in: symbols) { return Int(found) }
        let id = symbols.string(scene) ?? ""
        let key: Int
        if let found = keys[id] {
            key = found
        } else {
            key = nextKey
            nextKey += 1
            keys[id] = key
        }
        cache.set(Int32(truncatingIfNeeded: key), for: scene)
        return key
    }
}
