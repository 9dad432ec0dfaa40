import LifelineModel
import LifelineSupport
import LifelineTrace

/// Writes a trace in a format other tools read: XES, CSV, Synoptic/Texada text, or the console
/// log `lifeline import` reads.
///
/// Streams the trace: CSV and console logs write each event as it is read; XES and Synoptic
/// hold only the cases still open (`CaseGrouper`). Output is atomic (`OutputFile`) and deterministic.
public enum TraceExporter {
    /// The CSV header; the columns Docs/real-apps.md tells pm4py to use.
    package static let csvColumns = ["case", "activity", "timestamp", "receiver", "scene", "kind", "seq"]

    /// Exports the trace at `input` (`-`: standard input) to `output` (`-`: standard output).
    /// Returns the number of cases (process runs, for a console log) and of events written.
    @discardableResult
    public static func export(
        trace input: String, to output: String, format: ExportFormat,
        caseBy mode: ExportCase = .run
    ) throws(Diagnostic) -> (cases: Int, events: Int) {
        let reader = try TraceReader(path: input)
        let file = try OutputFile(path: output)
        let counts = try export(
            reader.header, next: { () throws(Diagnostic) in try reader.next() },
            write: { (text: String) throws(Diagnostic) in try file.write(text) },
            format: format, caseBy: mode, site: { reader.site })
        try file.commit()
        return counts
    }

    /// Exports in memory (tests, small traces).
    public static func text(
        header: TraceHeader, events: [TraceEvent], format: ExportFormat,
        caseBy mode: ExportCase = .run
    ) throws(Diagnostic) -> String {
        var out = ""
        var iterator = events.makeIterator()
        _ = try export(
            header, next: { () throws(Diagnostic) in iterator.next() },
            write: { (text: String) throws(Diagnostic) in out += text }, format: format, caseBy: mode)
        return out
    }

    /// `site` says where the reader is, for a diagnostic about the event just read.
    static func export(
        _ header: TraceHeader, next: () throws(Diagnostic) -> TraceEvent?,
        write: (String) throws(Diagnostic) -> Void,
        format: ExportFormat, caseBy mode: ExportCase,
        site: () -> LineSite = { LineSite(file: "<events>", line: 0) }
    ) throws(Diagnostic) -> (cases: Int, events: Int) {
        var cases = 0, events = 0
        switch format {
        case .csv:
            try write(csvColumns.joined(separator: ",") + "\r\n")
            var follower = CaseGrouper.follower(for: header)
            var seen = Set<String>()
            while let event = try next() {
                let step = follower.step(FollowInput(event))
                try step.checkSceneLimit(at: site())
                let run = step.run
                guard let activity = ExportActivity.name(of: event),
                    let id = CaseGrouper.caseID(of: event, run: run, mode: mode)
                else { continue }
                if seen.insert(id).inserted { cases += 1 }
                events += 1
                let fields = [
                    id, activity, ExportTimestamp.iso8601(event.time), event.receiver?.rawValue ?? "",
                    event.scene ?? "", event.kind.rawValue, String(event.seq)
                ]
                try write(fields.map(Escaping.CSV.field).joined(separator: ",") + "\r\n")
            }
        case .console, .consoleCompact, .consoleLumberjack, .consoleObjC:
            var writer = ConsoleLogWriter(style: format.consoleStyle ?? .nslog)
            var follower = CaseGrouper.follower(for: header)
            while let event = try next() {
                let step = follower.step(FollowInput(event))
                try step.checkSceneLimit(at: site())
                cases = step.run
                events += 1
                writer.append(event)
                // Handed on in pieces: one String per 64 KiB rather than one per line.
                if writer.buffer.count >= 1 << 16 {
                    try write(String(decoding: writer.buffer.bytes, as: UTF8.self))
                    writer.buffer.removeAll()
                }
            }
            try write(String(decoding: writer.buffer.bytes, as: UTF8.self))
        case .xes, .synoptic:
            if format == .xes { try write(XESWriter.prologue(header)) }
            var grouper = CaseGrouper(mode: mode, header: header)
            func emit(_ group: (id: String, events: [TraceEvent])) throws(Diagnostic) {
                let activities = group.events  // the grouper holds only events with an activity
                guard !activities.isEmpty else { return }
                cases += 1
                events += activities.count
                if format == .xes {
                    try write(XESWriter.trace(id: group.id, events: activities))
                } else {
                    if cases > 1 { try write(SynopticWriter.separator + "\n") }
                    for event in activities { try write(SynopticWriter.line(event) + "\n") }
                }
            }
            while let event = try next() {
                let closed: [(id: String, events: [TraceEvent])]
                do { closed = try grouper.take(event) } catch { throw site().error(1, error.message) }
                try grouper.lastStep.checkSceneLimit(at: site())
                for group in closed { try emit(group) }
            }
            for group in grouper.finish() { try emit(group) }
            if format == .xes { try write(XESWriter.epilogue) }
        }
        return (cases, events)
    }
}
