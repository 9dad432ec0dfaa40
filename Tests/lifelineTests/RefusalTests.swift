import Foundation
import Testing

/// Issue 36, "refuse rather than guess", against the built binary: an output name that names
/// no format, a kind a format cannot draw, and binary bytes for a terminal are each one
/// `error:` line and exit 2 that name what does exist, and nothing is written; a directory's
/// summary counts the traces that failed; the Mermaid title and the PlantUML timing scale
/// are what the real tools show.
@Suite("Refusals: render and check never guess")
struct RefusalTests {
    static let trace = "Traces/ios13/home-and-return.jsonl"
    static let allFormats = "svg, png, pdf, dot, txt, mermaid, plantuml, chrome"

    /// One line on standard error, the command line's `error:` line.
    static func expectOneErrorLine(
        _ result: CommandRunner.Result, _ context: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == 2, "\(context): status \(result.status)", sourceLocation: sourceLocation)
        #expect(
            result.stderr.hasPrefix("<command line>:1:1: error: "), "\(context): \(result.stderr)",
            sourceLocation: sourceLocation)
        #expect(
            result.stderr.split(separator: "\n").count == 1, "\(context): \(result.stderr)",
            sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, "\(context): wrote \(result.stdout.prefix(80))", sourceLocation: sourceLocation)
    }

    @Test(
        "-o with an extension that names no format, or none: exit 2 naming the formats, no file written",
        arguments: ["out.gif", "out.jpeg", "out.JPG", "out", "out.", "sub.d/out"])
    func unknownExtension(_ name: String) throws {
        let dir = try HostileFiles.directory("ext")
        try FileManager.default.createDirectory(atPath: dir + "/sub.d", withIntermediateDirectories: true)
        for form in [
            ["render", Self.trace], ["render", Self.trace, "--kind", "timeline"], ["render", "--model", "scene"]
        ] {
            let result = try CommandRunner.run(form + ["-o", dir + "/" + name])
            Self.expectOneErrorLine(result, "\(form) -o \(name)")
            #expect(result.stderr.contains(Self.allFormats), "\(name): \(result.stderr)")
            #expect(
                result.stderr.contains(".svg .png .pdf .dot .gv .txt .mmd .puml .json"), "\(name): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir + "/" + name), "\(form): \(name) was written")
        }
        // The same name with --format is what the user asked for, and is written.
        let explicit = try CommandRunner.run(["render", Self.trace, "--format", "svg", "-o", dir + "/" + name])
        #expect(explicit.status == 0, "\(explicit.stderr)")
        let written = (try? String(contentsOfFile: dir + "/" + name, encoding: .utf8)) ?? ""
        #expect(written.contains("<svg"), "--format svg -o \(name)")
    }

    @Test("extensions are read case-insensitively from the file name, not from a folder's dot")
    func knownExtensions() throws {
        let dir = try HostileFiles.directory("ext-ok")
        for (name, magic) in [
            ("a.SVG", "<svg"), ("b.puml", "@startuml"), ("c.mmd", "---\ntitle:"), ("d.gv", "digraph"), ("e.json", "{")
        ] {
            let result = try CommandRunner.run(["render", Self.trace, "-o", dir + "/" + name])
            #expect(result.status == 0, "\(name): \(result.stderr)")
            let text = (try? String(contentsOfFile: dir + "/" + name, encoding: .utf8)) ?? ""
            #expect(text.hasPrefix(magic) || text.contains(magic), "\(name): \(text.prefix(60))")
        }
    }

    @Test(
        "format/kind combinations that do not exist: exit 2 naming the kind's formats",
        arguments: [
            (["--kind", "timeline", "--format", "mermaid"], "svg, png, pdf, dot, txt, plantuml or chrome"),
            (["--kind", "timeline", "-o", "OUT.mmd"], "svg, png, pdf, dot, txt, plantuml or chrome"),
            (["--kind", "state", "--format", "txt"], "svg, png, pdf, dot, mermaid, plantuml or chrome"),
            (["--kind", "sequence", "--format", "txt"], "svg, png, pdf, dot, mermaid, plantuml or chrome"),
            (["--format", "txt"], "svg, png, pdf, dot, mermaid, plantuml or chrome")
        ])
    func impossibleCombination(_ options: [String], _ formats: String) throws {
        let dir = try HostileFiles.directory("combo")
        let result = try CommandRunner.run(
            ["render", Self.trace] + options.map { $0.replacingOccurrences(of: "OUT", with: dir + "/out") })
        Self.expectOneErrorLine(result, "\(options)")
        #expect(result.stderr.contains("cannot be written as"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("is written as \(formats)\n"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }

    @Test(
        "--model draws svg, png, pdf or dot; any other format is refused naming them",
        arguments: ["mermaid", "plantuml", "txt", "chrome"])
    func modelFormats(_ format: String) throws {
        let result = try CommandRunner.run(["render", "--model", "scene", "--format", format])
        Self.expectOneErrorLine(result, format)
        #expect(
            result.stderr.hasSuffix("a reference state machine is written as svg, png, pdf or dot\n"),
            "\(result.stderr)")
    }

    @Test("a directory of traces: an impossible combination is refused before anything is drawn")
    func directoryCombination() throws {
        let dir = try HostileFiles.directory("gallery")
        let result = try CommandRunner.run([
            "render", "Traces/ios13", "--kind", "timeline", "--format", "mermaid", "-o", dir
        ])
        Self.expectOneErrorLine(result, "directory")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
        // The formats that exist still draw a directory, with no -o extension to read.
        let good = try CommandRunner.run([
            "render", "Traces/ios13", "--kind", "timeline", "--format", "plantuml", "-o", dir
        ])
        #expect(good.status == 0, "\(good.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/home-and-return.timeline.puml"))
    }

    @Test(
        "every kind/format pair the refusals allow draws something",
        arguments: [
            ("state", ["svg", "dot", "mermaid", "plantuml", "chrome"]),
            ("timeline", ["svg", "dot", "txt", "plantuml", "chrome"]),
            ("sequence", ["svg", "dot", "mermaid", "plantuml", "chrome"])
        ])
    func allowedCombinations(_ kind: String, _ formats: [String]) throws {
        for format in formats {
            let result = try CommandRunner.run(["render", Self.trace, "--kind", kind, "--format", format])
            #expect(result.status == 0, "\(kind) \(format): \(result.stderr)")
            #expect(!result.stdout.isEmpty, "\(kind) \(format)")
        }
    }

    @Test("png and pdf to a terminal are refused; to a pipe they are written; text formats reach the terminal")
    func binaryToTerminal() throws {
        for form in [
            ["render", Self.trace, "--format", "png"], ["render", Self.trace, "--kind", "timeline", "--format", "pdf"],
            ["render", "--model", "app", "--format", "png", "-o", "-"]
        ] {
            let result = try #require(try TerminalRunner.run(form), "no pseudo-terminal")
            #expect(result.status == 2, "\(form): \(result.status) \(result.stderr)")
            #expect(result.stderr.hasPrefix("<command line>:1:1: error: "), "\(form): \(result.stderr)")
            #expect(
                result.stderr.contains("is binary and standard output is a terminal: give -o FILE."),
                "\(form): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(form): \(result.stderr)")
            #expect(result.terminal.isEmpty, "\(form): \(result.terminal.count) bytes reached the terminal")
        }
        // The terminal is seen as one: SVG (text) reaches it.
        let svg = try #require(try TerminalRunner.run(["render", Self.trace, "--format", "svg"]))
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(String(decoding: svg.terminal, as: UTF8.self).contains("<svg"))
        // A pipe is not a terminal: the PNG's bytes go through.
        let piped = try BoundaryRunner.run(["render", Self.trace, "--format", "png"])
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("check DIR: the summary counts the traces that could not be read (7 of 8 here), exit 2")
    func directorySummaryCountsFailures() throws {
        let dir = try HostileFiles.directory("check-summary")
        try FileManager.default.copyItem(
            atPath: CommandRunner.repository.appendingPathComponent(Self.trace).path,
            toPath: dir + "/a-good.jsonl")
        for index in 1...7 {
            try (HostileFiles.header + "\n{\"seq\":1,\"t\":0,\"kind\":\n").write(
                toFile: dir + "/b-bad-\(index).jsonl", atomically: false, encoding: .utf8)
        }
        let result = try CommandRunner.run(["check", dir])
        #expect(result.status == 2)
        #expect(result.stdout == "7 of 8 traces could not be read; 1 trace checked: clean\n", "\(result.stdout)")
        #expect(result.stderr.split(separator: "\n").count == 7, "\(result.stderr)")
        // Every file good: the summary is as before.
        for index in 1...7 { try FileManager.default.removeItem(atPath: dir + "/b-bad-\(index).jsonl") }
        let clean = try CommandRunner.run(["check", dir, dir + "/a-good.jsonl"])
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(clean.stdout == "2 traces checked: clean\n", "\(clean.stdout)")
    }

    @Test("Mermaid: the front matter's title holds its characters as themselves, YAML-quoted, no #8212;")
    func mermaidTitle() throws {
        let dir = try HostileFiles.directory("mermaid-title")
        let trace = dir + "/t.jsonl"
        let lines = try String(
            contentsOfFile: CommandRunner.repository.appendingPathComponent(Self.trace).path, encoding: .utf8
        )
        .split(separator: "\n").dropFirst().map(String.init)
        let header = #"{"lifeline":1,"profile":"ios13","source":"hand","scenario":"say \"hi\" \\ #8212; — ok"}"#
        try ([header] + lines).joined(separator: "\n").appending("\n").write(
            toFile: trace, atomically: false, encoding: .utf8)
        for (kind, what) in [("state", "Scene life cycle"), ("sequence", "sequence")] {
            let result = try CommandRunner.run(["render", trace, "--kind", kind, "--format", "mermaid"])
            #expect(result.status == 0, "\(result.stderr)")
            let front = result.stdout.split(separator: "\n").prefix(3).map(String.init)
            #expect(front == ["---", #"title: "say \"hi\" \\ #8212; — ok — \#(what), ios13""#, "---"], "\(front)")
            // The title Lifeline adds is plain text: the only #8212; is the one the scenario typed.
            let bundled = try CommandRunner.run(["render", Self.trace, "--kind", kind, "--format", "mermaid"])
            #expect(
                bundled.stdout.hasPrefix("---\ntitle: \"home-and-return — \(what), ios13\"\n---\n"),
                "\(bundled.stdout.prefix(80))")
        }
    }

    @Test("PlantUML timing: a 3-second trace in milliseconds gets a scale that shows all of it")
    func plantUMLTimingScale() throws {
        let result = try CommandRunner.run(["render", Self.trace, "--kind", "timeline", "--format", "plantuml"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let scale = try #require(lines.first { $0.hasPrefix("scale ") }, "no scale line")
        #expect(scale == "scale 200 as 50 pixels", "\(scale)")
        // The last change, at 3,009 ms, within 30 ticks of 200 ms: at most 1,500 pixels wide.
        let last = try #require(lines.last { $0.hasPrefix("@") && $0.dropFirst().first?.isNumber == true })
        #expect(last == "@3009.000", "\(last)")
    }

    /// Debian's PlantUML, when installed: the diagram is drawn to its last millisecond within
    /// the 4,096 pixels PlantUML draws at most (its PNG is cut there).
    @Test(
        "PlantUML timing: Debian's plantuml draws the 3-second trace's axis to 3,000 ms",
        .enabled(if: PlantUML.found != nil || PlantUML.required))
    func plantUMLDrawsAllOfIt() throws {
        let plantuml = try #require(
            PlantUML.found, "LIFELINE_REQUIRE_PLANTUML=1 but no plantuml on the PATH (apt-get install plantuml)")
        let result = try CommandRunner.run(["render", Self.trace, "--kind", "timeline", "--format", "plantuml"])
        let scaled = try PlantUML.svg(result.stdout, plantuml: plantuml)
        #expect(scaled.labels.contains("3000"), "axis labels: \(scaled.labels)")
        #expect(scaled.width > 0 && scaled.width < 4096, "width \(scaled.width)")
        // Without the scale line the same diagram is 25 px per millisecond, some 75,000 px wide,
        // which PlantUML's PNG cuts at 4,096 px (about the first 160 ms): the check above fails.
        let unscaled = try PlantUML.svg(
            result.stdout.split(separator: "\n").filter { !$0.hasPrefix("scale ") }.joined(separator: "\n") + "\n",
            plantuml: plantuml)
        #expect(unscaled.width > 4096, "width without the scale: \(unscaled.width)")
    }
}

/// Debian's `plantuml` (apt-get install plantuml), run on text to SVG.
enum PlantUML {
    static var required: Bool { ProcessInfo.processInfo.environment["LIFELINE_REQUIRE_PLANTUML"] == "1" }

    static let found: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("plantuml") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The SVG's width and the text of its `<text>` elements.
    static func svg(_ text: String, plantuml: URL) throws -> (width: Int, labels: [String]) {
        let process = Process()
        process.executableURL = plantuml
        process.arguments = ["-tsvg", "-pipe"]
        let input = Pipe(), out = Pipe()
        process.standardInput = input
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let svg = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var labels: [String] = []
        var rest = Substring(svg)
        while let open = rest.range(of: "<text"), let close = rest[open.upperBound...].range(of: ">"),
            let end = rest[close.upperBound...].range(of: "</text>")
        {
            labels.append(String(rest[close.upperBound..<end.lowerBound]))
            rest = rest[end.upperBound...]
        }
        var width = 0
        if let range = svg.range(of: "width:"), let px = svg[range.upperBound...].range(of: "px") {
            width = Int(svg[range.upperBound..<px.lowerBound]) ?? 0
        }
        return (width, labels)
    }
}
