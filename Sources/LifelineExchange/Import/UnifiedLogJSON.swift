#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LifelineTrace

/// JSON scanning for `UnifiedLogFields`: only what `log` writes (objects, arrays, strings,
/// numbers, `true`/`false`/`null`), checked enough that a broken record is caught.
enum UnifiedLogJSON {
    @inline(__always) static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0A }

    static func skipSpace(_ line: UnsafeBufferPointer<UInt8>, _ i: inout Int) {
        while i < line.count, isSpace(line[i]) { i += 1 }
    }

    /// The end of the string whose opening quote is at `start - 1`: the index of its closing
    /// quote, or nil when the line ends first. `memchr` to each `"` (a record is a kilobyte of
    /// strings, and `memchr` reads 32 bytes at a step); one is escaped when an odd run of `\`
    /// is before it, within the string (each `\` escapes the byte after it).
    static func stringEnd(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = line.baseAddress else { return nil }
        return stringEnd(base, line.count, from: start)
    }

    @inline(__always) static func stringEnd(_ base: UnsafePointer<UInt8>, _ n: Int, from start: Int) -> Int? {
        var i = start
        // A key or a short value ends within 16 bytes: two words looked at in place, with no call.
        var words = 2
        while true {
            let quote: Int
            if words > 0, i &+ 8 <= n {
                let v = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) ^ 0x2222_2222_2222_2222
                // The lowest byte that was `"` (bytes above it may be flagged falsely: not read).
                let found = (v &- 0x0101_0101_0101_0101) & ~v & 0x8080_8080_8080_8080
                guard found != 0 else {
                    i &+= 8
                    words &-= 1
                    continue
                }
                quote = i &+ found.trailingZeroBitCount &>> 3
            } else {
                guard i < n, let hit = memchr(base + i, 0x22, n &- i) else { return nil }
                quote = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
            }
            var k = quote
            while k > start, base[k &- 1] == UInt8(ascii: "\\") { k &-= 1 }
            if (quote &- k) & 1 == 0 { return quote }
            i = quote &+ 1
        }
    }

    /// One scalar value at `i` (a string, number or literal): its content range (a string's
    /// between its quotes); `i` moves past it. Nil for anything else, or a broken value.
    @inline(__always) static func scalar(_ base: UnsafePointer<UInt8>, _ n: Int, _ i: inout Int) -> Range<Int>? {
        guard i < n else { return nil }
        if base[i] == UInt8(ascii: "\"") {
            guard let end = stringEnd(base, n, from: i + 1) else { return nil }
            defer { i = end + 1 }
            return (i + 1)..<end
        }
        // A number or literal: letters, digits, `-`, `+` and `.` up to `,`, `}`, `]` or space.
        let start = i
        while i < n {
            let b = base[i]
            if isBareValueEnd(b) { break }
            guard isBareValueByte(b) else { return nil }
            i += 1
        }
        return i > start ? start..<i : nil
    }

    /// `,`, `}`, `]` or a space: what ends a number or literal. One bit of a 128-bit mask.
    @inline(__always) static func isBareValueEnd(_ b: UInt8) -> Bool {
        // Bits 9, 10, 13 (tab, line feed, return), 32 (space), 44 (`,`); 64+29 (`]`), 64+61 (`}`).
        let low: UInt64 = 1 << 9 | 1 << 10 | 1 << 13 | 1 << 32 | 1 << 44
        let high: UInt64 = 1 << 29 | 1 << 61
        return b < 64 ? low >> b & 1 != 0 : b < 128 && high >> (b &- 64) & 1 != 0
    }

    /// A letter, digit, `-`, `+` or `.`: what a number or literal is made of.
    @inline(__always) static func isBareValueByte(_ b: UInt8) -> Bool {
        // Bits 43, 45, 46 (`+`, `-`, `.`), 48–57 (digits); 64+1…64+26 and 64+33…64+58 (letters).
        let low: UInt64 = 1 << 43 | 1 << 45 | 1 << 46 | 0x3FF << 48
        let high: UInt64 = 0x3FF_FFFF << 1 | 0x3FF_FFFF << 33
        return b < 64 ? low >> b & 1 != 0 : b < 128 && high >> (b &- 64) & 1 != 0
    }

    /// How far `line[from...]` opens objects and arrays (`{`/`[` up, `}`/`]` down) outside
    /// strings; nil when a string in it does not end.
    static func depthChange(_ line: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        brackets(line, from: from, stopAtZero: false)?.depth
    }

    /// Skips the object or array opening at `i`, to just past its close; false if the line
    /// ends inside it or a string in it does not end.
    static func skipNested(_ line: UnsafeBufferPointer<UInt8>, _ i: inout Int) -> Bool {
        guard let (depth, end) = brackets(line, from: i, stopAtZero: true), depth == 0 else { return false }
        i = end
        return true
    }

    /// The depth of brackets outside strings from `from`, to the line's end or (`stopAtZero`)
    /// just past the bracket that closes the first one; nil when a string does not end.
    private static func brackets(_ line: UnsafeBufferPointer<UInt8>, from: Int, stopAtZero: Bool) -> (
        depth: Int, end: Int
    )? {
        var depth = 0
        var i = from
        while i < line.count {
            switch line[i] {
            case UInt8(ascii: "\""):
                guard let end = stringEnd(line, from: i + 1) else { return nil }
                i = end
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if stopAtZero, depth == 0 { return (0, i + 1) }
            default: break
            }
            i += 1
        }
        return (stopAtZero && depth == 0 ? -1 : depth, i)
    }

    /// One `"key" : value` member at `i` (ndjson's `"key":value` too): keeps the fields
    /// `fields` wants (`copy`: into its store, for `--style json`, whose line is gone by the
    /// record's end), and moves `i` past the value. `.opens` when the value is an object or
    /// array that goes on past the line's end (`--style json`'s `"backtrace" : {`).
    enum Member { case read, opens(depth: Int), broken }

    static func member(
        _ line: UnsafeBufferPointer<UInt8>, _ i: inout Int, into fields: inout UnifiedLogFields, copy: Bool
    ) -> Member {
        guard let base = line.baseAddress else { return .broken }
        return member(base, line.count, &i, into: &fields, copy: copy)
    }

    @inline(__always) static func member(
        _ base: UnsafePointer<UInt8>, _ n: Int, _ i: inout Int, into fields: inout UnifiedLogFields, copy: Bool
    ) -> Member {
        guard i < n, base[i] == UInt8(ascii: "\""), let keyEnd = stringEnd(base, n, from: i + 1) else {
            return .broken
        }
        let keyCount = keyEnd - i - 1
        let key = keyCount >= 8 ? UnifiedLogFields.key(base + i + 1, keyCount) : .other
        i = keyEnd + 1
        while i < n, isSpace(base[i]) { i += 1 }
        guard i < n, base[i] == UInt8(ascii: ":") else { return .broken }
        i += 1
        while i < n, isSpace(base[i]) { i += 1 }
        guard i < n else { return .broken }
        if base[i] == UInt8(ascii: "{") || base[i] == UInt8(ascii: "[") {
            let line = UnsafeBufferPointer(start: base, count: n)
            let start = i
            if skipNested(line, &i) { return .read }
            guard let depth = depthChange(line, from: start), depth > 0 else { return .broken }
            i = n
            return .opens(depth: depth)
        }
        guard let value = scalar(base, n, &i) else { return .broken }
        if key != .other { fields.keep(key, base, value, copy: copy) }
        return .read
    }

    /// A whole object on one line (`--style ndjson`), from `i` at its `{`: its fields (where
    /// they are in the line), and whether it was well formed up to its closing `}`, with
    /// nothing but space after it. `member`'s reading, written out for one line: a record is
    /// twenty-odd members, and this loop is most of an ndjson import.
    /// `repeats`: the previous record's members, skipped where this one repeats them.
    static func object(
        _ line: UnsafeBufferPointer<UInt8>, from start: Int, into fields: inout UnifiedLogFields,
        repeats: RepeatedMembers
    ) -> Bool {
        guard let base = line.baseAddress else { return false }
        let n = line.count
        var i = start &+ 1
        while i < n, isSpace(base[i]) { i &+= 1 }
        if i < n, base[i] == UInt8(ascii: "}") { return true }
        repeats.begin()
        var index = 0
        while true {
            let memberStart = i
            if let known = repeats.repeated(index, base, n, at: i) {
                if known.key != .other {
                    let kept = i &+ Int(known.kept)
                    fields.keep(known.key, base, kept: kept..<(kept &+ Int(known.keptLength)))
                }
                repeats.read(
                    start: i, length: Int(known.length), key: known.key,
                    kept: (i &+ Int(known.kept))..<(i &+ Int(known.kept) &+ Int(known.keptLength)))
                i &+= Int(known.length)
                index &+= 1
                while i < n, isSpace(base[i]) { i &+= 1 }
                continue
            }
            guard i < n, base[i] == UInt8(ascii: "\""), let keyEnd = stringEnd(base, n, from: i &+ 1) else {
                return false
            }
            let keyCount = keyEnd &- i &- 1
            let key = keyCount >= 8 ? UnifiedLogFields.key(base + i + 1, keyCount) : .other
            i = keyEnd &+ 1
            while i < n, isSpace(base[i]) { i &+= 1 }
            guard i < n, base[i] == UInt8(ascii: ":") else { return false }
            i &+= 1
            while i < n, isSpace(base[i]) { i &+= 1 }
            guard i < n else { return false }
            let first = base[i]
            var kept = 0..<0
            if first == UInt8(ascii: "\"") {
                guard let end = stringEnd(base, n, from: i &+ 1) else { return false }
                if key != .other { kept = fields.keep(key, base, (i &+ 1)..<end, copy: false) }
                i = end &+ 1
            } else if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
                // Nested (a `backtrace`): it must close on this line.
                guard skipNested(line, &i) else { return false }
            } else {
                let value = i
                while i < n {
                    let b = base[i]
                    if isBareValueEnd(b) { break }
                    guard isBareValueByte(b) else { return false }
                    i &+= 1
                }
                guard i > value else { return false }
                if key != .other { kept = fields.keep(key, base, value..<i, copy: false) }
            }
            while i < n, isSpace(base[i]) { i &+= 1 }
            guard i < n else { return false }
            if base[i] == UInt8(ascii: ",") {
                i &+= 1
                while i < n, isSpace(base[i]) { i &+= 1 }
                repeats.read(start: memberStart, length: i &- memberStart, key: key, kept: kept)
                index &+= 1
                continue
            }
            guard base[i] == UInt8(ascii: "}") else { return false }
            i &+= 1
            while i < n, isSpace(base[i]) { i &+= 1 }
            guard i == n else { return false }
            repeats.finish(line)
            return true
        }
    }

    /// Appends the JSON string content `raw` unescaped, as UTF-8; control characters become spaces.
    static func unescape(_ raw: [UInt8], into out: inout [UInt8]) {
        let count = out.count
        out.append(contentsOf: repeatElement(0, count: raw.count))
        let end = raw.withUnsafeBufferPointer { raw in
            out.withUnsafeMutableBufferPointer { out in
                guard let target = out.baseAddress else { return count }
                return (target + count).distance(to: unescape(raw, to: target + count)) + count
            }
        }
        out.removeSubrange(end...)
    }

    /// Writes the JSON string content `raw` unescaped at `out`, which has room for `raw.count`
    /// bytes (an escape is never shorter unescaped); returns the end.
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>, to out: UnsafeMutablePointer<UInt8>)
        -> UnsafeMutablePointer<UInt8>
    {
        guard let base = raw.baseAddress else { return out }
        var p = out
        var i = 0
        let n = raw.count
        while i < n {
            // Up to the next backslash in one copy (JSON has no raw control characters).
            let plain = ConsoleBytes.find(0x5C, in: raw, from: i) ?? n
            if plain > i {
                p.update(from: base + i, count: plain - i)
                p += plain - i
                i = plain
                continue
            }
            guard i + 1 < n else {
                p.pointee = base[i]
                p += 1
                i += 1
                continue
            }
            let e = base[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "b"), UInt8(ascii: "f"):
                p.pointee = 0x20
                p += 1
            case UInt8(ascii: "u"):
                guard var scalar = hex4(raw, i) else {
                    p.pointee = UInt8(ascii: "?")
                    p += 1
                    continue
                }
                i += 4
                if scalar >= 0xD800, scalar < 0xDC00, i + 6 <= n, raw[i] == UInt8(ascii: "\\"),
                    raw[i + 1] == UInt8(ascii: "u"),
                    let low = hex4(raw, i + 2), low >= 0xDC00, low < 0xE000
                {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
                }
                if scalar < 0x20 {
                    p.pointee = 0x20
                    p += 1
                    continue
                }
                UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}") { byte in
                    p.pointee = byte
                    p += 1
                }
            default:  // \" \\ \/
                p.pointee = e
                p += 1
            }
        }
        return p
    }

    private static func hex4(_ raw: UnsafeBufferPointer<UInt8>, _ at: Int) -> UInt32? {
        guard at + 4 <= raw.count else { return nil }
        var value: UInt32 = 0
        for k in at..<(at + 4) {
            let b = raw[k]
            guard ConsoleBytes.isHexDigit(b) else { return nil }
            value = value << 4 | UInt32(ConsoleBytes.isDigit(b) ? b &- 48 : (b | 0x20) &- 87)
        }
        return value
    }
}
