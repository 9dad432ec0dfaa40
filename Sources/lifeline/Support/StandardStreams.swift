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
            let n = bytes.withUnsafeMutableBytes { p in systemWrite(descriptor, p.baseAddress.map { $0 + offset }, p.count - offset) }
            if n <= 0 { return }
            offset += n
        }
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
