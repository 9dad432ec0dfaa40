import LifelineSupport

/// The object table of a binary plist (`bplist00`): the trailer, the offset table and every
/// object reachable from the top, each checked with bounds before Foundation reads any.
///
/// Foundation's binary reader trusts more than it should, and on Linux its bridging to Swift
/// crashes on objects it reads without complaint: the members of a set end in a SEGV in the
/// dynamic cast to `AnyHashable` (`make fuzz`, plist target). What Apple's writers put in an
/// Info.plist or a project file is booleans, integers of up to 8 bytes, reals, dates, data,
/// ASCII and UTF-16 strings, arrays, and dictionaries keyed by strings; every other marker
/// (null, fill, 16-byte integers, UTF-8 strings, UIDs, sets, ordered sets, the unassigned
/// ones) and every object that runs out of the object area is refused here, by kind.
struct BinaryPlistTable {
    let bytes: [UInt8]
    let file: String
    let limits: PropertyListReader.Limits
    var offsetSize = 0, refSize = 0, count = 0, top = 0, tableOffset = 0

    init(_ bytes: [UInt8], file: String, limits: PropertyListReader.Limits) throws(Diagnostic) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
        guard bytes.count >= 8 + 32 else { throw malformed("too short for a trailer") }
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        refSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(refSize) else {
            throw malformed("bad offset or reference size")
        }
        guard let count = number(at: trailer + 8, size: 8), let top = number(at: trailer + 16, size: 8),
            let table = number(at: trailer + 24, size: 8)
        else { throw malformed("bad trailer") }
        // Each object takes at least one byte and one offset-table entry.
        guard count >= 1, count <= bytes.count, top < count, table >= 8,
            table <= trailer, count <= (trailer - table) / offsetSize
        else { throw malformed("bad object table") }
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

    /// Where object `index` starts: inside the object area, after the header.
    func offset(of index: Int) throws(Diagnostic) -> Int {
        guard let offset = number(at: tableOffset + index * offsetSize, size: offsetSize), offset >= 8,
            offset < tableOffset
        else { throw malformed("object \(index) is outside the object area") }
        return offset
    }

    /// The count a marker's low nibble holds or, when it is 0xF, the integer object after
    /// the marker (0x1N, then 2^N bytes, N at most 3); and where the contents start.
    private func length(of index: Int, at offset: Int) throws(Diagnostic) -> (length: Int, start: Int) {
        let nibble = Int(bytes[offset] & 0x0F)
        guard nibble == 0x0F else { return (nibble, offset + 1) }
        let start = offset + 1
        guard start < tableOffset, bytes[start] >> 4 == 0x1, bytes[start] & 0x0F <= 3,
            let value = number(at: start + 1, size: 1 << Int(bytes[start] & 0x0F)),
            value <= bytes.count
        else { throw malformed("bad length of object \(index)") }
        return (value, start + 1 + (1 << Int(bytes[start] & 0x0F)))
    }

    /// Checks object `index` (a known kind, all of it inside the object area, a
    /// dictionary's keys strings) and returns the references it holds: none for a
    /// non-container.
    func references(of index: Int) throws(Diagnostic) -> [Int] {
        let offset = try offset(of: index)
        let marker = bytes[offset]
        func within(_ start: Int, _ size: Int) throws(Diagnostic) {
            guard size <= tableOffset - start else { throw malformed("object \(index) runs past the object area") }
        }
        switch marker >> 4 {
        case 0x0 where marker == 0x08 || marker == 0x09:  // false, true
            return []
        case 0x1 where marker & 0x0F <= 3:  // an integer of 1, 2, 4 or 8 bytes
            try within(offset + 1, 1 << Int(marker & 0x0F))
            return []
        case 0x2 where marker == 0x22 || marker == 0x23:  // a 4- or 8-byte real
            try within(offset + 1, 1 << Int(marker & 0x0F))
            return []
        case 0x3 where marker == 0x33:  // a date: an 8-byte real
            try within(offset + 1, 8)
            return []
        case 0x4, 0x5, 0x6:  // data, an ASCII string, a UTF-16 string
            let (length, start) = try length(of: index, at: offset)
            try within(start, marker >> 4 == 0x6 ? length * 2 : length)
            return []
        case 0xA, 0xD:
            let (length, start) = try length(of: index, at: offset)
            let refs = marker >> 4 == 0xD ? length * 2 : length
            try within(start, refs * refSize)
            var result: [Int] = []
            result.reserveCapacity(refs)
            for i in 0..<refs {
                guard let ref = number(at: start + i * refSize, size: refSize), ref < count else {
                    throw malformed("object \(index) refers to an object that does not exist")
                }
                if marker >> 4 == 0xD, i < length, ![0x5, 0x6].contains(bytes[try self.offset(of: ref)] >> 4) {
                    throw malformed("dictionary \(index) has a key that is not a string")
                }
                result.append(ref)
            }
            return result
        default:
            throw malformed(
                "object \(index) is \(Self.kind(marker)), which \(article(limits.name)) \(limits.name) never holds")
        }
    }

    /// What a refused marker stands for, in the words of Apple's format description.
    private static func kind(_ marker: UInt8) -> String {
        switch marker >> 4 {
        case 0x0: marker == 0x00 ? "null" : marker == 0x0F ? "fill" : "an unknown marker"
        case 0x1: "an integer wider than 8 bytes"
        case 0x2: "a real of neither 4 nor 8 bytes"
        case 0x3: "a date of other than 8 bytes"
        case 0x7: "a UTF-8 string"
        case 0x8: "a UID (a keyed archive's)"
        case 0xB: "an ordered set"
        case 0xC: "a set"
        default: "an unknown marker 0x\(String(marker, radix: 16, uppercase: true))"
        }
    }

    private func article(_ name: String) -> String {
        "AEIOU".contains(name.first ?? "x") ? "an" : "a"
    }

    /// Walks the graph from the top object depth first, without recursion, checking every
    /// object it reaches: objects after expansion (memoised per object, so shared objects
    /// count as often as they are reached but are visited once) and depth, stopping at the
    /// first limit, cycle or malformed object.
    func check() throws(Diagnostic) {
        // 0: not seen, 1: on the current path, 2: done.
        var state = [UInt8](repeating: 0, count: count)
        var expanded = [Int](repeating: 0, count: count)
        var stack: [(index: Int, children: [Int], next: Int, total: Int)] = [(top, try references(of: top), 0, 1)]
        state[top] = 1
        while let frame = stack.last {
            if frame.next < frame.children.count {
                let child = frame.children[frame.next]
                stack[stack.count - 1].next += 1
                switch state[child] {
                case 1: throw malformed("object \(child) contains itself")
                case 2: stack[stack.count - 1].total += expanded[child]
                default:
                    guard stack.count < limits.maxDepth else { throw limits.tooDeep(file: file, line: 1, column: 1) }
                    state[child] = 1
                    stack.append((child, try references(of: child), 0, 1))
                }
                if stack[stack.count - 1].total > limits.maxObjects { throw limits.tooMany(file: file) }
                continue
            }
            stack.removeLast()
            state[frame.index] = 2
            expanded[frame.index] = frame.total
            if !stack.isEmpty {
                stack[stack.count - 1].total += frame.total
                if stack[stack.count - 1].total > limits.maxObjects { throw limits.tooMany(file: file) }
            }
        }
    }
}
