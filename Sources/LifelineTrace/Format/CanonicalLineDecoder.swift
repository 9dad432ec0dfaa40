import LifelineModel

/// Reads an event line in the exact shape `TraceEventCodec.encode` writes (keys in the
/// writer's order, strings without escapes, plain numbers) straight from its
/// bytes, without a JSON tree, and with the repeated strings interned.
///
/// It only ever accepts lines the reference path (`JSONParser` + `TraceEventCodec`) reads
/// to the same event; for anything else (escapes, invalid UTF-8, other key orders, white space,
/// an invalid field) it returns nil and the reader takes the reference path, which also
/// writes the error message. Tests hold the two paths equal on every bundled trace and on
/// random ones.
struct CanonicalLineDecoder {
    /// The tables the records' symbols point into.
    let symbols: TraceSymbols

    init(symbols: TraceSymbols = TraceSymbols()) { self.symbols = symbols }

    /// The event on `line`, or nil when the line is not canonical or not valid.
    func decode(_ line: UnsafeBufferPointer<UInt8>) -> EventRecord? {
        guard var cursor = Cursor(line), cursor.take(Keys.seqPrefix), let seq = cursor.integer(), seq >= 1,
              cursor.take(Keys.timePrefix), let time = cursor.time(),
              cursor.take(Keys.kindPrefix), let kindBytes = cursor.string()
        else { return nil }
        symbols.prepareForEvent()
        let vocabulary = symbols.vocabulary
        guard let kind = vocabulary.traits[vocabulary.intern(kindBytes)].kind else { return nil }
        var record = EventRecord(seq: seq, time: time, kind: kind)
        var previous = Keys.kind
        while true {
            guard let next = cursor.byte() else { return nil }
            if next == UInt8(ascii: "}") { break }
            guard next == UInt8(ascii: ","), let key = cursor.key(after: previous) else { return nil }
            previous = key
            switch key {
            case Keys.duration:
                guard let value = cursor.time() else { return nil }
                record.duration = value
                continue
            case Keys.cause:
                guard let value = cursor.integer() else { return nil }
                record.cause = value
                continue
            default:
                break
            }
            guard let bytes = cursor.string() else { return nil }
            switch key {
            case Keys.value: record.value = symbols.symbol(.text, bytes)
            case Keys.detail: record.detail = symbols.symbol(.text, bytes)
            case Keys.scene: record.scene = symbols.symbol(.identifier, bytes)
            case Keys.session: record.session = symbols.symbol(.identifier, bytes)
            case Keys.view: record.view = symbols.symbol(.identifier, bytes)
            default:
                let index = vocabulary.intern(bytes)
                let traits = vocabulary.traits[index]
                switch key {
                case Keys.name: record.name = Symbol(.vocabulary, index)
                case Keys.by: guard let by = traits.actor else { return nil }; record.by = by
                case Keys.receiver: guard let receiver = traits.receiver else { return nil }; record.receiver = receiver
                case Keys.method: guard let callback = traits.callback else { return nil }; record.method = callback
                case Keys.from: record.from = Symbol(.vocabulary, index)
                case Keys.to: record.to = Symbol(.vocabulary, index)
                default: guard let level = traits.level else { return nil }; record.level = level
                }
            }
        }
        guard cursor.atEnd, isValid(record) else { return nil }
        return record
    }

    /// `TraceSchema.validate`'s rules, read off the symbols' precomputed traits instead of
    /// looking names up again.
    private func isValid(_ r: EventRecord) -> Bool {
        let shape = TraceSchema.Shape(kind: r.kind, receiver: r.receiver, method: r.method, level: r.level,
                                      hasName: !r.name.isNone, hasTo: !r.to.isNone, hasValue: !r.value.isNone,
                                      hasScene: !r.scene.isNone)
        guard TraceSchema.structuralProblem(shape) == nil else { return false }
        switch TraceSchema.nameVocabulary(for: r.kind) {
        case .notification: guard symbols.traits(r.name).notification != nil else { return false }
        case .silentTransition: guard symbols.traits(r.name).silentTransition != nil else { return false }
        case .any: break
        }
        let states = TraceSchema.stateVocabulary(kind: r.kind, receiver: r.receiver, hasScene: !r.scene.isNone)
        if !r.from.isNone, !symbols.traits(r.from).names(states) { return false }
        if !r.to.isNone, !symbols.traits(r.to).names(states) { return false }
        return true
    }
}

