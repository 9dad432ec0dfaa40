#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// How many strings are held.
    private(set) var count = 0
    private var bytes = 0
    /// How many times the table has started over.
    private(set) var generation = 0

    let strings: UnsafeMutablePointer<String>
    let traits: UnsafeMutablePointer<SymbolTraits>
    private let hashes: UnsafeMutablePointer<UInt64>
    /// Open addressing: each slot holds a string's position + 1 (0 is empty).
    private let slots: UnsafeMutablePointer<Int32>
    private let mask: Int

    init(capacity: Int, byteBudget: Int = 1 << 20, describing: Bool) {
        self.capacity = max(capacity, 1)
        self.byteBudget = byteBudget
        self.describing = describing
        var size = 16
        while size < self.capacity * 2 { size <<= 1 }
        mask = size - 1
        strings = .allocate(capacity: self.capacity)
        traits = .allocate(capacity: self.capacity)
        hashes = .allocate(capacity: self.capacity)
        slots = .allocate(capacity: size)
        slots.initialize(repeating: 0, count: size)
    }

    deinit {
        strings.deinitialize(count: count)
        strings.deallocate()
        traits.deallocate()
        hashes.deallocate()
        slots.deallocate()
    }

    /// The position of `bytes` (valid UTF-8, as the fast decoder guarantees), interning it
    /// if it is new.
    func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let hash = SymbolTable.hash(bytes)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { break }
            let index = entry - 1
            if hashes[index] == hash, SymbolTable.equal(strings[index], bytes) { return index }
            slot = (slot + 1) & mask
        }
        return add(String(decoding: bytes, as: UTF8.self), hash: hash, slot: slot)
    }

    /// The position of `string`, interning it if it is new (the reference path, in-memory events).
    func intern(_ string: String) -> Int {
        var string = string
        return string.withUTF8 { intern($0) }
    }

    /// Starts over unless `symbols` more strings fit: called before each event, with the
    /// most symbols an event can add to this table.
    func makeRoom(for symbols: Int) {
        guard count + symbols > capacity || bytes > byteBudget else { return }
        strings.deinitialize(count: count)
        slots.initialize(repeating: 0, count: mask + 1)
        count = 0
        bytes = 0
        generation += 1
    }

    private func add(_ string: String, hash: UInt64, slot: Int) -> Int {
        // `makeRoom(for:)` keeps a place free for each symbol of the event; past that (a
        // caller that did not ask) start over rather than overflow.
        var slot = slot
        if count == capacity {
            makeRoom(for: capacity)
            slot = Int(truncatingIfNeeded: hash) & mask
        }
        bytes += string.utf8.count
        let traits = describing ? SymbolTraits(describing: string) : .none
        (strings + count).initialize(to: string)
        (self.traits + count).initialize(to: traits)
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

    @inline(__always)
    private static func equal(_ string: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var string = string
        return string.withUTF8 { utf8 in
            guard utf8.count == bytes.count, let a = utf8.baseAddress, let b = bytes.baseAddress else {
                return utf8.count == bytes.count
            }
            return memcmp(a, b, bytes.count) == 0
        }
    }
}
