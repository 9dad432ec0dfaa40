import Foundation
import LifelineTestSupport
import Testing

/// The golden files' one rule (issue 33): compare byte for byte; record mode writes, then fails.
struct GoldenFilesTests {
    private static func folder() throws -> GoldenFiles {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return GoldenFiles(url)
    }

    @Test func comparesBytesAndSaysWhatIsMissing() throws {
        let golden = try Self.folder()
        defer { try? FileManager.default.removeItem(at: golden.directory) }
        #expect(try golden.compare("a.txt", actual: "x", recording: false) == .missing)
        try Data("x\n".utf8).write(to: golden.directory.appendingPathComponent("a.txt"))
        #expect(try golden.compare("a.txt", actual: "x\n", recording: false) == .matches)
        #expect(try golden.compare("a.txt", actual: "x", recording: false) == .differs)
        #expect(GoldenFiles.Outcome.matches.failure("a.txt") == nil)
    }

    @Test func recordModeWritesThenFails() throws {
        let golden = try Self.folder()
        defer { try? FileManager.default.removeItem(at: golden.directory) }
        let outcome = try golden.compare("sub/b.txt", actual: "new", recording: true)
        #expect(outcome == .recorded(changed: true))
        #expect(outcome.failure("sub/b.txt")?.contains("record mode") == true)
        #expect(
            FileManager.default.contents(atPath: golden.directory.appendingPathComponent("sub/b.txt").path)
                == Data("new".utf8))
        // Unchanged, it still fails: a record run never reads as a pass.
        let again = try golden.compare("sub/b.txt", actual: "new", recording: true)
        #expect(again == .recorded(changed: false) && again.failure("sub/b.txt") != nil)
        #expect(try golden.compare("sub/b.txt", actual: "new", recording: false) == .matches)
    }
}
