import Foundation
import LifelineRender
import LifelineTestSupport
import Testing

/// Every input that ever crashed Lifeline or broke an escaper's property (found by `make fuzz`
/// or by hand), kept in `Fixtures/fuzz/` and run again through the command line. The file
/// name's prefix is the fuzz target: a reader's input must end with a status (0, 1 or 2) and
/// at most one line of diagnostics, never a signal; an escaper's input (its bytes as text)
/// becomes a scene id whose exported or drawn output must parse back.
@Suite("Fuzz findings stay fixed")
struct FuzzRegressionTests {
    static let directory = CommandRunner.repository.appendingPathComponent("Tests/lifelineTests/Fixtures/fuzz").path

    static var fixtures: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    /// The command that reads a fixture, by its prefix.
    static func command(for name: String, path: String, output: String) -> [String]? {
        switch name.split(separator: "-").first {
        case "trace": ["check", path]
        case "import": ["import", path, "-o", output]
        case "scenario": ["simulate", path]
        case "rules": ["check", "--rules", path, "Traces/ios13/cold-launch.jsonl"]
        case "plist": ["simulate", "cold-launch", "--info-plist", path]
        // The scanner's readers: the fixture's name ends as scan expects (`.swift`, `.m`,
        // `Info.plist`); a project file is scanned as an .xcodeproj's `project.pbxproj`.
        case "swift", "objc", "scan": ["scan", path]
        case "pbxproj": ["scan", xcodeproj(holding: path, beside: output)]
        default: nil
        }
    }

    /// A folder `App.xcodeproj` beside `output` whose `project.pbxproj` is a copy of `path`.
    static func xcodeproj(holding path: String, beside output: String) -> String {
        let project = (output as NSString).deletingLastPathComponent + "/App.xcodeproj"
        try? FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        try? FileManager.default.copyItem(atPath: path, toPath: project + "/project.pbxproj")
        return project
    }

    /// The fixtures for escaper targets, replayed as scene ids.
    static var escaperFixtures: [String] {
        fixtures.filter {
            ["csv", "dot", "svg", "mermaid", "plantuml", "xes"].contains(
                $0.split(separator: "-").first.map(String.init) ?? "")
        }
    }

    @Test("there are fixtures to replay")
    func present() {
        #expect(Self.fixtures.count >= 4)
    }

    @Test(
        "each escaper finding, as a scene id, exports to CSV and XES and draws as DOT that parse back",
        arguments: escaperFixtures)
    func replayEscaper(_ name: String) throws {
        let text = String(
            decoding: try Data(contentsOf: URL(fileURLWithPath: Self.directory + "/" + name)), as: UTF8.self)
        let directory = try HostileFiles.directory("fuzz-\(name)")
        let trace = try HostileTrace([HostileString(name, text)], directory: directory, index: 0)
        let csv = try CommandRunner.run(["export", trace.path, "--format", "csv", "--case", "scene"])
        let records = try CSVReader.records(csv.stdout)
        #expect(records.allSatisfy { $0.count == 7 })
        // A field a spreadsheet would read as a formula arrives with a quote in front (OWASP).
        #expect(records.contains { $0.first == text || $0.first == "'" + text })
        let xes = try CommandRunner.run(["export", trace.path, "--format", "xes"])
        #expect(try XMLReadBack(Data(xes.stdout.utf8)).attributeValues.contains(ExpectedText.xml(text)))
        let dot = try CommandRunner.run(["render", trace.path, "--kind", "state", "--format", "dot", "--no-check"])
        let twin = try CommandRunner.run(["render", trace.twinPath, "--kind", "state", "--format", "dot", "--no-check"])
        #expect(try Graphviz.readBack(dot: dot.stdout).nodeCount == Graphviz.readBack(dot: twin.stdout).nodeCount)
    }

    @Test(
        "each reader finding ends with a status and at most one diagnostic line",
        arguments: fixtures.filter { !escaperFixtures.contains($0) })
    func replay(_ name: String) throws {
        let output = try HostileFiles.directory("fuzz-\(name)") + "/out.jsonl"
        let command = try #require(
            Self.command(for: name, path: Self.directory + "/" + name, output: output), "unknown prefix: \(name)")
        let result = try CommandRunner.run(command)
        #expect([0, 1, 2].contains(result.status), "\(name): status \(result.status): \(result.stderr)")
        // scan may add one note for the file it skips (`too deeply nested to read`).
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.filter { !$0.contains(": note: ") }.count <= 1 && lines.count <= 2, "\(name): \(result.stderr)")
        if command[0] == "import" {
            let check = try CommandRunner.run(["check", output])
            #expect(check.status != 2, "\(name): the imported trace does not read back: \(check.stderr)")
        }
    }

    @Test("render --from and --to refuse times a trace cannot hold instead of trapping")
    func renderTimeRange() throws {
        for value in ["1e300", "nan", "-1"] {
            let result = try CommandRunner.run([
                "render", "Traces/ios13/cold-launch.jsonl", "--kind", "timeline", "--format", "txt", "--from=\(value)"
            ])
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("Error: --from takes seconds from 0 to 9000000000, not "))
        }
    }
}
