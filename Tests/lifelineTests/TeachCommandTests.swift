import Foundation
import Testing

/// `lifeline explain`, `compare` and `report` as a user runs them.
@Suite("lifeline explain, compare, report")
struct TeachCommandTests {
    static let goldens = CommandRunner.repository.appendingPathComponent("Tests/LifelineTeachTests/Golden")

    static func golden(_ name: String) throws -> String {
        try String(contentsOf: goldens.appendingPathComponent(name), encoding: .utf8)
    }

    @Test("explain prints the narration the library's golden file holds")
    func explain() throws {
        let result = try CommandRunner.run(["explain", "Traces/ios13/home-and-return.jsonl"])
        #expect(result.status == 0)
        #expect(result.stdout == (try Self.golden("explain-ios13-home-and-return.txt")))
    }

    @Test("explain --step without a terminal reads like explain")
    func stepWithoutTerminal() throws {
        let result = try CommandRunner.run(["explain", "Traces/ios12/cold-launch.jsonl", "--step"], stdin: "")
        #expect(result.status == 0)
        #expect(result.stdout == (try Self.golden("explain-ios12-cold-launch.txt")))
    }

    @Test("explain --quiz reads the answers from standard input: exact transcript and score")
    func quizThroughStandardInput() throws {
        // The answers are the ones the golden transcript echoes (QuizTests reads them off the quiz).
        func answers(_ golden: String) throws -> String {
            try Self.golden(golden).split(separator: "\n").filter { $0.hasPrefix("answer> ") && $0.count > 8 }
                .map { $0.dropFirst(8) + "\n" }.joined()
        }
        let all = try CommandRunner.run(
            ["explain", "Traces/ios12/home-and-return.jsonl", "--quiz"],
            stdin: try answers("quiz-ios12-home-and-return-all-right.txt"))
        #expect(all.status == 0)
        #expect(all.stdout == (try Self.golden("quiz-ios12-home-and-return-all-right.txt")))
        let partial = try CommandRunner.run(
            ["explain", "Traces/ios13/cold-launch.jsonl", "--quiz"],
            stdin: try answers("quiz-ios13-cold-launch-partial.txt"))
        #expect(partial.status == 0)
        #expect(partial.stdout == (try Self.golden("quiz-ios13-cold-launch-partial.txt")))
        #expect(partial.stdout.hasSuffix("Score: 2 of 3 right (67%). 1 of 4 questions were not answered.\n"))
    }

    @Test("bad input is one located error line and exit status 2")
    func badInput() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-bad-\(getpid()).jsonl")
        try Data("{\"lifeline\":1,\"profile\":\"ios13\",\"source\":\"hand\"}\n{\"seq\":1,\"t\":oops}\n".utf8).write(
            to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        for arguments in [["explain", url.path], ["report", url.path, "-o", "-"], ["compare", url.path, url.path]] {
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.hasPrefix(url.path + ":2:"), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
        #expect(try CommandRunner.run(["explain", "-", "--quiz"]).status == 2)
        #expect(try CommandRunner.run(["compare", "cold-launch", "--profiles", "ios12"]).status == 2)
        #expect(try CommandRunner.run(["compare", "cold-launch", "--profiles", "ios12,ios99"]).status == 2)
        #expect(try CommandRunner.run(["compare", "cold-launch", "--image", "x.gif"]).status == 2)
        let scenario = try CommandRunner.run(["compare", "two-windows"])
        #expect(scenario.status == 2)
        #expect(
            scenario.stderr.hasPrefix(
                "builtin:two-windows:1:1: error: scenario 'two-windows' does not apply to profile ios12"))
    }

    @Test("compare of a scenario and of its two traces align the same callbacks")
    func compare() throws {
        let scenario = try CommandRunner.run(["compare", "home-and-return"])
        #expect(scenario.status == 0)
        #expect(
            scenario.stdout
                == (try Self.golden("compare-home-and-return-ios12-ios13.txt"))
                .replacingOccurrences(
                    of: "home-and-return under ios12 and ios13\n",
                    with: "home-and-return under ios12 and ios13: callbacks aligned by life-cycle moment\n"))
        let traces = try CommandRunner.run([
            "compare", "Traces/ios12/home-and-return.jsonl", "Traces/ios13/home-and-return.jsonl"
        ])
        #expect(traces.status == 0)
        let rows = { (text: String) in
            text.split(separator: "\n").filter { $0.hasPrefix("→") || $0.hasPrefix("+") || $0.hasPrefix("   app") }
        }
        #expect(rows(traces.stdout).count == rows(scenario.stdout).count)
    }

    @Test("compare --image writes one SVG with both diagrams")
    func compareImage() throws {
        let out = CommandRunner.repository.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let image = out.appendingPathComponent("compare-test-home-and-return.svg")
        let result = try CommandRunner.run(["compare", "home-and-return", "--image", image.path])
        #expect(result.status == 0)
        let svg = try String(contentsOf: image, encoding: .utf8)
        #expect(svg.contains("cluster_side0") && svg.contains("cluster_side1"))
    }

    @Test("report: same trace, same bytes, written atomically")
    func reportDeterministic() throws {
        let out = CommandRunner.repository.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let a = out.appendingPathComponent("report-determinism-a.html"),
            b = out.appendingPathComponent("report-determinism-b.html")
        for file in [a, b] {
            let result = try CommandRunner.run([
                "report", "Traces/ipados-multiwindow/two-windows.jsonl", "-o", file.path
            ])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let first = try Data(contentsOf: a), second = try Data(contentsOf: b)
        #expect(first == second)
        #expect(first.count > 20_000)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }

    @Test("every teaching command's help has an abstract, a discussion and examples")
    func help() throws {
        for command in ["explain", "compare", "report"] {
            let result = try CommandRunner.run([command, "--help"])
            #expect(result.status == 0)
            #expect(result.stdout.contains("OVERVIEW:") && result.stdout.contains("Examples:"), "\(command)")
        }
        #expect(try CommandRunner.run(["--help"]).stdout.contains("explain"))
    }
}
