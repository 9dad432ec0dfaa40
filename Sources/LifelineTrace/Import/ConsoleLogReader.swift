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
        fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw Diagnostic(file: path, line: 1, column: 1, "cannot open file: \(String(cString: strerror(errno)))")
        }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            throw Diagnostic(file: path, line: 1, column: 1, "is a directory, not a file")
        }
    }

    deinit { close(fd) }

    /// The next line without its line break (an over-long one as an empty line), or nil at the end.
    func nextLine(file: String) throws(Diagnostic) -> ArraySlice<UInt8>? {
        var discarding = false
        while true {
            if let newline = buffer[start..<end].firstIndex(of: 0x0A) {
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
        let count = buffer.withUnsafeMutableBufferPointer { p -> Int in
            guard let base = p.baseAddress else { return 0 }
            while true {
                let n = read(fd, base + end, p.count - end)
                if n < 0 && errno == EINTR { continue }
                return n
            }
        }
        if count < 0 {
            throw Diagnostic(file: file, line: 1, column: 1, "read error: \(String(cString: strerror(errno)))")
        }
        if count == 0 { atEOF = true } else { end += count }
    }
}
