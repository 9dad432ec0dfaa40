import Foundation
import LifelineTestSupport
import Testing
import PropertyBased
import LifelineModel
@testable import LifelineSupport
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

    /// Every trace under `Traces/`, sorted: its name there and its path.
    static func bundledTracePaths() throws -> [(name: String, path: String)] {
        let traces = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Traces")
        let names = try FileManager.default.subpathsOfDirectory(atPath: traces.path).filter { $0.hasSuffix(".jsonl") }
            .sorted()
        #expect(names.count > 50)
        return names.map { ($0, traces.appendingPathComponent($0).path) }
    }

    @Test("every event of every bundled trace: the fast path takes it and agrees")
    func bundledTraces() throws {
        var decoder = CanonicalLineDecoder()
        var lines = 0
        for (trace, path) in try Self.bundledTracePaths() {
            let text = try String(contentsOfFile: path, encoding: .utf8)
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
                case 4:
                    line[at] = [UInt8(ascii: "0"), UInt8(ascii: "9"), UInt8(ascii: ","), UInt8(ascii: "}")][byte % 4]
                default: line = Array(line[..<at])
                }
            }
            var decoder = CanonicalLineDecoder()
            if let fast = Self.fast(line, &decoder) {
                #expect(fast == Self.reference(line), "\(String(decoding: line, as: UTF8.self))")
            }
        }
    }

    @Test(
        "a cached body's tail: the writer's four shapes are read, every other agrees with the reference or is declined")
    func cachedBodyTails() {
        let body =
            #"{"seq":1,"t":0.001,"kind":"callback","receiver":"scene","scene":"S1","session":"A","method":"sceneDidBecomeActive(_:)","from":"foregroundInactive","to":"foregroundActive""#
        let written = ["}", #","dur":0.001}"#, #","cause":3}"#, #","dur":0.25,"cause":12}"#]
        let others = [
            #","cause":3,"dur":0.001}"#, #","dur":0.001,"dur":0.002}"#, #","dur":0.001}x"#, #","dur":01}"#,
            #","cause":0}"#, #","cause":}"#, #","dur":0.0000001}"#, #","du":1}"#, #","detail":"x"}"#, "", #","}"#
        ]
        for (index, tail) in (written + others).enumerated() {
            var decoder = CanonicalLineDecoder()
            // The first line puts the body in the cache; the second is read through it.
            _ = Self.fast(Array((body + "}").utf8), &decoder)
            let line = Array(body.replacingOccurrences(of: #""seq":1"#, with: #""seq":2"#).utf8) + Array(tail.utf8)
            let fast = Self.fast(line, &decoder)
            if let fast { #expect(fast == Self.reference(line), "\(tail)") }
            if index < written.count { #expect(fast != nil, "\(tail)") }
        }
    }

    @Test(
        "a body seen before, with new seq, t, dur, cause, scene and session or a damaged tail: the cache agrees with the reference (property)"
    )
    func bodyCache() async {
        let tails = zip(Gen.int(in: 1...1_000_000), Gen.int(in: 0...15), Gen.int(in: 0...9))
        await propertyCheck(count: 400, input: eventGen, tails.array(of: 1...12)) { event, variants in
            var decoder = CanonicalLineDecoder()
            let first = Array(TraceEventCodec.encode(event).utf8)
            if let fast = Self.fast(first, &decoder) { #expect(fast == Self.reference(first)) }
            for (number, shape, damage) in variants {
                var variant = event
                variant.seq = number
                variant.time = TraceTime(microseconds: Int64(number) * 7)
                variant.duration = shape & 1 == 0 ? nil : TraceTime(microseconds: Int64(number % 5_000))
                variant.cause = shape & 2 == 0 ? nil : number / 3 + 1
                // Other scenes' and sessions' lines with otherwise the same body.
                if shape & 4 != 0, variant.scene != nil {
                    variant.scene = shape & 8 == 0 ? "S\(number % 5)" : "é\(number % 3)"
                }
                if shape & 8 != 0, variant.session != nil {
                    variant.session = shape & 4 == 0 ? "A\(number % 4)" : "\(number % 3)é"
                }
                var line = Array(TraceEventCodec.encode(variant).utf8)
                // Now and then a damaged tail: a digit too many, a key out of order, no brace.
                switch damage {
                case 0: line.insert(UInt8(ascii: "0"), at: line.count - 2)
                case 1: line.removeLast()
                case 2: line.insert(contentsOf: Array(#","dur":1"#.utf8), at: line.count - 1)
                default: break
                }
                let expected = Self.reference(line)
                let fast = Self.fast(line, &decoder)
                if let fast { #expect(fast == expected, "\(String(decoding: line, as: UTF8.self))") }
                if damage > 2, !line.contains(UInt8(ascii: "\\")) {
                    #expect(fast != nil, "\(String(decoding: line, as: UTF8.self))")
                }
            }
        }
    }

    @Test("numbers of every length, read a word at a time or byte by byte, agree with the reference")
    func numberLengths() {
        var decoder = CanonicalLineDecoder()
        var seq = 0
        for digits in 1...19 {
            for lead in ["1", "9", "0"] {
                let number = lead + String(repeating: "7", count: digits - 1)
                seq += 1
                // The number as a seq, a time's whole and fractional part, a dur and a cause, with
                // more of the line after it (the word path) and at the end (the byte path).
                let lines = [
                    #"{"seq":\#(number),"t":1.5,"kind":"action","name":"launch","by":"user"}"#,
                    #"{"seq":\#(seq),"t":\#(number).25,"kind":"action","name":"launch","by":"user"}"#,
                    #"{"seq":\#(seq),"t":0.\#(number),"kind":"action","name":"launch","by":"user"}"#,
                    #"{"seq":\#(seq),"t":0.5,"kind":"callback","receiver":"app","method":"applicationDidBecomeActive(_:)","dur":\#(number).5,"cause":\#(number)}"#,
                    #"{"seq":\#(seq),"t":0.5,"kind":"callback","receiver":"app","method":"applicationDidBecomeActive(_:)","cause":\#(number)}"#
                ]
                for line in lines {
                    let bytes = Array(line.utf8)
                    let expected = Self.reference(bytes)
                    let fast = Self.fast(bytes, &decoder)
                    if let fast { #expect(fast == expected, "\(line)") }
                    if expected != nil, lead != "0", digits <= 6 { #expect(fast != nil, "\(line)") }
                }
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

    @Test("a seeded table keeps its seeds in place through every start-over")
    func seededTable() {
        let seeds = ["foregroundActive", "application(_:didFinishLaunchingWithOptions:)", "S"]
        let table = SymbolTable(
            capacity: 3, describing: true, seeds: seeds.map { ($0, SymbolTraits(describing: $0)) })
        func intern(_ text: String) -> Int { Array(text.utf8).withUnsafeBufferPointer { table.intern($0) } }
        for i in 0..<60 {
            table.makeRoom(for: 1)
            let text = "x\(i % 9)-" + String(repeating: "y", count: i % 20)
            let index = intern(text)
            #expect(table.strings[index] == text)
            for (position, seed) in seeds.enumerated() { #expect(intern(seed) == position) }
        }
        #expect(table.generation > 0)
        #expect(table.traits[0].sceneState == .foregroundActive)
        #expect(table.traits[1].callback == .didFinishLaunching)
        // The reader's vocabulary holds all of the model's names as seeds (a list too long for
        // the seed index would be dropped silently).
        let symbols = TraceSymbols()
        for name in ModelNames.all {
            let index = Array(name.utf8).withUnsafeBufferPointer { symbols.vocabulary.intern($0) }
            #expect(index < ModelNames.all.count, "\(name)")
        }
    }

    @Test("the seeds' traits, set from the cases that spell them, are what looking each name up gives")
    func seedTraits() {
        let described = ModelNames.described
        // Each name once, and every spelling of every vocabulary among them.
        let names = described.map(\.name)
        #expect(Set(names).count == names.count)
        let spellings =
            EventKind.allCases.map(\.rawValue) + Actor.allCases.map(\.rawValue) + Receiver.allCases.map(\.rawValue)
            + PhaseLevel.allCases.map(\.rawValue) + Callback.allCases.map(\.swiftName)
            + AppState.allCases.map(\.rawValue) + SceneActivationState.allCases.map(\.rawValue)
            + ScenePhase.allCases.map(\.rawValue) + LifecycleNotification.allCases.map(\.name)
            + SilentTransition.allCases.map(\.rawValue) + ActionCatalogue.entries.map(\.name)
        #expect(Set(spellings) == Set(names))
        for seed in described { #expect(seed.traits == SymbolTraits(describing: seed.name), "\(seed.name)") }
        // And the reader's vocabulary holds them.
        let symbols = TraceSymbols()
        for (position, seed) in described.enumerated() { #expect(symbols.vocabulary.traits[position] == seed.traits) }
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

    @Test("KeyIndex finds each of the writer's keys, and nothing that only looks like one")
    func keyIndex() {
        func find(_ key: String) -> Int? {
            Array(key.utf8).withUnsafeBufferPointer { buffer in
                buffer.baseAddress.flatMap { KeyIndex.shared.index(of: $0, count: buffer.count) }
            }
        }
        // The decoder reads a key as one eight-byte word: a longer key would always take the slow path.
        func findWord(_ key: String) -> Int? {
            let bytes = Array(key.utf8)
            guard bytes.count <= 8 else { return nil }
            let word = (bytes + Array(#"":1}"#.utf8)).prefix(8).enumerated().reduce(UInt64(0)) {
                $0 | UInt64($1.element) << (8 * UInt64($1.offset))
            }
            return KeyIndex.shared.index(of: word, length: bytes.count)
        }
        for (index, key) in TraceEventCodec.keys.enumerated() {
            #expect(key.utf8.count <= 8, "\(key)")
            #expect(find(key) == index, "\(key)")
            #expect(findWord(key) == index, "\(key)")
        }
        for near in ["nam", "names", "Name", "vieW", "scenes", "durr", "sessiom", "t2", "", "receiverX"] {
            #expect(find(near) == nil, "\(near)")
            #expect(findWord(near) == nil, "\(near)")
        }
    }

    @Test("the eight-bytes-at-a-time scan flags exactly the words the byte loop would stop in (property)")
    func wordScan() async {
        // Mostly printable ASCII (the words that pass), now and then any byte.
        let byte = zip(Gen.int(in: 0...11), Gen.int(in: 0...255)).map { pick, any in
            pick == 0 ? UInt8(any) : UInt8(0x20 + any % 95)
        }
        await propertyCheck(count: 5_000, input: byte.array(of: 8...8)) { bytes in
            let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
            let expected = bytes.contains { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || $0 >= 0x80 }
            #expect((Cursor.attention(word) != 0) == expected, "\(bytes)")
            // The lowest flagged byte is the first one the byte loop would stop at.
            if let first = bytes.firstIndex(where: { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || $0 >= 0x80 }) {
                #expect(Cursor.attention(word).trailingZeroBitCount / 8 == first, "\(bytes)")
            }
        }
    }

    @Test("a trace read with and without the fast path gives the same events")
    func readerPaths() throws {
        let path = scratchPath("paths.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var text = #"{"lifeline":1,"profile":"ios13","source":"test"}"# + "\n"
        text += #"{"seq":1,"t":0.000,"kind":"action","name":"launch","by":"user"}"# + "\n"
        text +=
            #"{ "seq":2, "t":0.5, "kind":"callback", "receiver":"app", "method":"application(_:didFinishLaunchingWithOptions:)" }"#
            + "\n"
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
