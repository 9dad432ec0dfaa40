import Foundation
import Testing

/// Docs/trace-format.md, "Versions and keys", both directions through the binary: what an
/// older writer wrote reads the same now (with `handler` and without), and what a newer
/// writer might write (an event key this reader does not know, a later format version) is
/// refused whole with one error line, while an unknown header member is kept and ignored.
@Suite("Trace format: versions and optional keys")
struct TraceFormatVersionTests {
    /// A version 1 trace as Lifeline 0.3.0 wrote it (no `handler`).
    static let trace = "Traces/ios13/home-and-return.jsonl"

    static var lines: [String] {
        let text =
            (try? String(contentsOfFile: CommandRunner.repository.appendingPathComponent(trace).path, encoding: .utf8))
            ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    /// Writes `lines` as a trace in a fresh directory.
    static func write(_ lines: [String], _ name: String) throws -> String {
        let path = try HostileFiles.directory("format-version") + "/\(name).jsonl"
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    /// `line` (a JSON object) with `member` added last.
    static func adding(_ member: String, to line: String) -> String {
        String(line.dropLast()) + "," + member + "}"
    }

    /// The first callback line's index.
    static var firstCallback: Int { lines.firstIndex { $0.contains(#""kind":"callback""#) } ?? 1 }

    @Test("older to newer: a 0.3.0 trace checks the same with and without the optional handler key")
    func olderTraceReads() throws {
        let plain = try CommandRunner.run(["check", Self.trace, "--format", "json"])
        #expect(plain.status == 0, "\(plain.stderr)")
        var lines = Self.lines
        let index = Self.firstCallback
        lines[index] = Self.adding(
            #""handler":"App/AppDelegate.swift:12 AppDelegate.application(_:willFinishLaunchingWithOptions:)""#,
            to: lines[index])
        let withHandler = try CommandRunner.run(["check", try Self.write(lines, "handler"), "--format", "json"])
        #expect(withHandler.status == 0, "\(withHandler.stderr)")
        // The same findings and counts: only the file name differs.
        let strip = { (text: String) in
            text.replacingOccurrences(of: #""file"\s*:\s*"[^"]*""#, with: "", options: .regularExpression)
        }
        #expect(strip(withHandler.stdout) == strip(plain.stdout))
    }

    @Test("newer to older: an event key this reader does not know is refused with the key's place")
    func unknownEventKey() throws {
        var lines = Self.lines
        let index = Self.firstCallback
        lines[index] = Self.adding(#""priority":3"#, to: lines[index])
        let path = try Self.write(lines, "unknown-key")
        let result = try CommandRunner.run(["check", path])
        #expect(result.status == 2)
        // The column of the key's value, as for every field the reader rejects.
        let column = lines[index].utf8.count - "3}".utf8.count + 1
        #expect(
            result.stderr == "\(path):\(index + 1):\(column): error: unknown field \"priority\"\n", "\(result.stderr)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
    }

    @Test("newer to older: a later format version is refused at its header, before any event")
    func laterVersion() throws {
        var lines = Self.lines
        lines[0] = lines[0].replacingOccurrences(of: #"{"lifeline":1,"#, with: #"{"lifeline":2,"#)
        #expect(lines[0].hasPrefix(#"{"lifeline":2,"#))
        // An event this version could not read, after the header: the header is what fails.
        lines.append(Self.adding(#""priority":3"#, to: lines[Self.firstCallback]))
        let path = try Self.write(lines, "version-2")
        let result = try CommandRunner.run(["check", path])
        #expect(result.status == 2)
        #expect(
            result.stderr == "\(path):1:13: error: unsupported trace format version 2; this lifeline reads version 1\n",
            "\(result.stderr)")
    }

    @Test("a header member this reader does not know is kept and ignored: the same check")
    func unknownHeaderMember() throws {
        var lines = Self.lines
        lines[0] = Self.adding(#""recordedBy":{"tool":"future","build":7}"#, to: lines[0])
        let result = try CommandRunner.run(["check", try Self.write(lines, "header-member")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "1 trace checked: clean\n", "\(result.stdout)")
    }
}
