#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LifelineTrace

/// The fields of one record of `log stream`/`log show --style ndjson` or `--style json` that say
/// what was printed, when and where: `eventMessage`, `timestamp`, `processID`, `threadID` and
/// `processImagePath` (whose last component is the process name). Every other field
/// (`formatString`, `backtrace`, `subsystem`, …) is skipped without being read.
///
/// Scanned from bytes: a record is about a kilobyte and the importer reads a million a second,
/// so strings are found with `memchr` and nothing is built until the record is known to matter.
struct UnifiedLogFields {
    /// The raw (still escaped) bytes of each string field, copied: `--style json` spreads a
    /// record over lines, each gone by the time the next is read.
    var message: [UInt8] = []
    var hasMessage = false
    var timestamp: [UInt8] = []
    var imagePath: [UInt8] = []
    var subsystem: [UInt8] = []
    var category: [UInt8] = []
    var pid: Int64? = nil
    var thread: UInt64? = nil

    /// Empties the fields, keeping their storage: a million records a second allocate nothing.
    mutating func reset() {
        hasMessage = false
        timestamp.removeAll(keepingCapacity: true)
        imagePath.removeAll(keepingCapacity: true)
        subsystem.removeAll(keepingCapacity: true)
        category.removeAll(keepingCapacity: true)
        pid = nil
        thread = nil
    }

    enum Key { case message, timestamp, imagePath, subsystem, category, pid, thread, other }

    /// Which field `line[key]` (a key's bytes between its quotes) names.
    static func key(_ line: UnsafeBufferPointer<UInt8>, _ key: Range<Int>) -> Key {
        func equals(_ name: StaticString) -> Bool {
            name.utf8CodeUnitCount == key.count
                && memcmp(line.baseAddress! + key.lowerBound, name.utf8Start, key.count) == 0
        }
        switch key.count {
        case 12 where equals("eventMessage"): return .message
        case 9 where line[key.lowerBound] == UInt8(ascii: "t") && equals("timestamp"): return .timestamp
        case 9 where equals("processID"): return .pid
        case 9 where equals("subsystem"): return .subsystem
        case 8 where equals("threadID"): return .thread
        case 8 where equals("category"): return .category
        case 16 where equals("processImagePath"): return .imagePath
        default: return .other
        }
    }

    /// Keeps the value `line[value]` (a string's bytes between its quotes, or a number) of `key`.
    mutating func keep(_ key: Key, _ line: UnsafeBufferPointer<UInt8>, _ value: Range<Int>) {
        let bytes = UnsafeBufferPointer(rebasing: line[value])
        func set(_ field: inout [UInt8]) {
            field.removeAll(keepingCapacity: true)
            field.append(contentsOf: bytes)
        }
        switch key {
        case .message:
            set(&message)
            hasMessage = true
        case .timestamp: set(&timestamp)
        case .imagePath:
            // Only the process name is written: the path's last component (escaped slashes are `\/`).
            imagePath.removeAll(keepingCapacity: true)
            let last = bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? bytes.startIndex
            imagePath.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[last...]))
        case .subsystem: set(&subsystem)
        case .category: set(&category)
        case .pid: pid = LineMetadata.decimal(bytes)
        case .thread: thread = LineMetadata.decimal(bytes).map { UInt64(bitPattern: $0) }
        case .other: break
        }
    }

    /// The console line the record stands for, in `log stream --style compact`'s shape less its
    /// type column, which the importer reads fastest and which carries the same time, process,
    /// thread, subsystem and category:
    /// `2024-01-02 09:41:07.015123-0800 Shop[512:2a1b3] [com.example.shop:lifecycle] <message>`
    /// (the thread in hex, as NSLog prints it), or the message alone when the record has no time.
    /// The message is unescaped; an escaped control character in it (a multi-line message's line
    /// breaks) becomes a space.
    func line(into out: inout [UInt8]) {
        out.removeAll(keepingCapacity: true)
        if !timestamp.isEmpty, !timestamp.contains(UInt8(ascii: "\\")) {
            out.append(contentsOf: timestamp)
            out.append(0x20)
            if let pid {
                var name = imagePath[...]
                if name.isEmpty { name = ArraySlice("process".utf8) }
                for b in name { out.append(b == UInt8(ascii: "[") || b == UInt8(ascii: "\\") ? UInt8(ascii: "_") : b) }
                out.append(UInt8(ascii: "["))
                UnifiedLogFields.append(UInt64(max(pid, 0)), radix: 10, to: &out)
                out.append(UInt8(ascii: ":"))
                UnifiedLogFields.append(thread ?? 0, radix: 16, to: &out)
                out.append(UInt8(ascii: "]"))
                out.append(0x20)
            }
        }
        if !subsystem.isEmpty, !subsystem.contains(UInt8(ascii: "\\")), !category.contains(UInt8(ascii: "\\")) {
            out.append(UInt8(ascii: "["))
            out.append(contentsOf: subsystem)
            out.append(UInt8(ascii: ":"))
            out.append(contentsOf: category)
            out.append(contentsOf: "] ".utf8)
        }
        if hasMessage { UnifiedLogJSON.unescape(message, into: &out) }
    }

    /// The digits of `value` (lowercase hex for 16), with no string built.
    private static func append(_ value: UInt64, radix: UInt64, to out: inout [UInt8]) {
        let start = out.count
        var rest = value
        repeat {
            let d = UInt8(rest % radix)
            out.append(d < 10 ? 48 + d : 87 + d)
            rest /= radix
        } while rest > 0
        out[start...].reverse()
    }
}

