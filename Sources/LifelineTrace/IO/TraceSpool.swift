#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LifelineSupport
import SystemPackage

/// A trace whose header is known only after its events (a one-pass import learns which
/// callbacks the log shows while it writes them): the events wait, encoded, in an unnamed
/// temporary file beside the target, and `finish` writes the header and then them to the
/// target, as atomically as ``TraceWriter`` does. Memory stays constant, however long the trace.
package final class TraceSpool {
    private let spool: FileDescriptor
    private var encoder: TraceLineEncoder
    private var spooledBytes = 0

    private static let chunk = 1 << 16
    /// How much of the spool is read back at a time.
    private static let copyChunk = 1 << 20

    /// A spool for a trace to be written at `path` (`-`: standard output), or nil where no
    /// temporary file can be made beside it: then the caller writes the trace another way,
    /// which reports why the target cannot be written.
    package init?(for path: String) {
        let slash = path.lastIndex(of: "/")
        let directory =
            path == "-"
            ? TemporaryFile.directory
            : slash.map { String(path[..<$0]) } ?? "."
        guard let fd = TraceSpool.openUnnamed(in: directory.isEmpty ? "/" : directory) else { return nil }
        spool = fd
        encoder = TraceLineEncoder(capacity: TraceSpool.chunk + 4096)
    }

    deinit {
        try? spool.close()
    }

    /// Appends one event line.
    package func write(_ event: TraceEvent) throws(Diagnostic) {
        encoder.append(event)
        if encoder.buffer.count >= TraceSpool.chunk { try drain() }
    }

    private func drain() throws(Diagnostic) {
        do { _ = try spool.writeAll(UnsafeRawBufferPointer(encoder.buffer.bytes)) } catch {
            throw Diagnostic(file: "<temporary file>", line: 1, column: 1, "write failed: \(Errno.describing(error))")
        }
        spooledBytes += encoder.buffer.count
        encoder.buffer.removeAll()
    }

    /// Writes the trace to `path`: `header`, then the events spooled.
    package func finish(path: String, header: TraceHeader) throws(Diagnostic) {
        try drain()
        let output = try OutputFile(path: path)
        var line = TraceLineEncoder()
        line.append(line: TraceEventCodec.encode(header))
        try output.write(line.buffer.bytes)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: TraceSpool.copyChunk)
        defer { buffer.deallocate() }
        var offset = 0
        while offset < spooledBytes {
            let count: Int
            do {
                count = try spool.read(
                    fromAbsoluteOffset: Int64(offset),
                    into: UnsafeMutableRawBufferPointer(
                        start: buffer, count: min(TraceSpool.copyChunk, spooledBytes - offset)))
            } catch {
                throw Diagnostic(file: "<temporary file>", line: 1, column: 1, "read error: \(Errno.describing(error))")
            }
            guard count > 0 else {
                throw Diagnostic(file: "<temporary file>", line: 1, column: 1, "read error: ended early")
            }
            try output.write(UnsafeBufferPointer(start: buffer, count: count))
            offset += count
        }
        try output.commit()
    }

    /// A read-write file in `directory` with no name: an unnamed one where the system offers
    /// it, else a named one removed at once.
    private static func openUnnamed(in directory: String) -> FileDescriptor? {
        if let fd = TemporaryFile.unnamed(in: directory, .readWrite) { return fd }
        guard let (fd, path) = TemporaryFile.named(in: directory, prefix: ".lifeline-spool-") else { return nil }
        unlink(path)
        return fd
    }
}
