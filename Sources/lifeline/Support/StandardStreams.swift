#if canImport(Glibc)
import Glibc
/// The C library's `write` (the enums below have a `write` of their own).
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    Glibc.write(descriptor, bytes, count)
}
#elseif canImport(Darwin)
import Darwin
/// The C library's `write` (the enums below have a `write` of their own).
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    Darwin.write(descriptor, bytes, count)
}
#endif

/// Unbuffered writes to standard error (no Foundation on the start-up path).
enum FileHandleStandardError {
    static func write(_ text: String) { UnbufferedWrite.write(text, to: 2) }
}

/// Writes `text` to standard output, checked (`StreamHealth`): the command line's `print`.
func printOut(_ text: String, terminator: String = "\n") {
    UnbufferedWrite.write(text + terminator, to: 1)
}

/// Unbuffered writes to standard output, for conversations (a quiz prompt must show before
/// the answer is read, and must not overtake text already printed).
enum FileHandleStandardOutput {
    static func write(_ text: String) { UnbufferedWrite.write(text, to: 1) }
}

/// Writes all of `text` to a file descriptor, retrying short writes and interrupted ones.
/// A failure is remembered (`StreamHealth`), so that the command ends with status 2 instead
/// of reporting a success its reader never saw.
enum UnbufferedWrite {
    static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { p in systemWrite(descriptor, p.baseAddress.map { $0 + offset }, p.count - offset) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                StreamHealth.recordFailure(descriptor: descriptor, errno: n < 0 ? errno : EIO)
                return
            }
            offset += n
        }
    }
}

/// Whether everything written to standard output and standard error reached them: a full
/// disk behind `> file`, `/dev/full` or a closed terminal must end in status 2, not 0.
enum StreamHealth {
    /// The first failure seen: the stream's name and the error.
    nonisolated(unsafe) private static var failure: (stream: String, errno: Int32)?

    static func recordFailure(descriptor: Int32, errno: Int32) {
        if failure == nil { failure = (descriptor == 2 ? "<stderr>" : "<stdout>", errno) }
    }

    /// The one line that describes the first write that failed, or nil when every byte was
    /// written. Commands write through `printOut` (never Swift's `print`, whose buffered
    /// failures nobody sees).
    static func finish() -> String? {
        guard let failure else { return nil }
        return "\(failure.stream):1:1: error: write failed: \(String(cString: strerror(failure.errno)))"
    }
}

/// Whether standard output is a terminal (for colour; NO_COLOR turns it off).
enum Terminal {
    /// Whether standard input is a terminal (someone typing, not a pipe or a file).
    static var inputIsInteractive: Bool { isatty(0) == 1 }

    static var colorEnabled: Bool {
        if getenv("NO_COLOR") != nil { return false }
        return isatty(1) == 1
    }
}

/// The version `lifeline --version` prints.
enum LifelineVersion {
    static let current = "0.2.0"
}
