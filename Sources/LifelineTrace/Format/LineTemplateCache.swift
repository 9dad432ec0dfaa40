#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Remembers decoded line bodies with their `scene` and `session` values left out
/// (*templates*), so that a body `LineBodyCache` has not seen because it names a new scene or
/// session is read by comparing bytes and interning the two ids, not decoded key by key.
///
/// In the bench's random trace a quarter of the lines have a body never seen before, nearly
/// all of them because a scene or session is new; without their ids, 93% of the bodies were
/// seen before (Docs/performance-check-speed.md).
///
/// Why a hit is the same event: a body the canonical decoder read has no `"` inside a value
/// (it declines escapes), so `,"scene":"` occurs in it only as the key. The template cuts the
/// id after the first `,"scene":"` (and after the first `,"session":"` past it) up to the next
/// quote, and only an id with no quote, backslash, control or non-ASCII byte is cut; as the
/// pattern cannot overlap itself, a line whose template equals a stored one is that body
/// with other plain ids in the same places, which the decoder reads to the same fields with
/// other ids. The template's other symbols (vocabulary, text) carry their tables' generations.
final class LineTemplateCache {
    struct Entry {
        /// The body's decoded fields; `scene` and `session` are set from the line on a hit.
        var record: EventRecord
        /// The last key in the body: the tail's keys must come after it.
        var lastKey: Int
        var length: Int
        var vocabulary: Int
        var texts: Int
    }

    /// Where a body's ids lie (offsets into the body; an empty range for an absent one), and
    /// the body without them.
    struct Cut {
        var scene: Range<Int>?
        var session: Range<Int>?
        var length = 0
    }

    private static let slotCount = 2048
    static let longest = LineBodyCache.longestBody

    private let entries: UnsafeMutablePointer<Entry>
    private let templates: UnsafeMutablePointer<UInt8>
    private let tags: UnsafeMutablePointer<UInt64>
    /// The template of the body being read (`cut(_:)`).
    let scratch: UnsafeMutablePointer<UInt8>

    init() {
        entries = .allocate(capacity: LineTemplateCache.slotCount)
        entries.initialize(
            repeating: Entry(record: .blank, lastKey: 0, length: -1, vocabulary: -1, texts: -1),
            count: LineTemplateCache.slotCount)
        templates = .allocate(capacity: LineTemplateCache.slotCount * LineTemplateCache.longest)
        tags = .allocate(capacity: LineTemplateCache.slotCount)
        tags.initialize(repeating: 0, count: LineTemplateCache.slotCount)
        scratch = .allocate(capacity: LineTemplateCache.longest)
    }

    deinit {
        entries.deinitialize(count: LineTemplateCache.slotCount)
        entries.deallocate()
        templates.deallocate()
        tags.deallocate()
        scratch.deallocate()
    }

    /// Finds `body`'s ids and writes its template into `scratch`; nil when the body is too
    /// long, names no id, or an id is not plain ASCII.
    @inline(__always)
    func cut(_ body: UnsafeBufferPointer<UInt8>) -> Cut? {
        let n = body.count
        guard n <= LineTemplateCache.longest, let base = body.baseAddress else { return nil }
        var cut = Cut()
        var from = 0
        if let start = LineTemplateCache.find(LineTemplateCache.sceneKey, length: 10, in: base, from: 0, end: n) {
            guard let stop = LineTemplateCache.idEnd(base, from: start, end: n) else { return nil }
            cut.scene = start..<stop
            from = stop
        }
        if let start = LineTemplateCache.find(LineTemplateCache.sessionKey, length: 12, in: base, from: from, end: n) {
            guard let stop = LineTemplateCache.idEnd(base, from: start, end: n) else { return nil }
            cut.session = start..<stop
        }
        if cut.scene == nil, cut.session == nil { return nil }
        var out = 0
        var at = 0
        if let id = cut.scene { copy(base, from: &at, to: id, into: &out) }
        if let id = cut.session { copy(base, from: &at, to: id, into: &out) }
        (scratch + out).update(from: base + at, count: n - at)
        cut.length = out + n - at
        return cut
    }

    /// Copies the body's bytes from `at` to the id `id` into the template, and skips the id.
    @inline(__always)
    private func copy(_ base: UnsafePointer<UInt8>, from at: inout Int, to id: Range<Int>, into out: inout Int) {
        (scratch + out).update(from: base + at, count: id.lowerBound - at)
        out += id.lowerBound - at
        at = id.upperBound
    }

    /// The entry for the template in `scratch` (`length` bytes), made under these generations.
    @inline(__always)
    func entry(length: Int, vocabulary: Int, texts: Int) -> (entry: UnsafePointer<Entry>?, slot: Int, tag: UInt64) {
        let template = UnsafeBufferPointer(start: UnsafePointer(scratch), count: length)
        let tag = LineBodyCache.hash(template) | 1
        let slot = Int(truncatingIfNeeded: tag >> 7) & (LineTemplateCache.slotCount - 1)
        let entry = entries + slot
        guard tags[slot] == tag, entry.pointee.length == length, entry.pointee.vocabulary == vocabulary,
            entry.pointee.texts == texts, memcmp(templates + slot * LineTemplateCache.longest, scratch, length) == 0
        else { return (nil, slot, tag) }
        return (UnsafePointer(entry), slot, tag)
    }

    /// Remembers the template in `scratch` as decoded to `entry`.
    func store(_ entry: Entry, slot: Int, tag: UInt64) {
        (templates + slot * LineTemplateCache.longest).update(from: scratch, count: entry.length)
        entries[slot] = entry
        tags[slot] = tag
    }

    private static let sceneKey: StaticString = ",\"scene\":\""
    private static let sessionKey: StaticString = ",\"session\":\""

    /// Where the value after the first `key` (`length` bytes, starting with a comma) at or
    /// after `from` starts, or nil: commas found eight bytes at a time, each one's key compared.
    @inline(__always)
    private static func find(
        _ key: StaticString, length: Int, in base: UnsafePointer<UInt8>, from: Int, end: Int
    ) -> Int? {
        let spelled = key.utf8Start
        var head: UInt64 = 0
        for i in 0..<8 { head |= UInt64(spelled[i]) << (8 &* UInt64(i)) }
        var i = from
        while i &+ 8 <= end {
            var commas = Cursor.hasZeroByte(
                UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) ^ (Cursor.ones &* 0x2C))
            while commas != 0 {
                let at = i &+ commas.trailingZeroBitCount / 8
                if at &+ length <= end, UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self) == head,
                    same(base + at + 8, spelled + 8, length &- 8)
                {
                    return at &+ length
                }
                commas &= commas &- 1
            }
            i &+= 8
        }
        // Fewer than eight bytes left: too few for a key and its value.
        return nil
    }

    @inline(__always)
    private static func same(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        for i in 0..<count where a[i] != b[i] { return false }
        return true
    }

    /// Where the plain id starting at `from` ends (its closing quote), or nil when a byte
    /// before it is a backslash, a control character or not ASCII.
    @inline(__always)
    private static func idEnd(_ base: UnsafePointer<UInt8>, from: Int, end: Int) -> Int? {
        var i = from
        while i < end {
            let b = base[i]
            if b == UInt8(ascii: "\"") { return i }
            if b == UInt8(ascii: "\\") || b < 0x20 || b >= 0x80 { return nil }
            i &+= 1
        }
        return nil
    }
}
