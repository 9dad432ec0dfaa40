import LifelineTrace

/// Where a renderer reads events from, one at a time: a ``TraceReader`` streaming a file, or
/// an array in tests. Renderers never hold all events, so a 10M-event trace costs one pass.
public protocol TraceSource: AnyObject {
    var header: TraceHeader { get }
    /// The next event, or nil at the end.
    func next() throws(Diagnostic) -> TraceEvent?
}

extension TraceReader: TraceSource {}

/// Events held in memory, for tests and small generated traces.
public final class EventArraySource: TraceSource {
    public let header: TraceHeader
    private let events: [TraceEvent]
    private var index = 0

    public init(header: TraceHeader, events: [TraceEvent]) {
        self.header = header
        self.events = events
    }

    public func next() throws(Diagnostic) -> TraceEvent? {
        guard index < events.count else { return nil }
        defer { index += 1 }
        return events[index]
    }
}

/// Events made on demand by a closure (`nil` ends the trace): a generated trace of any
/// length in constant memory.
public final class GeneratedSource: TraceSource {
    public let header: TraceHeader
    private let make: (Int) -> TraceEvent?
    private var index = 0

    public init(header: TraceHeader, make: @escaping (Int) -> TraceEvent?) {
        self.header = header
        self.make = make
    }

    public func next() throws(Diagnostic) -> TraceEvent? {
        defer { index += 1 }
        return make(index)
    }
}
