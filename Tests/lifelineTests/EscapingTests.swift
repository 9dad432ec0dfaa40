import Foundation
import LifelineRender
import LifelineTestSupport
import Testing

/// Every hostile string (``HostileStrings``) through every output format Lifeline writes,
/// each output parsed back with an independent parser and the string looked for: intact where
/// the format can carry it, as the format's documented normalisation where it cannot
/// (``ExpectedText``), and never splitting a record, a line, a node or an element.
///
/// A new output format gets a test here with the same traces (the HTML report: parse it with
/// ``XMLReadBack`` or a browser, look for each string, compare with the benign twin).
@Suite("Escaping: hostile strings through every output format", .serialized)
struct EscapingTests {
    static let traces: [HostileTrace] = {
        let directory = (try? HostileFiles.directory("escaping")) ?? NSTemporaryDirectory()
        return HostileTrace.groups().enumerated().compactMap { try? HostileTrace($1, directory: directory, index: $0) }
    }()

    /// Runs `arguments` (with `TRACE` replaced) on a trace and on its twin.
    static func outputs(_ trace: HostileTrace, _ arguments: [String], allowed: Set<Int32> = [0, 1]) throws -> (
        hostile: String, twin: String
    ) {
        let hostile = try CommandRunner.run(arguments.map { $0 == "TRACE" ? trace.path : $0 })
        let twin = try CommandRunner.run(arguments.map { $0 == "TRACE" ? trace.twinPath : $0 })
        #expect(allowed.contains(hostile.status), "\(arguments): \(hostile.stderr)")
        #expect(allowed.contains(twin.status), "\(arguments) on the twin: \(twin.stderr)")
        #expect(hostile.stderr.isEmpty || hostile.status == 1, "\(arguments) wrote to stderr: \(hostile.stderr)")
        return (hostile.stdout, twin.stdout)
    }

