import SystemPackage

/// A whole input file (a scenario, a rule file, an Info.plist) read into memory, refusing one
/// larger than a limit before reading past it, so a hostile or mistaken input cannot exhaust
/// memory. Traces and logs are never read whole: they stream through `LineReader`.
public enum InputFile {
    /// The largest whole-file input Lifeline reads: 1 MiB, far above any hand-written
    /// scenario, rule file or Info.plist.
    package static let maxSize = 1 << 20

    /// The bytes of `path` (`-`: standard input), at most `limit` of them.
    ///
    /// - Throws: `file:1:1: error: cannot open file: …`, or
    ///   `file:1:1: error: <what> is larger than 1048576 bytes` past the limit.
    package static func bytes(path: String, what: String, limit: Int = maxSize) throws(Diagnostic) -> [UInt8] {
        let name = Diagnostic.displayName(of: path)
        let fd = path == "-" ? FileDescriptor.standardInput : try ReadableFile.openForReading(path, name: name)
        defer { if fd != .standardInput { try? fd.close() } }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = try ReadableFile.readChunk(fd, into: &chunk, at: 0, name: name)
            if n == 0 { return result }
            // Checked before appending: memory never holds more than the limit plus one chunk.
            guard result.count + n <= limit else {
                throw Diagnostic(file: name, line: 1, column: 1, "\(what) is larger than \(limit) bytes")
            }
            result += chunk[0..<n]
        }
    }

    /// `bytes` as UTF-8 text, or a diagnostic at the first byte that is not UTF-8.
    /// A leading byte-order mark is dropped (YAML allows one).
    public static func text(_ bytes: [UInt8], file: String) throws(Diagnostic) -> String {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        if let text = String(validating: body, as: UTF8.self) { return text }
        var line = 1
        var lineStart = body.startIndex
        var index = body.startIndex
        // Find the first invalid sequence by validating growing prefixes line by line.
        while index < body.endIndex {
            let end = body[index...].firstIndex(of: 0x0A).map { $0 + 1 } ?? body.endIndex
            if String(validating: body[index..<end], as: UTF8.self) == nil {
                var good = index
                var probe = index
                while probe < end {
                    let length = sequenceLength(body, at: probe, end: end)
                    if length == 0 { break }
                    probe += length
                    good = probe
                }
                throw Diagnostic(
                    file: file, line: line, column: good - lineStart + 1,
                    "invalid UTF-8 (byte 0x\(String(body[good], radix: 16, uppercase: true)))")
            }
            index = end
            line += 1
            lineStart = end
        }
        return String(decoding: body, as: UTF8.self)
    }

    /// The length of the valid UTF-8 sequence at `index`, or 0 when it is not valid.
    private static func sequenceLength(_ bytes: ArraySlice<UInt8>, at index: Int, end: Int) -> Int {
        for length in 1...4 where index + length <= end {
            if String(validating: bytes[index..<(index + length)], as: UTF8.self) != nil { return length }
        }
        return 0
    }
}
