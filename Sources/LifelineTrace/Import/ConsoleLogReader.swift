#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a console log one line at a time in bounded memory, like ``LineReader``, except that a
/// line longer than ``LineReader/maxLineLength`` is not an error: a console log is noise with
/// a few life-cycle lines in it (a pasted 5 MB JSON response must not stop an import), so the
/// over-long line is skipped, counted, and read past without keeping it.
final class ConsoleLogReader {
    /// Over-long lines skipped so far.
    private(set) var overlongLines = 0

    private let fd: Int32
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var start = 0
    private var end = 0
    private var atEOF = false

    /// Opens `path` (never `-`: the importer spools standard input to a file first).
    init(path: String) throws(Diagnostic) {
        fd = try ReadableFile.openForReading(path, name: path)
    }

    deinit { close(fd) }

    /// The next line without its line break (an over-long one as an empty line), or nil at the end.
    func nextLine(file: String) throws(Diagnostic) -> ArraySlice<UInt8>? {
        var discarding = false
        while true {
            if let newline = newlineIndex() {
                let line = buffer[start..<newline]
                start = newline + 1
                return discarding ? [] : line
            }
            if atEOF {
                guard start < end || discarding else { return nil }
                let line = buffer[start..<end]
                start = end
                return discarding ? [] : line
            }
            if end - start > LineReader.maxLineLength {
                // Too long: forget what is buffered and read on to the line's end.
                if !discarding { overlongLines += 1 }
                discarding = true
                start = 0
                end = 0
            }
            try fill(file: file)
        }
    }

    /// The index of the first line feed in `buffer[start..<end]`: memchr, because an over-long
    /// line is scanned megabyte by megabyte and a per-byte Swift loop is slow in debug builds.
    private func newlineIndex() -> Int? {
        guard start < end else { return nil }
        return buffer.withUnsafeBufferPointer { p -> Int? in
            guard let base = p.baseAddress, let found = memchr(base + start, 0x0A, end - start) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    private func fill(file: String) throws(Diagnostic) {
        if start > 0 {
            let pending = end - start
            if pending > 0 {
                buffer.withUnsafeMutableBufferPointer { p in
                    if let base = p.baseAddress { memmove(base, base + start, pending) }
                }
            }
            start = 0
            end = pending
        }
        if end == buffer.count {
            buffer.append(contentsOf: repeatElement(0, count: min(buffer.count, LineReader.maxLineLength + 1 - buffer.count + (1 << 16))))
        }
        let count = try ReadableFile.readChunk(fd, into: &buffer, at: end, name: file)
        if count == 0 { atEOF = true } else { end += count }
    }
}
