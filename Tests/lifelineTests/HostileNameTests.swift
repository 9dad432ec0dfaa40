import Foundation
import Testing

/// Issue 35 item 4: a file's *name* is data too. A trace called
/// `bad<ESC>]0;pwned<BEL><LF>x.jsonl:1:1: error: forged.jsonl` must reach the terminal with
/// its control characters as escapes, through every command that prints names: no raw control
/// byte on stdout or stderr, and no line that reads as a diagnostic the tool did not make.
@Suite struct HostileNameTests {
    static let name = "bad\u{1B}]0;pwned\u{07}\nx.jsonl:1:1: error: forged.jsonl"

    /// A failing trace (one LC303 error) under the hostile name.
    static func trace() throws -> String {
        let directory = try HostileFiles.directory("hostile-name")
        let path = directory + "/" + name
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(
            atPath: CommandRunner.repository.appendingPathComponent(
                "Tests/LifelineCheckTests/Traces/LC303/fail-1.jsonl"
            ).path,
            toPath: path)
        return path
    }

    @Test(
        "check, stats, explain, mine, diff and compare print the name escaped, on one line",
        arguments: [
            ["check", "TRACE"], ["check", "DIR"], ["stats", "TRACE"], ["explain", "TRACE"], ["mine", "TRACE"],
            ["diff", "TRACE", "OTHER"], ["compare", "TRACE", "OTHER"]
        ])
    func nameIsEscaped(_ arguments: [String]) throws {
        let path = try Self.trace()
        let other = CommandRunner.repository.appendingPathComponent("Traces/ios13/cold-launch.jsonl").path
        let measured = try BoundaryRunner.run(
            arguments.map {
                $0 == "TRACE"
                    ? path : $0 == "DIR" ? (path as NSString).deletingLastPathComponent : $0 == "OTHER" ? other : $0
            }, measured: true)
        #expect(measured.peakMB <= 256 && measured.cpuSeconds <= 10)
        let run = (
            status: measured.status, stdout: String(decoding: measured.stdout, as: UTF8.self),
            stderr: measured.stderr.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("MEASURED ") }.joined(separator: "\n")
        )
        #expect(run.status != 2 && run.status < 64, "\(arguments): \(run.stderr)")
        for (stream, text) in [("stdout", run.stdout), ("stderr", run.stderr)] {
            #expect(
                !text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" },
                "\(arguments) \(stream) holds a raw control byte")
            // The forged text never starts a line of its own.
            #expect(
                !text.split(separator: "\n").contains { $0.hasPrefix("x.jsonl:1:1: error: forged") },
                "\(arguments) \(stream): \(text.prefix(300))")
        }
        #expect(
            (run.stdout + run.stderr).contains("bad\\u{1B}]0;pwned\\u{7}\\nx.jsonl") || arguments == ["mine", "TRACE"],
            "\(arguments): the name is shown, escaped")
    }
}
