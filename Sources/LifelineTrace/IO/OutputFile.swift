#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output that appears whole or not at all: bytes go to a temporary file beside the target,
/// which `commit()` renames over it. `-` writes to standard output instead.
///
/// If the process dies or `commit()` is never called, the target keeps its old contents.
public final class OutputFile {
    /// The target path as given.
    public let path: String
    private let fd: Int32
    private let temporaryPath: String?
    private var buffer: [UInt8] = []
    private var committed = false

    private static let bufferLimit = 1 << 16

    /// Opens a temporary file beside `path` (or standard output for `-`).
    public init(path: String) throws(Diagnostic) {
        self.path = path
        if path == "-" {
            fd = 1
            temporaryPath = nil
            return
        }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = (directory.isEmpty ? "" : directory + "/") + ".\(base).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let opened = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard opened >= 0 else {
            throw Diagnostic(file: path, line: 1, column: 1, "cannot write: \(String(cString: strerror(errno)))")
        }
        fd = opened
        temporaryPath = temporary
    }

    deinit {
        if let temporaryPath, !committed {
            close(fd)
            unlink(temporaryPath)
        }
    }

    public func write(_ text: String) throws(Diagnostic) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= OutputFile.bufferLimit { try flush() }
    }

    public func write<C: Collection>(bytes: C) throws(Diagnostic) where C.Element == UInt8 {
        buffer.append(contentsOf: bytes)
        if buffer.count >= OutputFile.bufferLimit { try flush() }
    }

    private func flush() throws(Diagnostic) {
        var offset = 0
        while offset < buffer.count {
            let n = buffer.withUnsafeBufferPointer { p -> Int in
                guard let base = p.baseAddress else { return 0 }
                return Glibc.write(fd, base + offset, p.count - offset)
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw Diagnostic(file: path, line: 1, column: 1, "write failed: \(String(cString: strerror(errno)))")
            }
            offset += n
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes what is buffered and puts the file in place.
    public func commit() throws(Diagnostic) {
        try flush()
        guard let temporaryPath else { return }
        guard fsync(fd) == 0 || errno == EINVAL, close(fd) == 0 else {
            throw Diagnostic(file: path, line: 1, column: 1, "write failed: \(String(cString: strerror(errno)))")
        }
        committed = true
        guard rename(temporaryPath, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw Diagnostic(file: path, line: 1, column: 1, "cannot write: \(reason)")
        }
    }

    /// Writes `bytes` to `path` atomically in one call.
    public static func write<C: Collection>(_ bytes: C, to path: String) throws(Diagnostic) where C.Element == UInt8 {
        let file = try OutputFile(path: path)
        try file.write(bytes: bytes)
        try file.commit()
    }
}
