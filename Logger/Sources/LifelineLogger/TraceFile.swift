import Foundation
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One run's trace file: created new, never opened over another run's.
///
/// Its name holds the start time to the millisecond and the process id
/// (`trace-20191009-140211.042-4242.jsonl`), and it is created with `O_CREAT | O_EXCL`, which
/// fails rather than open a file that exists; on `EEXIST` the next name gets a suffix (`-2`,
/// `-3`, …). A relaunch within the same second, or two loggers in one process, each get a
/// file of their own, and no earlier trace is ever truncated.
struct TraceFile {
    /// Where it is.
    let url: URL
    private let descriptor: Int32

    /// Names tried before giving up, when every one exists (a directory full of this run's names).
    static let attempts = 1_000

    /// Creates the file in `folder` (made if missing). Throws the first error that is not `EEXIST`.
    static func create(in folder: URL, startedAt date: Date, processID: Int32) throws -> TraceFile {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let base = "trace-\(stamp(date))-\(processID)"
        for attempt in 1...attempts {
            let url = folder.appendingPathComponent(attempt == 1 ? "\(base).jsonl" : "\(base)-\(attempt).jsonl")
            let descriptor = url.withUnsafeFileSystemRepresentation { path -> Int32 in
                guard let path else { return -1 }
                return open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            }
            if descriptor >= 0 { return TraceFile(url: url, descriptor: descriptor) }
            let code = errno
            guard code == EEXIST else { throw TraceFileError(path: url.path, code: code) }
        }
        throw TraceFileError(path: folder.appendingPathComponent("\(base)-\(attempts).jsonl").path, code: EEXIST)
    }

    /// Appends `line` and a newline, all of it (a short write continues, an interrupted one is
    /// retried). Throws when the system refuses (a full disk, a revoked file).
    func append(_ line: String) throws {
        var bytes = line
        bytes.append("\n")
        try bytes.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    let code = errno
                    if code == EINTR { continue }
                    throw TraceFileError(path: url.path, code: code)
                }
                offset += written
            }
        }
    }

    func close() {
        _ = closeDescriptor(descriptor)
    }

    /// `20191009-140211.042`: sortable, and safe in any file system.
    static func stamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss.SSS"
        return formatter.string(from: date)
    }
}

// `close` inside `TraceFile` would name the method itself.
private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

/// A system call on the trace file failed: its path and `errno`.
struct TraceFileError: Error, CustomStringConvertible {
    let path: String
    let code: Int32

    var description: String {
        "\(path): \(String(cString: strerror(code)))"
    }
}
