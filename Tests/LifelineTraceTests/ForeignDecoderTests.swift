import Foundation
import LifelineTestSupport
import Testing
import PropertyBased
import LifelineModel
@testable import LifelineTrace

/// The foreign fast path (`ForeignLineDecoder`) against the reference path (`JSONParser` +
/// `TraceEventCodec.decodeEvent`) on lines another writer could produce: any key order, white
/// space, escapes, exponents. It must take every valid one and read it to the reference's event.
@Suite("Foreign line decoder")
struct ForeignDecoderTests {
    /// How a foreign writer spells a line: key order, spacing, escaping and number style.
    struct Style {
        var order: [Int]
        var space: [String]
        var escapeAll: Bool
        var slash: Bool
        var exponent: Bool
        var extraDigits: Int
    }

    /// `event` written the way JSON allows and `TraceEventCodec` does not: written here from
    /// the JSON grammar (RFC 8259), not from the codec.
    static func foreignLine(_ event: TraceEvent, _ style: Style) -> String {
        func quoted(_ s: String) -> String {
            var out = "\""
            for scalar in s.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "/": out += style.slash ? "\\/" : "/"
                case "\n": out += "\\n"
                case "\t": out += "\\t"
                default:
                    if scalar.value < 0x20 || (style.escapeAll && scalar.value >= 0x80) {
                        for unit in String(scalar).utf16 { out += String(format: "\\u%04x", unit) }
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
            return out + "\""
        }
        func seconds(_ t: TraceTime) -> String {
            if style.exponent { return "\(t.microseconds)e-6" }
            let fraction =
                String(format: "%06lld", t.microseconds % 1_000_000) + String(repeating: "0", count: style.extraDigits)
            return "\(t.microseconds / 1_000_000).\(fraction)"
        }
        var members: [(String, String)] = []
        members.append(("seq", "\(event.seq)"))
        members.append(("t", seconds(event.time)))
        members.append(("kind", quoted(event.kind.rawValue)))
        if let v = event.name { members.append(("name", quoted(v))) }
        if let v = event.by { members.append(("by", quoted(v.rawValue))) }
        if let v = event.receiver { members.append(("receiver", quoted(v.rawValue))) }
        if let v = event.scene { members.append(("scene", quoted(v))) }
        if let v = event.session { members.append(("session", quoted(v))) }
        if let v = event.method { members.append(("method", quoted(v.swiftName))) }
        if let v = event.from { members.append(("from", quoted(v))) }
        if let v = event.to { members.append(("to", quoted(v))) }
        if let v = event.level { members.append(("level", quoted(v.rawValue))) }
        if let v = event.view { members.append(("view", quoted(v))) }
        if let v = event.value { members.append(("value", quoted(v))) }
        if let v = event.duration { members.append(("dur", seconds(v))) }
        if let v = event.cause { members.append(("cause", "\(v)")) }
        if let v = event.detail { members.append(("detail", quoted(v))) }
        let ordered =
            style.order.isEmpty
            ? members
            : members.indices.sorted {
                (style.order[$0 % style.order.count], $0) < (style.order[$1 % style.order.count], $1)
            }.map { members[$0] }
        func space(_ i: Int) -> String { style.space.isEmpty ? "" : style.space[i % style.space.count] }
        var line = space(0) + "{"
        for (i, (key, value)) in ordered.enumerated() {
            if i > 0 { line += "," }
            line += space(i + 1) + quoted(key) + space(i + 2) + ":" + space(i + 3) + value + space(i + 4)
        }
        return line + "}" + space(1)
    }

    static func fast(_ line: [UInt8], _ decoder: ForeignLineDecoder) -> TraceEvent? {
        line.withUnsafeBufferPointer { decoder.decode($0) }.map(decoder.symbols.event(for:))
    }

    static let styleGen = zip(
        Gen.int(in: 0...20).array(of: 1...17),
        Gen.int(in: 0...4).map { [" ", "", "\t", "  ", "\r"][$0] }.array(of: 0...5),
        Gen.bool, Gen.bool, Gen.int(in: 0...5), Gen.int(in: 0...3)
    )
    .map { Style(order: $0.0, space: $0.1, escapeAll: $0.2, slash: $0.3, exponent: $0.4 == 0, extraDigits: $0.5) }

    @Test(
        "every bundled trace as json.dumps writes it (keys reversed, ': ' and ', '): taken, and equal to the reference")
    func bundledTracesReversed() throws {
        let decoder = ForeignLineDecoder()
        var lines = 0
        let reversed = Style(
            order: Array((0..<17).reversed()), space: [" ", "", "", ""], escapeAll: true, slash: false,
            exponent: false, extraDigits: 0)
        for (trace, path) in try CanonicalDecoderTests.bundledTracePaths() {
            let reader = try TraceReader(path: path)
            while let event = try reader.next() {
                let line = Array(Self.foreignLine(event, reversed).utf8)
                let expected = CanonicalDecoderTests.reference(line)
                #expect(expected == event, "\(trace): \(String(decoding: line, as: UTF8.self))")
                #expect(Self.fast(line, decoder) == expected, "\(trace): \(String(decoding: line, as: UTF8.self))")
                lines += 1
            }
        }
        #expect(lines > 1_000)
    }

    @Test("events in any key order, spacing, escaping and number style: taken, and equal to the reference (property)")
    func foreignEvents() async {
        let decoder = ForeignLineDecoder()
        await propertyCheck(count: 1_000, input: eventGen, Self.styleGen) { event, style in
            let line = Array(Self.foreignLine(event, style).utf8)
            let expected = CanonicalDecoderTests.reference(line)
            #expect(expected != nil, "\(String(decoding: line, as: UTF8.self))")
            if !style.exponent { #expect(expected == event) }
            #expect(Self.fast(line, decoder) == expected, "\(String(decoding: line, as: UTF8.self))")
        }
    }

    @Test(
        "damaged foreign lines: the fast path never accepts what the reference rejects or reads differently (property)")
    func damagedLines() async {
        let damage = zip(Gen.int(in: 0...10_000), Gen.int(in: 0...5), Gen.int(in: 0...255))
        let decoder = ForeignLineDecoder()
        await propertyCheck(count: 2_000, input: eventGen, Self.styleGen, damage.array(of: 1...3)) {
            event, style, edits in
            var line = Array(Self.foreignLine(event, style).utf8)
            for (position, operation, byte) in edits where !line.isEmpty {
                let at = position % line.count
                switch operation {
                case 0: line[at] = UInt8(byte)
                case 1: line.remove(at: at)
                case 2: line.insert(UInt8(byte), at: at)
                case 3: line.insert(contentsOf: Array(#"\u00"#.utf8), at: at)
                case 4:
                    line[at] =
                        [
                            UInt8(ascii: "5"), UInt8(ascii: "e"), UInt8(ascii: "-"), UInt8(ascii: "."),
                            UInt8(ascii: "\\")
                        ][byte % 5]
                default: line = Array(line[..<at])
                }
            }
            if let fast = Self.fast(line, decoder) {
                #expect(fast == CanonicalDecoderTests.reference(line), "\(String(decoding: line, as: UTF8.self))")
            }
        }
    }

    @Test("a foreign trace read through TraceReader gives the canonical trace's events")
    func readerTakesForeignLines() throws {
        let path = scratchPath("foreign.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let text = """
            {"source": "python", "lifeline": 1}
            {"detail": "caf\\u00e9", "kind": "action", "by": "user", "name": "launch", "t": 0.0, "seq": 1}
            {"method": "application(_:didFinishLaunchingWithOptions:)", "receiver": "app", "kind": "callback", "t": 5e-05, "seq": 2}
            {"to": "suspended", "name": "suspend", "kind": "state", "t": 1.2345675, "seq": 3}

            """
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let events = try TraceReader(path: path).readAll()
        #expect(events.map(\.seq) == [1, 2, 3])
        #expect(events[0].detail == "café")
        #expect(events[1].time == TraceTime(microseconds: 50))
        #expect(events[2].time == TraceTime(microseconds: 1_234_568))
    }
}
