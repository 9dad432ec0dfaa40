#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LifelineSupport
import SystemPackage

/// Reads a file (or standard input for `-`) one line at a time, in constant memory.
///
/// Lines longer than `maxLineLength` are an error rather than a reason to grow without bound.
package final class LineReader {
    /// The longest line accepted, in bytes.
    package static let maxLineLength = 1 << 20

    /// The name shown in diagnostics.
    package let displayName: String
    /// The 1-based number of the line `nextLine()` returned last.
    // The position fields are touched on every line and never held across a call that
    // changes them: they skip Swift's dynamic exclusivity checks (Docs/performance.md).
    @exclusivity(unchecked) package private(set) var lineNumber = 0

    private let fd: FileDescriptor
    private let ownsDescriptor: Bool
    /// Manually managed so that a line can be handed out as a pointer into it, with no copy.
    @exclusivity(unchecked) private var buffer: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var start = 0
    @exclusivity(unchecked) private var end = 0
    @exclusivity(unchecked) private var atEOF = false

    /// Opens `path`; `-` means standard input.
    package init(path: String) throws(Diagnostic) {
        displayName = Diagnostic.displayName(of: path)
        fd = path == "-" ? .standardInput : try ReadableFile.openForReading(path, name: path)
        ownsDescriptor = path != "-"
        capacity = LineReader.readSize
        buffer = .allocate(capacity: capacity)
    }

    /// The file being read; nil for standard input, which is not the reader's to inspect.
    var descriptor: FileDescriptor? { ownsDescriptor ? fd : nil }

    deinit {
        if ownsDescriptor { try? fd.close() }
        buffer.deallocate()
    }

    /// Bytes asked of `read(2)` at a time: large enough that system calls are a rounding error.
    static let readSize = 1 << 18

    /// The next line without its line break, or nil at the end of input.
    package func nextLine() throws(Diagnostic) -> ArraySlice<UInt8>? {
        guard let line = try nextLineBytes() else { return nil }
        return ArraySlice(line)
    }

    /// The next line without its line break, as a view into the reader's buffer that is
    /// valid only until the next call: the no-copy path for readers of millions of lines.
    package func nextLineBytes() throws(Diagnostic) -> UnsafeBufferPointer<UInt8>? {
        while true {
            if start < end, let found = memchr(buffer + start, 0x0A, end - start) {
                let newline = buffer.distance(to: found.assumingMemoryBound(to: UInt8.self))
                let line = UnsafeBufferPointer(start: buffer + start, count: newline - start)
                start = newline + 1
                lineNumber += 1
                return line
            }
            if atEOF {
                guard start < end else { return nil }
                let line = UnsafeBufferPointer(start: buffer + start, count: end - start)
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
            if pending > 0 { memmove(buffer, buffer + start, pending) }
            start = 0
            end = pending
        }
        if end == capacity {
            guard capacity < LineReader.maxLineLength + 1 else {
                throw Diagnostic(
                    file: displayName, line: lineNumber + 1, column: 1,
                    "line is longer than \(LineReader.maxLineLength) bytes")
            }
            let grown = min(capacity * 2, LineReader.maxLineLength + 1)
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
            larger.update(from: buffer, count: end)
            buffer.deallocate()
            buffer = larger
            capacity = grown
        }
        let count: Int
        do {
            count = try ReadableFile.readChunk(fd, into: buffer + end, count: capacity - end, name: displayName)
        } catch {
            // Point at the line being read, not line 1.
            throw Diagnostic(file: error.file, line: lineNumber + 1, column: 1, error.message)
        }
        if count == 0 { atEOF = true } else { end += count }
    }
}
