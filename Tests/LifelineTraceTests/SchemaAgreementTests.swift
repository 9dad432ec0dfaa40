import Foundation
import LifelineTestSupport
import Testing
import LifelineModel
import LifelineTrace

/// The reader and `Docs/trace-v1.schema.json` accept exactly the same lines: generated good
/// and bad headers and events go through both, the schema side through python3's
/// `jsonschema` (a validator that shares no code with Lifeline).
@Suite("Schema and reader agree")
struct SchemaAgreementTests {
    /// The seeded generator, so a failure names a reproducible case.
    typealias Generator = SeededGenerator

    typealias Members = [(key: String, value: JSONValue)]

    static let allStates =
        Array(
            Set(
                TraceSchema.StateVocabulary.app.names + TraceSchema.StateVocabulary.scene.names
                    + TraceSchema.StateVocabulary.phase.names)
        ).sorted() + ["floating"]

    /// A valid event, built from the format's vocabularies (not from the reader's code).
    static func event(_ g: inout Generator) -> Members {
        let kind = g.pick(EventKind.allCases)
        var m: Members = [
            ("seq", .number(String(g.int(1...50)))), ("t", .number(g.pick(["0", "0.5", "12.25", "1e3"]))),
            ("kind", .string(kind.rawValue))
        ]
        func states(_ v: TraceSchema.StateVocabulary) {
            if g.chance(50) { m.append(("from", .string(g.pick(v.names)))) }
            m.append(("to", .string(g.pick(v.names))))
        }
        switch kind {
        case .action:
            m.append(("name", .string(g.pick(["launch", "home", "=SUM(1)"]))))
            if g.chance(50) { m.append(("by", .string(g.pick(["user", "system"])))) }
        case .callback:
            let entry = g.pick(CallbackCatalogue.entries)
            m.append(("receiver", .string(entry.callback.receiver.rawValue)))
            if entry.callback.receiver == .scene || g.chance(20) { m.append(("scene", .string("S1"))) }
            m.append(("method", .string(g.chance(50) ? entry.swiftName : entry.selector)))
            if g.chance(40) { states(entry.callback.receiver == .scene ? .scene : .app) }
        case .notification:
            let entry = g.pick(NotificationCatalogue.entries)
            m.append(("name", .string(g.chance(50) ? entry.name : entry.objcName)))
        case .state:
            m.append(("name", .string(g.pick(SilentTransition.allCases).rawValue)))
            let scene = g.chance(50)
            if scene { m.append(("scene", .string("S2"))) }
            states(scene ? .scene : .app)
        case .phase:
            let level = g.pick(PhaseLevel.allCases)
            m.append(("level", .string(level.rawValue)))
            if level != .app || g.chance(30) { m.append(("scene", .string("S1"))) }
            states(.phase)
        case .environment:
            m.append(("name", .string("lowPower")))
            m.append(("value", .string("on")))
        case .note:
            m.append(("value", .string("a note")))
        }
        if g.chance(20) { m.append(("cause", .number(String(g.int(1...9))))) }
        if g.chance(20) { m.append(("dur", .number("0.25"))) }
        if g.chance(10) { m.append(("detail", .string("d"))) }
        return m
    }

    static func header(_ g: inout Generator) -> Members {
        var m: Members = [("lifeline", .number("1"))]
        if g.chance(80) { m.append(("profile", .string(g.pick(Profile.allCases).rawValue))) }
        if g.chance(80) { m.append(("source", .string(g.pick(["simulate", "import"])))) }
        if g.chance(30) { m.append(("scenario", .string("cold-launch"))) }
        if g.chance(30) { m.append(("seed", .number(String(g.int(0...99_999))))) }
        if g.chance(30) { m.append(("restoredSessions", .array([.string("A"), .string("B")]))) }
        if g.chance(40) {
            let names = TraceHeaderSchema.observedCallbackNames
            m.append(("observedCallbacks", .array((0..<g.int(0...3)).map { _ in .string(g.pick(names)) })))
        }
        if g.chance(20) { m.append(("mutations", .array([.object([("kind", .string("drop"))])]))) }
        if g.chance(20) { m.append(("timing", .string("nslog"))) }
        if g.chance(10) { m.append(("requestedProfile", .string("ios12"))) }
        if g.chance(10) { m.append(("tool", .string("extra members are allowed"))) }
        return m
    }

    /// Values of every JSON type but floats (JSON Schema counts 1.0 as an integer; the reader,
    /// which keeps the number's text, does not: the schema's description says so).
    static func wrongValue(_ g: inout Generator) -> JSONValue {
        g.pick([
            .null, .bool(true), .number("0"), .number("-1"), .number("7"), .string(""), .string("S9"),
            .string(g.pick(allStates)), .string(g.pick(TraceHeaderSchema.observedCallbackNames)),
            .array([]), .array([.number("1")]), .array([.string("A")]), .array([.string("sceneDidBecomeActive")]),
            .array([.string("noSuchCallback")]), .object([])
        ])
    }

