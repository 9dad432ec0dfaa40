import LifelineSupport
import LifelineTrace

/// Where the runtime sends the events it emits, one at a time (so long runs stream).
public protocol TraceSink: AnyObject {
    func write(_ event: TraceEvent) throws(Diagnostic)
}

/// Keeps the events in memory: for tests and small scenarios.
public final class TraceCollector: TraceSink {
    /// The events written so far, in order.
    public private(set) var events: [TraceEvent] = []
    /// An empty collector.
    public init() {}
    /// Keeps `event`.
    public func write(_ event: TraceEvent) throws(Diagnostic) { events.append(event) }
}

/// Streams the events to a `TraceWriter` (a file, written atomically, or standard output).
package final class TraceWriterSink: TraceSink {
    let writer: TraceWriter
    package init(_ writer: TraceWriter) { self.writer = writer }
    package func write(_ event: TraceEvent) throws(Diagnostic) { try writer.write(event) }
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
