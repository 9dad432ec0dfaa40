import LifelineModel

/// Reads an event line in any valid JSON shape (keys in any order, white space anywhere JSON
/// allows it, escaped strings, exponents) straight from its bytes: what Python's `json.dumps`,
/// `jq` or the drop-in logger write, which `CanonicalLineDecoder` declines.
///
/// Like the canonical decoder it builds no JSON tree, no key set and no `String` for a line
/// (an escaped string is unescaped into one reused buffer before it is interned; only a time
/// written with an exponent goes through `Double`), and it only ever accepts lines the
/// reference path (`JSONParser` + `TraceEventCodec`) reads to the same event: anything it
/// does not handle (a duplicate or unknown key, `null`, a key with an escape, a negative
/// number, an invalid field) makes it return nil, and the reader takes the reference path,
/// which also writes the error message. Tests hold the two equal on every bundled trace and
/// on generated foreign lines.
final class ForeignLineDecoder {
    /// The tables the records' symbols point into.
    let symbols: TraceSymbols
    private let keys = KeyIndex.shared
    /// Bodies decoded shortly before.
    private let bodies = LineBodyCache()
    /// Where escaped strings are unescaped: never longer than the line they come from.
    private var scratch: UnsafeMutablePointer<UInt8>
    private var scratchCapacity: Int

    init(symbols: TraceSymbols = TraceSymbols()) {
        self.symbols = symbols
        scratchCapacity = 256
        scratch = .allocate(capacity: scratchCapacity)
    }

    deinit { scratch.deallocate() }

    /// The event on `line`, or nil when this decoder does not read it to the reference's event.
    ///
    /// The numbers that open and close the line (`seq`, `t`, `dur`, `cause`) are read every
    /// time; what lies between them, the *body*, is decoded only when `bodies` has not seen
    /// its bytes shortly before (a hit is confirmed byte for byte and made under the symbol
    /// tables' current generations, so it is the same fields as a decode).
    func decode(_ line: UnsafeBufferPointer<UInt8>) -> EventRecord? {
        guard var cursor = Cursor(line) else { return nil }
        if line.count > scratchCapacity {
            scratch.deallocate()
            scratchCapacity = line.count
            scratch = .allocate(capacity: scratchCapacity)
        }
        cursor.skipSpace()
        guard cursor.byte() == UInt8(ascii: "{") else { return nil }
        symbols.prepareForEvent()
        var record = EventRecord(seq: 0, time: .zero, kind: .note)
        var seen: UInt32 = 0
        // The numbers before the body.
        cursor.skipSpace()
        while true {
            var probe = cursor
            guard let key = probe.quotedKey(in: keys), Keys.numbers & 1 << UInt32(key) != 0 else { break }
            guard member(&cursor, into: &record, seen: &seen, numbersOnly: true), separator(&cursor) else { return nil }
        }
        let bodyStart = cursor.index
        let bodyEnd = bodyEnd(cursor.base, from: bodyStart, end: cursor.end)
        let body = UnsafeBufferPointer(start: cursor.base + bodyStart, count: bodyEnd - bodyStart)
        let generations = symbols.generations
        let place = bodies.place(for: body)
        var fields: EventRecord
        var bodyKeys: UInt32 = 0
        if let hit = bodies.entry(place, body: body, generations: generations) {
            fields = hit.record
            bodyKeys = UInt32(truncatingIfNeeded: hit.keys)
            cursor.index = bodyEnd
        } else {
            fields = EventRecord(seq: 0, time: .zero, kind: .note)
            while true {
                guard member(&cursor, into: &fields, seen: &bodyKeys, numbersOnly: false) else { return nil }
                if cursor.index >= bodyEnd { break }
                guard separator(&cursor) else { return nil }
            }
            guard CanonicalLineDecoder.isValid(fields, symbols: symbols) else { return nil }
            // The body is remembered only when it ended where the line's closing numbers begin.
            if cursor.index == bodyEnd {
                bodies.store(LineBodyCache.Entry(record: fields, keys: Int(bodyKeys), length: body.count, generations: generations),
                             body: body, at: place)
            }
        }
        guard seen & bodyKeys == 0 else { return nil }
        // The numbers after the body: numbers only, so the body's fields are all the strings
        // of the line and their validity (`isValid`, which reads no number) is the line's.
        var outer = seen | bodyKeys
        while true {
            cursor.skipSpace()
            let next = cursor.byte()
            if next == UInt8(ascii: "}") { break }
            guard next == UInt8(ascii: ","), member(&cursor, into: &record, seen: &outer, numbersOnly: true) else { return nil }
        }
        cursor.skipSpace()
        guard cursor.atEnd, outer & Keys.required == Keys.required else { return nil }
        // The numbers outside the body come from the line, every other field from the body.
        if bodyKeys & 1 << UInt32(Keys.seq) == 0 { fields.seq = record.seq }
        if bodyKeys & 1 << UInt32(Keys.time) == 0 { fields.time = record.time }
        if record.duration != nil { fields.duration = record.duration }
        if record.cause != nil { fields.cause = record.cause }
        return fields
    }

