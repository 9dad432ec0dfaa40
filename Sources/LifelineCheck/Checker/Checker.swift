import LifelineModel
import LifelineSupport
import LifelineTrace

/// The streaming checker: feed it a trace's events in order, one pass, then `finish()`.
///
/// It is not a second reader of the trace: one `TraceFollower` steps each event and judges
/// it (Docs/following.md, "One judge"), and the checker turns those verdicts into findings,
/// with the rules that are obligations and relations over steps. It keeps no state of the app
/// or of a scene, no scene identities and no aggregate: only its rules' books (`RuleBooks`).
///
/// Memory is proportional to the scenes of the current process run, the sessions and the open
/// obligations, never to the number of events: per event it does integer work on
/// pre-flattened tables (`MachineIndex`) and keeps only the last few events per scene as
/// evidence.
///
/// ```swift
/// let result = try Checker.check(path: "Traces/ios13/cold-launch.jsonl")
/// for violation in result.violations { print(violation.message) }
/// ```
public final class Checker {
    package let profile: Profile
    package let file: String
    let options: CheckerOptions
    let usesScenes: Bool

    let sceneTable: CompiledMachine<SceneActivationState>
    let appTable: CompiledMachine<AppState>
    let facts: ProfileFacts

    // The stored properties read on every event skip Swift's dynamic exclusivity checks
    // (`@exclusivity(unchecked)`): the checker is used from one thread, its handlers never
    // hold one of them across a call that changes it, and the checks cost about a tenth of
    // `check` (Docs/performance.md).

    // Trace hygiene.
    @exclusivity(unchecked) var lastSeq = 0
    @exclusivity(unchecked) var lastTime: Int64 = 0
    @exclusivity(unchecked) var traceActivated: UInt64 = 0
    @exclusivity(unchecked) var traceViolated: UInt64 = 0

    // The current process run's book; where runs begin and end is the follower's (`step`).
    @exclusivity(unchecked) var run = RunBook()
    /// After applicationWillTerminate(_:): nothing but the next launch may follow (LC401).
    var awaitingLaunch = false
    /// The event (`eventCount`) at which LC202 reported a relaunch: its launch callback is
    /// that finding, not another (LC003, LC302, LC402).
    var relaunchReportedAt = -1
    var runIndex = 0
    /// Whether the follower's current run began where the trace shows a launch coming: at an
    /// action or after a seen end. A run that begins with a callback began before the trace,
    /// and its launch is unknown, not missing.
    var runStartSeen = false
    /// Whether it began at an action that may have started the process (the user opening a
    /// URL or a window): a launch callback then shows the launch; any other, a run under way.
    var runMayHaveStarted = false
    /// Whether the last run ended where the trace shows it (`FollowStep.endsRun`).
    var lastEndSeen = false

    /// The books of the current run's scenes, at the follower's slots (`FollowStep.sceneSlot`).
    @exclusivity(unchecked) var sceneBooks: [SceneBook] = []
    /// The strings of the event being checked: the reader's, or `ownSymbols`.
    @exclusivity(unchecked) var symbols: TraceSymbols
    /// Interns in-memory events (`consume(_: TraceEvent, line:)`) into records.
    private let ownSymbols: TraceSymbols

    // Sessions outlive scenes and runs.
    var sessions: [String: SessionRecord] = [:]
    /// Sessions discarded in the trace (the most recent ones): one that comes back is new.
    var discardedSessions = DiscardedSessions()
    /// Whether the sessions that exist before the trace are known (the header lists
    /// `restoredSessions`, or options name some); otherwise a session the trace has not
    /// shown may be remembered from before it (facts §2.1, §2.4), unknown rather than new.
    var sessionsBeforeTraceKnown: Bool
    /// configurationForConnecting calls that named no session (imported logs), not yet used.
    var anonymousConfigurations = 0

    // Results.
    @exclusivity(unchecked) var violations: [Violation] = []
    var unreported = 0
    @exclusivity(unchecked) var tallies: [RuleTally]
    /// Built-in rules not evaluated (wrong profile, disabled, or needing an unobserved callback).
    @exclusivity(unchecked) var skipMask: UInt64 = 0
    @exclusivity(unchecked) var eventCount = 0

    /// The reading of the trace every consumer shares (`TraceFollower`): every state, move
    /// and verdict the checker reports comes from it.
    @exclusivity(unchecked) var follower: RecordFollower
    /// What the follower made of the event being checked.
    @exclusivity(unchecked) var step = FollowStep(run: 0)
    /// What the follower made of the event checked last: a caller streaming a trace stops
    /// where it names too many scenes (``FollowStep/checkSceneLimit(at:)``).
    package var lastStep: FollowStep { step }
    /// Throws the scene-limit error at `site` when the event checked last named a scene past
    /// the follower's limit (``FollowStep/checkSceneLimit(at:)``): every loop that feeds the
    /// checker asks it after each event, without copying `lastStep` to do so.
    @inline(__always)
    package func checkSceneLimit(at site: @autoclosure () -> LineSite) throws(Diagnostic) {
        if step.sceneLimitReached { throw site().sceneLimitError() }
    }
    /// How the trace was read, for the report.
    var notes: [String] = []
    /// The documented obligations that need no state machine (`Checker+Obligations`).
    @exclusivity(unchecked) var obligations = ObligationState()

