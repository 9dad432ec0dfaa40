import Foundation
import Testing

/// Hostile console logs through `lifeline import`: noise never fails an import, so each case
/// is a summary line (status 0, or 1 with a hint when no callback is recognised), except a file
/// that cannot be read at all.
@Suite("Hostile console-log input")
struct HostileLogInputTests {
    typealias Case = HostileCase

    static func log(_ lines: String...) -> [UInt8] { Array(lines.joined(separator: "\n").utf8) }

    static let cases: [Case] = [
        Case(
            name: "a 16 MiB line between two callbacks is skipped, not kept",
            bytes: log(
                "application:didFinishLaunchingWithOptions:", String(repeating: "{\"x\":1}", count: 16 << 17),
                "applicationDidBecomeActive:", ""),
            expected: """
                imported 3 lines: 2 used, 1 skipped (0 ambiguous, 1 longer than 1048576 bytes), 0 unknown methods; 1 \
                run, 0 scenes; profile ios12 (inferred); timing synthetic
                """),
        Case(
            name: "a line that is not UTF-8",
            bytes: log("applicationDidBecomeActive:", "applicationWillResignActive: ") + [0xFF, 0x0A],
            expected: """
                imported 2 lines: 1 used, 1 skipped (0 ambiguous, 1 not UTF-8), 0 unknown methods; 1 run, 0 scenes; \
                profile ios12 (inferred); timing synthetic
                """),
        Case(
            name: "an empty file", bytes: [],
            expected: """
                imported 0 lines: 0 used, 0 skipped (0 ambiguous), 0 unknown methods; 0 runs, 0 scenes; profile \
                ios12 (inferred); timing synthetic
                """),
        // Binary garbage holds a NUL byte: a diagnostic and exit 2 (Docs/input-output.md's tests).
        Case(
            name: "a byte-order mark and CRLF line ends",
            bytes: [0xEF, 0xBB, 0xBF] + log("sceneWillEnterForeground(_:)\r", "sceneDidBecomeActive(_:)\r", ""),
            expected: """
                imported 2 lines: 2 used, 0 skipped (0 ambiguous), 0 unknown methods; 1 run, 1 scene; profile ios13 \
                (inferred); timing synthetic
                """),
        Case(
            name: "a log that ends mid-line",
            bytes: log("applicationDidBecomeActive:", "applicationWillResignAct"),
            expected: """
                imported 2 lines: 1 used, 1 skipped (0 ambiguous), 0 unknown methods; 1 run, 0 scenes; profile ios12 \
                (inferred); timing synthetic
                """)
    ]

    @Test("each hostile log imports with an exact summary, and the reader accepts the trace", arguments: cases)
    func imported(_ testCase: Case) throws {
        let path = try HostileFiles.write(testCase.bytes, named: "console.log")
        let trace = path + ".jsonl"
        let result = try CommandRunner.run(["import", path, "-o", trace])
        // Nothing recognised: exit 1, and a hint after the summary.
        let recognisedNothing = testCase.expected.contains(": 0 used")
        #expect(result.status == (recognisedNothing ? 1 : 0))
        #expect(
            recognisedNothing
                ? result.stderr.hasPrefix(testCase.expected + "\nlifeline import: no life-cycle callback recognised")
                : result.stderr == testCase.expected + "\n")
        let check = try CommandRunner.run(["check", trace])
        #expect(check.status != 2, "the imported trace must read back: \(check.stderr)")
    }

    @Test(
        "import - streams: each event is written as its line arrives, and Ctrl-C leaves a complete trace",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd")))
    func streamsAndStopsOnInterrupt() throws {
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["import", "-"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(
            Data("2024-01-02 09:41:07.015 Shop[512:1] scene(_:willConnectTo:options:)\nnoise\n".utf8))
        // The header and the first event arrive while standard input is still open.
        var received = Data()
        for _ in 0..<500 where String(decoding: received, as: UTF8.self).split(separator: "\n").count < 2 {
            received.append(output.fileHandleForReading.availableData)
        }
        #expect(String(decoding: received, as: UTF8.self).contains("scene(_:willConnectTo:options:)"))
        input.fileHandleForWriting.write(
            Data("2024-01-02 09:41:07.020 Shop[512:1] sceneWillEnterForeground(_:)\n".utf8))
        for _ in 0..<500 where !String(decoding: received, as: UTF8.self).contains("sceneWillEnterForeground") {
            received.append(output.fileHandleForReading.availableData)
        }
        kill(process.processIdentifier, SIGINT)
        // Bounded: a process that ignores the interrupt fails the test rather than hanging it.
        for _ in 0..<1000 where process.isRunning { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        received.append(output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        let lines = String(decoding: received, as: UTF8.self).split(separator: "\n")
        #expect(process.terminationStatus == 0)
        #expect(lines.count == 3)
        #expect(lines.first?.contains("\"profile\":\"ios13\"") == true)
        #expect(lines.last?.hasSuffix("}") == true)
        try input.fileHandleForWriting.close()
    }

    @Test("a missing log is an error with exit status 2")
    func missing() throws {
        let result = try CommandRunner.run(["import", "/nonexistent/console.log"])
        #expect(result.status == 2)
        #expect(result.stderr == "/nonexistent/console.log:1:1: error: cannot open file: No such file or directory\n")
    }
}
