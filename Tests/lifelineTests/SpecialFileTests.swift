import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A FIFO named like a source file (issue 35): `scan` and `migrate` read only regular files,
/// so they finish, in a child process, with the same verdict as without it (scan with a note).
@Suite("Special files in an app folder")
struct SpecialFileTests {
    @Test("a FIFO named Fifo.swift beside an app's sources: scan and migrate finish as if it were not there")
    func fifoNamedLikeASource() throws {
        let directory = try BoundaryRunner.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = directory.appendingPathComponent("Shop").path
        try FileManager.default.copyItem(
            atPath: CommandRunner.repository.path + "/" + MigrateCommandTests.fixtures + "SwiftWindow",
            toPath: app)
        let commands = [["scan", app], ["migrate", app]]
        let plain = try commands.map { try BoundaryRunner.run($0, in: directory, stdoutPath: "/dev/null") }
        #expect(mkfifo(app + "/Shop/Fifo.swift", 0o600) == 0)
        for (command, before) in zip(commands, plain) {
            let result = try BoundaryRunner.run(command, in: directory, stdoutPath: "/dev/null", measured: true)
            #expect(result.seconds < 10, "\(command[0]) took \(result.seconds) s")
            // The measuring parent adds its own last line.
            let said = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("MEASURED ") }
            // scan says what it skipped (issue 35), in a note of its own.
            let note: [Substring] =
                command[0] == "scan" ? ["\(app)/Shop/Fifo.swift:1:1: note: not a regular file (a FIFO): skipped"] : []
            #expect(
                result.status == before.status && said == before.stderr.split(separator: "\n") + note,
                "\(command[0]): \(result.stderr)")
        }
    }
}
