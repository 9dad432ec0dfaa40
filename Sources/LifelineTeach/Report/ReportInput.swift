import LifelineRender
import LifelineSupport
import LifelineTrace

/// A trace the report reads in several streaming passes: a file is opened afresh for each;
/// standard input, which can be read only once, is held in memory.
public struct ReportInput {
    package let header: TraceHeader
    /// The name the report shows for the trace (`<stdin>` for standard input).
    package var displayName: String
    private let path: String
    private let buffered: [TraceEvent]?

    /// Opens `path` (`-` for standard input) and reads its header.
    package init(path: String) throws(Diagnostic) {
        let reader = try TraceReader(path: path)
        self.path = path
        header = reader.header
        displayName = reader.displayName
        buffered = path == "-" ? try reader.readAll() : nil
    }

    /// Calls `body` with every event, its index and its line in the file (numbered as if
    /// each event had one line, after the header, when the trace came from standard input).
    func forEach(_ body: (TraceEvent, _ index: Int, _ line: Int) throws(Diagnostic) -> Void) throws(Diagnostic) {
        if let buffered {
            for (index, event) in buffered.enumerated() { try body(event, index, index + 2) }
            return
        }
        let reader = try TraceReader(path: path)
        var index = 0
        while let event = try reader.next() {
            try body(event, index, reader.lineNumber)
            index += 1
        }
    }

    /// The trace from its first event, for one more streaming pass.
    func open() throws(Diagnostic) -> any LineNumberedSource {
        if let buffered { return BufferedSource(header: header, displayName: displayName, events: buffered) }
        return try TraceReader(path: path)
    }
}

/// Standard input held in memory, read again as a source: lines numbered as `forEach` does.
private final class BufferedSource: LineNumberedSource {
    let header: TraceHeader
    let displayName: String
    let symbols = TraceSymbols()
    private let events: [TraceEvent]
    private var index = 0

    init(header: TraceHeader, displayName: String, events: [TraceEvent]) {
        self.header = header
        self.displayName = displayName
        self.events = events
    }

    var lineNumber: Int { index + 1 }

    func nextRecord() throws(Diagnostic) -> EventRecord? {
        guard index < events.count else { return nil }
        defer { index += 1 }
        return symbols.record(for: events[index])
    }
}
