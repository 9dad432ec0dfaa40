import LifelineTrace

/// The fields of one record of `log stream`/`log show --style ndjson` or `--style json` that say
/// what was printed, when and where: `eventMessage`, `timestamp`, `processID`, `threadID` and
/// `processImagePath` (whose last component is the process name), `subsystem` and `category`.
/// Every other field (`formatString`, `backtrace`, …) is skipped without being read.
///
/// A field is kept as where its raw (still escaped) bytes are, not as a copy: in the line itself
/// for `--style ndjson` (a record is one line, a kilobyte of which the console line needs about
/// a tenth), in `store` for `--style json`, whose record is spread over lines, each gone by the
/// time the next is read. Nothing is built until the record is known to matter.
struct UnifiedLogFields {
    /// Where each string field's content (between its quotes) is, in the bytes `line(from:into:)`
    /// is given; empty when the record has none.
    var message: Range<Int>? = nil
    var timestamp: Range<Int> = 0..<0
    /// `processImagePath`'s last component only (escaped slashes are `\/`).
    var imagePath: Range<Int> = 0..<0
    var subsystem: Range<Int> = 0..<0
    var category: Range<Int> = 0..<0
    var pid: Int64? = nil
    var thread: UInt64? = nil
    /// `--style json`: the kept values' bytes, copied from their lines (the ranges point here).
    var store: [UInt8] = []

    var hasMessage: Bool { message != nil }

    /// Empties the fields, keeping the store's storage: a million records a second allocate nothing.
    mutating func reset() {
        message = nil
        timestamp = 0..<0
        imagePath = 0..<0
        subsystem = 0..<0
        category = 0..<0
        pid = nil
        thread = nil
        store.removeAll(keepingCapacity: true)
    }

    enum Key { case message, timestamp, imagePath, subsystem, category, pid, thread, other }

