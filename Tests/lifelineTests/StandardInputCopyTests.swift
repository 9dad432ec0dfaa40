import Foundation
import Testing

/// Issue 35 item 5: `render -` and `report -` read standard input twice, so they copy it to a
/// temporary file first. The copy has no name on Linux (`O_TMPFILE`): a SIGKILL while the
/// command copies or reads it leaves nothing in `$TMPDIR` (before, 12 of 20 kills left 7 MB).
@Suite struct StandardInputCopyTests {
    @Test(
        "a SIGKILL while render - or report - copies standard input leaves no file in TMPDIR",
        arguments: [["render", "-", "-o", "OUT/out.svg"], ["report", "-", "-o", "OUT/out.html"]])
    func killLeavesNoCopy(_ arguments: [String]) throws {
        let temporary = try HostileFiles.directory("stdin-copy-tmp-\(arguments[0])")
        let out = try HostileFiles.directory("stdin-copy-out-\(arguments[0])")
        for name in try FileManager.default.contentsOfDirectory(atPath: temporary) {
            try FileManager.default.removeItem(atPath: temporary + "/" + name)
        }
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = arguments.map { $0.replacingOccurrences(of: "OUT", with: out) }
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary
        process.environment = environment
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A trace's first megabyte, and the pipe kept open: the command is still copying.
        let trace = try String(
            contentsOf: CommandRunner.repository.appendingPathComponent("Traces/ios13/cold-launch.jsonl"),
            encoding: .utf8)
        let body = trace.split(separator: "\n").dropFirst().joined(separator: "\n") + "\n"
        input.fileHandleForWriting.write(Data((trace + String(repeating: body, count: 600)).utf8))
        Thread.sleep(forTimeInterval: 1.0)
        #expect(process.isRunning, "the command should still be waiting for the rest of its input")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? input.fileHandleForWriting.close()
        #expect(process.terminationReason == .uncaughtSignal)
        #if os(Linux)
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty, "left in TMPDIR")
        #endif
        #expect(!FileManager.default.fileExists(atPath: out + (arguments[0] == "render" ? "/out.svg" : "/out.html")))
    }
}
