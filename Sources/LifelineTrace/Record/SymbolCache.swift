/// What a consumer has worked out about each identifier (a scene's track, lane, cluster or
/// checker slot), found from a record's symbol with one array load instead of hashing the
/// id's string. The checker, `stats` and the renderers each keep one.
///
/// A symbol means its string only while the identifier table's generation lasts, so the
/// cache empties itself when `TraceSymbols.identifierGeneration` changes (or the records
/// come from another `TraceSymbols`); the caller then looks the string up once more, in
/// whatever bounded table it keeps by id, and caches the answer again.
package struct SymbolCache: @unchecked Sendable {  // `owner` is only ever compared (===)
    /// By symbol position: the cached value, or -1.
    private var values: [Int32] = []
    /// The positions set since the last `removeAll()`: consumers empty the cache at each
    /// process run's end, when a run holds a few scenes, so forgetting them one by one beats
    /// clearing the whole array.
    private var used: [Int] = []
    /// The tables the values were found in, and their generation; held strongly, so that no
    /// other `TraceSymbols` can take its place at the same address.
    private var owner: TraceSymbols?
    private var generation = -1

    static let missing: Int32 = -1

    package init() {}

    /// The value cached for `symbol`, or nil (always nil for `Symbol.none`).
    @inline(__always)
    package mutating func value(for symbol: Symbol, in symbols: TraceSymbols) -> Int32? {
        if owner !== symbols || generation != symbols.identifierGeneration { reset(for: symbols) }
        let position = symbol.position
        guard position < values.count else { return nil }
        let value = values[position]
        return value == Self.missing ? nil : value
    }

    /// Caches `value` for `symbol`; only after `value(for:in:)` with the same tables while
    /// handling the same event, which made sure the cache belongs to them.
    package mutating func set(_ value: Int32, for symbol: Symbol) {
        guard !symbol.isNone else { return }
        let position = symbol.position
        if position >= values.count {
            // Positions are below the identifier table's capacity, so this grows to it at most.
            values += repeatElement(Self.missing, count: position + 1 - values.count)
        }
        // Kept no longer than `values` (a symbol removed and set again is listed twice):
        // past that, `removeAll()` clears the whole array instead.
        if values[position] == Self.missing, used.count <= values.count { used.append(position) }
        values[position] = value
    }

    /// Forgets what is cached for `symbol` (its track was dropped).
    package mutating func remove(_ symbol: Symbol) {
        let position = symbol.position
        if !symbol.isNone, position < values.count { values[position] = Self.missing }
    }

    /// Forgets everything.
    package mutating func removeAll() {
        if used.count > values.count {
            for i in values.indices { values[i] = Self.missing }
        } else {
            for position in used { values[position] = Self.missing }
        }
        used.removeAll(keepingCapacity: true)
    }

    private mutating func reset(for symbols: TraceSymbols) {
        owner = symbols
        generation = symbols.identifierGeneration
        removeAll()
    }
}
