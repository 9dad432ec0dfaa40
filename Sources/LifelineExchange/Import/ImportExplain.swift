import LifelineModel
import LifelineSupport
import LifelineTrace

extension ConsoleLogImporter {
    /// Why line `target` (from 1) of the log at `input` was taken, merged, skipped or found
    /// ambiguous, and the event it became (`lifeline import --explain LINE`). The log is read as
    /// an import reads it, up to that line; `-` (standard input) cannot be read twice.
    package static func explain(
        line target: Int, of input: String, profile: Profile? = nil, phrases: PhraseTable = .none
    )
        throws(Diagnostic) -> String
    {
        let file = Diagnostic.displayName(of: input)
        guard input != "-" else {
            throw Diagnostic(
                file: file, line: 0, column: 0, "--explain reads the log twice: give a file, not standard input")
        }
        var first = try FileLines(path: input, file: file)
        let survey = try survey(&first, profile: profile, phrases: phrases)
        var source = try FileLines(path: input, file: file)
        return try explain(line: target, in: &source, survey: survey, phrases: phrases)
    }

    /// Like `explain(line:of:profile:)`, for a log in memory (tests).
    static func explain(line target: Int, text: String, profile: Profile? = nil, phrases: PhraseTable = .none)
        throws(Diagnostic) -> String
    {
        let bytes = Array(text.utf8)
        var first = MemoryLines(bytes)
        let survey = try survey(&first, profile: profile, phrases: phrases)
        var source = MemoryLines(bytes)
        return try explain(line: target, in: &source, survey: survey, phrases: phrases)
    }

    private static func explain<Source: ConsoleLineSource>(
        line target: Int, in source: inout Source, survey: Survey,
        phrases: PhraseTable
    ) throws(Diagnostic) -> String {
        var capturing = false
        var events: [TraceEvent] = []
        let session = ImportSession(profile: survey.profile, timing: survey.timing, origin: survey.origin) {
            (event: TraceEvent) throws(Diagnostic) in
            if capturing { events.append(event) }
        }
        session.phrases = phrases
        var parser = ConsoleLineParser(phrases: phrases)
        var merger = InvocationMerger()
        var entries = XcodeConsoleEntries<(at: LinePosition, index: Int)>()
        var verdict: String? = nil
        var index = 0
        var previous = 0
        func read(
            _ parsed: inout ConsoleLine, _ line: UnsafeBufferPointer<UInt8>, _ tag: (at: LinePosition, index: Int)
        )
            throws(Diagnostic)
        {
            guard verdict == nil else { return }
            let (at, number) = (tag.at, tag.at.line)
            let call = merger.continues(&parsed, line: number, index: tag.index)
            // A record of `log`'s JSON styles stands for all its lines.
            if (at.first...max(at.first, at.last)).contains(target) {
                if at.isRecord || at.unreadable != nil {
                    verdict =
                        at.unreadable.map { "\($0), read as plain lines; this is its first line, " }
                        ?? "a record of the unified log's JSON styles (\(at.first == at.last ? "line \(at.first)" : "lines \(at.first)–\(at.last)")), read as the line "
                        + "`\(String(decoding: line, as: UTF8.self))`; "
                }
                let record = verdict ?? ""
                if let call {
                    verdict =
                        record
                        + "merged: \(parsed.mark == .exit ? "the exit line" : "another line") of the call at line \(call)"
                        + (parsed.mark == .exit
                            ? " (a word next to the name closes a call)"
                            : " (the same callback, time, thread and scene on the next line, with other text)")
                    return
                }
                session.lineNumber = number
                capturing = true
                _ = try session.take(parsed, in: line)
                verdict = record + describe(parsed, line, phrases: phrases, profile: survey.profile)
                if number == target, parsed.kind == .noise, XcodeMetadataLine.read(line) != nil {
                    verdict = metadataVerdict(line, after: previous == target - 1 ? previous : 0)
                }
                return
            }
            if call != nil { return }
            session.lineNumber = number
            previous = try session.take(parsed, in: line) ? number : 0
        }
        while verdict == nil, let line = try source.nextLine() {
            index += 1
            try entries.read(parser.parse(line), line, tag: (source.position, index), read)
        }
        try entries.finish(read)
        guard let verdict else { return "line \(target): the log has \(source.records.linesRead) lines" }
        var text = "line \(target): \(verdict)"
        for event in events {
            var written = "\n  event \(event.seq): \(event.kind.rawValue)"
            if let method = event.method { written += " \(event.scene ?? "app") \(method.swiftName)" }
            if event.kind == .phase || event.kind == .state || event.kind == .callback {
                written += " \(event.from ?? "?") → \(event.to ?? "?")"
            }
            if let value = event.value { written += " \(value)" }
            if let detail = event.detail { written += " (\(detail))" }
            text += written
        }
        if let (profile, evidence) = survey.inferred {
            text +=
                "\n  profile \(profile.rawValue), inferred: "
                + (evidence.map {
                    "line \($0.line) shows \($0.shows)" + ($0.line == target ? " (this line decided it)" : "")
                }
                    ?? "no line shows a scene callback or a SwiftUI phase")
        } else {
            text += "\n  profile \(survey.profile.rawValue), given"
        }
        return text
    }

