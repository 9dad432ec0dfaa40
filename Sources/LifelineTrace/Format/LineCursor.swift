#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A position in one line, with the scanning steps the canonical shape needs.
struct Cursor {
    let base: UnsafePointer<UInt8>
    let end: Int
    var index = 0

    /// Nil for an empty line (which has no bytes to point at, and is not an event anyway).
    init?(_ line: UnsafeBufferPointer<UInt8>) {
        guard let base = line.baseAddress, !line.isEmpty else { return nil }
        self.base = base
        end = line.count
    }

    var atEnd: Bool { index == end }

    mutating func byte() -> UInt8? {
        guard index < end else { return nil }
        defer { index += 1 }
        return base[index]
    }

    /// Consumes `literal` if the line continues with it. The literals are a few bytes long:
    /// up to eight are compared as one word (the literal's word folds to a constant), the rest
    /// in a loop the compiler unrolls; either beats a call to `memcmp`.
    @inline(__always)
    mutating func take(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        let bytes = literal.utf8Start
        if count <= 8, end &- index >= 8 {
            var expected: UInt64 = 0
            for i in 0..<count { expected |= UInt64(bytes[i]) << (8 &* UInt64(i)) }
            let mask: UInt64 = count == 8 ? .max : (1 << (8 &* UInt64(count))) &- 1
            guard UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & mask == expected else { return false }
            index &+= count
            return true
        }
        guard end &- index >= count else { return false }
        for i in 0..<count where base[index &+ i] != bytes[i] { return false }
        index &+= count
        return true
    }

