import LifelineTrace

/// What a consumer has worked out about each scene id (its track, lane or cluster), found
/// from a record's scene symbol with one array load instead of hashing the id's string.
///
/// A symbol means its string only while the identifier table's generation lasts, so the
/// cache empties itself when `TraceSymbols.identifierGeneration` changes (or the records
/// come from another `TraceSymbols`); the caller then looks the string up once more, in
/// whatever bounded table it keeps by id, and caches the answer again.
struct SceneSymbolCache {
    /// By symbol position: the cached value, or -1.
    private var values: [Int32] = []
    /// The tables the values were found in, and their generation; held strongly, so that no
    /// other `TraceSymbols` can take its place at the same address.
    private var owner: TraceSymbols?
    private var generation = -1

    static let missing: Int32 = -1

    /// The value cached for `symbol`, or nil (always nil for `Symbol.none`).
    @inline(__always)
    mutating func value(for symbol: Symbol, in symbols: TraceSymbols) -> Int32? {
        if owner !== symbols || generation != symbols.identifierGeneration { reset(for: symbols) }
        let position = symbol.position
        guard position < values.count else { return nil }
        let value = values[position]
        return value == Self.missing ? nil : value
    }

    /// Caches `value` for `symbol`; only after `value(for:in:)` with the same tables while
    /// handling the same event, which made sure the cache belongs to them.
    mutating func set(_ value: Int32, for symbol: Symbol) {
        guard !symbol.isNone else { return }
        let position = symbol.position
        if position >= values.count {
            // Positions are below the identifier table's capacity, so this grows to it at most.
            values += repeatElement(Self.missing, count: position + 1 - values.count)
        }
        values[position] = value
    }

    /// Forgets what is cached for `symbol` (its track was dropped).
    mutating func remove(_ symbol: Symbol) {
        let position = symbol.position
        if !symbol.isNone, position < values.count { values[position] = Self.missing }
    }

    /// Forgets everything.
    mutating func removeAll() {
        for i in values.indices { values[i] = Self.missing }
    }

    private mutating func reset(for symbols: TraceSymbols) {
        owner = symbols
        generation = symbols.identifierGeneration
        removeAll()
    }
}

extension Symbol {
    /// The symbol's position in its table: `rawValue`'s low 30 bits, as `Symbol` documents;
    /// `Int.max` for `Symbol.none`, so that no cache has a slot for it.
    @inline(__always)
    var position: Int { isNone ? Int.max : Int(rawValue & 0x3FFF_FFFF) }
}
