import LifelineModel
import LifelineSupport
import LifelineTrace

/// Imports console output (Xcode's console, `NSLog`, `print(#function)`) as a Lifeline trace.
///
/// ```swift
/// let summary = try ConsoleLogImporter.importLog(at: "console.log", to: "trace.jsonl")
/// ```
///
/// Streaming, in constant memory. With the profile given, one pass writes the events and
/// learns what the header must say (which callbacks the log shows, whether it has timestamps);
/// the events wait in a temporary file until the header is known. Without it, two passes: the
/// first learns the profile too, the second writes. Noise never fails an import; only an
/// unreadable file does.
public enum ConsoleLogImporter {
    /// Imports the log at `input` into a trace at `output` (`-`: standard output), written
    /// atomically. `profile` overrides the inferred one. `-` reads standard input in one pass
    /// as it arrives (`importStandardInput`). `skipped` hears of every skipped callback-like line.
    /// `phrases`: the phrases read as callbacks too (`PhraseTable`, `--phrases [FILE]`).
    public static func importLog(
        at input: String, to output: String, profile: Profile? = nil, phrases: PhraseTable = false,
        skipped: ((SkippedLine) -> Void)? = nil
    ) throws(Diagnostic) -> ImportSummary {
        if input == "-" {
            return try importStandardInput(to: output, profile: profile, phrases: phrases, skipped: skipped)
        }
        let file = Diagnostic.displayName(of: input)
        var reported = 0
        if let profile, let spool = TraceSpool(for: output) {
            var lines = try FileLines(path: input, file: file)
            let (summary, survey) = try convertInOnePass(
                &lines, profile: profile, phrases: phrases,
                skipped: skipped.map { report in
                    { (line: SkippedLine) in
                        reported += 1
                        report(line)
                    }
                }
            ) { (event: TraceEvent) throws(Diagnostic) in try spool.write(event) }
            if let survey {
                try spool.finish(path: output, header: header(for: survey))
                return summary
            }
        }
        var first = try FileLines(path: input, file: file)
        let survey = try survey(&first, profile: profile, phrases: phrases)
        var second = try FileLines(path: input, file: file)
        let writer = try TraceWriter(path: output, header: header(for: survey))
        // A one-pass import that had to be done again has reported its skipped lines already.
        var repeated = reported
        var summary = try convert(
            &second, survey: survey, phrases: phrases,
            skipped: skipped.map { report in
                { (line: SkippedLine) in
                    if repeated > 0 { repeated -= 1 } else { report(line) }
                }
            }
        ) { (event: TraceEvent) throws(Diagnostic) in
            try writer.write(event)
        }
        try writer.finish()
        summary.profileInferred = profile == nil
        return summary
    }

    /// Imports `text` in memory: the header, the events and the summary (for tests and small logs).
    public static func importText(_ text: String, profile: Profile? = nil, phrases: PhraseTable = false)
        throws(Diagnostic)
        -> (header: TraceHeader, events: [TraceEvent], summary: ImportSummary)
    {
        let bytes = Array(text.utf8)
        return try importBytes(bytes, profile: profile, phrases: phrases)
    }

    /// Like `importText`, from raw bytes (which need not be UTF-8).
    public static func importBytes(_ bytes: [UInt8], profile: Profile? = nil, phrases: PhraseTable = false)
        throws(Diagnostic)
        -> (header: TraceHeader, events: [TraceEvent], summary: ImportSummary)
    {
        var events: [TraceEvent] = []
        if let profile {
            var lines = MemoryLines(bytes)
            let (summary, survey) = try convertInOnePass(&lines, profile: profile, phrases: phrases) {
                (event: TraceEvent) throws(Diagnostic) in events.append(event)
            }
            if let survey { return (header(for: survey), events, summary) }
            events = []
        }
        var first = MemoryLines(bytes)
        let survey = try survey(&first, profile: profile, phrases: phrases)
        var second = MemoryLines(bytes)
        var summary = try convert(&second, survey: survey, phrases: phrases) { (event: TraceEvent) throws(Diagnostic) in
            events.append(event)
        }
        summary.profileInferred = profile == nil
        return (header(for: survey), events, summary)
    }

    // MARK: Passes

    /// What the header needs to know of the whole log, and the profile to write under.
    struct Survey {
        var profile: Profile
        var observed: [Callback]
        var restoredSessions: [String]
        var timing: ImportTiming
        var origin: Int64
        /// When no profile was given: the profile the log shows and the line that decided it
        /// (nil line: no line shows scenes or phases, so `ios12`).
        var inferred: (profile: Profile, evidence: ProfileEvidence?)?

