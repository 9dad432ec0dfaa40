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
    /// Imports the log at `input` (`-`: standard input) into a trace at `output` (`-`: standard
    /// output), written atomically. `profile` overrides the inferred one.
    public static func importLog(at input: String, to output: String, profile: Profile? = nil) throws(Diagnostic) -> ImportSummary {
        let spool = input == "-" ? try StandardInputSpool() : nil
        let path = spool?.path ?? input
        func rename(_ error: Diagnostic) -> Diagnostic {
            guard spool != nil else { return error }
            var renamed = error
            renamed.file = Diagnostic.displayName(of: "-")
            return renamed
        }
        do {
            let file = Diagnostic.displayName(of: input)
            var first = try FileLines(path: path, file: file)
            let survey = try survey(&first, profile: profile)
            var second = try FileLines(path: path, file: file)
            let writer = try TraceWriter(path: output, header: header(for: survey))
            var summary = try convert(&second, survey: survey) { (event: TraceEvent) throws(Diagnostic) in
                try writer.write(event)
            }
            try writer.finish()
            summary.profileInferred = profile == nil
            return summary
        } catch {
            throw rename(error)
        }
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
        while let line = try source.nextLine() {
            _ = try session.take(parser.parse(line), in: line)
        }
        // Any scene-delegate callback means scenes; two scene objects connected at once, several windows.
        let inferred: Profile = session.maxConnectedScenes > 1 ? .ipadosMultiwindow : session.sawSceneCallback ? .ios13 : .ios12
        let timing: ImportTiming = !session.sawTimestamp ? .synthetic : session.sawUnstampedEvent ? .mixed : .nslog
        return Survey(profile: given ?? inferred, observed: session.observed,
                      restoredSessions: session.presumedRestored, timing: timing,
                      origin: session.firstTimestamp ?? 0)
    }

    static func convert<Source: ConsoleLineSource>(_ source: inout Source, survey: Survey,
                                                   emit: @escaping (TraceEvent) throws(Diagnostic) -> Void) throws(Diagnostic) -> ImportSummary {
        var summary = ImportSummary()
        let session = ImportSession(profile: survey.profile, timing: survey.timing, origin: survey.origin, emit: emit)
        var parser = ConsoleLineParser()
        while let line = try source.nextLine() {
            summary.lines += 1
            let parsed = parser.parse(line)
            if try session.take(parsed, in: line) {
                summary.used += 1
            } else {
                summary.skipped += 1
                if parsed.kind == .invalid { summary.invalidUTF8 += 1 }
            }
        }
        summary.overlong = source.overlongLines
        summary.events = session.eventsWritten
        summary.runs = session.runCount
        summary.scenes = session.sceneCount
        summary.profile = survey.profile
        summary.timing = survey.timing
        return summary
    }

    /// `{"lifeline":1,"profile":"ios13","source":"import","timing":"nslog","observedCallbacks":[…]}`
    static func header(for survey: Survey) -> TraceHeader {
        var extra: [(key: String, value: JSONValue)] = [
            (key: "timing", value: .string(survey.timing.rawValue)),
            (key: "observedCallbacks", value: .array(survey.observed.map { .string($0.swiftName) })),
        ]
        if !survey.restoredSessions.isEmpty {
            extra.append((key: "restoredSessions", value: .array(survey.restoredSessions.map { .string($0) })))
        }
        return TraceHeader(profile: survey.profile, source: "import", extra: extra)
    }
}
