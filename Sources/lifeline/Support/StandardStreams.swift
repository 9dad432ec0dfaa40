#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SystemPackage
import LifelineCheck

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
        do { _ = try FileDescriptor(rawValue: descriptor).writeAll(text.utf8) } catch {
            StreamHealth.recordFailure(descriptor: descriptor, errno: (error as? Errno)?.rawValue ?? EIO)
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

/// Whether standard output is a terminal (for colour; a non-empty NO_COLOR turns it off).
enum Terminal {
    /// Whether standard input is a terminal (someone typing, not a pipe or a file).
    static var inputIsInteractive: Bool { isatty(0) == 1 }

    /// Whether standard output is a terminal (where binary output would garble the screen).
    static var outputIsTerminal: Bool { isatty(1) == 1 }

    /// Colour by default: on a terminal, unless `NO_COLOR` is set to a non-empty value
    /// (no-color.org: an empty NO_COLOR does not count).
    static var colorEnabled: Bool { color(.auto) }

    /// Whether standard output gets colour under `policy`.
    static func color(_ policy: ColorPolicy) -> Bool {
        policy.colors(noColor: getenv("NO_COLOR").map { String(cString: $0) }, isTerminal: isatty(1) == 1)
    }

    /// The working directory, for reports that write paths relative to it.
    static var workingDirectory: String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
