import Foundation
import Testing

/// Issue 21 against the built binary: each hostile or huge input, generated here at test time,
/// ends in exit 2 with its message (or succeeds), within 256 MB of peak memory and 60 s of CPU time.
@Suite("Hostile input: limits at the boundary")
struct HostileBoundaryTests {
    struct Case: CustomStringConvertible {
        var name: String
        var files: [String: [UInt8]]
        var arguments: [String]
        /// A piece of the one-line error, or nil for success.
        var message: String?
        var description: String { name }
    }

    /// A binary plist whose arrays each list the next one twice: 2^depth objects when expanded.
    static func billionLaughsPlist(depth: Int) -> [UInt8] {
        var objects: [[UInt8]] = [[0xD1, 1, 2]]
        let key = Array("UIApplicationSceneManifest".utf8)
        objects.append([0x5F, 0x10, UInt8(key.count)] + key)
        for i in 0..<depth { objects.append([0xA2, UInt8(3 + i + 1), UInt8(3 + i + 1)]) }
        objects.append([0x51, UInt8(ascii: "x")])
        var out = Array("bplist00".utf8), offsets: [Int] = []
        for object in objects {
            offsets.append(out.count)
            out += object
        }
        let table = out.count
        for offset in offsets { out += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        func be64(_ v: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((v >> ($0 * 8)) & 0xFF) } }
        out += [0, 0, 0, 0, 0, 0, 2, 1] + be64(objects.count) + be64(0) + be64(table)
        return out
    }

    /// A trace of `profile` whose events 1...`count` are the JSON bodies `body` gives after
    /// their `seq` (`"t":0,"kind":…`).
    static func trace(_ profile: String, _ count: Int, _ body: (Int) -> String) -> [UInt8] {
        var text = "{\"lifeline\":1,\"profile\":\"\(profile)\"}\n"
        for i in 1...count { text += "{\"seq\":\(i),\(body(i))}\n" }
        return Array(text.utf8)
    }

    /// `count` notes, each naming a scene of its own.
    static func scenesTrace(_ count: Int) -> [UInt8] {
        trace("ipados-multiwindow", count) { "\"t\":0,\"kind\":\"note\",\"scene\":\"S\($0)\",\"value\":\"x\"" }
    }

    /// `count` scenes that connect and never disconnect: as many cases open at once.
    static func connectedScenes(_ count: Int) -> [UInt8] {
        trace("ipados-multiwindow", count) {
            "\"t\":0,\"kind\":\"callback\",\"receiver\":\"scene\",\"scene\":\"S\($0)\",\"method\":\"scene(_:willConnectTo:options:)\""
        }
    }

    /// `count` environment events (a battery level, say), no scene at all.
    static func environmentEvents(_ count: Int) -> [UInt8] {
        trace("ios13", count) { "\"t\":0,\"kind\":\"environment\",\"name\":\"battery\",\"value\":\"\($0 % 100)\"" }
    }

    /// A console log in which one process connects `count` scene objects, each at its own
    /// address.
    static func consoleScenes(_ count: Int) -> [UInt8] {
        var text = "application(_:didFinishLaunchingWithOptions:)\n"
        for i in 1...count {
            text += """
                scene(_:willConnectTo:options:) <UIWindowScene: 0x\(String(0x100000 + i * 16, radix: 16)); \
                persistentIdentifier: P\(i)>\n
                """
        }
        return Array(text.utf8)
    }

    /// One scene that never disconnects, going to the background and back for `count` events:
    /// one case that stays open to the end.
    static func oneLongScene(_ count: Int) -> [UInt8] {
        trace("ios13", count) { i in
            let method =
                i == 1
                ? "scene(_:willConnectTo:options:)"
                : i % 2 == 0 ? "sceneDidEnterBackground(_:)" : "sceneWillEnterForeground(_:)"
            return "\"t\":0,\"kind\":\"callback\",\"receiver\":\"scene\",\"scene\":\"S1\",\"method\":\"\(method)\""
        }
    }

    /// `count` notes of nearly a megabyte each: as long as the reader's 1 MiB line limit lets
    /// a note be, less the room its line's own keys take.
    static func bigNotes(_ count: Int) -> [UInt8] {
        let value = String(repeating: "x", count: (1 << 20) - 256)
        return trace("ios13", count) { "\"t\":\($0),\"kind\":\"note\",\"value\":\"\(value)\"" }
    }

    /// The follower's limit on scenes in one process run, met at the 100,001st (line 100,002).
    static let sceneLimitMessage = "many.jsonl:100002:1: error: more than 100000 scenes in one process run"

