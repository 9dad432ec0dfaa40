#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input copied to a temporary file, because the importer reads its log twice and a
/// pipe can be read only once. The file is removed when the spool goes away.
final class StandardInputSpool {
    let path: String

    init() throws(Diagnostic) {
        let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((directory + "/lifeline-import-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { p -> Int32 in
            guard let base = p.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard fd >= 0 else {
            throw Diagnostic(file: "<stdin>", line: 1, column: 1, "cannot spool standard input: \(String(cString: strerror(errno)))")
        }
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 {
                throw Diagnostic(file: "<stdin>", line: 1, column: 1, "read error: \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            var offset = 0
            while offset < n {
                let written = buffer.withUnsafeBytes { write(fd, $0.baseAddress.map { $0 + offset }, n - offset) }
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else {
                    throw Diagnostic(file: "<stdin>", line: 1, column: 1, "cannot spool standard input: \(String(cString: strerror(errno)))")
                }
                offset += written
            }
        }
    }

    deinit { unlink(path) }
}