    /// Zero to two changes that may (or may not) break the rules.
    static func mutate(_ m: inout Members, _ g: inout Generator, event: Bool) {
        for _ in 0..<g.int(0...2) {
            switch g.int(0...5) {
            case 0 where !m.isEmpty: m.remove(at: g.int(0...(m.count - 1)))
            case 1 where !m.isEmpty: m[g.int(0...(m.count - 1))].value = wrongValue(&g)
            case 2:
                let keys =
                    event
                    ? TraceEventCodec.keys : ["lifeline", "profile", "source"] + TraceHeaderSchema.members.map(\.key)
                let key = g.pick(keys + ["bogus"])
                let value = wrongValue(&g)
                if let i = m.firstIndex(where: { $0.key == key }) { m[i].value = value } else { m.append((key, value)) }
            case 3 where event:
                let key = g.pick(["from", "to", "receiver", "scene", "level", "cause", "seq", "kind", "method"])
                let value: JSONValue
                switch key {
                case "receiver": value = .string(g.pick(["app", "scene"]))
                case "level": value = .string(g.pick(PhaseLevel.allCases).rawValue)
                case "cause", "seq": value = .number(String(g.int(-1...2)))
                case "kind": value = .string(g.pick(EventKind.allCases).rawValue)
                case "method": value = .string(g.pick(CallbackCatalogue.entries).swiftName)
                default: value = .string(g.pick(allStates))
                }
                if let i = m.firstIndex(where: { $0.key == key }) { m[i].value = value } else { m.append((key, value)) }
            default: break
            }
        }
    }

    /// Whether Lifeline's reader accepts the trace `lines`.
    static func readerAccepts(_ lines: [String], in directory: URL, index: Int) throws -> Bool {
        let url = directory.appendingPathComponent("case-\(index).jsonl")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
        do {
            let reader = try TraceReader(path: url.path)
            _ = try reader.readAll()
            return true
        } catch {
            return false
        }
    }

    /// The schema's verdict on each line (against its header or event definition), from python3.
    static func schemaAccepts(_ cases: [(definition: String, line: String)], directory: URL) throws -> [Bool]? {
        let casesURL = directory.appendingPathComponent("cases.json")
        let payload = try JSONSerialization.data(withJSONObject: cases.map { [$0.definition, $0.line] })
        try payload.write(to: casesURL)
        let script = """
            import json, sys
            try:
                import jsonschema
            except ImportError:
                print("SKIP"); sys.exit(0)
            schema = json.load(open(sys.argv[1]))
            out = []
            for definition, line in json.load(open(sys.argv[2])):
                s = dict(schema); s.pop("oneOf"); s["$ref"] = "#/$defs/" + definition
                v = jsonschema.Draft202012Validator(s)
                out.append(v.is_valid(json.loads(line)))
            print(json.dumps(out))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, JSONSchemaTests.schemaPath, casesURL.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, String(decoding: data, as: UTF8.self) != "SKIP\n" else { return nil }
        return try JSONSerialization.jsonObject(with: data) as? [Bool]
    }

    @Test("1,500 generated headers and events: the reader accepts a line exactly when the JSON Schema does")
    func readerAndSchemaAgree() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-schema-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var g = Generator(state: 2026)
        let validHeader = JSONValue.object([("lifeline", .number("1")), ("profile", .string("ios13"))]).serialized
        var cases: [(definition: String, line: String)] = []
        var reader: [Bool] = []
        for index in 0..<1500 {
            let isEvent = index % 3 != 0
            var members = isEvent ? Self.event(&g) : Self.header(&g)
            Self.mutate(&members, &g, event: isEvent)
            let line = JSONValue.object(members).serialized
            cases.append((isEvent ? "event" : "header", line))
            reader.append(try Self.readerAccepts(isEvent ? [validHeader, line] : [line], in: directory, index: index))
        }
        guard let schema = try Self.schemaAccepts(cases, directory: directory) else {
            Issue.record("python3 with jsonschema is needed for this test (pip install jsonschema)")
            return
        }
        var disagreements: [String] = []
        for (index, (ours, theirs)) in zip(reader, schema).enumerated() where ours != theirs {
            disagreements.append("\(cases[index].definition) \(cases[index].line): reader \(ours), schema \(theirs)")
        }
        #expect(
            disagreements.isEmpty,
            "\(disagreements.count) disagreements, first: \(disagreements.prefix(5).joined(separator: "\n"))")
        // Both verdicts occur, so the test can fail either way.
        #expect(reader.filter { $0 }.count > 200 && reader.filter { !$0 }.count > 200)
    }
}