    /// Every string value in a JSON document.
    static func strings(inJSON text: String) throws -> [String] {
        var found: [String] = []
        func walk(_ value: Any) {
            if let string = value as? String { found.append(string) }
            if let array = value as? [Any] { array.forEach(walk) }
            if let object = value as? [String: Any] {
                object.keys.forEach { found.append($0) }
                object.values.forEach(walk)
            }
        }
        walk(try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]))
        return found
    }

    @Test("the trace reader reads the hostile traces back exactly (JSON Lines in)", arguments: traces.indices)
    func traceReadBack(_ index: Int) throws {
        let trace = Self.traces[index]
        let (text, _) = try Self.outputs(trace, ["render", "TRACE", "--format", "chrome", "--no-check"])
        let strings = try Self.strings(inJSON: text)
        for hostile in trace.strings {
            #expect(
                strings.contains { ExpectedText.holds($0, hostile.text) }, "\(hostile.name) not in the Chrome trace")
        }
    }

    @Test("lifeline simulate writes hostile scenario strings into JSON Lines that read back exactly")
    func traceWriter() throws {
        let directory = try HostileFiles.directory("writer")
        for (index, hostile) in HostileStrings.all.enumerated() where !hostile.text.contains("\0") {
            let scenario = directory + "/s\(index).yaml"
            let yaml =
                "actions:\n  - open-url: \(Self.yamlQuoted(hostile.text))\n  - continue-activity: \(Self.yamlQuoted(hostile.text))\n"
            try yaml.write(toFile: scenario, atomically: true, encoding: .utf8)
            let result = try CommandRunner.run(["simulate", scenario, "-o", directory + "/t\(index).jsonl"])
            #expect(result.status == 0, "\(hostile.name): \(result.stderr)")
            let text = try String(contentsOfFile: directory + "/t\(index).jsonl", encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            var details: [String] = []
            for line in lines { details += try Self.strings(inJSON: String(line)) }
            #expect(
                details.contains { ExpectedText.holds($0, hostile.text) }, "\(hostile.name) not in the simulated trace")
            let check = try CommandRunner.run(["check", directory + "/t\(index).jsonl"])
            #expect(check.status != 2, "\(hostile.name): the reader rejects the writer's trace: \(check.stderr)")
        }
    }

    /// `text` as a YAML double-quoted scalar, every non-ASCII or control character escaped.
    static func yamlQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value >= 0x7F:
                out +=
                    scalar.value > 0xFFFF
                    ? String(format: "\\U%08X", scalar.value) : String(format: "\\u%04X", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    @Test("check --format json and sarif: valid JSON with each string intact", arguments: traces.indices)
    func jsonReports(_ index: Int) throws {
        let trace = Self.traces[index]
        for format in ["json", "sarif"] {
            let (text, _) = try Self.outputs(trace, ["check", "TRACE", "--format", format])
            let strings = try Self.strings(inJSON: text)
            for hostile in trace.strings {
                #expect(
                    strings.contains { ExpectedText.holds($0, hostile.text) }, "\(format): \(hostile.name) not found")
            }
        }
    }

    @Test(
        "text outputs (check, stats, diff, mine, the txt timeline): no control characters, same lines as the twin",
        arguments: traces.indices)
    func terminalText(_ index: Int) throws {
        let trace = Self.traces[index]
        let commands: [[String]] = [
            ["check", "TRACE"], ["stats", "TRACE"], ["diff", "TRACE", "Traces/ios13/cold-launch.jsonl"],
            ["mine", "TRACE"],
            ["render", "TRACE", "--kind", "timeline", "--format", "txt"]
        ]
        for command in commands {
            let (hostile, twin) = try Self.outputs(trace, command)
            #expect(!ExpectedText.hasTerminalControl(hostile), "\(command[0]) writes a control character")
            #expect(
                ExpectedText.lineFeeds(hostile) == ExpectedText.lineFeeds(twin), "\(command): a string split a line")
        }
        let (report, _) = try Self.outputs(trace, ["check", "TRACE"])
        for hostile in trace.strings where !ExpectedText.isShownEscaped(hostile.text) && !hostile.text.contains("\n") {
            #expect(ExpectedText.holds(report, hostile.text), "check: \(hostile.name) not shown")
        }
    }

    @Test(
        "DOT (state, timeline, sequence): libgvc parses it into the twin's nodes, edges and subgraphs",
        arguments: traces.indices)
    func dot(_ index: Int) throws {
        let trace = Self.traces[index]
        for kind in ["state", "timeline", "sequence"] {
            let (hostile, twin) = try Self.outputs(trace, ["render", "TRACE", "--kind", kind, "--format", "dot"])
            let back = try Graphviz.readBack(dot: hostile)
            let twinBack = try Graphviz.readBack(dot: twin)
            #expect(back.nodeCount == twinBack.nodeCount, "\(kind): nodes")
            #expect(back.edgeCount == twinBack.edgeCount, "\(kind): edges")
            #expect(back.subgraphCount == twinBack.subgraphCount, "\(kind): subgraphs")
            #expect(back.attributeValues.count == twinBack.attributeValues.count, "\(kind): attributes")
        }
    }

    @Test(
        "SVG (state, timeline, sequence): well-formed XML, no new elements, each string's lines shown",
        arguments: traces.indices)
    func svg(_ index: Int) throws {
        let trace = Self.traces[index]
        for kind in ["state", "timeline", "sequence"] {
            let (hostile, twin) = try Self.outputs(trace, ["render", "TRACE", "--kind", kind, "--format", "svg"])
            let xml = try XMLReadBack(Data(hostile.utf8))
            let twinXML = try XMLReadBack(Data(twin.utf8))
            #expect(!xml.elementNames.contains("script"))
            #expect(
                Set(xml.elementNames).isSubset(of: Set(twinXML.elementNames)),
                "\(kind): new elements \(Set(xml.elementNames).subtracting(twinXML.elementNames))")
            let shown = (xml.texts + xml.attributeValues).joined(separator: "\n").replacingOccurrences(
                of: "\u{A0}", with: " ", options: .literal)
            for hostile in trace.strings {
                for line in ExpectedText.svgLines(hostile.text) {
                    #expect(
                        ExpectedText.holds(shown, line),
                        "\(kind): \(hostile.name): line \(line.debugDescription) not shown")
                }
            }
        }
    }

    /// Counts of the characters that structure Mermaid and PlantUML text, per line.
    static func structure(_ text: String) -> [[Unicode.Scalar: Int]] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var counts: [Unicode.Scalar: Int] = [:]
            // Not ( ): both escapers keep parentheses, which are plain text inside their labels.
            for scalar in line where "\"[]{}|:".unicodeScalars.contains(scalar) { counts[scalar, default: 0] += 1 }
            return counts
        }
    }

    @Test(
        "Mermaid and PlantUML: the twin's structure line by line, and each string decodes back",
        arguments: traces.indices)
    func textDiagrams(_ index: Int) throws {
        let trace = Self.traces[index]
        for kind in ["state", "timeline", "sequence"] {
            for (format, decode) in [
                ("mermaid", ExpectedText.mermaidDecoded), ("plantuml", ExpectedText.plantUMLDecoded)
            ]
            where !(kind == "timeline" && format == "mermaid") {  // refused: Mermaid has no timing diagram
                let (hostile, twin) = try Self.outputs(trace, ["render", "TRACE", "--kind", kind, "--format", format])
                #expect(
                    Self.structure(hostile) == Self.structure(twin),
                    "\(kind) \(format): structure differs from the twin")
                let decoded = decode(hostile)
                for hostile in trace.strings {
                    let expected = ExpectedText.textDiagram(hostile.text)
                    #expect(ExpectedText.holds(decoded, expected), "\(kind) \(format): \(hostile.name) not found")
                }
            }
        }
    }

    @Test(
        "export csv, xes and synoptic: parsed back, the twin's records, each string intact", arguments: traces.indices)
    func exports(_ index: Int) throws {
        let trace = Self.traces[index]
        for caseBy in ["run", "scene"] {
            let (csv, csvTwin) = try Self.outputs(trace, ["export", "TRACE", "--format", "csv", "--case", caseBy])
            let records = try CSVReader.records(csv)
            #expect(records.count == (try CSVReader.records(csvTwin)).count, "csv: records")
            #expect(records.allSatisfy { $0.count == 7 }, "csv: a record with other than 7 fields")
            let (xes, xesTwin) = try Self.outputs(trace, ["export", "TRACE", "--format", "xes", "--case", caseBy])
            let xml = try XMLReadBack(Data(xes.utf8))
            #expect(xml.elementNames == (try XMLReadBack(Data(xesTwin.utf8))).elementNames, "xes: elements")
            let (synoptic, synopticTwin) = try Self.outputs(
                trace, ["export", "TRACE", "--format", "synoptic", "--case", caseBy])
            let lines = synoptic.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
                String(String.UnicodeScalarView($0))
            }
            #expect(ExpectedText.lineFeeds(synoptic) == ExpectedText.lineFeeds(synopticTwin), "synoptic: lines")
            #expect(!synoptic.unicodeScalars.contains("\r"), "synoptic: a carriage return")
            for hostile in trace.strings {
                #expect(
                    records.contains { $0.contains { ExpectedText.holds($0, hostile.text) } },
                    "csv \(caseBy): \(hostile.name)")
                #expect(
                    xml.attributeValues.contains { ExpectedText.holds($0, ExpectedText.xml(hostile.text)) },
                    "xes \(caseBy): \(hostile.name)")
                #expect(
                    lines.contains { ExpectedText.holds($0, ExpectedText.synoptic(hostile.text)) },
                    "synoptic \(caseBy): \(hostile.name)")
                #expect(
                    lines.filter { $0 == "--" }.count
                        == synopticTwin.split(separator: "\n").filter { $0 == "--" }.count,
                    "synoptic: a name became a trace separator")
            }
        }
    }
}
