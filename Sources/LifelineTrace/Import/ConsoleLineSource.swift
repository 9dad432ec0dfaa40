/// Lines of a console log, read twice by the importer (a survey pass, then the writing pass).
protocol ConsoleLineSource {
    /// The next line without its line break, or nil at the end.
    mutating func nextLine() throws(Diagnostic) -> ArraySlice<UInt8>?
    /// Lines over ``LineReader/maxLineLength`` bytes that were skipped (returned empty).
    var overlongLines: Int { get }
}

/// A file, streamed in bounded memory; over-long lines are skipped, not fatal.
struct FileLines: ConsoleLineSource {
    let reader: ConsoleLogReader
    let file: String
    private var atStart = true
    init(path: String, file: String) throws(Diagnostic) {
        reader = try ConsoleLogReader(path: path)
        self.file = file
    }
    mutating func nextLine() throws(Diagnostic) -> ArraySlice<UInt8>? {
        guard let line = try reader.nextLine(file: file) else { return nil }
        defer { atStart = false }
        return atStart ? line.droppingByteOrderMark : line
    }
    var overlongLines: Int { reader.overlongLines }
}

/// Text already in memory (tests, small inputs).
struct MemoryLines: ConsoleLineSource {
    private let bytes: [UInt8]
    private var start = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    /// In memory already: no line is too long to hold.
    var overlongLines: Int { 0 }
    mutating func nextLine() throws(Diagnostic) -> ArraySlice<UInt8>? {
        guard start < bytes.count else { return nil }
        let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
        defer { start = end + 1 }
        return start == 0 ? bytes[start..<end].droppingByteOrderMark : bytes[start..<end]
    }
}

extension ArraySlice<UInt8> {
    /// The line without a leading UTF-8 byte-order mark (editors on Windows save logs with one).
    var droppingByteOrderMark: ArraySlice<UInt8> {
        starts(with: [0xEF, 0xBB, 0xBF]) ? dropFirst(3) : self
    }
}