    // User rules.
    var userRules: UserRuleEngine
    /// A new scene's user-rule states (empty without scene-scoped user rules). Kept apart
    /// from `userRules` so creating a scene never reads the engine while it is stepping.
    let freshSceneUserStates: [UserRuleState]

    /// A checker for traces of `profile`; `file` names the trace in reports.
    public init(profile: Profile, file: String = "<trace>", options: CheckerOptions = CheckerOptions()) {
        self.profile = options.profile ?? profile
        self.file = file
        self.options = options
        ownSymbols = TraceSymbols()
        symbols = ownSymbols
        usesScenes = self.profile.usesScenes
        facts = ProfileFacts(profile: self.profile)
        follower = RecordFollower(profile: self.profile)
        let machines = MachineIndex.of(self.profile)
        sceneTable = machines.scene
        appTable = machines.app
        tallies = RuleCatalogue.all.map { RuleTally(ruleID: $0.id, scope: $0.scope) }
        userRules = UserRuleEngine(rules: options.userRules)
        freshSceneUserStates = userRules.freshStates(scope: .scene)
        for rule in BuiltinRule.allCases {
            let entry = rule.rule
            if !entry.profiles.contains(self.profile) || options.disabledRules.contains(entry.id) {
                skipMask |= rule.bit
                continue
            }
            if let observed = options.observedCallbacks {
                let missing = entry.needs(under: self.profile).filter { !observed.contains($0) }
                if !missing.isEmpty {
                    skipMask |= rule.bit
                    tallies[rule.rawValue].skippedBecause =
                        "the trace never shows " + missing.map(\.swiftName).joined(separator: ", ")
                }
            }
        }
        for session in options.restoredSessions { sessions[session] = SessionRecord(run: 0) }
        sessionsBeforeTraceKnown = !options.restoredSessions.isEmpty
    }

