import LifelineModel
import LifelineSupport

/// Encodes trace events as JSON Lines straight into bytes: the one encoder behind
/// `TraceWriter`, the importer and `TraceEventCodec.encode`.
///
/// A `String` per event (interpolation, `+=`, a scalar-by-scalar escaper) was most of the cost
/// of writing a trace. Here the fixed parts are static bytes, the method's field is looked up
/// by the callback's number, and a value is copied in one piece unless a byte in it needs
/// escaping. Key order and number formats are the trace format's (Docs/trace-format.md), so the
/// bytes are those the `String` encoder wrote; the tests hold them equal on random events.
struct TraceLineEncoder: ~Copyable {
    /// The encoded lines, each ending in a newline.
    var buffer: ByteBuffer

    init(capacity: Int = 1 << 12) { buffer = ByteBuffer(capacity: capacity) }

    /// `,"method":"application(_:didFinishLaunchingWithOptions:)"` for every callback, one
    /// after another, and where each starts (`Callback.rawValue`) and ends (the next one).
    /// Written once, when first used, and only read after: safe to share between threads.
    nonisolated(unsafe) private static let methodFields: (bytes: UnsafeBufferPointer<UInt8>, starts: [Int]) = {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        for callback in Callback.allCases {
            starts.append(bytes.count)
            bytes += Array((",\"method\":" + Escaping.JSON.quoted(callback.swiftName)).utf8)
        }
        starts.append(bytes.count)
        // Kept for the life of the process: a table, like the catalogue it comes from.
        let table = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = table.initialize(from: bytes)
        return (UnsafeBufferPointer(table), starts)
    }()

    /// Appends `e` as one line, newline included.
    mutating func append(_ e: TraceEvent) {
        buffer.append("{\"seq\":")
        buffer.appendDecimal(e.seq)
        buffer.append(",\"t\":")
        buffer.appendSeconds(e.time)
        switch e.kind {
        case .action: buffer.append(",\"kind\":\"action\"")
        case .callback: buffer.append(",\"kind\":\"callback\"")
        case .notification: buffer.append(",\"kind\":\"notification\"")
        case .state: buffer.append(",\"kind\":\"state\"")
        case .phase: buffer.append(",\"kind\":\"phase\"")
        case .environment: buffer.append(",\"kind\":\"environment\"")
        case .note: buffer.append(",\"kind\":\"note\"")
        }
        if let name = e.name { field(",\"name\":", name) }
        if let by = e.by { field(",\"by\":", by.rawValue) }
        if let receiver = e.receiver {
            switch receiver {
            case .app: buffer.append(",\"receiver\":\"app\"")
            case .scene: buffer.append(",\"receiver\":\"scene\"")
            case .viewController: buffer.append(",\"receiver\":\"viewController\"")
            }
        }
        if let scene = e.scene { field(",\"scene\":", scene) }
        if let session = e.session { field(",\"session\":", session) }
        if let method = e.method {
            let table = TraceLineEncoder.methodFields
            let start = table.starts[method.rawValue], end = table.starts[method.rawValue + 1]
            buffer.append(UnsafeBufferPointer(rebasing: table.bytes[start..<end]))
        }
        if let from = e.from { field(",\"from\":", from) }
        if let to = e.to { field(",\"to\":", to) }
        if let level = e.level { field(",\"level\":", level.rawValue) }
        if let view = e.view { field(",\"view\":", view) }
        if let value = e.value { field(",\"value\":", value) }
        if let duration = e.duration {
            buffer.append(",\"dur\":")
            buffer.appendSeconds(duration)
        }
        if let cause = e.cause {
            buffer.append(",\"cause\":")
            buffer.appendDecimal(cause)
        }
        if let detail = e.detail { field(",\"detail\":", detail) }
        if let handler = e.handler { field(",\"handler\":", handler) }
        buffer.append("}\n")
    }