/// The writer's keys, as indices into `TraceEventCodec.keys` (their order on a line).
private enum Keys {
    static let kind = 2, name = 3, by = 4, receiver = 5, scene = 6, session = 7, method = 8
    static let from = 9, to = 10, level = 11, view = 12, value = 13, duration = 14, cause = 15, detail = 16

    static let seqPrefix: StaticString = "{\"seq\":"
    static let timePrefix: StaticString = ",\"t\":"
    static let kindPrefix: StaticString = ",\"kind\":"
    /// Each key's bytes, by index.
    static let bytes: [[UInt8]] = TraceEventCodec.keys.map { Array($0.utf8) }
}

/// A position in one line, with the scanning steps the canonical shape needs.
private struct Cursor {
    let base: UnsafePointer<UInt8>
    let end: Int
    var index = 0

    /// Nil for an empty line (which has no bytes to point at, and is not an event anyway).
    init?(_ line: UnsafeBufferPointer<UInt8>) {
        guard let base = line.baseAddress, !line.isEmpty else { return nil }
        self.base = base
        end = line.count
    }

    var atEnd: Bool { index == end }

    mutating func byte() -> UInt8? {
        guard index < end else { return nil }
        defer { index += 1 }
        return base[index]
    }

    /// Consumes `literal` if the line continues with it.
    mutating func take(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard end - index >= count, memcmp(base + index, literal.utf8Start, count) == 0 else { return false }
        index += count
        return true
    }

    /// A quoted key later in the writer's order than `previous`, and its colon.
    mutating func key(after previous: Int) -> Int? {
        guard let bytes = string(), index < end, base[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        var candidate = previous + 1
        while candidate < Keys.bytes.count {
            let key = Keys.bytes[candidate]
            if key.count == bytes.count, key.elementsEqual(bytes) { return candidate }
            candidate += 1
        }
        return nil
    }

    /// A quoted string without escapes or control characters, in valid UTF-8; nil for
    /// anything else.
    mutating func string() -> UnsafeBufferPointer<UInt8>? {
        guard index < end, base[index] == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        var i = start
        var ascii = true
        while i < end {
            let b = base[i]
            if b == UInt8(ascii: "\"") {
                index = i + 1
                let bytes = UnsafeBufferPointer(start: base + start, count: i - start)
                // Non-ASCII is rare in traces: validate it only when present.
                guard ascii || String(validating: bytes, as: UTF8.self) != nil else { return nil }
                return bytes
            }
            // Escapes and control characters are the reference parser's to judge.
            if b == UInt8(ascii: "\\") || b < 0x20 { return nil }
            if b >= 0x80 { ascii = false }
            i += 1
        }
        return nil
    }

    /// A non-negative integer without a leading zero, of at most 18 digits (so it cannot overflow).
    mutating func integer() -> Int? {
        let start = index
        var value = 0
        while index < end, base[index] &- UInt8(ascii: "0") < 10 {
            value = value &* 10 &+ Int(base[index] &- UInt8(ascii: "0"))
            index += 1
        }
        let digits = index - start
        guard digits > 0, digits <= 18, digits == 1 || base[start] != UInt8(ascii: "0") else { return nil }
        return value
    }

    /// Seconds with at most 6 decimals, exactly as `TraceTime(parsing:)` reads them.
    mutating func time() -> TraceTime? {
        guard let seconds = integer(), seconds <= 9_000_000_000 else { return nil }
        var micros = Int64(seconds) * 1_000_000
        guard index < end, base[index] == UInt8(ascii: ".") else { return TraceTime(microseconds: micros) }
        index += 1
        let start = index
        var fraction: Int64 = 0
        while index < end, base[index] &- UInt8(ascii: "0") < 10 {
            fraction = fraction &* 10 &+ Int64(base[index] &- UInt8(ascii: "0"))
            index += 1
        }
        let digits = index - start
        guard digits > 0, digits <= 6 else { return nil }
        for _ in digits..<6 { fraction *= 10 }
        micros += fraction
        return TraceTime(microseconds: micros)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
