import LifelineSupport
import LifelineTrace

/// The bytes of a stats report being written, in pieces: a report lists five times per scene,
/// and going through `String` for each (as `TraceTime.description` does) would cost more than
/// counting the trace. Numbers and times are written by the trace writer's `ByteBuffer`.
struct StatsTextBuffer: ~Copyable {
    private var bytes = ByteBuffer(capacity: pieceSize + 512)
    private static let pieceSize = 1 << 16

    init() {}

    /// Whether a piece is ready to hand on.
    var isFull: Bool { bytes.count >= Self.pieceSize }

    /// What is written so far, as text; the buffer starts again empty.
    mutating func take() -> String {
        defer { bytes.removeAll() }
        return String(decoding: bytes.bytes, as: UTF8.self)
    }

    mutating func append(_ text: String) { bytes.append(utf8: text) }

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

    /// A scene id made printable (`Escaping.Terminal`), right-aligned in `width` characters.
    mutating func paddedID(_ id: String, _ width: Int) {
        // Printable ASCII, the usual id, has nothing to escape and is one character a byte.
        if id.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            spaces(width - id.utf8.count)
            append(id)
        } else {
            padded(Escaping.Terminal.escaped(id), width)
        }
    }

    /// `value` in decimal, right-aligned in `width` columns.
    mutating func padded(_ value: Int, _ width: Int) {
        spaces(width - ByteBuffer.decimalWidth(value))
        bytes.appendDecimal(value)
    }

    /// Microseconds as `TraceTime.description` writes them: seconds with 3 to 6 decimals.
    mutating func time(_ microseconds: Int64) { bytes.appendSeconds(TraceTime(microseconds: microseconds)) }

    private mutating func spaces(_ count: Int) {
        for _ in 0..<max(count, 0) { bytes.append(UInt8(ascii: " ")) }
    }
}
