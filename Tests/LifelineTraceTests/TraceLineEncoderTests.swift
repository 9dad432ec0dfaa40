import Foundation
import LifelineTestSupport
import Testing
import PropertyBased
import LifelineModel
@testable import LifelineSupport
@testable import LifelineTrace

/// The byte encoder (`TraceLineEncoder`, behind `TraceWriter`, the importer and
/// `TraceEventCodec.encode`) against the `String` encoder it replaced, kept here as the reference.
enum ReferenceEncoding {
    /// `TraceEventCodec.encode` as it was before the byte encoder: interpolation and the
    /// shared scalar-by-scalar escaper.
    static func line(_ e: TraceEvent) -> String {
        var out = "{\"seq\":\(e.seq),\"t\":\(e.time),\"kind\":\"\(e.kind.rawValue)\""
        func add(_ key: String, _ value: String?) {
            guard let value else { return }
            out += ",\"\(key)\":"
            Escaping.JSON.appendQuoted(value, to: &out)
        }
        add("name", e.name)
        add("by", e.by?.rawValue)
        add("receiver", e.receiver?.rawValue)
        add("scene", e.scene)
        add("session", e.session)
        add("method", e.method?.swiftName)
        add("from", e.from)
        add("to", e.to)
        add("level", e.level?.rawValue)
        add("view", e.view)
        add("value", e.value)
        if let duration = e.duration { out += ",\"dur\":\(duration)" }
        if let cause = e.cause { out += ",\"cause\":\(cause)" }
        add("detail", e.detail)
        out += "}"
        return out
    }
}

/// Characters around every escaping decision: the ones escaped, their neighbours, and the
/// characters whose UTF-8 starts with 0xE2 like U+2028/U+2029 but are not escaped (€, …, ‰).
let escapingCharacters: [Character] = [
    "a", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1}", "\u{1F}", " ", "\u{7F}", "\u{80}",
    "\u{2027}", "\u{2028}", "\u{2029}", "\u{202A}", "€", "…", "‰", "é", "🙂", "👩‍💻", "/", "<"
]

/// Strings of 0 to 40 such characters: long enough to cross the encoder's eight-byte blocks.
let escapingString = Gen.int(in: 0...(escapingCharacters.count - 1)).map { escapingCharacters[$0] }
    .array(of: 0...40).map { String($0) }

@Suite("Byte encoder")
struct TraceLineEncoderTests {
    private func encoded(_ events: [TraceEvent]) -> String {
        var encoder = TraceLineEncoder(capacity: 16)
        for event in events { encoder.append(event) }
        return String(decoding: encoder.buffer.bytes, as: UTF8.self)
    }

    @Test("ByteBuffer writes integers and times as String and TraceTime do, and knows their widths (property)")
    func numbers() async {
        await propertyCheck(count: 2_000, input: Gen.int64(in: -90_000_000_000...9_000_000_000_000_000)) { value in
            var buffer = ByteBuffer()
            buffer.appendDecimal(Int(value))
            #expect(String(decoding: buffer.bytes, as: UTF8.self) == String(value))
            #expect(ByteBuffer.decimalWidth(Int(value)) == String(value).count)
            buffer.removeAll()
            buffer.appendSeconds(TraceTime(microseconds: value))
            #expect(String(decoding: buffer.bytes, as: UTF8.self) == TraceTime(microseconds: value).description)
        }
    }

