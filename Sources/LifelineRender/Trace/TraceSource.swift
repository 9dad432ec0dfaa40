import LifelineModel
import LifelineSupport
import LifelineTrace

/// Where a renderer reads events from, one at a time: a `TraceReader` streaming a file, or
/// an array in tests. Renderers never hold all events, so a 10M-event trace costs one pass.
///
/// Events come as records (`EventRecord`, strings as symbols of `symbols`), so following a
/// trace builds no `String` per event; `next()` gives the event with its strings, for
/// consumers that draw every event's text.
public protocol TraceSource: AnyObject {
    var header: TraceHeader { get }
    /// The strings behind the records `nextRecord()` returns.
    var symbols: TraceSymbols { get }
    /// The next event as a record of `symbols`, or nil at the end.
    func nextRecord() throws(Diagnostic) -> EventRecord?
}

extension TraceSource {
    /// The next event with its strings, or nil at the end.
    package func next() throws(Diagnostic) -> TraceEvent? {
        guard let record = try nextRecord() else { return nil }
        return symbols.event(for: record)
    }
}

extension TraceReader: TraceSource {}

/// A source that follows each record as it hands it on (the checker's, when a drawing is
/// checked; the scene limit's otherwise): every drawing reads its step instead of following
/// the trace again, so an event is followed once, and drawn as `check` judged it.
package protocol FollowingSource: TraceSource {
    /// What the follower made of the record `nextRecord()` returned last.
    var lastStep: FollowStep { get }
}

extension TraceSource {
    /// The source as one that follows the trace, if it does: what a reader asks once, before
    /// its loop, and then reads `lastStep` of per record. The cast is a conformance look-up in
    /// the Swift runtime's cache; made per record it was 14% of `render timeline`'s instructions.
    package var following: FollowingSource? { self as? FollowingSource }
}

/// Events held in memory, for tests and small generated traces.
package final class EventArraySource: TraceSource {
    package let header: TraceHeader
    package let symbols = TraceSymbols()
    private let events: [TraceEvent]
    private var index = 0

    package init(header: TraceHeader, events: [TraceEvent]) {
        self.header = header
        self.events = events
    }

    package func nextRecord() throws(Diagnostic) -> EventRecord? {
        guard index < events.count else { return nil }
        defer { index += 1 }
        return symbols.record(for: events[index])
    }
}

/// Events made on demand by a closure (`nil` ends the trace): a generated trace of any
/// length in constant memory.
package final class GeneratedSource: TraceSource {
    package let header: TraceHeader
    package let symbols = TraceSymbols()
    private let make: (Int) -> TraceEvent?
    private var index = 0

    package init(header: TraceHeader, make: @escaping (Int) -> TraceEvent?) {
        self.header = header
        self.make = make
    }

    package func nextRecord() throws(Diagnostic) -> EventRecord? {
        defer { index += 1 }
        return make(index).map { symbols.record(for: $0) }
    }
}
