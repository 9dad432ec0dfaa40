#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LifelineSupport
import LifelineTrace

/// A large log file's lines, read on a second thread a few batches ahead of the importer: that
/// thread reads the file, splits it into lines and makes each record of `log`'s JSON styles
/// into its console line (`FileLines`); the importer's thread parses the lines. Reading is a
/// quarter of a 1 GB `log stream --style ndjson` import and a record's JSON about 40% of the
/// rest, so on two cores the two halves overlap (Docs/performance-history.md, "Import reads
/// ahead": 1M ndjson records in 0.53 s instead of 1.0 s).
///
/// The importer sees exactly what `FileLines` on its own thread would give it: the same lines
/// with the same positions, in the same order, then the same end or the same error. Only the
/// console lines cross between the threads (a tenth of an ndjson record's bytes).
final class LinePipeline {
    /// Lines in a batch, and the bytes after which a batch is handed over early: the threads
    /// meet once a batch, rarely enough not to show; the batches stay in the cache.
    static let batchLines = 4096
    static let batchBytes = 256 << 10
    /// Batches in flight: the importer's, the reader's and two ready. Memory: about 1 MB, more
    /// only while a batch holds a line longer than `batchBytes`.
    static let batchCount = 4
    /// Smaller logs are read on the importer's thread: starting a thread costs more than it saves.
    static let smallestFile: Int64 = 8 << 20

    /// Lines and where each is in the log, copied out of the reader's buffer.
    fileprivate final class Batch {
        var bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: LinePipeline.batchBytes)
        var capacity = LinePipeline.batchBytes
        var count = 0
        var ends: [Int] = []
        /// Each line's number in the log; a line that is not plain (a record's, an unreadable
        /// record's first) also has its whole position in `others`, by its index in the batch.
        var numbers: [Int] = []
        var others: [(index: Int, position: LinePosition)] = []
        /// Set on the last batch: the error reading ended on, if any.
        var failure: Diagnostic?
        var last = false

        init() {
            ends.reserveCapacity(LinePipeline.batchLines)
            numbers.reserveCapacity(LinePipeline.batchLines)
        }

        deinit { bytes.deallocate() }

        func reset() {
            count = 0
            ends.removeAll(keepingCapacity: true)
            numbers.removeAll(keepingCapacity: true)
            others.removeAll(keepingCapacity: true)
            failure = nil
            last = false
        }

        /// Appends `line`, from where `records` says it is.
        func append(_ line: UnsafeBufferPointer<UInt8>, at records: UnifiedLogRecords) {
            if count + line.count > capacity {
                let grown = max(capacity * 2, count + line.count)
                let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
                larger.update(from: bytes, count: count)
                bytes.deallocate()
                bytes = larger
                capacity = grown
            }
            if let base = line.baseAddress { (bytes + count).update(from: base, count: line.count) }
            count += line.count
            ends.append(count)
            numbers.append(records.position.line)
            // Most lines are plain: their number says where they are, with no copy of the rest.
            if !records.isPlainLine { others.append((ends.count - 1, records.position)) }
        }

        var isFull: Bool { ends.count >= LinePipeline.batchLines || count >= LinePipeline.batchBytes }
    }

    /// What the two threads share, touched only under `lock`. The reading thread holds this,
    /// not the pipeline, so that the pipeline's end stops it.
    private final class Channel: @unchecked Sendable {
        let lock = HandoffLock()
        var ready: [Batch] = []
        var free: [Batch] = (0..<LinePipeline.batchCount).map { _ in Batch() }
        var cancelled = false
        var readerDone = false
    }

    private let channel = Channel()
    // The importer's own.
    private var current: Batch?
    private var index = 0
    /// The next of the batch's `others`.
    private var other = 0
    private var ended = false
    /// Where the last line handed out is in the log.
    private(set) var position = LinePosition()

    /// Whether `reader`'s file is worth a reading thread: a regular file of at least
    /// `smallestFile` bytes, when a second core may be used (`Cores`: not under `LIFELINE_JOBS=1`).
    static func pays(for reader: ConsoleLogReader) -> Bool {
        Cores.available >= 2 && reader.isRegularFile(ofAtLeast: smallestFile)
    }

    /// Starts reading `lines` on a new thread; nil when no thread could be made (the caller
    /// then reads on its own thread). From here on only that thread reads `lines`.
    init?(reading lines: FileLines) {
        nonisolated(unsafe) var lines = lines
        let channel = channel
        guard DetachedThread.start({ LinePipeline.read(&lines, into: channel) }) else { return nil }
    }

    /// Stops the reading thread and waits until it no longer touches the reader.
    deinit {
        let channel = channel
        channel.lock.run { channel.cancelled = true }
        channel.lock.run(when: { channel.readerDone }) {}
    }

    /// The next line, a view valid until the next call, or nil at the end; throws the error
    /// reading ended on, after every line before it.
    func nextLine() throws(Diagnostic) -> UnsafeBufferPointer<UInt8>? {
        while true {
            if let batch = current {
                if index < batch.ends.count {
                    let from = index == 0 ? 0 : batch.ends[index - 1]
                    if other < batch.others.count, batch.others[other].index == index {
                        position = batch.others[other].position
                        other += 1
                    } else {
                        let number = batch.numbers[index]
                        position = LinePosition(line: number, first: number, last: number)
                    }
                    index += 1
                    return UnsafeBufferPointer(start: batch.bytes + from, count: batch.ends[index - 1] - from)
                }
                current = nil
                if batch.last {
                    ended = true
                    if let failure = batch.failure {
                        batch.failure = nil
                        throw failure
                    }
                    return nil
                }
                let channel = channel
                channel.lock.run { channel.free.append(batch) }
            }
            if ended { return nil }
            let channel = channel
            current = channel.lock.run(when: { !channel.ready.isEmpty }) { channel.ready.removeFirst() }
            index = 0
            other = 0
        }
    }

    // MARK: The reading thread

    private static func read(_ lines: inout FileLines, into channel: Channel) {
        defer { channel.lock.run { channel.readerDone = true } }
        while let batch = channel.lock.run(
            when: { !channel.free.isEmpty || channel.cancelled },
            { channel.cancelled ? nil : channel.free.removeLast() })
        {
            batch.reset()
            do {
                while !batch.isFull {
                    guard let line = try lines.nextLine() else {
                        batch.last = true
                        break
                    }
                    batch.append(line, at: lines.records)
                }
            } catch {
                batch.failure = error
                batch.last = true
            }
            channel.lock.run { channel.ready.append(batch) }
            if batch.last { return }
        }
    }
}
