import Foundation
import Testing

/// Every command that writes a file writes it whole or not at all.
@Suite("Atomic output")
struct AtomicOutputTests {
    /// Every command with `-o`, on inputs that work.
    static let writers: [[String]] = [
        ["simulate", "cold-launch", "-o", "OUT"],
        ["simulate", "cold-launch", "--show", "-o", "OUT"],
        ["simulate", "--random", "--events", "50", "-o", "OUT"],
        ["check", "Traces/ios13/cold-launch.jsonl", "--format", "sarif", "-o", "OUT"],
        ["stats", "Traces/ios13/cold-launch.jsonl", "-o", "OUT"],
        ["diff", "Traces/ios12/cold-launch.jsonl", "Traces/ios13/cold-launch.jsonl", "-o", "OUT"],
        ["mine", "Traces/ios13", "-o", "OUT"],
        ["render", "--model", "scene", "--format", "svg", "-o", "OUT"],
        ["render", "Traces/ios13/cold-launch.jsonl", "--kind", "timeline", "--format", "chrome", "-o", "OUT"],
        ["import", "Tests/LifelineExchangeTests/ImportFixtures/mixed-styles.log", "-o", "OUT"],
        ["export", "Traces/ios13/cold-launch.jsonl", "--format", "xes", "-o", "OUT"]
    ]

    @Test("each command replaces the target and leaves nothing else beside it", arguments: writers.indices)
    func replaces(_ index: Int) throws {
        let directory = try HostileFiles.directory("writer-\(index)")
        let target = directory + "/out"
        try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
        let result = try CommandRunner.run(Self.writers[index].map { $0 == "OUT" ? target : $0 })
        #expect([0, 1].contains(result.status), "\(result.stderr)")
        #expect(try String(contentsOfFile: target, encoding: .utf8) != "old\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["out"])
    }

    @Test("a command that fails half-way keeps the old file and leaves no temporary file")
    func failureKeepsOldFile() throws {
        let directory = try HostileFiles.directory("failing-writer")
        let trace = directory + "/bad.jsonl"
        try (HostileFiles.header + "\n" + HostileFiles.note(1) + "\n" + "{oops\n").write(
            toFile: trace, atomically: false, encoding: .utf8)
        let target = directory + "/out.csv"
        try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
        let result = try CommandRunner.run(["export", trace, "--format", "csv", "-o", target])
        #expect(result.status == 2)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "old\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["bad.jsonl", "out.csv"])
    }

    /// The bytes written so far to the file descriptor `fd` of process `pid` (0 if unknown).
    /// `stat` follows the /proc link to the open file (an unnamed one too); FileManager's
    /// attributes would describe the link itself.
    static func written(pid: Int32, fd: String) -> Int {
        var info = stat()
        return stat("/proc/\(pid)/fd/\(fd)", &info) == 0 ? Int(info.st_size) : 0
    }

    @Test(
        "SIGKILL in the middle of a large write: the old file stays whole, no temporary file is left",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd")))
    func killedMidWrite() throws {
        let directory = try HostileFiles.directory("killed")
        let target = directory + "/random.jsonl"
        let old = "the old, complete file\n"
        try old.write(toFile: target, atomically: false, encoding: .utf8)
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["simulate", "--random", "--events", "2000000", "--seed", "3", "-o", target]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait (bounded) until the process holds a file in the target's directory with over 1 MB in it.
        var midWrite = false
        for _ in 0..<6000 where process.isRunning && !midWrite {
            let fds =
                (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/fd")) ?? []
            midWrite = fds.contains { fd in
                let link =
                    (try? FileManager.default.destinationOfSymbolicLink(
                        atPath: "/proc/\(process.processIdentifier)/fd/\(fd)")) ?? ""
                return link.hasPrefix(directory + "/") && Self.written(pid: process.processIdentifier, fd: fd) > 1 << 20
            }
            if !midWrite { usleep(20_000) }
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(midWrite, "the process never got 1 MB into its output")
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["random.jsonl"])
    }
}
