import LifelineSupport

/// The strings behind a trace's `EventRecord`s: three bounded `SymbolTable`s (names of the
/// model, identifiers, free text) and what each name means.
///
/// One reader owns one `TraceSymbols`; consumers ask it, while they handle an event, for a
/// symbol's string or traits. A symbol stays valid until its table starts over, which
/// happens only between events; `identifierGeneration` changes when the identifier table
/// does, so a consumer may cache what it found per scene id until then.
///
/// A reader that reads ahead interns on its own thread while the consumer resolves: that is
/// safe because a symbol's place is written once, before its record is handed over, and a
/// table starts over only when the consumer has asked for the event after the last one it
/// was given. A consumer of such a reader resolves symbols; it never interns into them.
public final class TraceSymbols {
    let vocabulary: SymbolTable
    let identifiers: SymbolTable
    let texts: SymbolTable

    /// Most symbols one event puts in each table (`name`, `from`, `to`; `scene`, `session`,
    /// `view`; `value`, `detail`): `prepareForEvent()` keeps that much room.
    private static let perEvent = (vocabulary: 3, identifiers: 3, texts: 2)

    /// Tables of the given sizes (small ones let tests reach the start-over).
    public init(vocabularyCapacity: Int = 1024, identifierCapacity: Int = 4096, textCapacity: Int = 256) {
        vocabulary = SymbolTable(
            capacity: max(vocabularyCapacity, TraceSymbols.perEvent.vocabulary), describing: true,
            seeds: ModelNames.described)
        identifiers = SymbolTable(
            capacity: max(identifierCapacity, TraceSymbols.perEvent.identifiers), describing: false)
        texts = SymbolTable(capacity: max(textCapacity, TraceSymbols.perEvent.texts), describing: false)
    }

    /// The three tables' generations: a symbol made under other ones may mean another string.
    var generations: LineBodyCache.Generations {
        LineBodyCache.Generations(
            vocabulary: vocabulary.generation, identifiers: identifiers.generation, texts: texts.generation)
    }

    /// Changes whenever symbols of `scene`, `session` and `view` stop meaning what they meant.
    package var identifierGeneration: Int { identifiers.generation }

    /// The string `symbol` stands for; nil for `Symbol.none` and for a symbol whose table has
    /// started over since it was made (kept past its event).
    package func string(_ symbol: Symbol) -> String? {
        guard !symbol.isNone else { return nil }
        let table = table(symbol.table)
        guard table.holds(symbol) else { return nil }
        return table.strings[symbol.position]
    }

    /// What the model makes of `symbol` (`.none` for identifiers, text and `Symbol.none`).
    @inline(__always)
    package func traits(_ symbol: Symbol) -> SymbolTraits {
        guard !symbol.isNone, symbol.table == .vocabulary, vocabulary.holds(symbol) else { return .none }
        return vocabulary.traits[symbol.position]
    }

    /// Makes room for one more event's symbols; the reader calls it before each line, so
    /// that no table starts over while an event's symbols are being made. Inlined: a call
    /// per line cost as much as the three comparisons it makes.
    @inline(__always)
    func prepareForEvent() {
        vocabulary.makeRoom(for: TraceSymbols.perEvent.vocabulary)
        identifiers.makeRoom(for: TraceSymbols.perEvent.identifiers)
        texts.makeRoom(for: TraceSymbols.perEvent.texts)
    }

    /// Whether the next `prepareForEvent()` would start a table over, ending the symbols every
    /// earlier event holds (`ReadAhead` waits for its consumer before letting it).
    var nextEventStartsOver: Bool {
        vocabulary.wouldStartOver(adding: TraceSymbols.perEvent.vocabulary)
            || identifiers.wouldStartOver(adding: TraceSymbols.perEvent.identifiers)
            || texts.wouldStartOver(adding: TraceSymbols.perEvent.texts)
    }

    func table(_ table: Symbol.Table) -> SymbolTable {
        switch table {
        case .vocabulary: return vocabulary
        case .identifier: return identifiers
        case .text: return texts
        }
    }

    func symbol(_ table: Symbol.Table, _ bytes: UnsafeBufferPointer<UInt8>) -> Symbol {
        let tables = self.table(table)
        let index = tables.intern(bytes)
        return Symbol(table, index, generation: tables.generation)
    }

    func symbol(_ table: Symbol.Table, _ string: String?) -> Symbol {
        guard let string else { return .none }
        let tables = self.table(table)
        let index = tables.intern(string)
        return Symbol(table, index, generation: tables.generation)
    }
}

extension TraceSymbols {
    /// `event` as a record of this table's symbols (the reference reader's path, and
    /// in-memory events fed to consumers that read records).
    public func record(for event: TraceEvent) -> EventRecord {
        prepareForEvent()
        return EventRecord(
            seq: event.seq, time: event.time, kind: event.kind, by: event.by, receiver: event.receiver,
            method: event.method, level: event.level,
            name: symbol(.vocabulary, event.name), from: symbol(.vocabulary, event.from),
            to: symbol(.vocabulary, event.to),
            scene: symbol(.identifier, event.scene), session: symbol(.identifier, event.session),
            view: symbol(.identifier, event.view),
            value: symbol(.text, event.value), detail: symbol(.text, event.detail),
            duration: event.duration, cause: event.cause, handler: symbol(.text, event.handler))
    }

    /// The event `record` stands for, with its strings (for reports, user rules and writers).
    package func event(for record: EventRecord) -> TraceEvent {
        TraceEvent(
            seq: record.seq, time: record.time, kind: record.kind, name: string(record.name), by: record.by,
            receiver: record.receiver, scene: string(record.scene), session: string(record.session),
            method: record.method, from: string(record.from), to: string(record.to), level: record.level,
            view: string(record.view), value: string(record.value), duration: record.duration,
            cause: record.cause, detail: string(record.detail), handler: string(record.handler))
    }
}
