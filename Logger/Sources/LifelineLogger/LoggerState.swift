import Foundation

/// Everything a ``LifelineLogger`` changes, kept behind its lock (``LockedState``).
struct LoggerState {
    /// The trace, once started.
    var lines: LifelineTraceLines?
    /// The open file, until `stop()` or a failed write.
    var file: TraceFile?
    /// Where the file is, kept after it is closed.
    var fileURL: URL?
    /// The monotonic clock's reading at `start()`, time zero of the trace.
    var origin: UInt64 = 0
    var outputs: LifelineLogger.Outputs = .standard
    #if canImport(os)
        var unifiedLog: UnifiedLogSink?
    #endif

    /// Writes `line` to every output, in order. A file that fails (a full disk, a revoked
    /// file) is closed with one console line, and the other outputs go on: a logger must never
    /// take the app down.
    mutating func emit(_ line: String) {
        if outputs.contains(.console) { print(line) }
        #if canImport(os)
            if outputs.contains(.unifiedLog) {
                if unifiedLog == nil { unifiedLog = UnifiedLogSink() }
                unifiedLog?.write(line)
            }
        #endif
        guard let current = file else { return }
        do {
            try current.append(line)
        } catch {
            print("LifelineLogger: stopped writing \(error)")
            current.close()
            file = nil
        }
    }
}
