#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LifelineSupport
import LifelineTrace
import SystemPackage

/// Reads a console log one line at a time in bounded memory, like ``LineReader``, except that a
/// line longer than ``LineReader/maxLineLength`` is not an error: a console log is noise with
/// a few life-cycle lines in it (a pasted 5 MB JSON response must not stop an import), so the
/// over-long line is skipped, counted, and read past without keeping it.
final class ConsoleLogReader {
    /// Over-long lines skipped so far.
    private(set) var overlongLines = 0
    /// Lines read so far, for the diagnostic about binary input.
    private var lineNumber = 0
    /// Bytes of lines holding a NUL byte so far.
    private var binaryBytes = 0
    /// How much binary data (lines with a NUL byte) a log may hold: one line's limit. A
    /// little binary noise is skipped and counted like any unreadable line; past this the
    /// input is not a console log (`/dev/zero`, `/dev/urandom`, which would never end).
    static let maxBinaryBytes = LineReader.maxLineLength

    private let fd: FileDescriptor
    /// Manually managed so that a line can be handed out as a pointer into it, with no copy.
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity = 1 << 16
    private var start = 0
    private var end = 0
    private var atEOF = false

    /// Opens `path` (never `-`: the importer spools standard input to a file first).
    init(path: String) throws(Diagnostic) {
        fd = try ReadableFile.openForReading(path, name: path)
        buffer = .allocate(capacity: capacity)
    }

    /// Reads standard input as it arrives (`import -`): a line is handed out as soon as its
    /// line break is read. Standard input is not closed.
    init(standardInput: ()) {
        fd = .standardInput
        buffer = .allocate(capacity: capacity)
    }

    /// Whether the reader reads a regular file of at least `bytes` bytes (`LinePipeline`).
    func isRegularFile(ofAtLeast bytes: Int64) -> Bool {
        guard fd != .standardInput, let info = try? fd.stat(), info.type == .regular else { return false }
        return Int64(info.size) >= bytes
    }

    deinit {
        if fd != .standardInput { try? fd.close() }
        buffer.deallocate()
    }

    /// The next line without its line break (an over-long one as an empty line), or nil at the
    /// end: a view into the reader's buffer, valid only until the next call.
    func nextLine(file: String) throws(Diagnostic) -> UnsafeBufferPointer<UInt8>? {
        var discarding = false
        while true {
            if start < end, let found = memchr(buffer + start, 0x0A, end - start) {
                let newline = buffer.distance(to: found.assumingMemoryBound(to: UInt8.self))
                try refuseBinary(from: start, to: newline, file: file)
                let line = UnsafeBufferPointer(start: buffer + start, count: discarding ? 0 : newline - start)
                start = newline + 1
                lineNumber += 1
                return line
            }
            if atEOF {
                guard start < end || discarding else { return nil }
                try refuseBinary(from: start, to: end, file: file)
                lineNumber += 1
                let line = UnsafeBufferPointer(start: buffer + start, count: discarding ? 0 : end - start)
                start = end
                return line
            }
            if end - start > LineReader.maxLineLength {
                // Too long: forget what is buffered and read on to the line's end. Binary
                // data (a device such as /dev/zero) stops here rather than never ending.
                try refuseBinary(from: start, to: end, file: file)
                if !discarding { overlongLines += 1 }
                discarding = true
                start = 0
                end = 0
            }
            try fill(file: file)
        }
    }

    /// NUL bytes mean binary data (NSLog and `print` write C strings): counted, and past
    /// ``maxBinaryBytes`` an error, so `/dev/zero` or `/dev/urandom` stop instead of being
    /// read, and skipped, forever. Every byte is looked at, in over-long lines too.
    private func refuseBinary(from: Int, to: Int, file: String) throws(Diagnostic) {
        guard to > from, let nul = memchr(buffer + from, 0, to - from) else { return }
        binaryBytes += to - from
        guard binaryBytes > ConsoleLogReader.maxBinaryBytes else { return }
        let column = buffer.distance(to: nul.assumingMemoryBound(to: UInt8.self)) - from + 1
        throw Diagnostic(
            file: file, line: lineNumber + 1, column: column,
            """
            more than \(ConsoleLogReader.maxBinaryBytes) bytes of binary data (NUL bytes): not a \
            console log
            """)
    }

    private func fill(file: String) throws(Diagnostic) {
        if start > 0 {
            let pending = end - start
            if pending > 0 { memmove(buffer, buffer + start, pending) }
            start = 0
            end = pending
        }
        if end == capacity {
            // Doubles up to one line's limit plus a read's worth, never further: past the limit
            // a line is discarded, not kept.
            let grown = capacity + min(capacity, LineReader.maxLineLength + 1 - capacity + (1 << 16))
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
            larger.update(from: buffer, count: end)
            buffer.deallocate()
            buffer = larger
            capacity = grown
        }
        let count = try ReadableFile.readChunk(fd, into: buffer + end, count: capacity - end, name: file)
        if count == 0 { atEOF = true } else { end += count }
    }
}