    /// A checker for the trace whose header is `header`: its profile (unless overridden),
    /// its `observedCallbacks` and its `restoredSessions`.
    public convenience init(header: TraceHeader, file: String, options: CheckerOptions = CheckerOptions())
        throws(Diagnostic)
    {
        guard let profile = options.profile ?? header.profile else {
            throw Diagnostic(
                file: file, line: 1, column: 1,
                "the trace's header names no profile; pass --profile (\(Profile.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        var merged = options
        merged.observedCallbacks = options.observedCallbacks ?? header.observedCallbacks
        merged.restoredSessions = header.restoredSessions + options.restoredSessions
        self.init(profile: profile, file: file, options: merged)
        if options.profile == nil, let inference = header.inferredProfile { notes.append(inference.note) }
        var reading = header.reading
        reading.observedCallbacks = merged.observedCallbacks
        follower = RecordFollower(profile: self.profile, reading: reading)
        sessionsBeforeTraceKnown = sessionsBeforeTraceKnown || header.listsRestoredSessions
    }

    /// Checks one event. `line` is its 1-based line in the file, for reports.
    public func consume(_ event: TraceEvent, line: Int) {
        let record = ownSymbols.record(for: event)
        let reportedBefore = check(record, symbols: ownSymbols, line: line)
        if userRules.isActive || violations.count > reportedBefore {
            followRules(record, event: event, line: line, reportedBefore: reportedBefore)
        }
    }

    /// Checks one event read as a record of `symbols` (the streaming path: no string work
    /// unless a rule is broken). `line` is its 1-based line in the file, for reports.
    public func consume(_ record: EventRecord, symbols: TraceSymbols, line: Int) {
        let reportedBefore = check(record, symbols: symbols, line: line)
        if userRules.isActive || violations.count > reportedBefore {
            followRules(record, event: nil, line: line, reportedBefore: reportedBefore)
        }
    }

    /// One implementation of the built-in rules for both entry points; returns how many
    /// violations were reported before the event.
    // Inlined into each entry point, and without the event itself: taking a `TraceEvent?`,
    // the record's path built a `nil` one (224 bytes) and copied it twice for every event.
    @inline(__always)
    private func check(_ record: EventRecord, symbols: TraceSymbols, line: Int) -> Int {
        if self.symbols !== symbols { self.symbols = symbols }
        // The phase changes of an instant have settled when another kind of event comes: they
        // are judged against the scenes as the instant left them, before that event moves one.
        if record.kind != .phase, run.pendingAppPhase != nil { settleAppPhase() }
        if record.kind != .phase, !run.pendingViewPhases.isEmpty { settleViewPhases() }
        follower.step(record, symbols: symbols, into: &step)
        let reportedBefore = violations.count
        eventCount += 1
        checkHygiene(record, line: line)
        if step.startsRun { followRunStart(record, line: line) }
        if step.sceneSlot >= sceneBooks.count { openSceneBooks(through: step.sceneSlot, scene: record.scene) }
        if let missed = step.missedCallback {
            reportMissedCallback(missed, slot: step.sceneSlot, seq: record.seq, line: line)
        }
        // What the event's name means, read once for the handlers and the obligations.
        let names = record.kind == .notification || record.kind == .state ? symbols.traits(record.name) : nil
        switch record.kind {
        case .callback:
            if let callback = record.method { handleCallback(facts.moment[callback.rawValue], record, line: line) }
        case .notification:
            if let notification = names?.notification {
                handleNotification(notification, record, line: line)
            }
        case .state:
            if let silent = names?.silentTransition { handleSilent(silent, record, line: line) }
        case .phase:
            handlePhase(record, line: line)
        case .action, .environment, .note:
            break
        }
        noteAggregate()
        checkObligations(record, notification: names?.notification, line: line)
        if step.endsRun { lastEndSeen = true }
        return reportedBefore
    }

    /// After the built-in rules, for an event that needs it: the user rules, then the source
    /// line quoted in what the event reported. `event` is the record's event when the caller
    /// had it (user rules read strings).
    private func followRules(_ record: EventRecord, event: TraceEvent?, line: Int, reportedBefore: Int) {
        if userRules.isActive { userRules.consume(event ?? symbols.event(for: record), line: line, checker: self) }
        if violations.count > reportedBefore { quoteSource(record, event: event, from: reportedBefore) }
    }

    /// How many violations have been reported so far (kept ones; see `maxReported`): with
    /// `reportedViolation(_:)`, lets a caller that feeds events one at a time see each finding
    /// as it arrives (the renderer paints them in the same pass).
    package var reportedCount: Int { violations.count }

    /// The `index`th violation reported so far, in report order.
    package func reportedViolation(_ index: Int) -> Violation { violations[index] }

    /// Ends the trace: closes open obligations and returns the result.
    public func finish() -> CheckResult {
        if run.pendingAppPhase != nil { settleAppPhase() }
        if !run.pendingViewPhases.isEmpty { settleViewPhases() }
        endRun(atEndOfTrace: true)
        for (_, record) in sessions { fold(activated: record.activated, violated: record.violated, scope: .session) }
        sessions.removeAll()
        fold(activated: traceActivated, violated: traceViolated, scope: .trace)
        userRules.closeProcess(checker: self)
        userRules.finish(checker: self)
        var all = tallies
        for (index, rule) in BuiltinRule.allCases.enumerated().reversed()
        where skipMask & rule.bit != 0 && all[index].skippedBecause == nil {
            all.remove(at: index)
        }
        all += userRules.tallies
        let sorted = violations.enumerated().sorted { a, b in
            (a.element.line, a.offset) < (b.element.line, b.offset)
        }.map(\.element)
        var result = CheckResult(
            file: file, profile: profile, violations: FollowOnFindings.fold(sorted), unreported: unreported,
            tallies: all, eventCount: eventCount)
        result.notes = notes
        return result
    }

    /// Checks in-memory events (tests, the runtime's output): lines are numbered as if the
    /// header were line 1 and each event one line.
    public static func check(
        events: [TraceEvent], header: TraceHeader, file: String = "<trace>",
        options: CheckerOptions = CheckerOptions()
    ) throws(Diagnostic) -> CheckResult {
        let checker = try Checker(header: header, file: file, options: options)
        for (index, event) in events.enumerated() { checker.consume(event, line: index + 2) }
        return checker.finish()
    }

    /// Checks a trace file (`-` for standard input), streaming.
    /// `displayName` replaces the path in reports (stable goldens, friendlier names).
    public static func check(
        path: String, displayName: String? = nil,
        options: CheckerOptions = CheckerOptions()
    ) throws(Diagnostic) -> CheckResult {
        let reader = try TraceReader(path: path, readsAhead: true)
        let checker = try Checker(header: reader.header, file: displayName ?? reader.displayName, options: options)
        let symbols = reader.symbols
        var record = EventRecord.blank
        while try reader.nextRecord(into: &record) {
            checker.consume(record, symbols: symbols, line: reader.lineNumber)
            try checker.checkSceneLimit(at: reader.site)
        }
        return checker.finish()
    }

    /// The violations of a trace file: what the renderer paints.
    public static func violations(inTraceAt path: String, options: CheckerOptions = CheckerOptions()) throws(Diagnostic)
        -> [Violation]
    {
        try check(path: path, options: options).violations
    }
}
