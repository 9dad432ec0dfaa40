import Foundation
import Testing

/// `lifeline scan` end to end: exit statuses 0, 1, 2 and atomic output.
@Suite struct ScanCommandTests {
    static let fixtures = "Tests/LifelineScanTests/Fixtures/"

    @Test("exit 0 for a migrated app, 1 with findings, 2 for a path that is not there")
    func statuses() throws {
        let migrated = try CommandRunner.run(["scan", Self.fixtures + "Migrated"])
        #expect(migrated.status == 0)
        #expect(migrated.stdout.hasSuffix("0 errors, 0 warnings, 4 notes\n"))
        let half = try CommandRunner.run(["scan", Self.fixtures + "HalfMigrated", "--no-notes"])
        #expect(half.status == 1)
        #expect(half.stdout.contains("HalfMigrated/SceneDelegate.swift:12:10: error: scene(_:openURLContexts:)"))
        let missing = try CommandRunner.run(["scan", "no/such/App"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "no/such/App:1:1: error: no such file or folder\n")
    }

    @Test("a plist that is not one: file:1:1: error, exit 2, and no report written")
    func badPlist() throws {
        let folder = NSTemporaryDirectory() + "scan-bad-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "<plist><dict><key>x".write(toFile: folder + "/Info.plist", atomically: true, encoding: .utf8)
        let out = folder + "/report.sarif"
        let result = try CommandRunner.run(["scan", folder, "--format", "sarif", "-o", out])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(folder + "/Info.plist:1:1: error: "))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("--format sarif -o writes the report and keeps the exit status")
    func sarifFile() throws {
        let out = NSTemporaryDirectory() + "scan-\(UUID().uuidString).sarif"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try CommandRunner.run(["scan", Self.fixtures + "ObjCApp", "--format", "sarif", "-o", out])
        #expect(result.status == 1)
        let text = try String(contentsOfFile: out, encoding: .utf8)
        #expect(text.hasPrefix("{\"version\":\"2.1.0\""))
    }
}