    /// One member (`"key": value`, white space allowed around the colon) at `cursor` into
    /// `record`; false for an unknown or repeated key, a value the reference would read
    /// otherwise, or (with `numbersOnly`) a key that does not take a number.
    @inline(__always)
    private func member(_ cursor: inout Cursor, into record: inout EventRecord, seen: inout UInt32, numbersOnly: Bool) -> Bool {
        cursor.skipSpace()
        guard let key = cursor.quotedKey(in: keys) else { return false }
        let bit: UInt32 = 1 << UInt32(key)
        guard seen & bit == 0, !numbersOnly || Keys.numbers & bit != 0 else { return false }
        seen |= bit
        cursor.skipSpace()
        guard cursor.byte() == UInt8(ascii: ":") else { return false }
        cursor.skipSpace()
        switch key {
        case Keys.seq:
            guard let value = cursor.plainInteger(), value >= 1 else { return false }
            record.seq = value
        case Keys.time:
            guard let value = cursor.anyTime() else { return false }
            record.time = value
        case Keys.duration:
            guard let value = cursor.anyTime() else { return false }
            record.duration = value
        case Keys.cause:
            guard let value = cursor.plainInteger() else { return false }
            record.cause = value
        default:
            guard let bytes = cursor.unescapedString(into: scratch),
                  record.store(bytes, field: key, symbols: symbols) else { return false }
        }
        return true
    }

    /// The comma between two members, and the white space around it.
    @inline(__always)
    private func separator(_ cursor: inout Cursor) -> Bool {
        cursor.skipSpace()
        guard cursor.byte() == UInt8(ascii: ",") else { return false }
        cursor.skipSpace()
        return true
    }

    /// Where the body of the line `base[..<end]` ends, looking back from the closing brace
    /// over the members `, "key": number` whose key takes a number. Only a guess at the
    /// split: the decoder reads the line forward with the usual rules, so a wrong guess is a
    /// miss or a refusal, never a wrong event.
    private func bodyEnd(_ base: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
        @inline(__always) func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0A }
        @inline(__always) func isNumber(_ b: UInt8) -> Bool {
            b &- UInt8(ascii: "0") < 10 || b == UInt8(ascii: ".") || b | 0x20 == UInt8(ascii: "e")
                || b == UInt8(ascii: "+") || b == UInt8(ascii: "-")
        }
        var i = end
        while i > start, isSpace(base[i - 1]) { i -= 1 }
        guard i > start, base[i - 1] == UInt8(ascii: "}") else { return end }
        // `split` is the brace or the comma that closes the body's last member so far.
        var split = i - 1
        while true {
            var j = split
            while j > start, isSpace(base[j - 1]) { j -= 1 }
            let numberEnd = j
            while j > start, isNumber(base[j - 1]) { j -= 1 }
            guard j < numberEnd else { break }
            while j > start, isSpace(base[j - 1]) { j -= 1 }
            guard j > start, base[j - 1] == UInt8(ascii: ":") else { break }
            j -= 1
            while j > start, isSpace(base[j - 1]) { j -= 1 }
            guard j > start, base[j - 1] == UInt8(ascii: "\"") else { break }
            j -= 1
            let keyEnd = j
            while j > start, base[j - 1] != UInt8(ascii: "\"") { j -= 1 }
            guard j > start, let key = keys.index(of: base + j, count: keyEnd - j), Keys.numbers & 1 << UInt32(key) != 0 else { break }
            j -= 1
            while j > start, isSpace(base[j - 1]) { j -= 1 }
            guard j > start, base[j - 1] == UInt8(ascii: ",") else { break }
            split = j - 1
        }
        while split > start, isSpace(base[split - 1]) { split -= 1 }
        return split
    }
}

/// `TraceEventCodec.keys`' indices, and the ones every event must have.
private enum Keys {
    static let seq = 0, time = 1, kind = 2, name = 3, by = 4, receiver = 5, scene = 6, session = 7, method = 8
    static let from = 9, to = 10, level = 11, view = 12, value = 13, duration = 14, cause = 15, detail = 16
    static let required: UInt32 = 1 << 0 | 1 << 1 | 1 << 2
    /// The keys whose values are numbers.
    static let numbers: UInt32 = 1 << 0 | 1 << 1 | 1 << 14 | 1 << 15
}
