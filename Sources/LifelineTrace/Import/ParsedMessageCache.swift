#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the parser made of recent messages, by their bytes: a console log repeats the same
/// few messages (`Lifeline: UIApplication.didBecomeActiveNotification`, a callback and its
/// scene object) under a prefix that changes on every line, so a message read once need not
/// be scanned again. The importer reads each line twice (survey, then writing), and the scan
/// of a message's words was most of either pass.
///
/// Direct-mapped: a slot per hash, the last message that hashed there wins. Only speed depends
/// on it: a hit returns exactly what parsing the same bytes returned. When it stops paying (a
/// log whose every line differs, such as a time inside the message), it pauses itself.
final class ParsedMessageCache {
    /// What is kept for a message: the parser's reading of it, positions relative to its start.
    struct Entry {
        var line: ConsoleLine
        /// The callback's (or text's) range, which the prefix's metadata is read up to.
        var range: Range<Int>
        /// Whether the message's bytes are UTF-8.
        var valid: Bool
    }

    static let slotCount = 512
    /// Longer messages are not kept (a pasted JSON body is read once and forgotten).
    static let keyWidth = 256
    private static let window = 4096
    private static let pause = 65_536

    private let keys: UnsafeMutablePointer<UInt8>
    /// Per slot: the key's hash (0: empty), its length, its entry.
    private let hashes: UnsafeMutablePointer<UInt64>
    private let lengths: UnsafeMutablePointer<Int>
    private let entries: UnsafeMutablePointer<Entry>
    @exclusivity(unchecked) private var lookups = 0
    @exclusivity(unchecked) private var hits = 0
    @exclusivity(unchecked) private var paused = 0

    init() {
        keys = .allocate(capacity: ParsedMessageCache.slotCount * ParsedMessageCache.keyWidth)
        hashes = .allocate(capacity: ParsedMessageCache.slotCount)
        hashes.initialize(repeating: 0, count: ParsedMessageCache.slotCount)
        lengths = .allocate(capacity: ParsedMessageCache.slotCount)
        lengths.initialize(repeating: 0, count: ParsedMessageCache.slotCount)
        entries = .allocate(capacity: ParsedMessageCache.slotCount)
    }

    deinit {
        keys.deallocate()
        hashes.deallocate()
        lengths.deallocate()
        // Entries are plain values (ConsoleLine holds no reference), so nothing to deinitialize.
        entries.deallocate()
    }

    /// Where `key` would be kept, or nil when it is not to be looked up (too long, or paused).
    @inline(__always) func slot(for key: UnsafeBufferPointer<UInt8>, kind: UInt64) -> (slot: Int, hash: UInt64)? {
        if paused > 0 {
            paused -= 1
            return nil
        }
        guard key.count <= ParsedMessageCache.keyWidth, let base = key.baseAddress else { return nil }
        let hash = ParsedMessageCache.hash(base, key.count) ^ kind | 1
        return (Int(truncatingIfNeeded: hash >> 40) & (ParsedMessageCache.slotCount - 1), hash)
    }

    /// The entry at `slot` if its key is `key`.
    @inline(__always) func entry(at slot: Int, hash: UInt64, key: UnsafeBufferPointer<UInt8>) -> Entry? {
        lookups += 1
        if lookups == ParsedMessageCache.window {
            // Fewer than one hit in sixteen: hashing every line costs more than it saves.
            if hits < ParsedMessageCache.window / 16 { paused = ParsedMessageCache.pause }
            lookups = 0
            hits = 0
        }
        guard hashes[slot] == hash, lengths[slot] == key.count, let base = key.baseAddress,
              memcmp(keys + slot * ParsedMessageCache.keyWidth, base, key.count) == 0 else { return nil }
        hits += 1
        return entries[slot]
    }

    func store(_ entry: Entry, at slot: Int, hash: UInt64, key: UnsafeBufferPointer<UInt8>) {
        guard let base = key.baseAddress else { return }
        (keys + slot * ParsedMessageCache.keyWidth).update(from: base, count: key.count)
        hashes[slot] = hash
        lengths[slot] = key.count
        (entries + slot).initialize(to: entry)
    }

    /// Eight bytes at a time, multiplied and folded; the last (partial) word overlaps.
    @inline(__always) static func hash(_ base: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
        let raw = UnsafeRawPointer(base)
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
        if count >= 8 {
            var i = 0
            while i + 8 <= count {
                h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
                h ^= h >> 31
                i += 8
            }
            if i < count {
                h = (h ^ raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) &* 0x94D0_49BB_1331_11EB
                h ^= h >> 29
            }
        } else {
            for k in 0..<count { h = (h ^ UInt64(base[k])) &* 0x100_0000_01b3 }
            h = h &* 0xBF58_476D_1CE4_E5B9
            h ^= h >> 31
        }
        return h
    }
}