    @Test("random events encode to the reference bytes (property)")
    func randomEvents() async {
        await propertyCheck(count: 300, input: eventGen.array(of: 0...20)) { events in
            #expect(encoded(events) == events.map { ReferenceEncoding.line($0) + "\n" }.joined())
            for event in events { #expect(TraceEventCodec.encode(event) == ReferenceEncoding.line(event)) }
        }
    }

    @Test("every string field escapes as the reference does (property)")
    func escaping() async {
        await propertyCheck(count: 300, input: escapingString, escapingString, Gen.int(in: 0...6)) { a, b, kind in
            var event = makeEvent(kind: kind, text: a, other: b, number: kind * 7, micros: 1)
            event.detail = a + b
            event.value = b + a
            #expect(TraceEventCodec.encode(event) == ReferenceEncoding.line(event))
        }
    }

    @Test("numbers at their limits: seq, negative and long times, durations, causes")
    func numbers() {
        let times: [Int64] = [
            0, 1, 9, 10, 999, 1_000, 1_000_000, 1_234_567, 12_000_100, -1, -1_500_000,
            90_061_500_001, Int64.max, Int64.min + 1
        ]
        var events: [TraceEvent] = []
        for (i, micros) in times.enumerated() {
            var e = TraceEvent(
                seq: [1, 9, 10, 99, 100, Int.max, Int.min, -7][i % 8], time: TraceTime(microseconds: micros),
                kind: .callback,
                receiver: .app, method: .applicationDidBecomeActive, from: "inactive", to: "active")
            e.duration = TraceTime(microseconds: times[(i + 3) % times.count])
            e.cause = [0, 1, -1, Int.max, Int.min, 123_456_789][i % 6]
            events.append(e)
        }
        #expect(encoded(events) == events.map { ReferenceEncoding.line($0) + "\n" }.joined())
    }

    @Test("consecutive lines write their seq, seconds and cause exactly, across every carry")
    func consecutiveNumbers() {
        // Seqs through 9 → 10 → … → 10000, seconds through 9 → 10 and 99 → 100, causes that
        // repeat, step by one, jump back and carry.
        var events: [TraceEvent] = []
        var micros: Int64 = 8_990_000
        for seq in 1...10_050 {
            micros += [1_000, 0, 7, 999_993, 1, 90_000_000][seq % 6]
            if seq % 997 == 0 { micros = 99_999_999 }
            let cause = [seq, seq - 1, 9, 99, 999, seq / 3, 0][seq % 7]
            events.append(
                TraceEvent(
                    seq: seq, time: TraceTime(microseconds: micros), kind: .notification,
                    name: "UIScene.didActivateNotification", scene: "S1", cause: cause))
        }
        events.append(TraceEvent(seq: 3, time: .zero, kind: .note, value: "back to small numbers", cause: 1))
        #expect(encoded(events) == events.map { ReferenceEncoding.line($0) + "\n" }.joined())
    }

    @Test("the eight-byte escape test agrees with the byte-by-byte one at every position")
    func blockTest() {
        func special(_ b: UInt8) -> Bool { b < 0x20 || b == 0x22 || b == 0x5C || b == 0x7F || b == 0xE2 }
        for length in 0...24 {
            for position in 0..<max(length, 1) {
                for byte in 0...255 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    if length > 0 { bytes[position] = UInt8(byte) }
                    let expected = bytes.contains(where: special)
                    let found = bytes.withUnsafeBufferPointer { TraceLineEncoder.needsEscaping($0) }
                    if found != expected {
                        Issue.record("length \(length), byte \(byte) at \(position): \(found)")
                        return
                    }
                }
            }
        }
    }

    @Test("every callback's method field is its Swift spelling")
    func methods() {
        let events = Callback.allCases.enumerated().map { i, callback in
            TraceEvent(
                seq: i + 1, time: .zero, kind: .callback, receiver: callback.receiver, scene: "S1", method: callback)
        }
        #expect(encoded(events) == events.map { ReferenceEncoding.line($0) + "\n" }.joined())
    }

    @Test("pieces of every length up to 40 bytes are copied exactly, at every offset")
    func pieceLengths() {
        // Every short length a key, id or state name has, starting at every alignment.
        let source = (0..<40).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        for offset in 0..<8 {
            var buffer = ByteBuffer(capacity: 64)
            var expected = [UInt8](repeating: UInt8(ascii: "#"), count: offset)
            for _ in 0..<offset { buffer.append(UInt8(ascii: "#")) }
            for length in 0...40 {
                source.withUnsafeBufferPointer { buffer.append(UnsafeBufferPointer(rebasing: $0[..<length])) }
                expected += source[..<length]
                buffer.append(UInt8(ascii: "|"))
                expected.append(UInt8(ascii: "|"))
            }
            #expect(Array(buffer.bytes) == expected, "offset \(offset)")
        }
    }

    @Test("values longer than the buffer grow it")
    func growth() {
        let long = String(repeating: "ab\"c\u{2028}é", count: 20_000)
        let event = TraceEvent(seq: 1, time: .zero, kind: .note, value: long, detail: long)
        #expect(encoded([event, event]) == String(repeating: ReferenceEncoding.line(event) + "\n", count: 2))
    }

    @Test("the writer's file is the reference text, across its 64 KiB pieces")
    func writerFile() throws {
        let header = TraceHeader(profile: .ios13, source: "test", scenario: "s\"1", extra: [("seed", .number("7"))])
        var events: [TraceEvent] = []
        for i in 1...3_000 {
            events.append(
                makeEvent(
                    kind: i % 7, text: "S\(i % 5)", other: i % 11 == 0 ? "tab\there" : "", number: i,
                    micros: Int64(i) * 1_001))
            events[events.count - 1].seq = i
        }
        let path = scratchPath("writer-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try TraceWriter(path: path, header: header)
        for event in events { try writer.write(event) }
        try writer.finish()
        let expected = TraceEventCodec.encode(header) + "\n" + events.map { ReferenceEncoding.line($0) + "\n" }.joined()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected)
        #expect(TraceWriter.text(header: header, events: events) == expected)
    }
}