    /// Which field the key at `at` (its bytes between its quotes, `count` of them) names: two
    /// eight-byte loads per candidate (every wanted key is at least eight bytes), no `memcmp`.
    @inline(__always) static func key(_ at: UnsafePointer<UInt8>, _ count: Int) -> Key {
        @inline(__always) func equals(_ name: StaticString) -> Bool {
            let key = UnsafeRawPointer(at), known = UnsafeRawPointer(name.utf8Start)
            return key.loadUnaligned(as: UInt64.self) == known.loadUnaligned(as: UInt64.self)
                && key.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                    == known.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        switch count {
        case 12 where equals("eventMessage"): return .message
        case 9 where equals("timestamp"): return .timestamp
        case 9 where equals("processID"): return .pid
        case 9 where equals("subsystem"): return .subsystem
        case 8 where equals("threadID"): return .thread
        case 8 where equals("category"): return .category
        case 16 where equals("processImagePath"): return .imagePath
        default: return .other
        }
    }

    /// Keeps the value at `base[value]` (a string's bytes between its quotes, or a number) of
    /// `key`; `copy`: into `store` (`--style json`), else where it is (`--style ndjson`).
    /// Returns the part of `value` kept (`processImagePath`'s last component, else all of it).
    @discardableResult @inline(__always) mutating func keep(
        _ key: Key, _ base: UnsafePointer<UInt8>, _ value: Range<Int>, copy: Bool
    ) -> Range<Int> {
        let bytes = UnsafeBufferPointer(start: base + value.lowerBound, count: value.count)
        func kept(_ range: Range<Int>) -> Range<Int> {
            guard copy else { return range }
            let start = store.count
            store.append(contentsOf: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
            return start..<store.count
        }
        switch key {
        case .message: message = kept(value)
        case .timestamp: timestamp = kept(value)
        case .imagePath:
            // Only the process name is written: the path's last component.
            let last = bytes.lastIndex(of: UInt8(ascii: "/")).map { value.lowerBound + $0 + 1 } ?? value.lowerBound
            imagePath = kept(last..<value.upperBound)
            return last..<value.upperBound
        case .subsystem: subsystem = kept(value)
        case .category: category = kept(value)
        case .pid: pid = LineMetadata.decimal(bytes)
        case .thread: thread = LineMetadata.decimal(bytes).map { UInt64(bitPattern: $0) }
        case .other: break
        }
        return value
    }

    /// Keeps again what `keep` kept from the same bytes, now at `kept` (`--style ndjson`).
    @inline(__always) mutating func keep(_ key: Key, _ base: UnsafePointer<UInt8>, kept: Range<Int>) {
        if key == .imagePath {
            imagePath = kept
        } else {
            keep(key, base, kept, copy: false)
        }
    }

    /// The console line the record stands for, in `log stream --style compact`'s shape less its
    /// type column, which the importer reads fastest and which carries the same time, process,
    /// thread, subsystem and category:
    /// `2024-01-02 09:41:07.015123-0800 Shop[512:2a1b3] [com.example.shop:lifecycle] <message>`
    /// (the thread in hex, as NSLog prints it), or the message alone when the record has no time.
    /// The message is unescaped; an escaped control character in it (a multi-line message's line
    /// breaks) becomes a space. `bytes`: what the ranges point into (the line, or `store`).
    func line(from bytes: UnsafePointer<UInt8>, into out: LineStorage) -> UnsafeBufferPointer<UInt8> {
        // Unescaping never lengthens the message; the rest is the fields and at most 48 bytes
        // (`process`, two brackets, a colon, 20 decimal and 16 hex digits, spaces).
        let bound =
            timestamp.count + imagePath.count + subsystem.count + category.count + (message?.count ?? 0) + 64
        var p = out.reserve(bound)
        let start = p
        @inline(__always) func put(_ range: Range<Int>) {
            p.update(from: bytes + range.lowerBound, count: range.count)
            p += range.count
        }
        @inline(__always) func put(_ byte: UInt8) {
            p.pointee = byte
            p += 1
        }
        func hasBackslash(_ range: Range<Int>) -> Bool {
            UnsafeBufferPointer(start: bytes + range.lowerBound, count: range.count).contains(UInt8(ascii: "\\"))
        }
        if !timestamp.isEmpty, !hasBackslash(timestamp) {
            put(timestamp)
            put(0x20)
            if let pid {
                if imagePath.isEmpty {
                    for b in "process".utf8 { put(b) }
                } else {
                    for k in imagePath {
                        let b = bytes[k]
                        put(b == UInt8(ascii: "[") || b == UInt8(ascii: "\\") ? UInt8(ascii: "_") : b)
                    }
                }
                put(UInt8(ascii: "["))
                p = UnifiedLogFields.digits(UInt64(max(pid, 0)), radix: 10, at: p)
                put(UInt8(ascii: ":"))
                p = UnifiedLogFields.digits(thread ?? 0, radix: 16, at: p)
                put(UInt8(ascii: "]"))
                put(0x20)
            }
        }
        if !subsystem.isEmpty, !hasBackslash(subsystem), !hasBackslash(category) {
            put(UInt8(ascii: "["))
            put(subsystem)
            put(UInt8(ascii: ":"))
            put(category)
            put(UInt8(ascii: "]"))
            put(0x20)
        }
        if let message {
            p = UnifiedLogJSON.unescape(
                UnsafeBufferPointer(start: bytes + message.lowerBound, count: message.count), to: p)
        }
        return UnsafeBufferPointer(start: start, count: start.distance(to: p))
    }

    /// Writes the digits of `value` (lowercase hex for 16) at `p`, with no string built; returns
    /// the end.
    private static func digits(_ value: UInt64, radix: UInt64, at p: UnsafeMutablePointer<UInt8>)
        -> UnsafeMutablePointer<UInt8>
    {
        var count = 0
        var rest = value
        repeat {
            count += 1
            rest /= radix
        } while rest > 0
        rest = value
        for k in stride(from: count - 1, through: 0, by: -1) {
            let d = UInt8(rest % radix)
            p[k] = d < 10 ? 48 + d : 87 + d
            rest /= radix
        }
        return p + count
    }
}