        /// What `session` learned from the whole log; the profile `given`, or the one it shows.
        init(_ session: ImportSession, profile given: Profile?) {
            // A phase print means SwiftUI; any scene-delegate callback means scenes; two scene
            // objects connected at once, several windows.
            let inferred: (Profile, ProfileEvidence?) =
                session.sawPhase
                ? (.swiftui, session.phaseEvidence)
                : session.maxConnectedScenes > 1
                    ? (.ipadosMultiwindow, session.multiwindowEvidence)
                    : session.sawSceneCallback ? (.ios13, session.sceneEvidence) : (.ios12, nil)
            self.init(
                profile: given ?? inferred.0, observed: session.observed(under: given ?? inferred.0),
                restoredSessions: session.presumedRestored,
                timing: session.loggedTiming, origin: session.firstTimestamp ?? 0)
            if given == nil { self.inferred = inferred }
        }

        init(profile: Profile, observed: [Callback], restoredSessions: [String], timing: ImportTiming, origin: Int64) {
            self.profile = profile
            self.observed = observed
            self.restoredSessions = restoredSessions
            self.timing = timing
            self.origin = origin
        }
    }

    static func survey<Source: ConsoleLineSource>(
        _ source: inout Source, profile given: Profile?, phrases: PhraseTable = .none
    ) throws(Diagnostic) -> Survey {
        let session = ImportSession(profile: nil, timing: .synthetic, origin: 0) { (_: TraceEvent) throws(Diagnostic) in
        }
        session.givenProfile = given
        var parser = ConsoleLineParser(phrases: phrases)
        var merger = InvocationMerger()
        var entries = XcodeConsoleEntries<(line: Int, index: Int)>()
        var index = 0
        let file = source.file
        func take(_ parsed: inout ConsoleLine, _ line: UnsafeBufferPointer<UInt8>, _ at: (line: Int, index: Int))
            throws(Diagnostic)
        {
            if merger.continues(&parsed, line: at.line, index: at.index) != nil { return }
            session.lineNumber = at.line
            _ = try session.take(parsed, in: line)
            if session.sceneLimitReached { throw LineSite(file: file, line: at.line).sceneLimitError() }
        }
        while let line = try source.nextLine() {
            index += 1
            try entries.read(parser.parse(line), line, tag: (source.position.line, index), take)
        }
        try entries.finish(take)
        return Survey(session, profile: given)
    }

    static func convert<Source: ConsoleLineSource>(
        _ source: inout Source, survey: Survey, phrases: PhraseTable = .none, skipped: ((SkippedLine) -> Void)? = nil,
        emit: @escaping (TraceEvent) throws(Diagnostic) -> Void
    ) throws(Diagnostic) -> ImportSummary {
        let session = ImportSession(profile: survey.profile, timing: survey.timing, origin: survey.origin, emit: emit)
        var summary = try convert(&source, session: session, phrases: phrases, skipped: skipped)
        summary.profile = survey.profile
        summary.timing = survey.timing
        return summary
    }

    /// The writing pass and the survey in one, for a given profile: the events' times follow
    /// the first event (`ImportSession.timing`). The survey is nil when the rest of the log
    /// proved that guess wrong (no time on the first event, one on a later event): then the
    /// events written are not the trace, and the caller imports again in two passes.
    static func convertInOnePass<Source: ConsoleLineSource>(
        _ source: inout Source, profile: Profile, phrases: PhraseTable = .none,
        skipped: ((SkippedLine) -> Void)? = nil,
        emit: @escaping (TraceEvent) throws(Diagnostic) -> Void
    ) throws(Diagnostic) -> (ImportSummary, Survey?) {
        let session = ImportSession(profile: profile, timing: nil, origin: nil, emit: emit)
        var summary = try convert(&source, session: session, phrases: phrases, skipped: skipped)
        let survey = Survey(session, profile: profile)
        summary.profile = profile
        summary.timing = survey.timing
        summary.profileInferred = false
        return (summary, session.timingGuessHeld ? survey : nil)
    }

