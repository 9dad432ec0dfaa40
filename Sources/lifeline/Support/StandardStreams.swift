#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Unbuffered writes to standard error (no Foundation on the start-up path).
enum FileHandleStandardError {
    static func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { p in Glibc.write(2, p.baseAddress.map { $0 + offset }, p.count - offset) }
            if n <= 0 { return }
            offset += n
        }
    }
}

/// Whether standard output is a terminal (for colour; NO_COLOR turns it off).
enum Terminal {
    static var colorEnabled: Bool {
        if getenv("NO_COLOR") != nil { return false }
        return isatty(1) == 1
    }
}

/// The version `lifeline --version` prints.
enum LifelineVersion {
    static let current = "0.1.0"
}
