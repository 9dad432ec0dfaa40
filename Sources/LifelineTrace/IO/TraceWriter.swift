import LifelineSupport

/// Writes a trace as JSON Lines to a file (atomically) or to standard output.
///
/// Events are encoded straight into a buffer (`TraceLineEncoder`) that goes to the file in
/// 64 KiB pieces: no `String` per event and one `write(2)` per piece.
public final class TraceWriter {
    private let output: OutputFile
    /// Behind a pointer: as a stored property, each event's append was an exclusivity-checked
    /// access spanning the whole encoding, which cost as much as encoding the seq and time.
    private let encoder: UnsafeMutablePointer<TraceLineEncoder>

    /// How much is encoded before it is handed to the file.
    private static let chunk = 1 << 16

    /// Starts a trace at `path` (`-` for standard output) with its header line.
    public init(path: String, header: TraceHeader) throws(Diagnostic) {
        output = try OutputFile(path: path)
        // Allocated once the file is open, so that a failed open leaves nothing behind.
        encoder = .allocate(capacity: 1)
        encoder.initialize(to: TraceLineEncoder(capacity: TraceWriter.chunk + 4096))
        encoder.pointee.append(line: TraceEventCodec.encode(header))
    }

    deinit {
        encoder.deinitialize(count: 1)
        encoder.deallocate()
    }

    /// Appends one event line.
    public func write(_ event: TraceEvent) throws(Diagnostic) {
        encoder.pointee.append(event)
        if encoder.pointee.buffer.count >= TraceWriter.chunk { try drain() }
    }

    private func drain() throws(Diagnostic) {
        try output.write(encoder.pointee.buffer.bytes)
        encoder.pointee.buffer.removeAll()
    }

    /// Hands everything written so far to the file (for a stream read by another program as it
    /// grows: `log stream | lifeline import -`).
    package func flush() throws(Diagnostic) {
        try drain()
        try output.flush()
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