    static let cases: [Case] = [
        Case(
            name: "timeline of 20 notes of 1 MiB", files: ["notes.jsonl": bigNotes(20)],
            arguments: ["render", "--kind", "timeline", "notes.jsonl", "-o", "n.svg"], message: nil),
        Case(
            name: "sequence diagram of 20 notes of 1 MiB", files: ["notes.jsonl": bigNotes(20)],
            arguments: ["render", "--kind", "sequence", "notes.jsonl", "-o", "n.svg"], message: nil),
        Case(
            name: "report of 20 notes of 1 MiB", files: ["notes.jsonl": bigNotes(20)],
            arguments: ["report", "notes.jsonl", "-o", "n.html"], message: nil),
        Case(
            name: "explain of 100 notes of 1 MiB", files: ["notes.jsonl": bigNotes(100)],
            arguments: ["explain", "notes.jsonl", "-o", "n.txt"], message: nil),
        Case(
            name: "explain of 100,001 environment events", files: ["env.jsonl": environmentEvents(100_001)],
            arguments: ["explain", "env.jsonl"],
            message: "env.jsonl:100002:1: error: explain holds every event: more than 100000 events"),
        Case(
            name: "binary plist billion laughs (2^40)", files: ["laughs.plist": billionLaughsPlist(depth: 40)],
            arguments: ["simulate", "cold-launch", "--info-plist", "laughs.plist"],
            message: "laughs.plist:1:1: error: the Info.plist expands to more than 100000 objects"),
        Case(
            name: "XML plist nested 200 deep",
            files: [
                "deep.plist": Array(
                    ("<plist><dict><key>a</key>" + String(repeating: "<array>", count: 200)
                        + String(repeating: "</array>", count: 200) + "</dict></plist>").utf8)
            ],
            arguments: ["simulate", "cold-launch", "--info-plist", "deep.plist"], message: "more than 64 deep"),
        Case(
            name: "scenario of 70,001 actions (compare)",
            files: [
                "big.yaml": Array(
                    ("name: big\nactions:\n  - launch\n" + String(repeating: "  - home\n  - return\n", count: 35_000))
                        .utf8)
            ],
            arguments: ["compare", "big.yaml"], message: "big.yaml:3:3: error: actions: more than 10000 actions"),
        Case(
            name: "explain of 2,000 scenes", files: ["scenes.jsonl": scenesTrace(2_000)],
            arguments: ["explain", "scenes.jsonl"],
            message: "scenes.jsonl:1002:1: error: explain follows every scene at every step: more than 1000 scenes"),
        Case(
            name: "report of 2,000 scenes", files: ["scenes.jsonl": scenesTrace(2_000)],
            arguments: ["report", "scenes.jsonl", "-o", "r.html"],
            message: "more than 1000 scenes; use render --kind timeline --from/--to or --scene"),
        Case(
            name: "compare of two 12,000-event traces", files: ["long.jsonl": scenesTrace(12_000)],
            arguments: ["compare", "long.jsonl", "long.jsonl"], message: "more than 10000 events"),
        Case(
            name: "explain of 1,000 scenes succeeds", files: ["ok.jsonl": scenesTrace(1_000)],
            arguments: ["explain", "ok.jsonl", "-o", "out.txt"], message: nil),
        Case(
            name: "XES export of a scene open for 250,001 events", files: ["open.jsonl": oneLongScene(250_001)],
            arguments: ["export", "open.jsonl", "--format", "xes", "--case", "scene", "-o", "open.xes"],
            message: """
                open.jsonl:250002:1: error: XES and Synoptic write each case's events together: more than 250000 \
                events held
                """),
        Case(
            name: "render of 1,000,000 connected scenes", files: ["many.jsonl": connectedScenes(1_000_000)],
            arguments: ["render", "many.jsonl", "-o", "many.svg"], message: sceneLimitMessage),
        Case(
            name: "timeline of 150,000 connected scenes, unchecked", files: ["many.jsonl": connectedScenes(150_000)],
            arguments: ["render", "--kind", "timeline", "--no-check", "many.jsonl", "-o", "many.svg"],
            message: sceneLimitMessage),
        Case(
            name: "check of 150,000 connected scenes", files: ["many.jsonl": connectedScenes(150_000)],
            arguments: ["check", "many.jsonl"], message: sceneLimitMessage),
        Case(
            name: "stats of 150,000 connected scenes", files: ["many.jsonl": connectedScenes(150_000)],
            arguments: ["stats", "many.jsonl"], message: sceneLimitMessage),
        Case(
            name: "CSV export of 150,000 connected scenes", files: ["many.jsonl": connectedScenes(150_000)],
            arguments: ["export", "many.jsonl", "--format", "csv", "-o", "many.csv"], message: sceneLimitMessage),
        Case(
            name: "check of 100,000 connected scenes succeeds", files: ["many.jsonl": connectedScenes(100_000)],
            arguments: ["check", "many.jsonl", "--format", "json", "-o", "out.json"], message: nil),
        Case(
            name: "import of a log connecting 150,000 scenes", files: ["many.log": consoleScenes(150_000)],
            arguments: ["import", "many.log", "-o", "many.jsonl"],
            message: "many.log:100002:1: error: more than 100000 scenes in one process run"),
        Case(
            name: "import /dev/zero", files: [:], arguments: ["import", "/dev/zero", "-o", "/dev/null"],
            message: "/dev/zero:1:1: error: more than 1048576 bytes of binary data"),
        Case(
            name: "import /dev/urandom", files: [:], arguments: ["import", "/dev/urandom", "-o", "/dev/null"],
            message: "bytes of binary data (NUL bytes): not a console log"),
        Case(
            name: "a trace line of 2 MiB of NUL bytes",
            files: [
                "nul.jsonl": Array("{\"lifeline\":1,\"profile\":\"ios13\"}\n".utf8)
                    + [UInt8](repeating: 0, count: 2 << 20)
            ],
            arguments: ["check", "nul.jsonl"], message: "nul.jsonl:2:1: error: line is longer than 1048576 bytes"),
        Case(
            name: "simulate --random --events 2^63-1", files: [:],
            arguments: ["simulate", "--random", "--events", "9223372036854775807"],
            message: "--events takes a whole number from 1 to 10000000")
    ]

