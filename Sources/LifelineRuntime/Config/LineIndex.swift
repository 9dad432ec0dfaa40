/// Lines of a file's bytes, found in one pass: where each starts, so that any offset turns
/// into a line and column by binary search (a file with thousands of findings is never
/// searched again per finding), and the indentation at a place (for the edits `migrate`
/// writes). The runtime's and the scanner's property lists and the migration's edits share it.
package struct LineIndex: Sendable {
    package let text: [UInt8]
    /// The offset each line starts at (line 1 at index 0).
    package let starts: [Int]

    package init(_ text: [UInt8]) {
        self.text = text
        var starts = [0]
        for (index, byte) in text.enumerated() where byte == 0x0A { starts.append(index + 1) }
        self.starts = starts
    }

    /// The offset of the start of the line that holds `offset`.
    package func lineStart(_ offset: Int) -> Int { starts[lineNumber(offset) - 1] }

    /// The 1-based line that holds `offset`: the last line start at or before it.
    private func lineNumber(_ offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// The offset just after the line that holds `offset` (after its newline).
    package func lineEnd(_ offset: Int) -> Int {
        var i = offset
        while i < text.count, text[i] != 0x0A { i += 1 }
        return min(i + 1, text.count)
    }

    /// The offset of line `line` (1-based), the end of the text past the last.
    package func offset(line: Int) -> Int { line - 1 < starts.count ? starts[max(0, line - 1)] : text.count }

    /// The spaces and tabs that start the line holding `offset`.
    package func indentation(at offset: Int) -> String {
        var i = lineStart(offset)
        var out = ""
        while i < text.count, text[i] == 0x20 || text[i] == 0x09 {
            out.append(Character(UnicodeScalar(text[i])))
            i += 1
        }
        return out
    }

    /// Whether only spaces and tabs sit between the line's start and `offset`.
    package func onlyBlankBefore(_ offset: Int) -> Bool {
        text[lineStart(offset)..<offset].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// The line ending in `\` before the one holding `offset` (a macro continued onto it).
    package func continuesMacro(at offset: Int) -> Bool {
        let start = lineStart(offset)
        guard start >= 2 else { return false }
        var i = start - 2
        while i > 0, text[i] == 0x20 || text[i] == 0x09 || text[i] == 0x0D { i -= 1 }
        return text[i] == 0x5C
    }

    /// The 1-based line and column (in bytes) of `offset`.
    package func position(of offset: Int) -> (line: Int, column: Int) {
        let line = lineNumber(offset)
        return (line, offset - starts[line - 1] + 1)
    }

    /// The 1-based line of `offset`.
    package func line(of offset: Int) -> Int { lineNumber(offset) }
}
