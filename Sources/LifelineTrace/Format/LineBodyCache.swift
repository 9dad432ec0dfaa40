#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Remembers recently decoded line bodies, so that a line whose body was seen before is
/// read by comparing bytes instead of decoding them again.
///
/// A line's *body* is everything from its `kind` to its *tail* (`,"dur":…`, `,"cause":…`,
/// `}`): the part that repeats. A scene that goes to the background and back produces the
/// same callback, notification and state lines each time, differing only in `seq`, `t`,
/// `dur` and `cause`; in the bench's traces about 60% of lines have a body seen shortly
/// before. The body is the same bytes, so the fields it holds are the same symbols, as long
/// as no symbol table has started over since (the entry keeps their generations).
///
/// Direct-mapped by a hash of the body: a collision only evicts, and a hit is confirmed
/// byte for byte, so no input can make a hit wrong or a miss dearer than a decode.
final class LineBodyCache {
    struct Entry {
        /// The decoded fields of the body (`seq` and `t` are the line's own, set on a hit).
        var record: EventRecord
        /// The last key in the body: the tail's keys must come after it.
        var lastKey: Int
        var length: Int
        var generations: Generations
    }

    /// The symbol tables' generations when the entry was made.
    struct Generations: Equatable {
        var vocabulary: Int
        var identifiers: Int
        var texts: Int
    }

    private static let slotCount = 2048
    /// Longer bodies (long free text) are decoded every time.
    static let longestBody = 224

    /// A slot's entry means something only while its tag is not 0 (`entry(_:body:generations:)`
    /// reads an entry in place: no `Optional` of it to copy out).
    private let entries: UnsafeMutablePointer<Entry>
    private let bodies: UnsafeMutablePointer<UInt8>
    /// Each slot's body hash, apart from the entries: a miss is decided by this small
    /// array alone, without bringing an entry and its body into the cache.
    private let tags: UnsafeMutablePointer<UInt64>

    init() {
        entries = .allocate(capacity: LineBodyCache.slotCount)
        entries.initialize(
            repeating: Entry(
                record: .blank, lastKey: 0, length: -1,
                generations: Generations(vocabulary: -1, identifiers: -1, texts: -1)),
            count: LineBodyCache.slotCount)
        bodies = .allocate(capacity: LineBodyCache.slotCount * LineBodyCache.longestBody)
        tags = .allocate(capacity: LineBodyCache.slotCount)
        tags.initialize(repeating: 0, count: LineBodyCache.slotCount)
    }

    deinit {
        entries.deinitialize(count: LineBodyCache.slotCount)
        entries.deallocate()
        bodies.deallocate()
        tags.deallocate()
    }

    /// Where `body` belongs: its slot and its hash (0 is kept for empty slots).
    @inline(__always)
    func place(for body: UnsafeBufferPointer<UInt8>) -> (slot: Int, tag: UInt64) {
        let hash = LineBodyCache.hash(body) | 1
        return (Int(truncatingIfNeeded: hash >> 7) & (LineBodyCache.slotCount - 1), hash)
    }

    /// The entry at `place`, in place, if it holds exactly `body`, made under `generations`.
    @inline(__always)
    func entry(_ place: (slot: Int, tag: UInt64), body: UnsafeBufferPointer<UInt8>, generations: Generations)
        -> UnsafePointer<Entry>?
    {
        let slot = place.slot
        let entry = entries + slot
        guard tags[slot] == place.tag, entry.pointee.length == body.count, entry.pointee.generations == generations,
            let base = body.baseAddress,
            memcmp(bodies + slot * LineBodyCache.longestBody, base, body.count) == 0
        else { return nil }
        return UnsafePointer(entry)
    }

    /// Remembers `body` as decoded to `entry`, at `place`.
    func store(_ entry: Entry, body: UnsafeBufferPointer<UInt8>, at place: (slot: Int, tag: UInt64)) {
        guard body.count <= LineBodyCache.longestBody, let base = body.baseAddress else { return }
        (bodies + place.slot * LineBodyCache.longestBody).update(from: base, count: body.count)
        entries[place.slot] = entry
        tags[place.slot] = place.tag
    }

