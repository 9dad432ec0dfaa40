import LifelineSupport
import LifelineTrace

/// Lines of a console log, read once by the importer when the profile is given, otherwise twice
/// (a survey pass, then the writing pass).
protocol ConsoleLineSource {
    /// The next line without its line break, or nil at the end: a view into the source's own
    /// bytes, valid only until the next call, so that millions of lines are never copied.
    mutating func nextLine() throws(Diagnostic) -> UnsafeBufferPointer<UInt8>?
    /// Lines over ``LineReader/maxLineLength`` bytes that were skipped (returned empty).
    var overlongLines: Int { get }
    /// The log's name in diagnostics.
    var file: String { get }
    /// Where the last line handed out is in the log (a record of `log`'s JSON styles is one line).
    var position: LinePosition { get }
    /// The records of `log`'s JSON styles read so far, and the log's lines.
    var records: UnifiedLogRecords { get }
}

/// A file, streamed in bounded memory, each line a view into the reader's buffer (no copy);
/// over-long lines are skipped, not fatal. A large file is read on a second thread (`LinePipeline`).
struct FileLines: ConsoleLineSource {
    let reader: ConsoleLogReader
    let file: String
    let records = UnifiedLogRecords()
    private var atStart = true
    private var atEnd = false
    /// The lines as read on a second thread, or nil: read here. `records` and `reader` are
    /// that thread's until the last line is handed out.
    private var pipeline: LinePipeline?
    init(path: String, file: String) throws(Diagnostic) {
        reader = try ConsoleLogReader(path: path)
        self.file = file
        if LinePipeline.pays(for: reader) { pipeline = LinePipeline(reading: self) }
    }
    mutating func nextLine() throws(Diagnostic) -> UnsafeBufferPointer<UInt8>? {
        if let pipeline { return try pipeline.nextLine() }
        while true {
            if let queued = records.replayed() { return queued }
            guard !atEnd, var line = try reader.nextLine(file: file) else {
                if !atEnd { records.finish() }
                atEnd = true
                if let queued = records.replayed() { return queued }
                return nil
            }
            if atStart {
                atStart = false
                line = line.droppingByteOrderMark
            }
            if let taken = records.take(line) { return taken }
        }
    }
    var overlongLines: Int { reader.overlongLines }
    var position: LinePosition { pipeline?.position ?? records.position }
}

/// Text already in memory (tests, small inputs), copied once so that lines can be views into it.
final class MemoryLines: ConsoleLineSource {
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    private var start = 0
    let records = UnifiedLogRecords()
    private var atEnd = false

    init(_ source: [UInt8]) {
        bytes = .allocate(capacity: source.count)
        _ = bytes.initialize(from: source)
    }

    deinit { bytes.deallocate() }

    /// In memory already: no line is too long to hold.
    var overlongLines: Int { 0 }
    var file: String { "<text>" }

    var position: LinePosition { records.position }

    func nextLine() throws(Diagnostic) -> UnsafeBufferPointer<UInt8>? {
        while true {
            if let queued = records.replayed() { return queued }
            guard !atEnd, let line = rawLine() else {
                if !atEnd { records.finish() }
                atEnd = true
                if let queued = records.replayed() { return queued }
                return nil
            }
            if let taken = records.take(line) { return taken }
        }
    }

    private func rawLine() -> UnsafeBufferPointer<UInt8>? {
        guard start < bytes.count else { return nil }
        let end = ConsoleBytes.find(0x0A, in: UnsafeBufferPointer(bytes), from: start) ?? bytes.count
        defer { start = end + 1 }
        let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
        return start == 0 ? line.droppingByteOrderMark : line
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The line without a leading UTF-8 byte-order mark (editors on Windows save logs with one).
    var droppingByteOrderMark: UnsafeBufferPointer<UInt8> {
        starts(with: [0xEF, 0xBB, 0xBF]) ? UnsafeBufferPointer(rebasing: self[3...]) : self
    }
}
