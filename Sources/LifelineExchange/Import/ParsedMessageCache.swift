#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LifelineTrace

/// What the parser made of recent messages, by their bytes: a console log repeats the same
/// few messages (`Lifeline: UIApplication.didBecomeActiveNotification`, a callback and its
/// scene object) under a prefix that changes on every line, so a message read once need not
/// be scanned again: the scan of a message's words was most of a pass.
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
        /// Whether the line's time is the one in the key's gap (read per line).
        var timeInGap = false
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
    /// Per slot: the length of the key's head, and of the gap after it.
    private let heads: UnsafeMutablePointer<Int>
    private let gaps: UnsafeMutablePointer<Int>
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
        heads = .allocate(capacity: ParsedMessageCache.slotCount)
        heads.initialize(repeating: 0, count: ParsedMessageCache.slotCount)
        gaps = .allocate(capacity: ParsedMessageCache.slotCount)
        gaps.initialize(repeating: 0, count: ParsedMessageCache.slotCount)
        entries = .allocate(capacity: ParsedMessageCache.slotCount)
    }

    deinit {
        keys.deallocate()
        hashes.deallocate()
        lengths.deallocate()
        heads.deallocate()
        gaps.deallocate()
        // Entries are plain values (ConsoleLine holds no reference), so nothing to deinitialize.
        entries.deallocate()
    }

    /// A key: a message's bytes, or two runs of them around a part that is read per line
    /// (the time in Xcode 15's `Timestamp:` field); `gap` (that part's length) is part of the key.
    struct Key {
        var head: UnsafeBufferPointer<UInt8>
        var tail = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        var gap = 0
        var count: Int { head.count + tail.count }
    }

    /// Where `key` would be kept, or nil when it is not to be looked up (too long, or paused).
    @inline(__always) func slot(for key: Key, kind: UInt64) -> (slot: Int, hash: UInt64)? {
        if paused > 0 {
            paused -= 1
            return nil
        }
        guard key.count <= ParsedMessageCache.keyWidth, let head = key.head.baseAddress else { return nil }
        var hash = ParsedMessageCache.hash(head, key.head.count) ^ kind
        if let tail = key.tail.baseAddress {
            hash = (hash ^ UInt64(key.gap) << 48 ^ UInt64(key.head.count) << 32) &* 0x9E37_79B9_7F4A_7C15
            hash ^= ParsedMessageCache.hash(tail, key.tail.count)
        }
        hash |= 1
        return (Int(truncatingIfNeeded: hash >> 40) & (ParsedMessageCache.slotCount - 1), hash)
    }

    /// The entry at `slot` if its key is `key`.
    @inline(__always) func entry(at slot: Int, hash: UInt64, key: Key) -> Entry? {
        lookups += 1
        if lookups == ParsedMessageCache.window {
            // Fewer than one hit in sixteen: hashing every line costs more than it saves.
            if hits < ParsedMessageCache.window / 16 { paused = ParsedMessageCache.pause }
            lookups = 0
            hits = 0
        }
        let stored = keys + slot * ParsedMessageCache.keyWidth
        guard hashes[slot] == hash, lengths[slot] == key.count, heads[slot] == key.head.count, gaps[slot] == key.gap,
            let head = key.head.baseAddress, memcmp(stored, head, key.head.count) == 0
        else { return nil }
        if let tail = key.tail.baseAddress, memcmp(stored + key.head.count, tail, key.tail.count) != 0 { return nil }
        hits += 1
        return entries[slot]
    }

    func store(_ entry: Entry, at slot: Int, hash: UInt64, key: Key) {
        guard let head = key.head.baseAddress else { return }
        let stored = keys + slot * ParsedMessageCache.keyWidth
        stored.update(from: head, count: key.head.count)
        if let tail = key.tail.baseAddress { (stored + key.head.count).update(from: tail, count: key.tail.count) }
        hashes[slot] = hash
        lengths[slot] = key.count
        heads[slot] = key.head.count
        gaps[slot] = key.gap
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
