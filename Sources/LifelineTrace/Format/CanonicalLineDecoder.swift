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
    private let keys = KeyIndex.shared
    private let bodies = LineBodyCache()
    private let templates = LineTemplateCache()

    init(symbols: TraceSymbols = TraceSymbols()) { self.symbols = symbols }

    /// The event on `line`, or nil when the line is not canonical or not valid.
    func decode(_ line: UnsafeBufferPointer<UInt8>) -> EventRecord? {
        var record = EventRecord.blank
        return decode(line, into: &record) ? record : nil
    }

    /// Reads the event on `line` into `record`; false (and `record` undefined) when the line
    /// is not canonical or not valid. The reader's path: the record is written where its
    /// caller keeps it, not returned through `Optional`s (each copy of its 128 bytes was
    /// some twenty instructions, five of them a line; Docs/performance-check-speed.md).
    func decode(_ line: UnsafeBufferPointer<UInt8>, into record: inout EventRecord) -> Bool {
        guard var cursor = Cursor(line), cursor.take(Keys.seqPrefix), let seq = cursor.integer(), seq >= 1,
            cursor.take(Keys.timePrefix), let time = cursor.time(), cursor.take(Keys.kindPrefix)
        else { return false }
        symbols.prepareForEvent()
        let bodyStart = cursor.index
        let tail = LineBodyCache.tailStart(cursor.base, from: bodyStart, end: cursor.end)
        let body = UnsafeBufferPointer(start: cursor.base + bodyStart, count: tail - bodyStart)
        let generations = symbols.generations
        let place = bodies.place(for: body)
        if let hit = bodies.entry(place, body: body, generations: generations) {
            record = hit.pointee.record
            record.seq = seq
            record.time = time
            cursor.index = tail
            return readTail(&cursor, into: &record, after: hit.pointee.lastKey)
        }
        // A new body: the same as one seen before but for its scene and session ids?
        let cut = templates.cut(body)
        var templatePlace = (slot: 0, tag: UInt64(0))
        if let cut {
            let found = templates.entry(
                length: cut.length, vocabulary: generations.vocabulary, texts: generations.texts)
            templatePlace = (found.slot, found.tag)
            if let hit = found.entry {
                record = hit.pointee.record
                if let id = cut.scene { record.scene = identifier(body, id) }
                if let id = cut.session { record.session = identifier(body, id) }
                record.seq = seq
                record.time = time
                bodies.store(
                    LineBodyCache.Entry(
                        record: record, lastKey: hit.pointee.lastKey, length: body.count, generations: generations),
                    body: body, at: place)
                cursor.index = tail
                return readTail(&cursor, into: &record, after: hit.pointee.lastKey)
            }
        }
        var ids = IdPlaces()
        guard let (decoded, lastBodyKey) = decodeBody(&cursor, seq: seq, time: time, tail: tail, ids: &ids) else {
            return false
        }
        record = decoded
        // The cached fields are the body's own: `dur` and `cause` from the tail are the line's.
        var fields = record
        if lastBodyKey < Keys.duration { fields.duration = nil }
        if lastBodyKey < Keys.cause { fields.cause = nil }
        bodies.store(
            LineBodyCache.Entry(record: fields, lastKey: lastBodyKey, length: body.count, generations: generations),
            body: body, at: place)
        // A view is an identifier too, which the template keeps: such bodies are not templates.
        if let cut, fields.view.isNone, cut.scene?.lowerBound == ids.scene.map({ $0 - bodyStart }),
            cut.session?.lowerBound == ids.session.map({ $0 - bodyStart })
        {
            templates.store(
                LineTemplateCache.Entry(
                    record: fields, lastKey: lastBodyKey, length: cut.length, vocabulary: generations.vocabulary,
                    texts: generations.texts),
                slot: templatePlace.slot, tag: templatePlace.tag)
        }
        return true
    }

    /// The identifier symbol of the id at `range` of `body`.
    @inline(__always)
    private func identifier(_ body: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Symbol {
        symbols.symbol(
            .identifier, UnsafeBufferPointer(start: body.baseAddress! + range.lowerBound, count: range.count))
    }

    /// Where a full decode found the scene's and the session's values (line offsets).
    private struct IdPlaces {
        var scene: Int?
        var session: Int?
    }

    /// Decodes the fields from the kind (at `cursor`) to the end of the line; also the last
    /// key that starts before `tail`, where the body ends.
    private func decodeBody(_ cursor: inout Cursor, seq: Int, time: TraceTime, tail: Int, ids: inout IdPlaces)
        -> (EventRecord, Int)?
    {
        guard let kindBytes = cursor.string() else { return nil }
        let vocabulary = symbols.vocabulary
        guard let kind = vocabulary.traits[vocabulary.intern(kindBytes)].kind else { return nil }
        var record = EventRecord(seq: seq, time: time, kind: kind)
        var previous = Keys.kind
        var lastBodyKey = Keys.kind
        while true {
            let keyStart = cursor.index
            guard let next = cursor.byte() else { return nil }
            if next == UInt8(ascii: "}") { break }
            guard next == UInt8(ascii: ","), let key = cursor.key(after: previous, in: keys) else { return nil }
            previous = key
            if keyStart < tail { lastBodyKey = key }
            switch key {
            case Keys.duration:
                guard let value = cursor.time() else { return nil }
                record.duration = value
                continue
            case Keys.cause:
                guard let value = cursor.integer() else { return nil }
                record.cause = value
                continue
            case Keys.scene: ids.scene = cursor.index + 1
            case Keys.session: ids.session = cursor.index + 1
            default:
                break
            }
            guard let bytes = cursor.string(), record.store(bytes, field: key, symbols: symbols) else { return nil }
        }
        guard cursor.atEnd, CanonicalLineDecoder.isValid(record, symbols: symbols) else { return nil }
        return (record, lastBodyKey)
    }

    /// A known body's tail: `dur` and `cause` (in order, after the body's last key) and the
    /// closing brace, read with the same rules as a full decode. Matched as the writer's fixed
    /// bytes rather than key by key: no other key may follow a body (it would belong to it), so
    /// these are the only tails the key-by-key reading accepted.
    @inline(__always)
    private func readTail(_ cursor: inout Cursor, into record: inout EventRecord, after lastKey: Int) -> Bool {
        var previous = lastKey
        if cursor.take(Keys.durationField) {
            guard previous < Keys.duration, let value = cursor.time() else { return false }
            record.duration = value
            previous = Keys.duration
        }
        // `,"cause"` as one word and the colon alone: the nine bytes as one literal were
        // compared byte by byte.
        if cursor.take(Keys.causeKey) {
            guard cursor.take(Keys.colon), previous < Keys.cause, let value = cursor.integer() else { return false }
            record.cause = value
        }
        return cursor.take(Keys.closingBrace) && cursor.atEnd
    }

    /// `TraceSchema.validate`'s rules, read off the symbols' precomputed traits instead of
    /// looking names up again (`ForeignLineDecoder` asks too).
    static func isValid(_ r: EventRecord, symbols: TraceSymbols) -> Bool {
        let shape = TraceSchema.Shape(
            kind: r.kind, receiver: r.receiver, method: r.method, level: r.level,
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
    static let durationField: StaticString = ",\"dur\":"
    static let causeKey: StaticString = ",\"cause\""
    static let colon: StaticString = ":"
    static let closingBrace: StaticString = "}"
}
