import LifelineTrace

/// The checker's scene slots by scene symbol: a flat array indexed by the symbol's position,
/// so that an event finds its scene with a load instead of hashing its id.
///
/// A symbol names the same scene only within one `TraceSymbols` and one identifier
/// generation, so the cache empties itself when either changes; the checker then finds the
/// scene by its id string once and remembers it again.
struct SceneSlotCache {
    /// Slot + 1 by symbol position (0: not known).
    private var entries: [Int32] = []
    /// The positions set since the last `removeAll()`: a run has a few scenes, and runs are
    /// short, so forgetting them one by one beats clearing the whole array.
    private var used: [Int] = []
    private var owner: ObjectIdentifier?
    private var generation = -1

    /// The slot of `scene`, if known.
    @inline(__always)
    mutating func slot(for scene: Symbol, in symbols: TraceSymbols) -> Int? {
        if owner != ObjectIdentifier(symbols) || generation != symbols.identifierGeneration {
            removeAll()
            owner = ObjectIdentifier(symbols)
            generation = symbols.identifierGeneration
            return nil
        }
        let position = scene.position
        guard position < entries.count else { return nil }
        let entry = entries[position]
        return entry == 0 ? nil : Int(entry) - 1
    }

    /// Remembers that `scene` has `slot` (after a `slot(for:in:)` that validated the cache).
    mutating func remember(_ scene: Symbol, slot: Int) {
        let position = scene.position
        if position >= entries.count { entries.append(contentsOf: repeatElement(0, count: position + 1 - entries.count)) }
        if entries[position] == 0 { used.append(position) }
        entries[position] = Int32(slot + 1)
    }

    /// Forgets every slot (the run ended and its slots are reused).
    mutating func removeAll() {
        for position in used { entries[position] = 0 }
        used.removeAll(keepingCapacity: true)
    }
}
