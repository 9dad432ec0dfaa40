import Foundation
import Testing

/// Hostile console logs through `lifeline import`: noise never fails an import, so each case
/// is a summary line (and status 0), except a file that cannot be read at all.
@Suite("Hostile console-log input")
struct HostileLogInputTests {
    typealias Case = HostileCase

    static func log(_ lines: String...) -> [UInt8] { Array(lines.joined(separator: "\n").utf8) }

    static let cases: [Case] = [
        Case(name: "a 16 MiB line between two callbacks is skipped, not kept",
             bytes: log("application:didFinishLaunchingWithOptions:", String(repeating: "{\"x\":1}", count: 16 << 17), "applicationDidBecomeActive:", ""),
             expected: "imported 3 lines: 2 used, 1 skipped (1 longer than 1048576 bytes); 1 run, 0 scenes; profile ios12 (inferred); timing synthetic"),
        Case(name: "a line that is not UTF-8",
             bytes: log("applicationDidBecomeActive:", "applicationWillResignActive: ") + [0xFF, 0x0A],
             expected: "imported 2 lines: 1 used, 1 skipped (1 not UTF-8); 1 run, 0 scenes; profile ios12 (inferred); timing synthetic"),
        Case(name: "an empty file", bytes: [],
             expected: "imported 0 lines: 0 used, 0 skipped; 0 runs, 0 scenes; profile ios12 (inferred); timing synthetic"),
        Case(name: "binary garbage", bytes: HostileFiles.garbage,
             expected: "imported 2 lines: 0 used, 2 skipped; 0 runs, 0 scenes; profile ios12 (inferred); timing synthetic"),
        Case(name: "a byte-order mark and CRLF line ends",
             bytes: [0xEF, 0xBB, 0xBF] + log("sceneWillEnterForeground(_:)\r", "sceneDidBecomeActive(_:)\r", ""),
             expected: "imported 2 lines: 2 used, 0 skipped; 1 run, 1 scene; profile ios13 (inferred); timing synthetic"),
        Case(name: "a log that ends mid-line",
             bytes: log("applicationDidBecomeActive:", "applicationWillResignAct"),
             expected: "imported 2 lines: 1 used, 1 skipped; 1 run, 0 scenes; profile ios12 (inferred); timing synthetic"),
    ]

    @Test("each hostile log imports with an exact summary, and the reader accepts the trace", arguments: cases)
    func imported(_ testCase: Case) throws {
        let path = try HostileFiles.write(testCase.bytes, named: "console.log")
        let trace = path + ".jsonl"
        let result = try CommandRunner.run(["import", path, "-o", trace])
        #expect(result.status == 0)
        #expect(result.stderr == testCase.expected + "\n")
        let check = try CommandRunner.run(["check", trace])
        #expect(check.status != 2, "the imported trace must read back: \(check.stderr)")
    }

    @Test("a missing log is an error with exit status 2")
    func missing() throws {
        let result = try CommandRunner.run(["import", "/nonexistent/console.log"])
        #expect(result.status == 2)
        #expect(result.stderr == "/nonexistent/console.log:1:1: error: cannot open file: No such file or directory\n")
    }
}