    @Test("each case: its exit status and message, peak memory <= 256 MB, CPU time <= 60 s", arguments: cases)
    func hostile(_ item: Case) throws {
        let dir = try BoundaryRunner.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, bytes) in item.files { try Data(bytes).write(to: dir.appendingPathComponent(name)) }
        let result = try BoundaryRunner.run(item.arguments, in: dir, stdoutPath: "/dev/null", measured: true)
        if let message = item.message {
            #expect(result.status == 2, "\(item.name): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(item.name): \(result.stderr)")
        } else {
            #expect(result.status == 0, "\(item.name): \(result.stderr)")
        }
        #expect(result.peakMB > 0 && result.peakMB <= 256, "\(item.name): \(result.peakMB) MB")
        #expect(result.cpuSeconds > 0 && result.cpuSeconds <= 60, "\(item.name): \(result.cpuSeconds) s of CPU time")
    }

    /// A 1M-event timeline is drawn in bounded memory: buckets, not events, are kept.
    @Test("a 1M-event timeline: peak memory <= 100 MB, in a process of its own")
    func millionEventTimeline() throws {
        let dir = try BoundaryRunner.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let made = try BoundaryRunner.run(
            ["simulate", "--random", "--events", "1000000", "--seed", "3", "-o", "big.jsonl"], in: dir)
        #expect(made.status == 0, "\(made.stderr)")
        let result = try BoundaryRunner.run(
            ["render", "--kind", "timeline", "big.jsonl", "-o", "t.svg"], in: dir,
            stdoutPath: "/dev/null", measured: true)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.peakMB > 0 && result.peakMB <= 100, "\(result.peakMB) MB")
    }

    /// Notes that name a million scenes move none: nothing per scene is kept for them.
    @Test("1,000,000 notes naming as many scenes: drawn in <= 100 MB")
    func millionSceneNotes() throws {
        let dir = try BoundaryRunner.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Self.scenesTrace(1_000_000)).write(to: dir.appendingPathComponent("notes.jsonl"))
        let result = try BoundaryRunner.run(
            ["render", "notes.jsonl", "-o", "n.svg"], in: dir, stdoutPath: "/dev/null", measured: true)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.peakMB > 0 && result.peakMB <= 100, "\(result.peakMB) MB")
    }

    static let formulas = ["=cmd|' /C calc'!A0", "+SUM(1,2)", "-2+3", "@SUM(1)", "\tTAB", "\rCR"]

    static func formulaTrace() -> [UInt8] {
        var text = "{\"lifeline\":1,\"profile\":\"ios13\"}\n"
        for (i, id) in formulas.enumerated() {
            let escaped = id.replacingOccurrences(of: "\t", with: "\\t").replacingOccurrences(of: "\r", with: "\\r")
            text +=
                "{\"seq\":\(i + 1),\"t\":0,\"kind\":\"callback\",\"receiver\":\"scene\",\"scene\":\"\(escaped)\",\"method\":\"sceneDidBecomeActive(_:)\"}\n"
        }
        return Array(text.utf8)
    }

    @Test("CSV: fields starting with = + - @ tab CR are neutralised with a quote, as OWASP recommends")
    func csvFormulas() throws {
        let dir = try BoundaryRunner.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Self.formulaTrace()).write(to: dir.appendingPathComponent("f.jsonl"))
        let result = try BoundaryRunner.run(["export", "f.jsonl", "--format", "csv", "--case", "scene"], in: dir)
        let csv = String(decoding: result.stdout, as: UTF8.self)
        #expect(result.status == 0)
        #expect(csv.contains("\"'=cmd|' /C calc'!A0\""))
        #expect(csv.contains("\"'+SUM(1,2)\""))
        #expect(csv.contains("\"'@SUM(1)\""))
        #expect(csv.contains("\"'\tTAB\""))
        for line in csv.split(separator: "\r\n").dropFirst() {
            for field in line.split(separator: ",") {
                #expect(!["=", "+", "@"].contains(field.first.map(String.init) ?? ""), "raw formula field: \(field)")
            }
        }
    }

    @Test("LibreOffice evaluates no formula from the CSV (skipped when libreoffice is not installed)")
    func libreOfficeEvaluatesNothing() throws {
        guard
            let soffice = ["/usr/bin/libreoffice", "/usr/bin/soffice"].first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else {
            return  // LibreOffice is not installed here (CI does not install it: it is huge).
        }
        let dir = try BoundaryRunner.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Self.formulaTrace()).write(to: dir.appendingPathComponent("f.jsonl"))
        #expect(
            try BoundaryRunner.run(["export", "f.jsonl", "--format", "csv", "--case", "scene", "-o", "f.csv"], in: dir)
                .status == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: soffice)
        process.arguments = [
            "--headless", "--convert-to", "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,true",
            "--outdir", dir.appendingPathComponent("out").path, dir.appendingPathComponent("f.csv").path
        ]
        try process.run()
        process.waitUntilExit()
        let converted = try String(contentsOf: dir.appendingPathComponent("out/f.csv"), encoding: .utf8)
        // Evaluated, "+SUM(1,2)" would read 3 and "-2+3" would read 1; as text they stay.
        #expect(converted.contains("SUM(1,2)") && converted.contains("-2+3") && converted.contains("cmd|"))
    }

    @Test("explain --quiz on ESC and bidi ids writes no raw control character")
    func quizEscapes() throws {
        let dir = try BoundaryRunner.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let original = try String(
            contentsOf: CommandRunner.repository.appendingPathComponent("Traces/ios13/cold-launch.jsonl"),
            encoding: .utf8)
        let hostile = original.replacingOccurrences(
            of: "\"S1\"", with: "\"S1\\u001B]0;pwned\\u0007\\u202Eevil\\u2028x\"")
        try hostile.write(to: dir.appendingPathComponent("h.jsonl"), atomically: true, encoding: .utf8)
        let result = try BoundaryRunner.run(
            ["explain", "h.jsonl", "--quiz"], in: dir, stdin: Array("1\n1\n1\n1\n1\n1\n1\n".utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let text = String(decoding: result.stdout, as: UTF8.self)
        #expect(text.contains("\\u{1B}") && text.contains("\\u{202E}"))
        let raw = text.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E
                || $0.value == 0x2028
        }
        #expect(raw.isEmpty, "raw control characters: \(raw.map { String($0.value, radix: 16) })")
        let plain = try BoundaryRunner.run(["explain", "h.jsonl"], in: dir)
        #expect(
            !String(decoding: plain.stdout, as: UTF8.self).unicodeScalars.contains {
                $0.value == 0x1B || $0.value == 0x202E
            })
    }

    @Test("Synoptic: no action name (line breaks included) makes a separator line")
    func synopticSeparator() throws {
        let dir = try BoundaryRunner.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let text =
            "{\"lifeline\":1,\"profile\":\"ios13\"}\n{\"seq\":1,\"t\":0,\"kind\":\"action\",\"name\":\"x\\n--\\r\\n--\",\"by\":\"user\"}\n"
        try text.write(to: dir.appendingPathComponent("s.jsonl"), atomically: true, encoding: .utf8)
        let result = try BoundaryRunner.run(["export", "s.jsonl", "--format", "synoptic"], in: dir)
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n")
        #expect(result.status == 0)
        #expect(!lines.contains("--"))
        #expect(lines.count == 1)
    }
}
