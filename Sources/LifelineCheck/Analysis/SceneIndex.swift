import LifelineTrace

/// Scene ids as small integers (slots) in first-seen order; slot 0 is "no scene".
///
/// A record's scene `Symbol` finds its slot through a cache keyed by the reader's
/// `identifierGeneration`, so an event costs a load and a compare, no `String` work; the id's
/// `String` is hashed only when a symbol is new to the cache (a new scene, or a known one
/// after the identifier table started over).
struct SceneIndex: Sendable {
    /// Each slot's id (slot 0's is empty and never looked up).
    private(set) var ids = Segments<String>()
    /// Open addressing by the id's `hashValue`: each entry is a slot, 0 is empty. Keyed by
    /// `String` equality, as a `[String: Int]` would be: ids that are canonically
    /// equivalent are one scene.
    private var table: [UInt32] = []

    /// Slots by scene symbol, for the reader's current identifier generation.
    private var cache = SymbolCache()

    init() { ids.append("") }

    /// The slot of the scene `symbol` (not `Symbol.none`) names in `symbols`, adding it if new.
    @inline(__always)
    mutating func slot(of symbol: Symbol, in symbols: TraceSymbols) -> Int {
        if let slot = cache.value(for: symbol, in: symbols) { return Int(slot) }
        guard let id = symbols.string(symbol) else { return 0 }
        let slot = slot(of: id)
        cache.set(Int32(truncatingIfNeeded: slot), for: symbol)
        return slot
    }

    /// The slot of scene `id`, adding it if new.
    mutating func slot(of id: String) -> Int {
        if table.isEmpty { rebuild(size: 16) }
        var position = id.hashValue & (table.count - 1)
        while true {
            let slot = Int(table[position])
            if slot == 0 { break }
            if ids[slot] == id { return slot }
            position = (position + 1) & (table.count - 1)
        }
        let slot = ids.count
        ids.append(id)
        table[position] = UInt32(truncatingIfNeeded: slot)
        // At most half full, so probes stay short.
        if ids.count * 2 > table.count { rebuild(size: table.count * 2) }
        return slot
    }

    /// Lets go of what only finding scenes needs, the reader's tables and the hash table (both
    /// are rebuilt if events follow), so that the report is written without them.
    mutating func stopLookingUp() {
        cache = SymbolCache()
        table = []
    }

    /// A hash table of `size` places (a power of two) holding every id.
    private mutating func rebuild(size: Int) {
        var size = size
        while ids.count * 2 > size { size *= 2 }
        table = [UInt32](repeating: 0, count: size)
        for slot in 1..<ids.count {
            var position = ids[slot].hashValue & (table.count - 1)
            while table[position] != 0 { position = (position + 1) & (table.count - 1) }
            table[position] = UInt32(truncatingIfNeeded: slot)
        }
    }
}
