import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing
import LifelineModel
@testable import LifelineExchange
@testable import LifelineTrace

/// A tiny RFC 4180 reader: quoted fields, doubled quotes, CRLF or LF records.
func readCSV(_ text: String) -> [[String]] {
    var rows: [[String]] = [], row: [String] = [], field = ""
    var quoted = false, i = 0
    let chars = Array(text)
    while i < chars.count {
        let c = chars[i]
        if quoted {
            if c == "\"" {
                if i + 1 < chars.count, chars[i + 1] == "\"" {
                    field.append("\"")
                    i += 1
                } else {
                    quoted = false
                }
            } else {
                field.append(c)
            }
        } else if c == "\"" {
            quoted = true
        } else if c == "," {
            row.append(field)
            field = ""
        } else if c == "\r\n" || c == "\n" {
            row.append(field)
            rows.append(row)
            row = []
            field = ""
        } else {
            field.append(c)
        }
        i += 1
    }
    if !field.isEmpty || !row.isEmpty {
        row.append(field)
        rows.append(row)
    }
    return rows
}

/// Child elements by local name (XES puts everything in its default namespace, which XPath
/// would need a prefix for).
func elements(_ node: XMLElement?, _ name: String) -> [XMLElement] {
    (node?.children ?? []).compactMap { $0 as? XMLElement }.filter { $0.localName == name }
}

/// The `value` of the child `<string|date key=…>`.
func attribute(_ node: XMLElement, _ key: String) -> String? {
    func named(_ element: XMLElement, _ name: String) -> String? {
        element.attributes?.first { $0.name == name || $0.localName == name }?.stringValue
    }
    return (node.children ?? []).compactMap { $0 as? XMLElement }
        .first { named($0, "key") == key }.flatMap { named($0, "value") }
}

@Suite struct ExportTests {
    /// Two runs (two-launches.log): 9 events of which 8 are activities (the inferred terminate is a state activity).
    func twoRuns() throws -> (TraceHeader, [TraceEvent]) {
        let result = try importFixture("two-launches.log")
        return (result.header, result.events)
    }

    @Test func xesParsesWithOneTracePerRun() throws {
        let (header, events) = try twoRuns()
        let xes = try TraceExporter.text(header: header, events: events, format: .xes)
        let document = try XMLDocument(xmlString: xes, options: [])
        let traces = elements(document.rootElement(), "trace")
        #expect(traces.count == 2)
        #expect(traces.map { elements($0, "event").count } == [6, 3])
        let firstRun = try #require(traces.first)
        let runEvents = elements(firstRun, "event")
        #expect(attribute(firstRun, "concept:name") == "run1")
        #expect(attribute(runEvents[0], "concept:name") == "application(_:willFinishLaunchingWithOptions:)")
        #expect(attribute(runEvents[1], "time:timestamp") == "1970-01-01T00:00:00.100000+00:00")
        #expect(attribute(runEvents[1], "lifecycle:transition") == "complete")
        #expect(attribute(runEvents[1], "receiver") == "app")
    }

    @Test func xesByScene() throws {
        let result = try importFixture("ipad-two-windows.log")
        let xes = try TraceExporter.text(header: result.header, events: result.events, format: .xes, caseBy: .scene)
        let document = try XMLDocument(xmlString: xes, options: [])
        let traces = elements(document.rootElement(), "trace")
        // S1 closes at its disconnect, S2 at the end of the trace.
        #expect(traces.map { attribute($0, "concept:name") } == ["S1", "S2"])
        #expect(traces.map { elements($0, "event").count } == [6, 3])
        #expect(traces.flatMap { elements($0, "event") }.allSatisfy { attribute($0, "scene") != nil })
    }

    @Test func xesEscapesMarkup() throws {
        var note = TraceEvent(seq: 1, time: .zero, kind: .action, name: "open <url> & \"quote\" 'x'\n\u{1}")
        note.by = .user
        let xes = try TraceExporter.text(
            header: TraceHeader(profile: .ios13, source: "hand & <co>"), events: [note], format: .xes)
        let document = try XMLDocument(xmlString: xes, options: [])
        let event = try #require(elements(elements(document.rootElement(), "trace").first, "event").first)
        #expect(attribute(event, "concept:name") == "action: open <url> & \"quote\" 'x'\n\u{FFFD}")
    }

    @Test func csvParsesWithTheDocumentedColumns() throws {
        let (header, events) = try twoRuns()
        let csv = try TraceExporter.text(header: header, events: events, format: .csv)
        let rows = readCSV(csv)
        #expect(rows.first == ["case", "activity", "timestamp", "receiver", "scene", "kind", "seq"])
        #expect(rows.count == 1 + 9)
        #expect(Set(rows.dropFirst().map { $0[0] }) == ["run1", "run2"])
        #expect(
            rows[1] == [
                "run1", "application(_:willFinishLaunchingWithOptions:)", "1970-01-01T00:00:00.000000+00:00", "app", "",
                "callback", "1"
            ])
    }

    @Test func csvQuotesPerRFC4180() throws {
        let event = TraceEvent(
            seq: 1, time: TraceTime(seconds: 90_061.5), kind: .notification,
            name: "UIScene.didActivateNotification", scene: "S,\"1\"\n")
        let csv = try TraceExporter.text(
            header: TraceHeader(profile: nil, source: "hand"), events: [event], format: .csv, caseBy: .scene)
        let rows = readCSV(csv)
        #expect(
            rows[1] == [
                "S,\"1\"\n", "UIScene.didActivateNotification", "1970-01-02T01:01:01.500000+00:00", "", "S,\"1\"\n",
                "notification", "1"
            ])
    }

    @Test func synopticSeparatesTraces() throws {
        let (header, events) = try twoRuns()
        let text = try TraceExporter.text(header: header, events: events, format: .synoptic)
        let traces = text.split(separator: "--\n", omittingEmptySubsequences: false)
        #expect(traces.count == 2)
        #expect(
            traces[1]
                == "application(_:willFinishLaunchingWithOptions:)\napplication(_:didFinishLaunchingWithOptions:)\napplicationDidBecomeActive(_:)\n"
        )
    }

    @Test func exportStreamsFromAFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-export-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = directory.appendingPathComponent("t.jsonl").path
        _ = try ConsoleLogImporter.importLog(
            at: importFixtures.appendingPathComponent("two-launches.log").path, to: trace)
        let counts = try TraceExporter.export(
            trace: trace, to: directory.appendingPathComponent("t.xes").path, format: .xes)
        #expect(counts.cases == 2 && counts.events == 9)
    }
}
