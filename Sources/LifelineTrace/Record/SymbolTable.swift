#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LifelineSupport

/// Interns the short strings a trace repeats on every line (scene ids, sessions, state and
/// notification names, callback selectors), so that reading an event builds no `String`
/// and knows at once what a name means in the model (`SymbolTraits`).
///
/// Bounded: when `capacity` distinct strings or `byteBudget` bytes are held it starts over
/// and counts a new `generation`, so a trace with a new scene id on every line costs some
/// time, never unbounded memory (ids are local in time, so the recent ones are soon back in
/// the table). It starts over only in `makeRoom(for:)`, between events, so the symbols of
/// one event all stay valid while it is handled.
///
/// A table may be seeded with the model's names (`ModelNames`): they come first, survive
/// every start-over, and are found through a second, quicker hash of a string's length and
/// its first and last eight bytes, which is enough to tell the model's names apart and
/// cheaper than hashing a 50-byte selector whole. Only the fixed seeds live in that index, so
/// no input can crowd it.
///
/// Storage is allocated once at `capacity` and addressed through pointers: the reader
/// touches it on every field of every line, and arrays would add a uniqueness check and
/// reference counting to each touch.
final class SymbolTable {
    /// The most distinct strings kept.
    let capacity: Int
    /// Whether symbols carry their model meanings (names) or none (ids, free text).
    let describing: Bool
    /// The most bytes of strings kept (free text can be long).
    let byteBudget: Int
    // `count`, `generation`, `seeded` and `arena` are read for every field of every line (and
    // every symbol a consumer resolves): they skip Swift's dynamic exclusivity checks.
    /// How many strings are held.
    @exclusivity(unchecked) private(set) var count = 0
    /// How many times the table has started over.
    @exclusivity(unchecked) private(set) var generation = 0

    let strings: UnsafeMutablePointer<String>
    let traits: UnsafeMutablePointer<SymbolTraits>
    private let hashes: UnsafeMutablePointer<UInt64>
    /// Each string's UTF-8 bytes, side by side, so that a look-up compares bytes with
    /// `memcmp` instead of opening a `String` (which would retain and release it).
    @exclusivity(unchecked) private var arena = ByteBuffer()
    private let offsets: UnsafeMutablePointer<Int>
    private let lengths: UnsafeMutablePointer<Int>
    /// Open addressing: each slot holds a string's position + 1 (0 is empty).
    private let slots: UnsafeMutablePointer<Int32>
    private let mask: Int
    /// How many seeds lead the table.
    @exclusivity(unchecked) private var seeded = 0
    /// The seeds' own index, by `quickHash` (position + 1, 0 is empty).
    private let seedSlots: UnsafeMutablePointer<Int32>
    private static let seedSlotCount = 512

    /// The traits of the seed being interned (`init`), known from the case it spells: no
    /// look-up of the name in every vocabulary.
    private var seedTraits: SymbolTraits?

    init(
        capacity: Int, byteBudget: Int = 1 << 20, describing: Bool,
        seeds: [(name: String, traits: SymbolTraits)] = []
    ) {
        let seeds = seeds.count * 2 < SymbolTable.seedSlotCount ? seeds : []
        self.capacity = max(capacity, 1) + seeds.count
        self.byteBudget = byteBudget
        self.describing = describing
        var size = 16
        while size < self.capacity * 2 { size <<= 1 }
        mask = size - 1
        // Every place holds a string from the start, so that resolving a symbol reads only
        // what its own event wrote, never `count`, which a `ReadAhead` thread may be moving.
        strings = .allocate(capacity: self.capacity)
        strings.initialize(repeating: "", count: self.capacity)
        traits = .allocate(capacity: self.capacity)
        traits.initialize(repeating: .none, count: self.capacity)
        hashes = .allocate(capacity: self.capacity)
        offsets = .allocate(capacity: self.capacity)
        lengths = .allocate(capacity: self.capacity)
        slots = .allocate(capacity: size)
        slots.initialize(repeating: 0, count: size)
        seedSlots = .allocate(capacity: SymbolTable.seedSlotCount)
        seedSlots.initialize(repeating: 0, count: SymbolTable.seedSlotCount)
        for seed in seeds {
            var name = seed.name
            seedTraits = seed.traits
            name.withUTF8 { bytes in
                let index = intern(bytes)
                var slot = Int(truncatingIfNeeded: SymbolTable.quickHash(bytes)) & (SymbolTable.seedSlotCount - 1)
                while seedSlots[slot] != 0 { slot = (slot + 1) & (SymbolTable.seedSlotCount - 1) }
                seedSlots[slot] = Int32(index + 1)
            }
        }
        seeded = count
        seedTraits = nil
    }

    deinit {
        strings.deinitialize(count: capacity)
        strings.deallocate()
        traits.deallocate()
        hashes.deallocate()
        offsets.deallocate()
        lengths.deallocate()
        slots.deallocate()
        seedSlots.deallocate()
    }