/// JSON scanning for `UnifiedLogFields`: only what `log` writes (objects, arrays, strings,
/// numbers, `true`/`false`/`null`), checked enough that a broken record is caught.
enum UnifiedLogJSON {
    @inline(__always) static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0A }

    static func skipSpace(_ line: UnsafeBufferPointer<UInt8>, _ i: inout Int) {
        while i < line.count, isSpace(line[i]) { i += 1 }
    }

    /// The end of the string whose opening quote is at `start - 1`: the index of its closing
    /// quote, or nil when the line ends first. Eight bytes at a time to the next `"` or `\`
    /// (a record is a kilobyte of strings); an escape skips the byte after it.
    static func stringEnd(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = line.baseAddress else { return nil }
        let n = line.count
        var i = start
        while true {
            while i + 8 <= n {
                let v = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                let q = v ^ 0x2222_2222_2222_2222, s = v ^ 0x5C5C_5C5C_5C5C_5C5C
                let found =
                    ((q &- 0x0101_0101_0101_0101) & ~q | (s &- 0x0101_0101_0101_0101) & ~s) & 0x8080_8080_8080_8080
                if found != 0 {
                    i += found.trailingZeroBitCount >> 3
                    break
                }
                i += 8
            }
            while i < n, base[i] != UInt8(ascii: "\""), base[i] != UInt8(ascii: "\\") { i += 1 }
            guard i < n else { return nil }
            if base[i] == UInt8(ascii: "\"") { return i }
            i += 2
        }
    }

    /// One scalar value at `i` (a string, number or literal): its content range (a string's
    /// between its quotes); `i` moves past it. Nil for anything else, or a broken value.
    static func scalar(_ line: UnsafeBufferPointer<UInt8>, _ i: inout Int) -> Range<Int>? {
        guard i < line.count else { return nil }
        if line[i] == UInt8(ascii: "\"") {
            guard let end = stringEnd(line, from: i + 1) else { return nil }
            defer { i = end + 1 }
            return (i + 1)..<end
        }
        let start = i
        while i < line.count, line[i] != UInt8(ascii: ","), line[i] != UInt8(ascii: "}"), line[i] != UInt8(ascii: "]"),
            !isSpace(line[i])
        {
            let b = line[i]
            guard
                ConsoleBytes.isAlphanumeric(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
                    || b == UInt8(ascii: ".")
            else { return nil }
            i += 1
        }
        return i > start ? start..<i : nil
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
    /// `fields` wants, and moves `i` past the value. `.opens` when the value is an object or
    /// array that goes on past the line's end (`--style json`'s `"backtrace" : {`).
    enum Member { case read, opens(depth: Int), broken }

    static func member(_ line: UnsafeBufferPointer<UInt8>, _ i: inout Int, into fields: inout UnifiedLogFields)
        -> Member
    {
        guard i < line.count, line[i] == UInt8(ascii: "\""), let keyEnd = stringEnd(line, from: i + 1) else {
            return .broken
        }
        let key = UnifiedLogFields.key(line, (i + 1)..<keyEnd)
        i = keyEnd + 1
        skipSpace(line, &i)
        guard i < line.count, line[i] == UInt8(ascii: ":") else { return .broken }
        i += 1
        skipSpace(line, &i)
        guard i < line.count else { return .broken }
        if line[i] == UInt8(ascii: "{") || line[i] == UInt8(ascii: "[") {
            let start = i
            if skipNested(line, &i) { return .read }
            guard let depth = depthChange(line, from: start), depth > 0 else { return .broken }
            i = line.count
            return .opens(depth: depth)
        }
        guard let value = scalar(line, &i) else { return .broken }
        fields.keep(key, line, value)
        return .read
    }

    /// A whole object on one line (`--style ndjson`), from `i` at its `{`: its fields, and
    /// whether it was well formed up to its closing `}`, with nothing but space after it.
    static func object(_ line: UnsafeBufferPointer<UInt8>, from start: Int, into fields: inout UnifiedLogFields) -> Bool
    {
        var i = start + 1
        skipSpace(line, &i)
        if i < line.count, line[i] == UInt8(ascii: "}") { return true }
        while true {
            guard case .read = member(line, &i, into: &fields) else { return false }
            skipSpace(line, &i)
            guard i < line.count else { return false }
            if line[i] == UInt8(ascii: ",") {
                i += 1
                skipSpace(line, &i)
                continue
            }
            guard line[i] == UInt8(ascii: "}") else { return false }
            i += 1
            skipSpace(line, &i)
            return i == line.count
        }
    }

    /// Appends the JSON string content `raw` unescaped, as UTF-8; control characters become spaces.
    static func unescape(_ raw: [UInt8], into out: inout [UInt8]) {
        var i = 0
        let n = raw.count
        while i < n {
            // Up to the next backslash in one copy (JSON has no raw control characters).
            let plain = raw[i...].firstIndex(of: UInt8(ascii: "\\")) ?? n
            if plain > i {
                out.append(contentsOf: raw[i..<plain])
                i = plain
                continue
            }
            guard i + 1 < n else {
                out.append(raw[i])
                i += 1
                continue
            }
            let e = raw[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "b"), UInt8(ascii: "f"):
                out.append(0x20)
            case UInt8(ascii: "u"):
                guard var scalar = hex4(raw, i) else {
                    out.append(UInt8(ascii: "?"))
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
                    out.append(0x20)
                    continue
                }
                let value = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                out.append(contentsOf: String(Character(value)).utf8)
            default: out.append(e)  // \" \\ \/
            }
        }
    }

    private static func hex4(_ raw: [UInt8], _ at: Int) -> UInt32? {
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
