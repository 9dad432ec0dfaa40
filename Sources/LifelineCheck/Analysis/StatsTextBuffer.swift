import LifelineTrace

/// The bytes of a stats report being written, with the report's number formats written as
/// bytes: a report lists five times per scene, and going through `String` for each (as
/// `TraceTime.description` does) would cost more than counting the trace.
struct StatsTextBuffer {
    private var bytes: [UInt8] = []
    private static let pieceSize = 1 << 16

    init() { bytes.reserveCapacity(Self.pieceSize + 512) }

    /// Whether a piece is ready to hand on.
    var isFull: Bool { bytes.count >= Self.pieceSize }

    /// What is written so far, as text; the buffer starts again empty.
    mutating func take() -> String {
        defer { bytes.removeAll(keepingCapacity: true) }
        return String(decoding: bytes, as: UTF8.self)
    }

    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// `  COUNT NAME` with the count right-aligned in 8 columns.
    mutating func line(_ count: Int, _ name: String) {
        append("  ")
        padded(count, 8)
        append(" ")
        append(name)
        append("\n")
    }

    /// `text` right-aligned in `width` characters.
    mutating func padded(_ text: String, _ width: Int) {
        // Characters, not bytes, as the terminal shows them; ASCII (the usual id) is one each.
        let utf8 = text.utf8
        let count = utf8.allSatisfy { $0 < 0x80 } ? utf8.count : text.count
        spaces(width - count)
        append(text)
    }

    /// A scene id made printable (`PrintableText`), right-aligned in `width` characters.
    mutating func paddedID(_ id: String, _ width: Int) {
        // Printable ASCII, the usual id, has nothing to escape and is one character a byte.
        if id.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            spaces(width - id.utf8.count)
            append(id)
        } else {
            padded(PrintableText.escaped(id), width)
        }
    }

    /// `value` in decimal, right-aligned in `width` columns.
    mutating func padded(_ value: Int, _ width: Int) {
        spaces(width - Self.digitCount(value.magnitude) - (value < 0 ? 1 : 0))
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        digits(UInt64(value.magnitude), count: Self.digitCount(value.magnitude))
    }

    /// Microseconds as `TraceTime.description` writes them: seconds with 3 to 6 decimals.
    mutating func time(_ microseconds: Int64) {
        if microseconds < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = microseconds.magnitude
        let whole = magnitude / 1_000_000
        digits(whole, count: Self.digitCount(UInt(whole)))
        bytes.append(UInt8(ascii: "."))
        var fraction = magnitude % 1_000_000
        var places = 6
        while places > 3, fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        digits(fraction, count: places)
    }

    private mutating func spaces(_ count: Int) {
        if count > 0 { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count)) }
    }

    /// `value` in exactly `count` decimal digits (zero-padded on the left).
    private mutating func digits(_ value: UInt64, count: Int) {
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        var value = value
        var index = start + count - 1
        while value > 0 {
            bytes[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10)
            value /= 10
            index -= 1
        }
    }

    private static func digitCount(_ value: UInt) -> Int {
        var count = 1
        var rest = value / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }
}