    /// The position of `bytes` (valid UTF-8, as the fast decoder guarantees), interning it
    /// if it is new.
    func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        if seeded > 0 {
            var slot = Int(truncatingIfNeeded: SymbolTable.quickHash(bytes)) & (SymbolTable.seedSlotCount - 1)
            while true {
                let entry = Int(seedSlots[slot])
                if entry == 0 { break }
                let index = entry - 1
                if lengths[index] == bytes.count, SymbolTable.same(arena.base + offsets[index], bytes) { return index }
                slot = (slot + 1) & (SymbolTable.seedSlotCount - 1)
            }
        }
        // Up to sixteen bytes, the quick hash covers every byte (ids, state names).
        let hash = bytes.count <= 16 ? SymbolTable.quickHash(bytes) : SymbolTable.hash(bytes)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { break }
            let index = entry - 1
            if hashes[index] == hash, lengths[index] == bytes.count,
                SymbolTable.same(arena.base + offsets[index], bytes)
            {
                return index
            }
            slot = (slot + 1) & mask
        }
        return add(bytes, hash: hash, slot: slot)
    }

    /// The position of `string`, interning it if it is new (the reference path, in-memory events).
    func intern(_ string: String) -> Int {
        var string = string
        return string.withUTF8 { intern($0) }
    }

    /// Whether `symbol` still means what it meant when it was made: made in this generation,
    /// or a seed (seeds keep their places through every start-over).
    ///
    /// It reads `generation`, which changes only while no one holds an event's symbols, and
    /// not `count`, which the interning thread moves: a symbol of this generation lies below
    /// `count` by construction (only a generation that wrapped round 2³⁰ start-overs could
    /// point past it, to a place that holds an empty string).
    @inline(__always)
    func holds(_ symbol: Symbol) -> Bool {
        let position = symbol.position
        return position < seeded
            || (position < capacity
                && symbol.generation == UInt64(truncatingIfNeeded: generation) & Symbol.generationMask)
    }

    /// Whether the next `makeRoom(for: symbols)` would start over.
    @inline(__always)
    func wouldStartOver(adding symbols: Int) -> Bool {
        count > seeded && (count + symbols > capacity || arena.count > byteBudget)
    }

    /// Starts over unless `symbols` more strings fit: called before each event, with the
    /// most symbols an event can add to this table.
    @inline(__always)
    func makeRoom(for symbols: Int) {
        if wouldStartOver(adding: symbols) { startOver() }
    }

    /// Only through `makeRoom(for:)`, which asks `wouldStartOver(adding:)` first.
    private func startOver() {
        // Release the strings (free text can be long), keeping every place initialised.
        for index in seeded..<count { strings[index] = "" }
        slots.initialize(repeating: 0, count: mask + 1)
        // The seeds stay where they are; only their places in the general index are made again.
        for index in 0..<seeded {
            var slot = Int(truncatingIfNeeded: hashes[index]) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
        count = seeded
        arena.truncate(to: seeded == 0 ? 0 : offsets[seeded - 1] + lengths[seeded - 1])
        generation += 1
    }

    private func add(_ utf8: UnsafeBufferPointer<UInt8>, hash: UInt64, slot: Int) -> Int {
        // `makeRoom(for:)` keeps a place free for each symbol of the event; past that (a
        // caller that did not ask) start over rather than overflow.
        var slot = slot
        if count == capacity {
            makeRoom(for: capacity)
            slot = Int(truncatingIfNeeded: hash) & mask
        }
        offsets[count] = arena.count
        lengths[count] = utf8.count
        arena.append(utf8)
        let string = String(decoding: utf8, as: UTF8.self)
        let traits = describing ? seedTraits ?? SymbolTraits(describing: string) : .none
        strings[count] = string
        self.traits[count] = traits
        hashes[count] = hash
        count += 1
        slots[slot] = Int32(count)
        return count - 1
    }

    /// FNV-1a over 8-byte words: the strings are short, and this is a cache, not a defence
    /// against chosen collisions (a collision costs a probe, never a wrong answer).
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return h }
        var i = 0
        let n = bytes.count
        while i + 8 <= n {
            h = (h ^ base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0x0000_0100_0000_01B3
            h ^= h >> 29
            i += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while i < n {
            tail |= UInt64(base.load(fromByteOffset: i, as: UInt8.self)) << shift
            shift += 8
            i += 1
        }
        h = (h ^ tail) &* 0x0000_0100_0000_01B3
        // MurmurHash3's finaliser, so that the low bits the table uses depend on every byte.
        h ^= h >> 33
        h = h &* 0xff51_afd7_ed55_8ccd
        h ^= h >> 33
        h = h &* 0xc4ce_b9fe_1a85_ec53
        return h ^ (h >> 33)
    }

    /// Length and the first and last eight bytes: tells the model's names apart (and a
    /// collision only costs a probe; the bytes are compared all the same).
    @inline(__always)
    static func quickHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let n = bytes.count
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return 0 }
        var first: UInt64 = 0
        var last: UInt64 = 0
        if n >= 8 {
            first = base.loadUnaligned(as: UInt64.self)
            last = base.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
        } else {
            for i in 0..<n { first |= UInt64(base.load(fromByteOffset: i, as: UInt8.self)) << (8 * UInt64(i)) }
        }
        var h = (first ^ UInt64(n)) &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ (h >> 31) ^ last) &* 0xBF58_476D_1CE4_E5B9
        return h ^ (h >> 29)
    }

    /// Whether the `bytes.count` bytes at `held` are `bytes`: short strings by words, without
    /// the call to `memcmp`.
    @inline(__always)
    private static func same(_ held: UnsafePointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let n = bytes.count
        if n >= 8 && n <= 16 {
            let a = UnsafeRawPointer(held), b = UnsafeRawPointer(base)
            return a.loadUnaligned(as: UInt64.self) == b.loadUnaligned(as: UInt64.self)
                && a.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
                    == b.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
        }
        if n < 8 {
            for i in 0..<n where held[i] != base[i] { return false }
            return true
        }
        return memcmp(held, base, n) == 0
    }
}
