/// The decimal digits of the number last written in one place of a trace line (the seq, the
/// whole seconds, the cause), kept because the next line's is nearly always the same number or
/// the next one: reusing or incrementing the digits costs a few instructions, finding them
/// anew a division per pair of digits.
struct RecentDecimal {
    private var value: UInt64 = 0
    /// The digits, left-aligned in 24 bytes (a `UInt64` has at most 20); `count == 0`: none yet.
    private var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    private var count = 0

    /// Appends `number` in decimal, as `String(number)` writes it.
    mutating func append(_ number: UInt64, to buffer: inout ByteBuffer) {
        if count == 0 || (number != value && (number != value &+ 1 || !increment())) {
            recompute(number)
        }
        value = number
        buffer.reserve(24)
        // All 24 bytes at once, three stores; only `count` of them are kept.
        withUnsafeBytes(of: digits) { buffer.appendReserved($0, keeping: count) }
    }

    /// Adds one to the digits in place; false when a carry would add a digit (999 → 1000).
    private mutating func increment() -> Bool {
        let length = count
        return withUnsafeMutableBytes(of: &digits) { bytes -> Bool in
            var i = length - 1
            while i >= 0, bytes[i] == UInt8(ascii: "9") {
                bytes[i] = UInt8(ascii: "0")
                i -= 1
            }
            guard i >= 0 else { return false }
            bytes[i] += 1
            return true
        }
    }

    /// Writes the digits anew, right to left, straight into `digits` (no buffer to allocate:
    /// this runs for every number that is not the last one or the next).
    private mutating func recompute(_ number: UInt64) {
        var length = 1
        var rest = number
        while rest >= 10 {
            rest /= 10
            length += 1
        }
        count = length
        withUnsafeMutableBytes(of: &digits) { bytes in
            var n = number
            var i = length
            repeat {
                i -= 1
                bytes[i] = UInt8(truncatingIfNeeded: n % 10) &+ UInt8(ascii: "0")
                n /= 10
            } while i > 0
        }
    }
}
