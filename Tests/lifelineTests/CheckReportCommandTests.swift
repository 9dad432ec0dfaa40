import Foundation
import Testing

/// `lifeline check` as CI runs it: directories with a malformed file, colour choices, SARIF.
@Suite struct CheckReportCommandTests {
    /// A directory holding one broken trace between two good ones (one clean, one failing).
    func directory() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lifeline-check-dir-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let traces = CommandRunner.repository.appendingPathComponent("Tests/LifelineCheckTests/Traces")
        try FileManager.default.copyItem(
            at: traces.appendingPathComponent("LC301/pass-1.jsonl"), to: dir.appendingPathComponent("a-clean.jsonl"))
        try Data((HostileFiles.header + "\n{\"seq\":1,\"t\":0,\"kind\":\n").utf8).write(
            to: dir.appendingPathComponent("b-broken.jsonl"))
        try FileManager.default.copyItem(
            at: traces.appendingPathComponent("LC301/fail-1.jsonl"), to: dir.appendingPathComponent("c-failing.jsonl"))
        return dir.path
    }

    @Test("a malformed file in a directory: one error line, the other files still checked, exit 2")
    func malformedFileDoesNotStopTheOthers() throws {
        let dir = try directory()
        let result = try CommandRunner.run(["check", dir])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("\(dir)/b-broken.jsonl:2:"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stdout.contains("c-failing.jsonl:11:1: error[LC301]"))
        #expect(result.stdout.hasSuffix("2 traces checked: 1 error, 0 warnings\n"))
    }

    @Test("SARIF: the malformed file is a tool execution notification, the others are results")
    func malformedFileIsASARIFNotification() throws {
        let dir = try directory()
        let result = try CommandRunner.run(["check", dir, "--format", "sarif"])
        #expect(result.status == 2)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notes = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notes.count == 1)
        #expect((run["results"] as? [[String: Any]])?.count == 1)
        #expect((run["artifacts"] as? [Any])?.count == 2)
    }

    @Test("colour: an empty NO_COLOR does not disable it; --color always and never override")
    func colourChoices() throws {
        let trace = "Tests/LifelineCheckTests/Traces/LC301/fail-1.jsonl"
        // Standard output is a pipe here, so `auto` is off whatever NO_COLOR says.
        #expect(!(try CommandRunner.run(["check", trace], environment: ["NO_COLOR": ""])).stdout.contains("\u{1B}["))
        #expect(
            try CommandRunner.run(["check", trace, "--color", "always"], environment: ["NO_COLOR": "1"]).stdout
                .contains("\u{1B}["))
        #expect(!(try CommandRunner.run(["check", trace, "--color", "never"])).stdout.contains("\u{1B}["))
        #expect(try CommandRunner.run(["check", trace, "--color", "sometimes"]).status == 2)
    }
}
