/// A growable run of bytes that output is encoded into, one line at a time.
///
/// Writers append millions of short fragments a second; `[UInt8].append(contentsOf:)` checks
/// uniqueness and capacity and goes through generic code on each call, which costs more than
/// the copy itself. Here a fragment is one capacity check and one `memcpy`, and `reserve(_:)`
/// lets a caller check once for a whole group of small writes. Non-copyable, so the memory has
/// one owner and is freed exactly once. Package-wide (never public: swift-nio has a public
/// `ByteBuffer`) for the other modules' byte-level writers (the
/// `stats` report).
///
/// `@usableFromInline`, with `@inlinable` appends, so that the other modules' writers inline
/// them: a `package` type's `@inlinable` members are otherwise still called out of line
/// (`export console` +3.5% instructions, Docs/performance.md).
@usableFromInline package struct ByteBuffer: ~Copyable {
    @usableFromInline private(set) var base: UnsafeMutablePointer<UInt8>
    /// How many bytes are written.
    @usableFromInline package internal(set) var count = 0
    @usableFromInline var capacity: Int

    package init(capacity: Int = 1 << 12) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes written so far; valid until the next mutation.
    package var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Forgets the contents, keeping the memory.
    package mutating func removeAll() { count = 0 }

    /// Makes room for `extra` more bytes, so that the unchecked appends below may follow.
    @inlinable @inline(__always) package mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    @usableFromInline mutating func grow(to needed: Int) {
        var size = capacity * 2
        while size < needed { size *= 2 }
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        bigger.update(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity = size
    }

    @inlinable @inline(__always) package mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// Drops what was written after the first `length` bytes.
    mutating func truncate(to length: Int) { count = min(count, length) }

    /// Appends without a capacity check: only after `reserve(_:)` covered it.
    @inlinable @inline(__always) package mutating func appendReserved(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    @inlinable @inline(__always) package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    @inlinable @inline(__always) package mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// A string's UTF-8 as it is (no escaping).
    @inlinable @inline(__always) package mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// A non-negative integer in decimal.
    package mutating func appendDecimal(_ value: UInt64) {
        reserve(20)
        if value < 10 {
            appendReserved(UInt8(truncatingIfNeeded: value) &+ 48)
            return
        }
        var digits = 2
        var limit: UInt64 = 100
        while digits < 20, value >= limit {
            digits += 1
            limit = limit &* 10
        }
        appendDigits(value, count: digits)
    }

    /// "00" "01" … "99": two digits per division.
    @usableFromInline static let pairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// The low `count` decimal digits of `value`, zero-padded; room must be reserved.
    @inlinable @inline(__always) package mutating func appendDigits(_ value: UInt64, count digits: Int) {
        let pairs = ByteBuffer.pairs.utf8Start
        var v = value
        var at = count + digits
        while at - count >= 2 {
            let pair = Int(truncatingIfNeeded: v % 100) &* 2
            v /= 100
            at -= 2
            base[at] = pairs[pair]
            base[at + 1] = pairs[pair + 1]
        }
        if at > count { base[count] = UInt8(truncatingIfNeeded: v % 10) &+ 48 }
        count += digits
    }

    /// An integer in decimal, as `String(value)` writes it.
    @inline(__always) package mutating func appendDecimal(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        appendDecimal(UInt64(value.magnitude))
    }

    /// A time as `TraceTime.description` writes it: seconds with 3 to 6 decimals.
    package mutating func appendSeconds(_ time: TraceTime) {
        let micros = time.microseconds
        if micros < 0 { append(UInt8(ascii: "-")) }
        appendDecimal(micros.magnitude / 1_000_000)
        appendFraction(micros.magnitude % 1_000_000)
    }

    /// The decimals of a time, from its microseconds below one second: a point and 3 to 6
    /// digits, without trailing zeros past the third.
    mutating func appendFraction(_ fraction: UInt64) {
        reserve(7)
        appendReserved(UInt8(ascii: "."))
        // Simulated clocks tick in milliseconds: whole milliseconds are the common case.
        if fraction % 1_000 == 0 {
            appendDigits(fraction / 1_000, count: 3)
        } else if fraction % 100 == 0 {
            appendDigits(fraction / 100, count: 4)
        } else if fraction % 10 == 0 {
            appendDigits(fraction / 10, count: 5)
        } else {
            appendDigits(fraction, count: 6)
        }
    }

    /// How many characters `appendDecimal(value)` writes: for right-aligning numbers.
    package static func decimalWidth(_ value: Int) -> Int {
        var width = value < 0 ? 2 : 1
        var rest = value.magnitude / 10
        while rest > 0 {
            width += 1
            rest /= 10
        }
        return width
    }
}
