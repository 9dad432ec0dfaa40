/// One replacement in a file's text: the UTF-8 byte range it replaces (empty to insert) and
/// what it puts there.
struct TextEdit: Sendable {
    var range: Range<Int>
    var replacement: String

    init(_ range: Range<Int>, _ replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// `text` with every edit made. Edits must not overlap; two insertions at one place keep
    /// their order.
    static func apply(_ edits: [TextEdit], to text: [UInt8]) -> [UInt8] {
        let ordered = edits.enumerated().sorted { a, b in
            (a.element.range.lowerBound, a.element.range.upperBound, a.offset) < (b.element.range.lowerBound, b.element.range.upperBound, b.offset)
        }.map(\.element)
        var out: [UInt8] = []
        out.reserveCapacity(text.count + ordered.reduce(0) { $0 + $1.replacement.utf8.count })
        var at = 0
        for edit in ordered {
            let start = max(edit.range.lowerBound, at)
            out += text[at..<start]
            out += Array(edit.replacement.utf8)
            at = max(at, edit.range.upperBound)
        }
        out += text[min(at, text.count)...]
        return out
    }
}

/// Lines of a file's bytes: where each starts, and the indentation at a place.
struct LineIndex: Sendable {
    let text: [UInt8]
    /// The offset each line starts at (line 1 at index 0).
    let starts: [Int]

    init(_ text: [UInt8]) {
        self.text = text
        var starts = [0]
        for (index, byte) in text.enumerated() where byte == 0x0A { starts.append(index + 1) }
        self.starts = starts
    }

    /// The offset of the start of the line that holds `offset`.
    func lineStart(_ offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return starts[low]
    }

    /// The offset just after the line that holds `offset` (after its newline).
    func lineEnd(_ offset: Int) -> Int {
        var i = offset
        while i < text.count, text[i] != 0x0A { i += 1 }
        return min(i + 1, text.count)
    }

    /// The offset of line `line` (1-based), the end of the text past the last.
    func offset(line: Int) -> Int { line - 1 < starts.count ? starts[max(0, line - 1)] : text.count }

    /// The spaces and tabs that start the line holding `offset`.
    func indentation(at offset: Int) -> String {
        var i = lineStart(offset)
        var out = ""
        while i < text.count, text[i] == 0x20 || text[i] == 0x09 { out.append(Character(UnicodeScalar(text[i]))); i += 1 }
        return out
    }

    /// Whether only spaces and tabs sit between the line's start and `offset`.
    func onlyBlankBefore(_ offset: Int) -> Bool {
        text[lineStart(offset)..<offset].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// The line ending in `\` before the one holding `offset` (a macro continued onto it).
    func continuesMacro(at offset: Int) -> Bool {
        let start = lineStart(offset)
        guard start >= 2 else { return false }
        var i = start - 2
        while i > 0, text[i] == 0x20 || text[i] == 0x09 || text[i] == 0x0D { i -= 1 }
        return text[i] == 0x5C
    }
}
