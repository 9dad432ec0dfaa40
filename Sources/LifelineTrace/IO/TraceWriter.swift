/// Writes a trace as JSON Lines to a file (atomically) or to standard output.
///
/// Events are encoded straight into a buffer (`TraceLineEncoder`) that goes to the file in
/// 64 KiB pieces: no `String` per event and one `write(2)` per piece.
public final class TraceWriter {
    private let output: OutputFile
    private var encoder = TraceLineEncoder(capacity: TraceWriter.chunk + 4096)

    /// How much is encoded before it is handed to the file.
    private static let chunk = 1 << 16

    /// Starts a trace at `path` (`-` for standard output) with its header line.
    public init(path: String, header: TraceHeader) throws(Diagnostic) {
        output = try OutputFile(path: path)
        encoder.append(line: TraceEventCodec.encode(header))
    }

    /// Appends one event line.
    public func write(_ event: TraceEvent) throws(Diagnostic) {
        encoder.append(event)
        if encoder.buffer.count >= TraceWriter.chunk { try drain() }
    }

    private func drain() throws(Diagnostic) {
        try output.write(encoder.buffer.bytes)
        encoder.buffer.removeAll()
    }

    /// Puts the finished trace in place.
    public func finish() throws(Diagnostic) {
        try drain()
        try output.commit()
    }

    /// The trace as text, for tests and small in-memory uses.
    public static func text(header: TraceHeader, events: [TraceEvent]) -> String {
        var encoder = TraceLineEncoder()
        encoder.append(line: TraceEventCodec.encode(header))
        for event in events { encoder.append(event) }
        return String(decoding: encoder.buffer.bytes, as: UTF8.self)
    }
}
