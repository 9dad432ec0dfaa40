/// Lines of a console log, read twice by the importer (a survey pass, then the writing pass).
protocol ConsoleLineSource {
    /// The next line without its line break, or nil at the end.
    mutating func nextLine() throws(Diagnostic) -> ArraySlice<UInt8>?
}

/// A file, streamed in constant memory.
struct FileLines: ConsoleLineSource {
    let reader: LineReader
    init(path: String) throws(Diagnostic) { reader = try LineReader(path: path) }
    mutating func nextLine() throws(Diagnostic) -> ArraySlice<UInt8>? { try reader.nextLine() }
}

/// Text already in memory (tests, small inputs).
struct MemoryLines: ConsoleLineSource {
    private let bytes: [UInt8]
    private var start = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    mutating func nextLine() throws(Diagnostic) -> ArraySlice<UInt8>? {
        guard start < bytes.count else { return nil }
        let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
        defer { start = end + 1 }
        return bytes[start..<end]
    }
}
