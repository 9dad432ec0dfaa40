import LifelineSupport

/// Reads a trace one event at a time, in constant memory whatever its size.
///
/// ```swift
/// let reader = try TraceReader(path: "Traces/ios13/cold-launch.jsonl")
/// while let event = try reader.next() { … }
/// ```
public final class TraceReader {
    /// Line 1.
    public let header: TraceHeader
    /// The name diagnostics use for the file.
    public var displayName: String { lines.displayName }
    /// The line the last event came from (for reports that point into the file).
    public var lineNumber: Int { readAhead?.lineNumber ?? lines.lineNumber }

    /// The line the last event came from, for diagnostics about it.
    public var site: LineSite { LineSite(file: lines.displayName, line: lineNumber) }

    /// The strings behind the records `nextRecord()` returns.
    public let symbols: TraceSymbols

    private let lines: LineReader
    private let decoder: TraceLineDecoder
    /// Whether the first `nextRecord()` may hand the decoding to a second thread
    /// (`ReadAhead.pays`); false once an event has been read on this one.
    private var mayReadAhead: Bool
    private let readAheadBatch: Int
    /// The decoding thread, once `nextRecord()` has started it; from then on it alone
    /// touches `decoder`.
    private var readAhead: ReadAhead?
    /// Whether a decoding thread reads this trace (for tests that must know they exercise it).
    var isReadingAhead: Bool { readAhead != nil }

    /// Opens `path` (`-` for standard input) and reads its header.
    ///
    /// With `readsAhead`, a large trace file is decoded on a second thread while the caller
    /// handles the events `nextRecord()` returned (`ReadAhead`): for consumers that only
    /// resolve the reader's symbols, never intern into them. The records, lines and errors
    /// are the same either way.
    public convenience init(path: String, readsAhead: Bool = false) throws(Diagnostic) {
        try self.init(path: path, readsAhead: readsAhead, symbols: TraceSymbols())
    }

    /// The reader with its tables and batches chosen (tests make them small enough to reach
    /// a table's start-over and a batch's end on a short trace).
    ///
    /// A header that names no profile gets the one its events show (`ProfileInference`), read
    /// once ahead from the file, so that every consumer reads the trace under the same profile;
    /// standard input cannot be read twice and keeps none.
    init(
        path: String, readsAhead: Bool, symbols: TraceSymbols, smallestFileToReadAhead: Int64 = ReadAhead.smallestFile,
        readAheadBatch: Int = ReadAhead.batchSize, infersProfile: Bool = true
    ) throws(Diagnostic) {
        self.symbols = symbols
        lines = try LineReader(path: path)
        decoder = TraceLineDecoder(lines: lines, symbols: symbols)
        mayReadAhead =
            readsAhead && path != "-"
            && lines.descriptor.map { ReadAhead.pays(for: $0, smallestFile: smallestFileToReadAhead) } ?? false
        self.readAheadBatch = readAheadBatch
        var first = try lines.nextLine()
        if let line = first, line.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw Diagnostic(
                file: lines.displayName, line: 1, column: 1,
                "byte-order mark at the start of the trace; save it as UTF-8 without a BOM")
        }
        while let line = first, line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
            first = try lines.nextLine()
        }
        guard let first else {
            throw Diagnostic(
                file: lines.displayName, line: max(lines.lineNumber, 1), column: 1,
                "empty trace: expected a header line {\"lifeline\":1,…}")
        }
        let site = LineSite(file: lines.displayName, line: lines.lineNumber)
        let members: [JSONParser.Member]
        do { members = try JSONParser.parseObject(first) } catch { throw site.error(error.column, error.message) }
        var header = try TraceEventCodec.decodeHeader(members, site: site)
        try TraceHeaderSchema.validate(members, site: site)
        if header.profile == nil, infersProfile, path != "-" {
            let inference = try ProfileInference.infer(path: path)
            header.profile = inference.profile
            header.inferredProfile = inference
        }
        self.header = header
    }

    deinit { readAhead?.stop() }

    /// The next event as a record of `symbols`, or nil at the end of the trace. Blank lines
    /// are skipped. This is the streaming consumers' path: it builds no `String` for lines
    /// in the writer's own shape (`TraceLineDecoder`).
    public func nextRecord() throws(Diagnostic) -> EventRecord? {
        var record = EventRecord.blank
        return try nextRecord(into: &record) ? record : nil
    }

    /// Reads the next event into `record`; false at the end of the trace (`record` is then
    /// undefined). The same as `nextRecord()`, for the consumers of millions of events: the
    /// record is written where the caller keeps it, with no `Optional` to copy it through.
    package func nextRecord(into record: inout EventRecord) throws(Diagnostic) -> Bool {
        if let readAhead { return try Self.take(readAhead.nextRecord(), into: &record) }
        if mayReadAhead {
            mayReadAhead = false
            if let started = ReadAhead(decoding: decoder, batchSize: readAheadBatch) {
                readAhead = started
                return try Self.take(started.nextRecord(), into: &record)
            }
        }
        return try decoder.nextRecord(into: &record)
    }

    @inline(__always)
    private static func take(_ next: EventRecord?, into record: inout EventRecord) -> Bool {
        guard let next else { return false }
        record = next
        return true
    }

    /// The next event, or nil at the end of the trace. Blank lines are skipped.
    public func next() throws(Diagnostic) -> TraceEvent? {
        if let readAhead { return try readAhead.nextRecord().map(symbols.event(for:)) }
        mayReadAhead = false
        return try decoder.nextEvent()
    }

    /// Reads every remaining event: for small traces and tests; large ones should stream.
    public func readAll() throws(Diagnostic) -> [TraceEvent] {
        var events: [TraceEvent] = []
        while let event = try next() { events.append(event) }
        return events
    }
}