    /// An Xcode console copy's metadata line (`Type: Notice | Timestamp: … | TID: …`): whose time it is.
    private static func metadataVerdict(_ line: UnsafeBufferPointer<UInt8>, after previous: Int) -> String {
        let fields = XcodeMetadataLine.read(line)
        guard let fields, fields.timestamp != nil else {
            return "skipped: Xcode's `Type: stdio` line, which ends printed output and carries no time"
        }
        let fieldsNamed = fields.thread != nil ? "time and thread" : "time"
        guard previous > 0 else {
            return "skipped: the metadata line of an Xcode console entry whose message is no event; Xcode copies an "
                + "entry's fields on the line after its message"
        }
        return
            "skipped: the metadata line of an Xcode console entry; its \(fieldsNamed) are line \(previous)'s event's "
            + "(Xcode copies an entry's fields on the line after its message)"
    }

    /// What the parser made of a line that was not merged.
    private static func describe(
        _ parsed: ConsoleLine, _ line: UnsafeBufferPointer<UInt8>, phrases: PhraseTable, profile: Profile
    )
        -> String
    {
        switch parsed.kind {
        case .callback(let callback):
            var text =
                parsed.shortName
                ? "taken: a short name of \(callback.swiftName) or its scene twin, read through the profile"
                : "taken: the callback \(callback.swiftName) (\(callback.receiver.rawValue))"
            switch parsed.mark {
            case .entry: text += "; the entry line of a call (a word next to the name opens one)"
            case .exit: text += "; an exit line with no call open before it, so a call of its own"
            case .none: break
            }
            if let wrapper = parsed.wrapper { text += "; \(wrapper.note(for: callback, state: parsed.wrapperState))" }
            if parsed.phrase > 0 { text += "; \(phrases.note(Int(parsed.phrase) - 1))" }
            return text
        case .phase(let phase) where parsed.phaseLabelled:
            return "the SwiftUI scene phase \(phase.rawValue) after a label: taken in a SwiftUI log (one that shows "
                + "another phase, or --profile swiftui), skipped in any other"
        case .phase(let phase) where parsed.phaseEvidenceOnly:
            return "skipped: Lifeline's own export line of the phase \(phase.rawValue); it names a level but no scene, "
                + "so it tells the profile (swiftui) and makes no event"
        case .phase(let phase) where parsed.phaseBare && profile != .swiftui:
            return "skipped: the phase name \(phase.rawValue) alone, under a profile given without SwiftUI "
                + "(UIKit apps print such words too)"
        case .phase(let phase):
            return "taken: the SwiftUI scene phase \(phase.rawValue)"
                + (parsed.phaseFrom.map { ", a change from \($0.rawValue) printed on one line" } ?? "")
                + (parsed.phrase > 0 ? "; \(phrases.note(Int(parsed.phrase) - 1))" : "")
        case .unknownMethod:
            return "taken as a note: a delegate-looking method the catalogue does not know"
        case .termination:
            return "taken: the debugger's line that the process ended"
        case .ambiguous(let reason):
            return "skipped, ambiguous: \(reason.rawValue)"
        case .invalid:
            return "skipped: not UTF-8"
        case .noise where parsed.wrapper == .capacitor && parsed.wrapperState == RunnerLifecycle.getStateCall:
            return "skipped: Capacitor's call of App.getState(); the isActive line after it is its reply, not an event"
        case .noise where parsed.wrapper == .capacitor:
            return """
                skipped: the reply to Capacitor's App.getState() (the line before it called it), not an \
                appStateChange event
                """
        case .noise where FlutterLifecycle.find(line, from: 0) == .hidden:
            return """
                skipped: Flutter's AppLifecycleState.hidden, the framework's own step between inactive and paused (no \
                UIKit event)
                """
        case .noise:
            return "skipped: no callback, SwiftUI phase or debugger line in it"
        }
    }
}
