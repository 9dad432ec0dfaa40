/// Where a key's value sits in an XML property list, so a wrong type can be reported at its
/// line and column. Binary property lists have no lines: their errors stay at 1:1.
struct PlistLocation {
    private let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The line and column of the value after the nested keys `path` (each looked for after
    /// the previous one), or 1:1 when the file is not XML or a key is not found.
    func position(of path: [String]) -> (line: Int, column: Int) {
        var from = 0
        for key in path {
            guard let found = find(Array("<key>\(key)</key>".utf8), from: from) else { return (1, 1) }
            from = found + key.utf8.count + 11
        }
        while from < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[from]) { from += 1 }
        return LineIndex(bytes).position(of: min(from, bytes.count))
    }

    private func find(_ needle: [UInt8], from: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var index = from
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
