#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LifelineCheck

/// Unbuffered writes to standard error (no Foundation on the start-up path).
enum FileHandleStandardError {
    static func write(_ text: String) { UnbufferedWrite.write(text, to: 2) }
}

/// Unbuffered writes to standard output, for conversations (a quiz prompt must show before
/// the answer is read, and must not overtake text already printed).
enum FileHandleStandardOutput {
    static func write(_ text: String) { UnbufferedWrite.write(text, to: 1) }
}

/// Writes all of `text` to a file descriptor, retrying short writes.
enum UnbufferedWrite {
    static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { p in Glibc.write(descriptor, p.baseAddress.map { $0 + offset }, p.count - offset) }
            if n <= 0 { return }
            offset += n
        }
    }
}

/// Whether standard output is a terminal (for colour; a non-empty NO_COLOR turns it off).
enum Terminal {
    /// Whether standard input is a terminal (someone typing, not a pipe or a file).
    static var inputIsInteractive: Bool { isatty(0) == 1 }

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
        return String(cString: buffer)
    }
}

/// The version `lifeline --version` prints.
enum LifelineVersion {
    static let current = "0.1.0"
}
