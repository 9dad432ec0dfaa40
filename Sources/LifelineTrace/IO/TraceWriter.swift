/// Writes a trace as JSON Lines to a file (atomically) or to standard output.
public final class TraceWriter {
    private let output: OutputFile

    /// Starts a trace at `path` (`-` for standard output) with its header line.
    public init(path: String, header: TraceHeader) throws(Diagnostic) {
        output = try OutputFile(path: path)
        try output.write(TraceEventCodec.encode(header) + "\n")
    }

    public func write(_ event: TraceEvent) throws(Diagnostic) {
        try output.write(TraceEventCodec.encode(event) + "\n")
    }

    /// Puts the finished trace in place.
    public func finish() throws(Diagnostic) { try output.commit() }

    /// The trace as text, for tests and small in-memory uses.
    public static func text(header: TraceHeader, events: [TraceEvent]) -> String {
        var out = TraceEventCodec.encode(header) + "\n"
        for event in events { out += TraceEventCodec.encode(event) + "\n" }
        return out
    }
}
