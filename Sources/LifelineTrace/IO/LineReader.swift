#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file (or standard input for `-`) one line at a time, in constant memory.
///
/// Lines longer than `maxLineLength` are an error rather than a reason to grow without bound.
public final class LineReader {
    /// The longest line accepted, in bytes.
    public static let maxLineLength = 1 << 20

    /// The name shown in diagnostics.
    public let displayName: String
    /// The 1-based number of the line `nextLine()` returned last.
    public private(set) var lineNumber = 0

    private let fd: Int32
    private let ownsDescriptor: Bool
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0
    private var atEOF = false

    /// Opens `path`; `-` means standard input.
    public init(path: String) throws(Diagnostic) {
        displayName = Diagnostic.displayName(of: path)
        if path == "-" {
            fd = 0
            ownsDescriptor = false
        } else {
            let opened = open(path, O_RDONLY)
            guard opened >= 0 else {
                throw Diagnostic(file: path, line: 1, column: 1, "cannot open file: \(String(cString: strerror(errno)))")
            }
            var info = stat()
            if fstat(opened, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                close(opened)
                throw Diagnostic(file: path, line: 1, column: 1, "is a directory, not a file")
            }
            fd = opened
            ownsDescriptor = true
        }
        buffer = [UInt8](repeating: 0, count: 1 << 16)
    }

    deinit { if ownsDescriptor { close(fd) } }

    /// The next line without its line break, or nil at the end of input.
    public func nextLine() throws(Diagnostic) -> ArraySlice<UInt8>? {
        while true {
            if let newline = buffer[start..<end].firstIndex(of: 0x0A) {
                let line = buffer[start..<newline]
                start = newline + 1
                lineNumber += 1
                return line
            }
            if atEOF {
                guard start < end else { return nil }
                let line = buffer[start..<end]
                start = end
                lineNumber += 1
                return line
            }
            try fill()
        }
    }

    private func fill() throws(Diagnostic) {
        if start > 0 {
            let pending = end - start
            if pending > 0 { buffer.withUnsafeMutableBufferPointer { p in
                if let base = p.baseAddress { memmove(base, base + start, pending) }
            } }
            start = 0
            end = pending
        }
        if end == buffer.count {
            guard buffer.count < LineReader.maxLineLength + 1 else {
                throw Diagnostic(file: displayName, line: lineNumber + 1, column: 1,
                                 "line is longer than \(LineReader.maxLineLength) bytes")
            }
            buffer.append(contentsOf: repeatElement(0, count: min(buffer.count, LineReader.maxLineLength + 1 - buffer.count)))
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
            throw Diagnostic(file: displayName, line: lineNumber + 1, column: 1, "read error: \(String(cString: strerror(errno)))")
        }
        if count == 0 { atEOF = true } else { end += count }
    }
}