    /// Reads every line into `session`, counting.
    private static func convert<Source: ConsoleLineSource>(
        _ source: inout Source, session: ImportSession, phrases: PhraseTable,
        skipped: ((SkippedLine) -> Void)?
    ) throws(Diagnostic) -> ImportSummary {
        var summary = ImportSummary()
        session.phrases = phrases
        var parser = ConsoleLineParser(phrases: phrases)
        var merger = InvocationMerger()
        var entries = XcodeConsoleEntries<(line: Int, index: Int)>()
        var index = 0
        let file = source.file
        func take(_ parsed: inout ConsoleLine, _ line: UnsafeBufferPointer<UInt8>, _ at: (line: Int, index: Int))
            throws(Diagnostic)
        {
            if let call = merger.continues(&parsed, line: at.line, index: at.index) {
                summary.used += 1
                summary.merged += 1
                if let skipped {
                    skipped(
                        SkippedLine(merged: at.line, into: call, parsed, text: String(decoding: line, as: UTF8.self)))
                }
                return
            }
            session.lineNumber = at.line
            try Self.take(parsed, line, number: at.line, session: session, into: &summary, skipped: skipped)
            if session.sceneLimitReached { throw LineSite(file: file, line: at.line).sceneLimitError() }
        }
        while let line = try source.nextLine() {
            let at = source.position
            index += 1
            let parsed = parser.parse(line)
            if let reason = at.unreadable, let skipped {
                // Its lines are read as plain lines after this; the record itself is shown.
                skipped(
                    SkippedLine(
                        line: at.line, reason: reason, text: String(decoding: line, as: UTF8.self),
                        outcome: "unreadable"))
            }
            try entries.read(parsed, line, tag: (at.line, index), take)
        }
        try entries.finish(take)
        summary.lines = source.records.linesRead
        summary.records = source.records.records
        summary.unreadableRecords = source.records.unreadableRecords
        summary.overlong = source.overlongLines
        summary.events = session.eventsWritten
        summary.runs = session.runCount
        summary.scenes = session.sceneCount
        return summary
    }

    /// Hands one parsed line to the session and counts it.
    static func take(
        _ parsed: ConsoleLine, _ line: UnsafeBufferPointer<UInt8>, number: Int, session: ImportSession,
        into summary: inout ImportSummary, skipped: ((SkippedLine) -> Void)?
    ) throws(Diagnostic) {
        switch parsed.kind {
        case .unknownMethod: summary.unknownMethods += 1
        case .phase where parsed.phaseLabelled && !session.readsLabelledPhases: break
        case .phase where parsed.phaseBare && !session.readsBarePhases: break
        case .callback, .phase: summary.recognised += 1
        case .ambiguous: summary.ambiguous += 1
        case .invalid: summary.invalidUTF8 += 1
        case .noise, .termination: break
        }
        if try session.take(parsed, in: line) {
            if case .unknownMethod = parsed.kind { return }
            summary.used += 1
            return
        }
        summary.skipped += 1
        guard let skipped else { return }
        switch parsed.kind {
        case .ambiguous(let reason):
            skipped(SkippedLine(line: number, reason: reason.rawValue, text: String(decoding: line, as: UTF8.self)))
        case .invalid:
            skipped(SkippedLine(line: number, reason: "not UTF-8", text: String(decoding: line, as: UTF8.self)))
        case .phase:
            let reason =
                parsed.phaseBare
                ? "a phase's name alone, under a profile without SwiftUI"
                : "a phase's name after a label, in a log that shows no other SwiftUI phase"
            skipped(SkippedLine(line: number, reason: reason, text: String(decoding: line, as: UTF8.self)))
        default:
            break
        }
    }

    /// `{"lifeline":1,"profile":"ios13","source":"import","timing":"nslog","observedCallbacks":[…]}`
    /// A streamed import (`streamed`) cannot list what the log shows before it has read it.
    static func header(for survey: Survey, streamed: Bool = false) -> TraceHeader {
        var extra: [(key: String, value: JSONValue)] = [(key: "timing", value: .string(survey.timing.rawValue))]
        if !streamed {
            extra.append((key: "observedCallbacks", value: .array(survey.observed.map { .string($0.swiftName) })))
        }
        if let (profile, evidence) = survey.inferred {
            extra.append((key: "inferredProfile", value: .string(profile.rawValue)))
            extra.append(
                (
                    key: "inferredFrom",
                    value: .string(
                        evidence.map { "line \($0.line): \($0.shows)" }
                            ?? "no line shows a scene callback or a SwiftUI phase")
                ))
        }
        if !survey.restoredSessions.isEmpty {
            extra.append((key: "restoredSessions", value: .array(survey.restoredSessions.map { .string($0) })))
        }
        return TraceHeader(profile: survey.profile, source: "import", extra: extra)
    }
}
