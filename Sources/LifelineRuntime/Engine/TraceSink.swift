import LifelineTrace

/// Where the runtime sends the events it emits, one at a time (so long runs stream).
public protocol TraceSink: AnyObject {
    func write(_ event: TraceEvent) throws(Diagnostic)
}

/// Keeps the events in memory: for tests and small scenarios.
public final class TraceCollector: TraceSink {
    public private(set) var events: [TraceEvent] = []
    public init() {}
    public func write(_ event: TraceEvent) throws(Diagnostic) { events.append(event) }
}

/// Streams the events to a `TraceWriter` (a file, written atomically, or standard output).
public final class TraceWriterSink: TraceSink {
    let writer: TraceWriter
    public init(_ writer: TraceWriter) { self.writer = writer }
    public func write(_ event: TraceEvent) throws(Diagnostic) { try writer.write(event) }
}

/// Counts events and remembers where the callbacks are, for choosing a mutation.
final class CallbackLocator: TraceSink {
    private(set) var count = 0
    private(set) var callbacks: [(index: Int, method: String)] = []
    func write(_ event: TraceEvent) throws(Diagnostic) {
        if event.kind == .callback, let method = event.method { callbacks.append((count, method.swiftName)) }
        count += 1
    }
}
