#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LifelineSupport
import SystemPackage

/// Reads a large console log's bytes on a second thread, a few chunks ahead of the importer:
/// while one chunk's lines are parsed, the kernel copies the next ones in. Reading is about a
/// quarter of an import's time (the system time of a 1 GB `log stream --style ndjson` log), so
/// on two cores the wall time comes near the parsing alone (Docs/performance.md, "Import reads
/// ahead").
///
/// ``read(into:count:)`` gives exactly what `read(2)` on a regular file gives: `count` bytes, or
/// fewer only at the end. `ConsoleLogReader` therefore splits the log into the same lines, with
/// the same over-long lines skipped, as when it reads the file itself. A read error is thrown
/// when the importer reaches the bytes it stopped, as `read(2)` would have thrown it there.
final class ChunkReadAhead: @unchecked Sendable {  // the shared fields are touched only under `lock`
    /// Bytes a chunk holds: large enough that the threads meet rarely, small enough to stay in
    /// the cache between the two.
    static let chunkSize = 1 << 20
    /// Chunks in flight: the importer's, the reader's and two ready. Memory: 4 MB.
    static let chunkCount = 4
    /// Smaller logs are read on the importer's thread: starting a thread costs more than it saves.
    static let smallestFile: Int64 = 8 << 20

    private final class Chunk {
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: ChunkReadAhead.chunkSize)
        var count = 0
        /// Set on the last chunk: the read error the file ended on, if any.
        var failure: Diagnostic?
        var last = false
        deinit { bytes.deallocate() }
    }

    private let lock = HandoffLock()
    // Under `lock`.
    private var ready: [Chunk] = []
    private var free: [Chunk] = []
    private var cancelled = false
    private var readerDone = false
    // The importer's own.
    private var current: Chunk?
    private var offset = 0
    private var ended = false

    /// Whether the log behind `descriptor` is worth a reading thread: a regular file of at least
    /// `smallestFile` bytes, when a second core may be used (`Cores`: not under `LIFELINE_JOBS=1`).
    static func pays(for descriptor: FileDescriptor) -> Bool {
        guard Cores.available >= 2, let info = try? descriptor.stat(), info.type == .regular else { return false }
        return Int64(info.size) >= smallestFile
    }

    /// Starts reading `descriptor` from its current offset on a new thread; nil when no thread
    /// could be made (the caller then reads on its own thread). Until ``stop()`` only that
    /// thread reads `descriptor`.
    init?(reading descriptor: FileDescriptor) {
        free = (0..<ChunkReadAhead.chunkCount).map { _ in Chunk() }
        guard DetachedThread.start({ [self] in readAll(descriptor) }) else { return nil }
    }

    /// Stops the reading thread and waits until it no longer touches the descriptor.
    func stop() {
        lock.run { cancelled = true }
        lock.run(when: { readerDone }) {}
    }

    // MARK: The importer's side

    /// Copies the log's next `count` bytes (fewer only at its end) into `destination`; the
    /// number copied, 0 at the end. A read error names the log `file`, as the importer's own
    /// read would.
    func read(into destination: UnsafeMutablePointer<UInt8>, count: Int, file: String) throws(Diagnostic) -> Int {
        var copied = 0
        while copied < count {
            if let chunk = current {
                if offset < chunk.count {
                    let n = min(count - copied, chunk.count - offset)
                    (destination + copied).update(from: chunk.bytes + offset, count: n)
                    offset += n
                    copied += n
                    continue
                }
                current = nil
                if chunk.last {
                    ended = true
                    if let failure = chunk.failure, copied == 0 {
                        chunk.failure = nil
                        throw Diagnostic(file: file, line: failure.line, column: failure.column, failure.message)
                    }
                    // The error (if any) is thrown by the next call, as `read(2)` would.
                    if chunk.failure != nil { current = chunk }
                    return copied
                }
                lock.run { free.append(chunk) }
            }
            if ended { return copied }
            current = lock.run(when: { !ready.isEmpty }) { ready.removeFirst() }
            offset = 0
        }
        return copied
    }

    // MARK: The reading thread

    private func readAll(_ descriptor: FileDescriptor) {
        defer { lock.run { readerDone = true } }
        while let chunk = lock.run(when: { !free.isEmpty || cancelled }, { cancelled ? nil : free.removeLast() }) {
            chunk.count = 0
            chunk.last = false
            chunk.failure = nil
            do {
                while chunk.count < ChunkReadAhead.chunkSize {
                    let n = try ReadableFile.readChunk(
                        descriptor, into: chunk.bytes + chunk.count, count: ChunkReadAhead.chunkSize - chunk.count,
                        name: "")
                    if n == 0 {
                        chunk.last = true
                        break
                    }
                    chunk.count += n
                }
            } catch {
                chunk.failure = error
                chunk.last = true
            }
            lock.run { ready.append(chunk) }
            if chunk.last { return }
        }
    }
}
