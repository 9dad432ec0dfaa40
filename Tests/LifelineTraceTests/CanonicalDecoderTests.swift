import Foundation
import Testing
import PropertyBased
import LifelineModel
@testable import LifelineTrace

/// The fast path (`CanonicalLineDecoder`) against the reference path (`JSONParser` +
/// `TraceEventCodec.decodeEvent`): on any line, the fast path either declines or gives
/// exactly the reference's event, and it declines nothing the writer writes in plain ASCII.
@Suite("Canonical line decoder")
struct CanonicalDecoderTests {
    /// The reference reading of `line`: the event, or nil if the reference rejects it.
    static func reference(_ line: [UInt8]) -> TraceEvent? {
        guard let members = try? JSONParser.parseObject(line) else { return nil }
        return try? TraceEventCodec.decodeEvent(members, site: LineSite(file: "t", line: 2))
    }

    /// The fast reading of `line`, its record turned back into an event.
    static func fast(_ line: [UInt8], _ decoder: inout CanonicalLineDecoder) -> TraceEvent? {
        line.withUnsafeBufferPointer { decoder.decode($0) }.map(decoder.symbols.event(for:))
    }

    @Test("every event of every bundled trace: the fast path takes it and agrees")
    func bundledTraces() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let traces = try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("Traces").path)
            .filter { $0.hasSuffix(".jsonl") }.sorted()
        #expect(traces.count > 50)
        var decoder = CanonicalLineDecoder()
        var lines = 0
        for trace in traces {
            let text = try String(contentsOf: root.appendingPathComponent("Traces").appendingPathComponent(trace), encoding: .utf8)
            for line in text.split(separator: "\n").dropFirst() {
                let bytes = Array(line.utf8)
                let expected = Self.reference(bytes)
                #expect(expected != nil, "\(trace): \(line)")
                #expect(Self.fast(bytes, &decoder) == expected, "\(trace): \(line)")
                lines += 1
            }
        }
        #expect(lines > 1_000)
    }

    @Test("written events with awkward strings: the fast path agrees or declines (property)")
    func writtenEvents() async {
        await propertyCheck(count: 500, input: eventGen) { event in
            var decoder = CanonicalLineDecoder()
            let line = Array(TraceEventCodec.encode(event).utf8)
            let expected = Self.reference(line)
            #expect(expected == event)
            if let fast = Self.fast(line, &decoder) { #expect(fast == expected) }
            // Strings without escapes are the writer's common case: the fast path must take them.
            if !line.contains(UInt8(ascii: "\\")) {
                #expect(Self.fast(line, &decoder) != nil, "\(String(decoding: line, as: UTF8.self))")
            }
        }
    }

    @Test("damaged lines: the fast path never accepts what the reference rejects or reads differently (property)")
    func damagedLines() async {
        let damage = zip(Gen.int(in: 0...10_000), Gen.int(in: 0...5), Gen.int(in: 0...255))
        await propertyCheck(count: 2_000, input: eventGen, damage.array(of: 1...3)) { event, edits in
            var line = Array(TraceEventCodec.encode(event).utf8)
            for (position, operation, byte) in edits where !line.isEmpty {
                let at = position % line.count
                switch operation {
                case 0: line[at] = UInt8(byte)
                case 1: line.remove(at: at)
                case 2: line.insert(UInt8(byte), at: at)
                case 3: line.insert(contentsOf: Array(#"""#.utf8), at: at)
                case 4: line[at] = [UInt8(ascii: "0"), UInt8(ascii: "9"), UInt8(ascii: ","), UInt8(ascii: "}")][byte % 4]
                default: line = Array(line[..<at])
                }
            }
            var decoder = CanonicalLineDecoder()
            if let fast = Self.fast(line, &decoder) {
                #expect(fast == Self.reference(line), "\(String(decoding: line, as: UTF8.self))")
            }
        }
    }

    @Test("the interner starts over when full and still answers correctly")
    func internerBound() {
        let table = SymbolTable(capacity: 4, describing: true)
        for i in 0..<50 {
            table.makeRoom(for: 1)
            let text = i % 7 == 0 ? "foregroundActive" : "scene-\(i % 11)"
            let index = Array(text.utf8).withUnsafeBufferPointer { table.intern($0) }
            #expect(table.strings[index] == text)
            #expect(table.count <= 4)
        }
        #expect(table.generation > 0)
        table.makeRoom(for: 1)
        let active = Array("foregroundActive".utf8).withUnsafeBufferPointer { table.intern($0) }
        #expect(table.traits[active].sceneState == .foregroundActive)
        #expect(table.traits[active].appState == nil)
    }

    @Test("events through tiny symbol tables come back whole: a table starts over only between events (property)")
    func recordRoundTrip() async {
        await propertyCheck(count: 300, input: eventGen.array(of: 1...40)) { events in
            let symbols = TraceSymbols(vocabularyCapacity: 3, identifierCapacity: 3, textCapacity: 2)
            for event in events {
                let record = symbols.record(for: event)
                #expect(symbols.event(for: record) == event)
            }
        }
    }

    @Test("a trace read with and without the fast path gives the same events")
    func readerPaths() throws {
        let path = scratchPath("paths.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var text = #"{"lifeline":1,"profile":"ios13","source":"test"}"# + "\n"
        text += #"{"seq":1,"t":0.000,"kind":"action","name":"launch","by":"user"}"# + "\n"
        text += #"{ "seq":2, "t":0.5, "kind":"callback", "receiver":"app", "method":"application(_:didFinishLaunchingWithOptions:)" }"# + "\n"
        text += "\n"
        text += #"{"seq":3,"t":0.500001,"kind":"note","value":"caf\u00e9 \"quoted\""}"# + "\r\n"
        text += #"{"seq":4,"t":1,"kind":"state","name":"suspend","to":"suspended"}"# + "\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let events = try TraceReader(path: path).readAll()
        #expect(events.map(\.seq) == [1, 2, 3, 4])
        let reader = try TraceReader(path: path)
        var records: [TraceEvent] = []
        while let record = try reader.nextRecord() { records.append(reader.symbols.event(for: record)) }
        #expect(records == events)
        #expect(events[2].value == "café \"quoted\"")
        #expect(events[1].method == .didFinishLaunching)
    }
}
