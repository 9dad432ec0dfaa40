#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The two system calls every whole-file and streaming reader repeats: opening a path for
/// reading (refusing a directory) and reading a chunk (retrying on EINTR), with Lifeline's
/// diagnostics.
enum ReadableFile {
    /// Opens `path` read-only; `name` is how diagnostics show it.
    static func openForReading(_ path: String, name: String) throws(Diagnostic) -> Int32 {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw Diagnostic(file: name, line: 1, column: 1, "cannot open file: \(String(cString: strerror(errno)))")
        }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            throw Diagnostic(file: name, line: 1, column: 1, "is a directory, not a file")
        }
        return fd
    }

    /// Reads into `buffer[offset...]`; the number of bytes read, 0 at the end of the file.
    static func readChunk(_ fd: Int32, into buffer: inout [UInt8], at offset: Int, name: String) throws(Diagnostic) -> Int {
        try buffer.withUnsafeMutableBufferPointer { (p: inout UnsafeMutableBufferPointer<UInt8>) throws(Diagnostic) -> Int in
            guard let base = p.baseAddress else { return 0 }
            return try readChunk(fd, into: base + offset, count: p.count - offset, name: name)
        }
    }

    /// Reads at most `count` bytes into `destination`; the number read, 0 at the end of the file.
    static func readChunk(_ fd: Int32, into destination: UnsafeMutablePointer<UInt8>, count: Int, name: String) throws(Diagnostic) -> Int {
        var n: Int
        repeat { n = read(fd, destination, count) } while n < 0 && errno == EINTR
        guard n >= 0 else {
            throw Diagnostic(file: name, line: 1, column: 1, "read error: \(String(cString: strerror(errno)))")
        }
        return n
    }
}
