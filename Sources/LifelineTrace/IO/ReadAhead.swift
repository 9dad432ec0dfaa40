import LifelineSupport
import SystemPackage

/// Reads and decodes a large trace on a second thread, a batch of events ahead of the
/// consumer: while `check` follows and checks one batch, the next is being read. Decoding is
/// about half of `check`'s time, so on two cores a trace is checked in a little over half the
/// time (Docs/performance.md, "A decoding thread").
///
/// The consumer sees exactly what a reader on its own thread would give it: the same records
/// in the same order, each with its line, then the same end or the same error. Symbols stay
/// valid as long as they would: the decoding thread interns, the consumer only resolves, and a
/// table starts over only once the consumer has asked for the event after the last one it was
/// given (`TraceSymbols.nextEventStartsOver`), which is when a single thread would start it over.
final class ReadAhead: @unchecked Sendable {  // the shared fields are touched only under `lock`
    /// Events in a batch: the threads meet once a batch, so rarely enough not to show.
    static let batchSize = 4096
    /// Batches in flight: the consumer's, the decoder's and two ready, so neither side waits
    /// on the other's small stalls. Memory: about 2 MB at 128-byte records.
    static let batchCount = 4
    /// Smaller files are read on the caller's thread: starting a thread costs more than it saves.
    static let smallestFile: Int64 = 8 << 20

    private final class Batch {
        var records: [EventRecord] = []
        var lines: [Int] = []
        /// Set on the last batch: how the trace ended.
        var ending: Ending?

        init(capacity: Int) {
            records.reserveCapacity(capacity)
            lines.reserveCapacity(capacity)
        }
    }

    private enum Ending {
        case end(line: Int)
        case failure(Diagnostic, line: Int)
    }

    private let lock = HandoffLock()
    private let batchSize: Int
    // Under `lock`.
    private var ready: [Batch] = []
    private var free: [Batch] = []
    private var cancelled = false
    private var decoderDone = false
    // The consumer's own.
    private var current: Batch?
    private var index = 0
    private var ended: Ending?
    /// The line the last record `nextRecord()` returned came from.
    private(set) var lineNumber = 0

    /// Whether the trace behind `descriptor` is worth a decoding thread: a regular file of at
    /// least `smallestFile` bytes, when a second core may be used (`Cores`: not under
    /// `LIFELINE_JOBS=1`).
    static func pays(for descriptor: FileDescriptor, smallestFile: Int64 = ReadAhead.smallestFile) -> Bool {
        guard let info = try? descriptor.stat(), info.type == .regular, Int64(info.size) >= smallestFile else {
            return false
        }
        return Cores.available >= 2
    }

    /// Starts decoding with `decoder` on a new thread; nil when no thread could be made (the
    /// caller then reads on its own thread). From here on only that thread touches `decoder`.
    init?(decoding decoder: TraceLineDecoder, batchSize: Int = ReadAhead.batchSize) {
        self.batchSize = max(batchSize, 1)
        free = (0..<ReadAhead.batchCount).map { _ in Batch(capacity: self.batchSize) }
        nonisolated(unsafe) let decoder = decoder
        guard DetachedThread.start({ [self] in decode(decoder) }) else { return nil }
    }

    /// Stops the decoding thread and waits for it to let go of the decoder.
    func stop() {
        lock.run { cancelled = true }
        lock.run(when: { decoderDone }) {}
    }

    // MARK: The consumer's side

    /// The next record, or nil at the end; throws the error the trace's reading ended on.
    func nextRecord() throws(Diagnostic) -> EventRecord? {
        while true {
            if let batch = current {
                if index < batch.records.count {
                    lineNumber = batch.lines[index]
                    index += 1
                    return batch.records[index - 1]
                }
                // Done with every record of the batch: its symbols may now be reused.
                ended = batch.ending
                current = nil
                lock.run { free.append(batch) }
            }
            switch ended {
            case .end(let line)?:
                lineNumber = line
                return nil
            case .failure(let error, let line)?:
                lineNumber = line
                throw error
            case nil:
                current = lock.run(when: { !ready.isEmpty }) { ready.removeFirst() }
                index = 0
            }
        }
    }

    // MARK: The decoding thread

    private func decode(_ decoder: TraceLineDecoder) {
        defer { lock.run { decoderDone = true } }
        while let batch = lock.run(when: { !free.isEmpty || cancelled }, { cancelled ? nil : free.removeLast() }) {
            batch.records.removeAll(keepingCapacity: true)
            batch.lines.removeAll(keepingCapacity: true)
            batch.ending = nil
            guard fill(batch, from: decoder) else { return }
            lock.run { ready.append(batch) }
            if batch.ending != nil { return }
        }
    }

    /// Fills `batch` until it is full, the trace ends, or the next event would start a symbol
    /// table over while the consumer may still hold symbols; false when cancelled.
    private func fill(_ batch: Batch, from decoder: TraceLineDecoder) -> Bool {
        var record = EventRecord.blank
        while batch.records.count < batchSize {
            if decoder.symbols.nextEventStartsOver {
                // Hand over what this batch holds first; with nothing in it, wait until the
                // consumer has given back every other batch.
                if !batch.records.isEmpty { return true }
                let count = ReadAhead.batchCount - 1
                guard lock.run(when: { free.count == count || cancelled }, { !cancelled }) else { return false }
            }
            do {
                guard try decoder.nextRecord(into: &record) else {
                    batch.ending = .end(line: decoder.lines.lineNumber)
                    return true
                }
                batch.records.append(record)
                batch.lines.append(decoder.lines.lineNumber)
            } catch {
                batch.ending = .failure(error, line: decoder.lines.lineNumber)
                return true
            }
        }
        return true
    }
}
