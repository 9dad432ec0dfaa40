import Foundation
import Testing

/// The commands that use a second core (many traces on every core, one large trace decoded on
/// a thread of its own) print the same bytes as on one thread (`LIFELINE_JOBS=1`).
@Suite("Commands on two cores")
struct ThreadedCommandTests {
    static let oneThread = ["LIFELINE_JOBS": "1"]

    @Test("stats of a directory: every trace's report in path order, the same bytes on one core")
    func statsOfDirectory() throws {
        let directory = CommandRunner.repository.appendingPathComponent("Traces/ios13")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".jsonl") }.sorted().map { "Traces/ios13/" + $0 }
        #expect(files.count > 20)
        // The reference: each trace on its own, one blank line between two reports.
        let reports = try files.map { path -> String in
            let result = try CommandRunner.run(["stats", path])
            #expect(result.status == 0, "\(path): \(result.stderr)")
            return result.stdout
        }
        let all = try CommandRunner.run(["stats", "Traces/ios13"])
        #expect(all.status == 0, "\(all.stderr)")
        #expect(all.stdout == reports.joined(separator: "\n"))
        #expect(try CommandRunner.run(["stats", "Traces/ios13"], environment: Self.oneThread).stdout == all.stdout)
    }

    @Test("a malformed trace among several: its error on standard error, the others reported, exit 2")
    func statsWithMalformedTrace() throws {
        let bad = scratchFile("stats-bad.jsonl", #"{"lifeline":1,"profile":"ios13","source":"hand"}"# + "\n{bad\n")
        let result = try CommandRunner.run(["stats", bad, "Traces/ios13/cold-launch.jsonl"])
        #expect(result.status == 2)
        #expect(result.stderr == "\(bad):2:2: error: expected a quoted key, found 'b'\n")
        #expect(result.stdout == (try CommandRunner.run(["stats", "Traces/ios13/cold-launch.jsonl"])).stdout)
    }

    @Test("render of a directory: the gallery's drawings under the gallery's names, the same bytes on one core")
    func renderOfDirectory() throws {
        let gallery = CommandRunner.repository.appendingPathComponent("Traces/ios13")
        let traces = try FileManager.default.contentsOfDirectory(atPath: gallery.path).filter { $0.hasSuffix(".jsonl") }
        #expect(traces.count > 20)
        for environment in [[:], Self.oneThread] {
            let target = scratchPath("gallery-\(environment.isEmpty ? "all" : "one")")
            let result = try CommandRunner.run(
                ["render", "Traces/ios13", "--kind", "timeline", "-o", target], environment: environment)
            #expect(result.status == 0, "\(result.stderr)")
            let drawn = try FileManager.default.contentsOfDirectory(atPath: target)
            #expect(drawn.count == traces.count)
            // `make traces` draws each trace on its own: the committed gallery is the reference.
            for trace in traces {
                let name = String(trace.dropLast(".jsonl".count)) + ".timeline.svg"
                let expected = try Data(contentsOf: gallery.appendingPathComponent(name))
                #expect(FileManager.default.contents(atPath: target + "/" + name) == expected, "\(name)")
            }
        }
    }

    @Test("render of a directory: -o must name a directory; a malformed trace is reported, the others drawn")
    func renderOfDirectoryErrors() throws {
        let noOutput = try CommandRunner.run(["render", "Traces/ios13"])
        #expect(noOutput.status != 0)
        #expect(noOutput.stderr.contains("give -o with a directory"))
        let file = scratchFile("not-a-directory.svg", "")
        #expect(try CommandRunner.run(["render", "Traces/ios13", "-o", file]).stderr.contains("is not a directory"))
        let folder = scratchPath("mixed")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let header = #"{"lifeline":1,"profile":"ios13","source":"hand"}"#
        FileManager.default.createFile(atPath: folder + "/a-bad.jsonl", contents: Data((header + "\n{bad\n").utf8))
        try FileManager.default.copyItem(
            atPath: CommandRunner.repository.path + "/Traces/ios13/cold-launch.jsonl",
            toPath: folder + "/b-good.jsonl")
        let target = scratchPath("mixed-out")
        let result = try CommandRunner.run(["render", folder, "-o", target, "--format", "dot"])
        #expect(result.status == 2)
        #expect(result.stderr == "\(folder)/a-bad.jsonl:2:2: error: expected a quoted key, found 'b'\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: target) == ["b-good.state.dot"])
    }

    @Test("a trace large enough for the decoding thread: check, stats, render and diff as on one thread")
    func largeTrace() throws {
        let trace = scratchPath("large-trace.jsonl")
        let made = try CommandRunner.run([
            "simulate", "--random", "--events", "60000", "--seed", "3",
            "--profile", "ipados-multiwindow", "-o", trace
        ])
        #expect(made.status == 0, "\(made.stderr)")
        // Above `ReadAhead.smallestFile` (8 MiB), so the default run reads ahead.
        let size = try FileManager.default.attributesOfItem(atPath: trace)[.size] as? Int ?? 0
        #expect(size >= 8 << 20)
        let commands: [[String]] = [
            ["check", trace], ["check", trace, "--format", "json", "--summary"], ["stats", trace],
            // Held to iOS 12, the scenes' callbacks are findings (a report with violations in it;
            // the three rules that find thousands cost a debug build seconds).
            ["check", trace, "--profile", "ios12", "--disable", "LC102", "--disable", "LC003", "--disable", "LC403"],
            ["render", trace, "--format", "dot"],
            // Against a short trace: the alignment of two long different runs takes a debug build minutes.
            ["diff", trace, "Traces/ipados-multiwindow/answered-call.jsonl"]
        ]
        for command in commands {
            let threads = try CommandRunner.run(command)
            let one = try CommandRunner.run(command, environment: Self.oneThread)
            #expect(threads.status == one.status, "\(command)")
            #expect(threads.stdout == one.stdout, "\(command)")
            #expect(!threads.stdout.isEmpty, "\(command)")
        }
        #expect(try CommandRunner.run(commands[3]).status == 1)
    }

    private func scratchPath(_ name: String) -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-threaded-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent(name).path
    }

    private func scratchFile(_ name: String, _ text: String) -> String {
        let path = scratchPath(name)
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }
}
