import LifelineModel

/// Imports console output (Xcode's console, `NSLog`, `print(#function)`) as a Lifeline trace.
///
/// ```swift
/// let summary = try ConsoleLogImporter.importLog(at: "console.log", to: "trace.jsonl")
/// ```
///
/// Two streaming passes over the log, in constant memory: the first learns what the header must
/// say (the profile, which callbacks the log shows, whether it has timestamps), the second
/// writes the events. Noise never fails an import; only an unreadable file does.
public enum ConsoleLogImporter {
    /// Imports the log at `input` into a trace at `output` (`-`: standard output), written
    /// atomically. `profile` overrides the inferred one. `-` reads standard input in one pass
    /// as it arrives (`importStandardInput`). `skipped` hears of every skipped callback-like line.
    public static func importLog(at input: String, to output: String, profile: Profile? = nil,
                                 skipped: ((SkippedLine) -> Void)? = nil) throws(Diagnostic) -> ImportSummary {
        if input == "-" { return try importStandardInput(to: output, profile: profile, skipped: skipped) }
        let file = Diagnostic.displayName(of: input)
        var first = try FileLines(path: input, file: file)
        let survey = try survey(&first, profile: profile)
        var second = try FileLines(path: input, file: file)
        let writer = try TraceWriter(path: output, header: header(for: survey))
        var summary = try convert(&second, survey: survey, skipped: skipped) { (event: TraceEvent) throws(Diagnostic) in
            try writer.write(event)
        }
        try writer.finish()
        summary.profileInferred = profile == nil
        return summary
    }

    /// Imports `text` in memory: the header, the events and the summary (for tests and small logs).
    public static func importText(_ text: String, profile: Profile? = nil) throws(Diagnostic) -> (header: TraceHeader, events: [TraceEvent], summary: ImportSummary) {
        let bytes = Array(text.utf8)
        return try importBytes(bytes, profile: profile)
    }

    /// Like `importText`, from raw bytes (which need not be UTF-8).
    public static func importBytes(_ bytes: [UInt8], profile: Profile? = nil) throws(Diagnostic) -> (header: TraceHeader, events: [TraceEvent], summary: ImportSummary) {
        var first = MemoryLines(bytes)
        let survey = try survey(&first, profile: profile)
        var events: [TraceEvent] = []
        var second = MemoryLines(bytes)
        var summary = try convert(&second, survey: survey) { (event: TraceEvent) throws(Diagnostic) in events.append(event) }
        summary.profileInferred = profile == nil
        return (header(for: survey), events, summary)
    }

    // MARK: Passes

    /// What the first pass learns.
    struct Survey {
        var profile: Profile
        var observed: [Callback]
        var restoredSessions: [String]
        var timing: ImportTiming
        var origin: Int64
    }

    static func survey<Source: ConsoleLineSource>(_ source: inout Source, profile given: Profile?) throws(Diagnostic) -> Survey {
        let session = ImportSession(profile: nil, timing: .synthetic, origin: 0) { (_: TraceEvent) throws(Diagnostic) in }
        var parser = ConsoleLineParser()
        var merger = InvocationMerger()
        var number = 0
        while let line = try source.nextLine() {
            number += 1
            let parsed = parser.parse(line)
            if merger.continues(parsed, line: number) { continue }
            _ = try session.take(parsed, in: line)
            if session.sceneLimitReached { throw LineSite(file: source.file, line: number).sceneLimitError() }
        }
        // A phase print means SwiftUI; any scene-delegate callback means scenes; two scene
        // objects connected at once, several windows.
        let inferred: Profile = session.sawPhase ? .swiftui
            : session.maxConnectedScenes > 1 ? .ipadosMultiwindow : session.sawSceneCallback ? .ios13 : .ios12
        let timing: ImportTiming = !session.sawTimestamp ? .synthetic : session.sawUnstampedEvent ? .mixed : .nslog
        return Survey(profile: given ?? inferred, observed: session.observed,
                      restoredSessions: session.presumedRestored, timing: timing,
                      origin: session.firstTimestamp ?? 0)
    }

    static func convert<Source: ConsoleLineSource>(_ source: inout Source, survey: Survey, skipped: ((SkippedLine) -> Void)? = nil,
                                                   emit: @escaping (TraceEvent) throws(Diagnostic) -> Void) throws(Diagnostic) -> ImportSummary {
        var summary = ImportSummary()
        let session = ImportSession(profile: survey.profile, timing: survey.timing, origin: survey.origin, emit: emit)
        var parser = ConsoleLineParser()
        var merger = InvocationMerger()
        while let line = try source.nextLine() {
            summary.lines += 1
            let parsed = parser.parse(line)
            if merger.continues(parsed, line: summary.lines) {
                summary.used += 1
                summary.merged += 1
                continue
            }
            try take(parsed, line, number: summary.lines, session: session, into: &summary, skipped: skipped)
            if session.sceneLimitReached { throw LineSite(file: source.file, line: summary.lines).sceneLimitError() }
        }
        summary.overlong = source.overlongLines
        summary.events = session.eventsWritten
        summary.runs = session.runCount
        summary.scenes = session.sceneCount
        summary.profile = survey.profile
        summary.timing = survey.timing
        return summary
    }

    /// Hands one parsed line to the session and counts it.
    static func take(_ parsed: ConsoleLine, _ line: UnsafeBufferPointer<UInt8>, number: Int, session: ImportSession,
                     into summary: inout ImportSummary, skipped: ((SkippedLine) -> Void)?) throws(Diagnostic) {
        switch parsed.kind {
        case .unknownMethod: summary.unknownMethods += 1
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
        default:
            break
        }
    }

    /// `{"lifeline":1,"profile":"ios13","source":"import","timing":"nslog","observedCallbacks":[…]}`
    /// A streamed import (`streamed`) cannot list what the log shows before it has read it.
    static func header(for survey: Survey, streamed: Bool = false) -> TraceHeader {
        var extra: [(key: String, value: JSONValue)] = [(key: "timing", value: .string(survey.timing.rawValue))]
        if !streamed { extra.append((key: "observedCallbacks", value: .array(survey.observed.map { .string($0.swiftName) }))) }
        if !survey.restoredSessions.isEmpty {
            extra.append((key: "restoredSessions", value: .array(survey.restoredSessions.map { .string($0) })))
        }
        return TraceHeader(profile: survey.profile, source: "import", extra: extra)
    }
}