    /// A hash of a body (about a hundred bytes): two independent lanes of eight bytes each,
    /// so that the multiplications overlap instead of waiting on each other. Any hash would be
    /// correct here (a hit is confirmed byte for byte); this one is quick.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let n = bytes.count
        guard n >= 8, let base = UnsafeRawPointer(bytes.baseAddress) else { return SymbolTable.quickHash(bytes) }
        var a: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(n)
        var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        var i = 0
        // No shift-and-xor of each product into itself: the final mix below folds the high
        // bits down, and a collision only costs a miss. Four instructions fewer a 16 bytes.
        while i &+ 16 <= n {
            a = (a ^ base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            b = (b ^ base.loadUnaligned(fromByteOffset: i &+ 8, as: UInt64.self)) &* 0xC4CE_B9FE_1A85_EC53
            i &+= 16
        }
        if n < 16 { a = (a ^ base.loadUnaligned(as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD }
        // The last eight bytes, overlapping what came before if need be.
        a = (a ^ base.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
        var h = a ^ (b << 32 | b >> 32)
        h ^= h >> 33
        h = h &* 0xC4CE_B9FE_1A85_EC53
        return h ^ (h >> 33)
    }

    /// Where the tail of the line `base[..<end]` starts, looking back from its end: before
    /// `,"cause":N`, before `,"dur":T`, before the closing brace. Only a guess at the split;
    /// the decoder parses the tail forward with the usual rules, so a wrong guess is a miss
    /// or a refusal, never a wrong event. Inlined into its one caller: once a line.
    @inline(__always)
    static func tailStart(_ base: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
        var split = max(end &- 1, start)
        var i = numberStart(base, from: start, before: split, dots: false)
        if i < split, i &- start >= 9, matches(endingAt: base + i, ",\"cause\":") { split = i &- 9 }
        i = numberStart(base, from: start, before: split, dots: true)
        if i < split, i &- start >= 7, matches(endingAt: base + i, ",\"dur\":") { split = i &- 7 }
        return split
    }

    /// Where the run of digits (and dots, with `dots`) that ends at `end` starts, not before
    /// `start`: the eight bytes before `end` judged as one word when they hold a byte of
    /// another kind (the writer's numbers are short), byte by byte otherwise. A non-ASCII byte
    /// can make the word's answer fall short of the byte loop's; the split is a guess anyway.
    @inline(__always)
    private static func numberStart(_ base: UnsafePointer<UInt8>, from start: Int, before end: Int, dots: Bool) -> Int {
        if end &- start >= 8 {
            let word = UnsafeRawPointer(base + (end &- 8)).loadUnaligned(as: UInt64.self)
            let values = word ^ (Cursor.ones &* 0x30)
            var other = ((values &+ Cursor.ones &* 0x76) | values) & Cursor.highs
            if dots { other &= ~Cursor.hasZeroByte(word ^ (Cursor.ones &* 0x2E)) }
            if other != 0 { return end &- 8 &+ (64 &- other.leadingZeroBitCount) / 8 }
        }
        var i = end
        while i > start, base[i &- 1] &- UInt8(ascii: "0") < 10 || (dots && base[i &- 1] == UInt8(ascii: ".")) {
            i &-= 1
        }
        return i
    }

    /// Whether the bytes just before `end` are `literal` (7 to 9 bytes, at least that many
    /// bytes of the line before `end`): the last eight compared as one word, whose value the
    /// literal folds to, the rest byte by byte.
    @inline(__always)
    private static func matches(endingAt end: UnsafePointer<UInt8>, _ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        let bytes = literal.utf8Start
        let wordBytes = min(count, 8)
        var expected: UInt64 = 0
        for i in 0..<wordBytes {
            expected |= UInt64(bytes[count &- wordBytes &+ i]) << (8 &* UInt64(i &+ 8 &- wordBytes))
        }
        let mask: UInt64 = wordBytes == 8 ? .max : ~((1 << (8 &* UInt64(8 &- wordBytes))) &- 1)
        // Eight bytes ending at `end`: the first of them may lie before the literal (a byte of
        // the line, never outside it when at least 8 bytes precede `end`; masked off).
        guard UnsafeRawPointer(end - 8).loadUnaligned(as: UInt64.self) & mask == expected else { return false }
        for i in 0..<(count &- wordBytes) where (end - count)[i] != bytes[i] { return false }
        return true
    }
}
