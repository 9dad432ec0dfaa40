/// Encodes events as trace lines straight into bytes: the same bytes as
/// `TraceEventCodec.encode` (a test holds them equal), without building a `String` per event,
/// which at millions of events a second is most of the cost of an import.
struct ImportEventEncoder {
    private var buffer: [UInt8] = []

    init() { buffer.reserveCapacity(512) }

    /// The line for `e`, newline included; valid until the next call.
    mutating func encode(_ e: TraceEvent) -> [UInt8] {
        buffer.removeAll(keepingCapacity: true)
        append("{\"seq\":")
        appendInteger(Int64(e.seq))
        append(",\"t\":")
        appendTime(e.time)
        append(",\"kind\":\"")
        append(e.kind.rawValue)
        append("\"")
        field("name", e.name)
        field("by", e.by?.rawValue)
        field("receiver", e.receiver?.rawValue)
        field("scene", e.scene)
        field("session", e.session)
        field("method", e.method?.swiftName)
        field("from", e.from)
        field("to", e.to)
        field("level", e.level?.rawValue)
        field("view", e.view)
        field("value", e.value)
        if let duration = e.duration { append(",\"dur\":"); appendTime(duration) }
        if let cause = e.cause { append(",\"cause\":"); appendInteger(Int64(cause)) }
        field("detail", e.detail)
        append("}\n")
        return buffer
    }

    private mutating func append(_ s: String) {
        var s = s
        s.withUTF8 { buffer.append(contentsOf: $0) }
    }

    private mutating func field(_ key: String, _ value: String?) {
        guard var value else { return }
        append(",\"")
        append(key)
        append("\":")
        // Names, ids and states are plain ASCII: copied as they are. Anything else (a note's
        // text) goes through the shared escaper.
        let plain = value.withUTF8 { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        }
        if plain {
            buffer.append(UInt8(ascii: "\""))
            value.withUTF8 { buffer.append(contentsOf: $0) }
            buffer.append(UInt8(ascii: "\""))
        } else {
            append(JSONEscaping.quoted(value))
        }
    }

    private mutating func appendInteger(_ value: Int64) {
        if value < 0 { buffer.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { p in
            repeat {
                p[count] = UInt8(magnitude % 10) + 48
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for k in stride(from: count - 1, through: 0, by: -1) { buffer.append(p[k]) }
        }
    }

    /// As `TraceTime.description`: seconds with 3 to 6 decimals.
    private mutating func appendTime(_ time: TraceTime) {
        let micros = time.microseconds
        if micros < 0 { buffer.append(UInt8(ascii: "-")) }
        let magnitude = Int64(micros.magnitude)
        appendInteger(magnitude / 1_000_000)
        buffer.append(UInt8(ascii: "."))
        var fraction = magnitude % 1_000_000
        var width = 6
        while width > 3, fraction % 10 == 0 { fraction /= 10; width -= 1 }
        var divisor: Int64 = 1
        for _ in 1..<width { divisor *= 10 }
        while divisor > 0 {
            buffer.append(UInt8(fraction / divisor % 10) + 48)
            divisor /= 10
        }
    }
}
