import LifelineSupport

/// A trace's event lines, read and decoded one at a time: the fast decoders first, the strict
/// reference path for what they decline. `TraceReader` drives it on the caller's thread, or
/// `ReadAhead` on a thread of its own.
///
/// Everything here is touched by one thread at a time: the reader's, or the read-ahead's
/// until it finishes.
final class TraceLineDecoder {
    let lines: LineReader
    /// The tables the records' symbols point into.
    let symbols: TraceSymbols
    private let canonical: CanonicalLineDecoder
    private let foreign: ForeignLineDecoder
    /// Whether the last line a fast decoder read was the foreign one's (`fastRecord`).
    @exclusivity(unchecked) private var foreignFirst = false
    /// The last event's seq: each must be larger.
    @exclusivity(unchecked) private var lastSeq = 0

    init(lines: LineReader, symbols: TraceSymbols) {
        self.lines = lines
        self.symbols = symbols
        canonical = CanonicalLineDecoder(symbols: symbols)
        foreign = ForeignLineDecoder(symbols: symbols)
    }

    /// The next event as a record of `symbols`, or nil at the end of the trace. Blank lines
    /// are skipped.
    ///
    /// Lines in the writer's own shape take `CanonicalLineDecoder`'s no-allocation path, other
    /// valid JSON (another writer's key order, spacing, escapes) `ForeignLineDecoder`'s; what
    /// neither takes goes to the strict reference path, which reads it to the same event or
    /// says exactly what is wrong with it.
    @inline(__always)
    func nextRecord() throws(Diagnostic) -> EventRecord? {
        var record = EventRecord.blank
        return try nextRecord(into: &record) ? record : nil
    }

    /// Reads the next event into `record`; false at the end of the trace (`record` is then
    /// undefined). The streaming path: no `Optional` of the record to copy out.
    @inline(__always)
    func nextRecord(into record: inout EventRecord) throws(Diagnostic) -> Bool {
        while let line = try lines.nextLineBytes() {
            if fastRecord(line, into: &record) { return true }
            if let event = try referenceEvent(line) {
                record = symbols.record(for: event)
                return true
            }
        }
        return false
    }

    /// The next event, or nil at the end of the trace. Blank lines are skipped.
    func nextEvent() throws(Diagnostic) -> TraceEvent? {
        var record = EventRecord.blank
        while let line = try lines.nextLineBytes() {
            if fastRecord(line, into: &record) { return symbols.event(for: record) }
            if let event = try referenceEvent(line) { return event }
        }
        return nil
    }

    /// `line` through the canonical decoder, else the foreign one; nil when neither reads it
    /// (or its seq does not increase, which the reference path reports). A trace comes from
    /// one writer: once the foreign decoder has read a line it goes first, so that another
    /// writer's lines do not each try the canonical shape in vain.
    @inline(__always)
    private func fastRecord(_ line: UnsafeBufferPointer<UInt8>, into record: inout EventRecord) -> Bool {
        // Plain branches rather than `??`, which kept one more copy of the record (a
        // `memmove` per line).
        if foreignFirst {
            if let decoded = foreign.decode(line) {
                record = decoded
                return accepted(record)
            }
            if canonical.decode(line, into: &record) {
                foreignFirst = false
                return accepted(record)
            }
            return false
        }
        if canonical.decode(line, into: &record) { return accepted(record) }
        if let decoded = foreign.decode(line) {
            foreignFirst = true
            record = decoded
            return accepted(record)
        }
        return false
    }

    /// Whether a fast path's record may be returned (its seq increases, its cause is one);
    /// notes its seq when it may.
    @inline(__always)
    private func accepted(_ record: EventRecord) -> Bool {
        guard record.seq > lastSeq, Self.causeIsValid(record.cause) else { return false }
        lastSeq = record.seq
        return true
    }

    /// The strict path: `line` read through `JSONParser` and `TraceEventCodec`, which name
    /// exactly what is wrong; nil for a blank line.
    private func referenceEvent(_ line: UnsafeBufferPointer<UInt8>) throws(Diagnostic) -> TraceEvent? {
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return nil }
        let site = LineSite(file: lines.displayName, line: lines.lineNumber)
        let members: [JSONParser.Member]
        do { members = try JSONParser.parseObject(line) } catch { throw site.error(error.column, error.message) }
        let event = try TraceEventCodec.decodeEvent(members, site: site)
        // The schema's rules a decoder may not check itself: applied to the decoded value.
        if let cause = event.cause, !Self.causeIsValid(cause) {
            let column = members.first { $0.key == "cause" }?.column ?? 1
            throw site.error(column, "\"cause\" must be the seq of an earlier event (1 or more), found \(cause)")
        }
        guard event.seq > lastSeq else {
            // Every rule, the renderer's order and `cause` links rely on seq order, so a
            // trace out of order is malformed rather than merely suspicious.
            let column = members.first { $0.key == "seq" }?.column ?? 1
            throw site.error(column, "seq \(event.seq) does not increase (the previous event has seq \(lastSeq))")
        }
        lastSeq = event.seq
        return event
    }

    /// Whether `cause` is a seq at all: 1 or more, as the schema says (`minimum: 1`).
    @inline(__always) static func causeIsValid(_ cause: Int?) -> Bool { cause.map { $0 >= 1 } ?? true }
}