    /// Appends a line already encoded (the header).
    mutating func append(line: String) {
        buffer.append(utf8: line)
        buffer.append(UInt8(ascii: "\n"))
    }

    @inline(__always) private mutating func field(_ key: StaticString, _ value: String) {
        buffer.append(key)
        appendQuoted(value)
    }

    /// `s` as a JSON string, escaped as `Escaping.JSON.appendQuoted` escapes it.
    mutating func appendQuoted(_ s: String) {
        // Contiguous UTF-8 is the rule for native strings; the copy is for any other kind.
        if s.utf8.withContiguousStorageIfAvailable({ appendQuoted(utf8: $0) }) == nil {
            var copy = s
            copy.withUTF8 { appendQuoted(utf8: $0) }
        }
    }

    private mutating func appendQuoted(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        buffer.reserve(bytes.count + 2)
        buffer.appendReserved(UInt8(ascii: "\""))
        // Nearly every value (ids, states, notification names) needs no escaping: one check
        // eight bytes at a time, then one copy.
        if TraceLineEncoder.needsEscaping(bytes) {
            appendEscaped(bytes)
        } else {
            buffer.append(bytes)
        }
        buffer.append(UInt8(ascii: "\""))
    }

    /// Whether a byte of `bytes` needs escaping: a control byte, `"`, `\`, DEL, or 0xE2 (the
    /// first byte of U+2028 and U+2029; other characters it begins are escaped as themselves).
    static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        // Eight bytes at a time, the last eight overlapping the ones before: no byte loop, and
        // no read past the end. Short values are gathered into one word the same way, padded
        // with a byte that needs no escaping.
        if count >= 8 {
            var i = 0
            while i + 8 < count {
                if hasSpecialByte(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) { return true }
                i += 8
            }
            return hasSpecialByte(raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
        }
        let padding: UInt64 = 0x6161_6161_6161_6161
        let word: UInt64
        if count >= 4 {
            word =
                UInt64(raw.loadUnaligned(as: UInt32.self))
                | UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
        } else if count >= 2 {
            word =
                UInt64(raw.loadUnaligned(as: UInt16.self))
                | UInt64(raw.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)) << 16 | padding << 32
        } else if count == 1 {
            word = UInt64(base[0]) | padding << 8
        } else {
            return false
        }
        return hasSpecialByte(word)
    }

    /// The same test on eight bytes at once (the "has a byte less than n" and "has a zero
    /// byte" word tricks, both exact as to whether any byte matches).
    @inline(__always) private static func hasSpecialByte(_ x: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zeroByte(_ v: UInt64) -> UInt64 { (v &- ones) & ~v & high }
        let control = (x &- ones &* 0x20) & ~x & high
        let equal =
            zeroByte(x ^ (ones &* 0x22)) | zeroByte(x ^ (ones &* 0x5C))
            | zeroByte(x ^ (ones &* 0x7F)) | zeroByte(x ^ (ones &* 0xE2))
        return control | equal != 0
    }

    private static let hex: StaticString = "0123456789abcdef"

    private mutating func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\""): buffer.append("\\\"")
            case UInt8(ascii: "\\"): buffer.append("\\\\")
            case 0x0A: buffer.append("\\n")
            case 0x0D: buffer.append("\\r")
            case 0x09: buffer.append("\\t")
            case 0xE2
            where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                // U+2028 / U+2029: valid JSON, but not inside a JavaScript string.
                buffer.append(bytes[i + 2] == 0xA8 ? "\\u2028" : "\\u2029")
                i += 2
            case _ where b < 0x20 || b == 0x7F:
                buffer.append("\\u00")
                buffer.append(TraceLineEncoder.hex.utf8Start[Int(b >> 4)])
                buffer.append(TraceLineEncoder.hex.utf8Start[Int(b & 0xF)])
            default:
                buffer.append(b)
            }
            i += 1
        }
    }
}
