import LifelineTrace

/// A property list's size as Foundation would build it, measured before Foundation reads it.
///
/// A binary plist stores each object once and lets containers refer to it by number, so 30
/// objects that each list the next one twice expand to 2^30 when read: a "billion laughs"
/// that `PropertyListSerialization` expands in full (4 GB, then a crash). This walks the
/// object table itself: it counts objects after expansion and nesting depth, with memoised
/// sums, and stops at the first limit, in time linear in the table. An XML plist has no
/// references: its size limit bounds its objects, and its nesting is counted here too, since
/// a deeply nested one would exhaust the parser's stack.
package enum PlistBudget {
    /// The most objects a plist may expand to: a real Info.plist has a few hundred.
    package static let maxObjects = 100_000
    /// The deepest nesting of arrays and dictionaries: a real Info.plist has under 10.
    package static let maxDepth = 64

    /// Throws `file:1:1: error: …` when `bytes` is a plist over the limits, or a binary plist
    /// whose object table is malformed; returns for anything else (Foundation decides).
    package static func check(_ bytes: [UInt8], file: String) throws(Diagnostic) {
        if bytes.starts(with: Array("bplist00".utf8)) {
            try BinaryPlistTable(bytes, file: file).checkBudget()
        } else {
            try checkXMLDepth(bytes, file: file)
        }
    }

    /// Counts `<array>`/`<dict>` nesting (an empty `<array/>` opens nothing).
    static func checkXMLDepth(_ bytes: [UInt8], file: String) throws(Diagnostic) {
        var depth = 0, line = 1, lineStart = 0
        var index = 0
        let open: [[UInt8]] = [Array("<array".utf8), Array("<dict".utf8)]
        let close: [[UInt8]] = [Array("</array".utf8), Array("</dict".utf8)]
        func at(_ pattern: [UInt8]) -> Bool {
            guard index + pattern.count < bytes.count, bytes[index + pattern.count] == UInt8(ascii: ">") || bytes[index + pattern.count] == UInt8(ascii: "/") || bytes[index + pattern.count] == 0x20 else { return false }
            return bytes[index..<(index + pattern.count)].elementsEqual(pattern)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { line += 1; lineStart = index + 1 }
            if byte == UInt8(ascii: "<") {
                if close.contains(where: at) {
                    depth -= 1
                } else if open.contains(where: at) {
                    // `<array/>` is empty: it does not nest.
                    var end = index
                    while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
                    if end > 0, end < bytes.count, bytes[end - 1] != UInt8(ascii: "/") { depth += 1 }
                    if depth > maxDepth {
                        throw Diagnostic(file: file, line: line, column: index - lineStart + 1,
                                         "the Info.plist nests arrays and dictionaries more than \(maxDepth) deep")
                    }
                }
            }
            index += 1
        }
    }
}

/// The object table of a binary plist (`bplist00`): the trailer, the offset table, and each
/// container's references, read with bounds checks at every step.
struct BinaryPlistTable {
    let bytes: [UInt8]
    let file: String
    var offsetSize = 0, refSize = 0, count = 0, top = 0, tableOffset = 0

    init(_ bytes: [UInt8], file: String) throws(Diagnostic) {
        self.bytes = bytes
        self.file = file
        guard bytes.count >= 8 + 32 else { throw malformed("too short for a trailer") }
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        refSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(refSize) else { throw malformed("bad offset or reference size") }
        guard let count = number(at: trailer + 8, size: 8), let top = number(at: trailer + 16, size: 8),
              let table = number(at: trailer + 24, size: 8) else { throw malformed("bad trailer") }
        // Each object takes at least one byte and one offset-table entry.
        guard count >= 1, count <= bytes.count, top < count, table >= 8,
              table <= trailer, count <= (trailer - table) / offsetSize else { throw malformed("bad object table") }
        self.count = count
        self.top = top
        tableOffset = table
    }

    func malformed(_ what: String) -> Diagnostic {
        Diagnostic(file: file, line: 1, column: 1, "malformed binary plist: \(what)")
    }

    /// A big-endian unsigned number of `size` bytes at `offset`, or nil past the end or
    /// above `Int.max`.
    func number(at offset: Int, size: Int) -> Int? {
        guard offset >= 0, size <= 8, offset <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for i in 0..<size { value = value << 8 | UInt64(bytes[offset + i]) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }

    /// The references object `index` holds (empty for a non-container).
    func children(of index: Int) throws(Diagnostic) -> [Int] {
        guard let offset = number(at: tableOffset + index * offsetSize, size: offsetSize), offset >= 8,
              offset < tableOffset else { throw malformed("object \(index) is outside the file") }
        let marker = bytes[offset]
        let kind = marker >> 4
        guard kind == 0xA || kind == 0xC || kind == 0xD else { return [] }
        var length = Int(marker & 0x0F)
        var start = offset + 1
        if length == 0x0F {
            // The length is an integer object of its own: 0x1N then 2^N bytes.
            guard start < bytes.count, bytes[start] >> 4 == 0x1 else { throw malformed("bad length of object \(index)") }
            let size = 1 << Int(bytes[start] & 0x0F)
            guard let value = number(at: start + 1, size: size) else { throw malformed("bad length of object \(index)") }
            length = value
            start += 1 + size
        }
        let refs = kind == 0xD ? length * 2 : length
        guard length <= bytes.count, start + refs * refSize <= bytes.count else { throw malformed("object \(index) runs past the end") }
        var result: [Int] = []
        result.reserveCapacity(refs)
        for i in 0..<refs {
            guard let ref = number(at: start + i * refSize, size: refSize), ref < count else {
                throw malformed("object \(index) refers to an object that does not exist")
            }
            result.append(ref)
        }
        return result
    }

    /// Walks the graph from the top object depth first, without recursion: objects after
    /// expansion (memoised per object, so shared objects count as often as they are
    /// reached but are visited once) and depth, stopping at the first limit or cycle.
    func checkBudget() throws(Diagnostic) {
        // 0: not seen, 1: on the current path, 2: done.
        var state = [UInt8](repeating: 0, count: count)
        var expanded = [Int](repeating: 0, count: count)
        var stack: [(index: Int, children: [Int], next: Int, total: Int)] = [(top, try children(of: top), 0, 1)]
        state[top] = 1
        while let frame = stack.last {
            if frame.next < frame.children.count {
                let child = frame.children[frame.next]
                stack[stack.count - 1].next += 1
                switch state[child] {
                case 1: throw malformed("object \(child) contains itself")
                case 2: stack[stack.count - 1].total += expanded[child]
                default:
                    guard stack.count < PlistBudget.maxDepth else {
                        throw Diagnostic(file: file, line: 1, column: 1,
                                         "the Info.plist nests arrays and dictionaries more than \(PlistBudget.maxDepth) deep")
                    }
                    state[child] = 1
                    stack.append((child, try children(of: child), 0, 1))
                }
                if stack[stack.count - 1].total > PlistBudget.maxObjects { throw tooMany() }
                continue
            }
            stack.removeLast()
            state[frame.index] = 2
            expanded[frame.index] = frame.total
            if !stack.isEmpty {
                stack[stack.count - 1].total += frame.total
                if stack[stack.count - 1].total > PlistBudget.maxObjects { throw tooMany() }
            }
        }
    }

    private func tooMany() -> Diagnostic {
        Diagnostic(file: file, line: 1, column: 1,
                   "the Info.plist expands to more than \(PlistBudget.maxObjects) objects (a binary plist's shared references, read in full); refusing it")
    }
}
