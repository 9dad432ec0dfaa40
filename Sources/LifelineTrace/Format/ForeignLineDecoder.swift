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
        while true {
            cursor.skipSpace()
            guard let key = cursor.quotedKey(in: keys) else { return nil }
            let bit: UInt32 = 1 << UInt32(key)
            guard seen & bit == 0 else { return nil }
            seen |= bit
            cursor.skipSpace()
            guard cursor.byte() == UInt8(ascii: ":") else { return nil }
            cursor.skipSpace()
            switch key {
            case Keys.seq:
                guard let value = cursor.plainInteger(), value >= 1 else { return nil }
                record.seq = value
            case Keys.time:
                guard let value = cursor.anyTime() else { return nil }
                record.time = value
            case Keys.duration:
                guard let value = cursor.anyTime() else { return nil }
                record.duration = value
            case Keys.cause:
                guard let value = cursor.plainInteger() else { return nil }
                record.cause = value
            default:
                guard let bytes = cursor.unescapedString(into: scratch),
                    record.store(bytes, field: key, symbols: symbols)
                else { return nil }
            }
            cursor.skipSpace()
            let next = cursor.byte()
            if next == UInt8(ascii: "}") { break }
            guard next == UInt8(ascii: ",") else { return nil }
        }
        cursor.skipSpace()
        guard cursor.atEnd, seen & Keys.required == Keys.required,
            CanonicalLineDecoder.isValid(record, symbols: symbols)
        else { return nil }
        return record
    }
}

/// `TraceEventCodec.keys`' indices, and the ones every event must have.
private enum Keys {
    static let seq = 0, time = 1, kind = 2, name = 3, by = 4, receiver = 5, scene = 6, session = 7, method = 8
    static let from = 9, to = 10, level = 11, view = 12, value = 13, duration = 14, cause = 15, detail = 16
    static let required: UInt32 = 1 << 0 | 1 << 1 | 1 << 2
}
