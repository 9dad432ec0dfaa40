import Foundation
import Testing

/// Every input that ever crashed Lifeline (found by `make fuzz` or by hand), kept in
/// `Fixtures/fuzz/` and run again: the command must end with a status (0, 1 or 2) and at most
/// one line of diagnostics, never a signal. The file name's prefix says which reader it hits.
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
        default: nil
        }
    }

    @Test("there are fixtures to replay")
    func present() {
        #expect(Self.fixtures.count >= 4)
    }

    @Test("each finding ends with a status and at most one diagnostic line", arguments: fixtures)
    func replay(_ name: String) throws {
        let output = try HostileFiles.directory("fuzz-\(name)") + "/out.jsonl"
        let command = try #require(Self.command(for: name, path: Self.directory + "/" + name, output: output), "unknown prefix: \(name)")
        let result = try CommandRunner.run(command)
        #expect([0, 1, 2].contains(result.status), "\(name): status \(result.status): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count <= 1, "\(name): \(result.stderr)")
        if command[0] == "import" {
            let check = try CommandRunner.run(["check", output])
            #expect(check.status != 2, "\(name): the imported trace does not read back: \(check.stderr)")
        }
    }

    @Test("render --from and --to refuse times a trace cannot hold instead of trapping")
    func renderTimeRange() throws {
        for value in ["1e300", "nan", "-1"] {
            let result = try CommandRunner.run(["render", "Traces/ios13/cold-launch.jsonl", "--kind", "timeline", "--format", "txt", "--from=\(value)"])
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("Error: --from takes seconds from 0 to 9000000000, not "))
        }
    }
}