    /// A quoted key later in the writer's order than `previous`, and its colon.
    @inline(__always)
    mutating func key(after previous: Int, in keys: KeyIndex) -> Int? {
        guard index < end, base[index] == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        // Every key is at most eight bytes: one word holds it, its closing quote found by SWAR.
        if start + 8 <= end {
            let word = UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self)
            let quotes = Cursor.hasZeroByte(word ^ (Cursor.ones &* 0x22))
            let length = quotes == 0 ? 8 : quotes.trailingZeroBitCount / 8
            let close = start + length
            guard close + 1 < end, base[close] == UInt8(ascii: "\""), base[close + 1] == UInt8(ascii: ":"),
                let key = keys.index(of: word, length: length), key > previous
            else { return nil }
            index = close + 2
            return key
        }
        // Near the end of the line: look for the closing quote, and let `KeyIndex` judge the bytes.
        var close = start
        while close < end, base[close] != UInt8(ascii: "\"") { close += 1 }
        guard close + 1 < end, base[close + 1] == UInt8(ascii: ":"),
            let key = keys.index(of: base + start, count: close - start), key > previous
        else { return nil }
        index = close + 2
        return key
    }

    /// A quoted string without escapes or control characters, in valid UTF-8; nil for
    /// anything else (escapes and control characters are the reference parser's to judge).
    mutating func string() -> UnsafeBufferPointer<UInt8>? {
        let start = index + 1
        guard let run = plainRun(), base[run.stop] == UInt8(ascii: "\"") else { return nil }
        return finish(base + start, count: run.stop - start, after: run.stop, ascii: run.ascii)
    }

    /// The plain part of the string that opens at `index`: where it stops (its closing quote
    /// or its first backslash, whichever comes first) and whether every byte before is ASCII;
    /// nil for no string here, a control character or no end on this line. Both decoders
    /// read strings through it: the canonical one declines an escape, the foreign one
    /// unescapes from there.
    @inline(__always)
    func plainRun() -> (stop: Int, ascii: Bool)? {
        guard index < end, base[index] == UInt8(ascii: "\"") else { return nil }
        var i = index + 1
        var ascii = true
        // Eight bytes at a time while none of them is a quote, a backslash, a control
        // character or non-ASCII (the usual case: selectors and state names); the byte loop
        // below judges the word that has one.
        while i + 8 <= end {
            let flags = Cursor.attention(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
            if flags == 0 {
                i += 8
                continue
            }
            // The lowest flagged byte is exact (a false flag only ever sits above a true one).
            i += flags.trailingZeroBitCount / 8
            let b = base[i]
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") { return (i, ascii) }
            if b < 0x20 { return nil }
            ascii = false
            i += 1
        }
        while i < end {
            let b = base[i]
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") { return (i, ascii) }
            if b < 0x20 { return nil }
            if b >= 0x80 { ascii = false }
            i += 1
        }
        return nil
    }

    /// The `count` bytes at `bytes` (in the line, or unescaped elsewhere) as the string that
    /// closes at `quote`, moving past it. Non-ASCII is rare in traces: it is validated only
    /// when present.
    @inline(__always)
    mutating func finish(_ bytes: UnsafePointer<UInt8>, count: Int, after quote: Int, ascii: Bool)
        -> UnsafeBufferPointer<UInt8>?
    {
        index = quote + 1
        let result = UnsafeBufferPointer(start: bytes, count: count)
        guard ascii || String(validating: result, as: UTF8.self) != nil else { return nil }
        return result
    }

    /// The high bit of each byte of `word` (little-endian) that is `"`, `\\`, below 0x20 or
    /// above 0x7F: SWAR, eight bytes in a few instructions. A byte above a flagged one may be
    /// flagged falsely (a borrow), never the lowest: `trailingZeroBitCount / 8` is exact.
    @inline(__always)
    static func attention(_ word: UInt64) -> UInt64 {
        let quote = hasZeroByte(word ^ (ones &* 0x22))
        let backslash = hasZeroByte(word ^ (ones &* 0x5C))
        // Bytes below 0x20: subtracting 0x20 borrows into the high bit (for ASCII bytes).
        let control = (word &- ones &* 0x20) & ~word & highs
        return quote | backslash | control | (word & highs)
    }

    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each zero byte of `x` (exact for the lowest one).
    @inline(__always)
    static func hasZeroByte(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }

    /// A non-negative integer without a leading zero, of at most 18 digits (so it cannot overflow).
    ///
    /// Inlined, as `time()` is: three or four of them a line, and the call cost about as much
    /// as the word-at-a-time digits it made.
    @inline(__always)
    mutating func integer() -> Int? {
        let start = index
        let value = digits()
        let digits = index - start
        guard digits > 0, digits <= 18, digits == 1 || base[start] != UInt8(ascii: "0") else { return nil }
        return value
    }

    /// The decimal digits at `index` (up to 18 of them, for the callers' limits), as a
    /// number, moving past them. Up to seven digits followed by another byte of the line (a
    /// seq, a time's halves, a cause) are read as one word: which bytes are digits, found by
    /// SWAR, and their value by three multiplications, instead of a loop over the bytes
    /// (Docs/performance-check-speed.md).
    @inline(__always)
    mutating func digits() -> Int {
        // Fewer than eight bytes left (the cause before the closing brace): the eight that end
        // the line, shifted so the first to read is the lowest; the bytes shifted in are zeros,
        // which are no digits.
        let left = end &- index
        if left >= 8 || end >= 8 {
            let word =
                left >= 8
                ? UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                : UnsafeRawPointer(base + (end &- 8)).loadUnaligned(as: UInt64.self) >> (8 &* UInt64(8 &- left))
            let values = word ^ (Cursor.ones &* 0x30)
            // A byte is no digit when its value is above 9 (or its high nibble was not 3). A
            // carry may flag a digit above a non-digit falsely, never the lowest non-digit.
            let other = ((values &+ Cursor.ones &* 0x76) | values) & Cursor.highs
            if other != 0 {
                let count = other.trailingZeroBitCount / 8
                index &+= count
                guard count > 0 else { return 0 }
                // The digits to the top of the word (the first the most significant), zeros below.
                var v = values << (64 &- 8 &* UInt64(count))
                v = ((v & 0x0F0F_0F0F_0F0F_0F0F) &* 2561) >> 8
                v = ((v & 0x00FF_00FF_00FF_00FF) &* 6_553_601) >> 16
                v = ((v & 0x0000_FFFF_0000_FFFF) &* 42_949_672_960_001) >> 32
                return Int(truncatingIfNeeded: v)
            }
        }
        var value = 0
        let start = index
        while index < end, index &- start < 19, base[index] &- UInt8(ascii: "0") < 10 {
            value = value &* 10 &+ Int(base[index] &- UInt8(ascii: "0"))
            index += 1
        }
        return value
    }

    /// Seconds with at most 6 decimals, exactly as `TraceTime(parsing:)` reads them.
    @inline(__always)
    mutating func time() -> TraceTime? {
        guard let seconds = integer(), seconds <= 9_000_000_000 else { return nil }
        var micros = Int64(seconds) * 1_000_000
        guard index < end, base[index] == UInt8(ascii: ".") else { return TraceTime(microseconds: micros) }
        index += 1
        let start = index
        let fraction = Int64(digits())
        let digits = index - start
        guard digits > 0, digits <= 6 else { return nil }
        // Scaled to microseconds by one multiplication, not a loop of them.
        let scale: Int64 =
            digits == 3
            ? 1_000 : digits == 6 ? 1 : digits == 1 ? 100_000 : digits == 2 ? 10_000 : digits == 4 ? 100 : 10
        micros += fraction &* scale
        return TraceTime(microseconds: micros)
    }
}
