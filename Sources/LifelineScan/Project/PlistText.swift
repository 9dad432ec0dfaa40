import LifelineRuntime

/// The text of a property list, for the lines the scanner reports: each place is found by
/// one pass over the bytes (a key once per file, every `<string>` value or `name = …;` of a
/// file in a single pass) and turned into a line by a ``LineIndex``. A file with thousands
/// of scene configurations or targets is never searched again per finding.
struct PlistText {
    let bytes: [UInt8]
    let lineIndex: LineIndex

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lineIndex = LineIndex(bytes)
    }

    /// The first offset of `needle` at or after `from`.
    func offset(of needle: String, from: Int = 0) -> Int? {
        offset(of: Array(needle.utf8), from: from)
    }

    private func offset(of needle: [UInt8], from: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = max(from, 0)
        while index + needle.count <= bytes.count {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// The line of the first `needle` at or after `from`.
    func line(of needle: String, from: Int = 0) -> Int? {
        offset(of: needle, from: from).map { lineIndex.line(of: $0) }
    }

    /// Every text between `open` and the next `close` at or after `from` (the values of
    /// `<string>…</string>`, of `name = …;`), each with the line of its first occurrence.
    func lines(ofValuesBetween open: String, and close: String, from: Int = 0) -> [String: Int] {
        let open = Array(open.utf8), close = Array(close.utf8)
        var found: [String: Int] = [:]
        var index = from
        while let start = offset(of: open, from: index) {
            guard let end = offset(of: close, from: start + open.count) else { break }
            let value = String(decoding: bytes[(start + open.count)..<end], as: UTF8.self)
            if found[value] == nil { found[value] = lineIndex.line(of: start) }
            index = end + close.count
        }
        return found
    }
}
