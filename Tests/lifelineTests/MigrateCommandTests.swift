import Foundation
import Testing

/// `lifeline migrate` and the `scan` gate it pairs with, through the built binary: the patch on
/// standard output (the golden one), the summary on standard error, the exit statuses, and bad
/// input as one `path:1:1: error:` line with exit 2 and nothing written.
@Suite struct MigrateCommandTests {
    static let fixtures = "Tests/LifelineScanTests/Fixtures/Migrate/"

    static func golden(_ name: String) throws -> String {
        try String(
            contentsOfFile: CommandRunner.repository.path + "/Tests/LifelineScanTests/Golden/migrate-\(name).patch",
            encoding: .utf8)
    }

    @Test(
        "the patch on standard output is the golden one; the summary and proof on standard error; exit 0 when it holds")
    func patch() throws {
        let result = try CommandRunner.run(["migrate", Self.fixtures + "ObjCWindow"])
        #expect(result.status == 0)
        #expect(result.stdout == (try Self.golden("ObjCWindow")))
        #expect(result.stderr.hasPrefix("migrate: \(Self.fixtures)ObjCWindow/Notes.xcodeproj (Objective-C)\n"))
        #expect(result.stderr.contains("proof: the patched tree scans scene-based (no LS001), 0 new findings;"))
        #expect(result.stderr.contains("no moment lost"))
    }

    @Test("exit 1 when a line needs a person (a UIScreen.main in a view controller), the patch still printed")
    func needsPerson() throws {
        let result = try CommandRunner.run(["migrate", Self.fixtures + "SwiftWindow"])
        #expect(result.status == 1)
        #expect(result.stdout == (try Self.golden("SwiftWindow")))
        #expect(
            result.stderr.contains(
                "  needs a person:\n    \(Self.fixtures)SwiftWindow/Shop/ListViewController.swift:15: UIScreen.main:"))
    }

    @Test("-o writes the patch to a file; --write and -o together are a usage error")
    func output() throws {
        let out = NSTemporaryDirectory() + "migrate-\(UUID().uuidString).patch"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try CommandRunner.run(["migrate", Self.fixtures + "GeneratedPlist", "-o", out])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == (try Self.golden("GeneratedPlist")))
        let both = try CommandRunner.run(["migrate", Self.fixtures + "GeneratedPlist", "--write", "-o", out])
        #expect(both.status == 2)
    }

    @Test("bad input: a missing path, a folder with no app; exit 2, one line, nothing written")
    func badInput() throws {
        let missing = try CommandRunner.run(["migrate", "no/such/App"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "no/such/App:1:1: error: no such file or folder\n")
        let empty = NSTemporaryDirectory() + "migrate-empty-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        for command in ["migrate", "scan"] {
            let none = try CommandRunner.run([command, empty])
            #expect(none.status == 2, "\(command)")
            #expect(
                none.stderr
                    == """
                    \(empty):1:1: error: no app found: no app delegate, SwiftUI App or app Info.plist in the \
                    scanned files\n
                    """,
                "\(command)")
            #expect(none.stdout.isEmpty, "\(command)")
        }
    }

    @Test(
        """
        bad input: a Swift file that is not UTF-8, an Info.plist no reader reads: exit 2, one line naming it, nothing \
        written
        """,
        arguments: [
            ("Shop/AppDelegate.swift", "error: invalid UTF-8 (byte 0xFF)"),
            (
                "Shop/Info.plist",
                "error: not a property list (neither XML, binary nor old-style text that Foundation can read)"
            )
        ])
    func unreadableFile(_ file: String, _ message: String) throws {
        let folder = NSTemporaryDirectory() + "migrate-unreadable-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(
            atPath: CommandRunner.repository.path + "/" + Self.fixtures + "SwiftWindow", toPath: folder)
        try Data([0xFF, 0xFE, 0x00, 0x7B]).write(to: URL(fileURLWithPath: folder + "/" + file))
        let before = try FileManager.default.subpathsOfDirectory(atPath: folder).sorted()
        let result = try CommandRunner.run(["migrate", folder, "--write"])
        #expect(result.status == 2)
        #expect(result.stderr == "\(folder)/\(file):1:1: \(message)\n")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder).sorted() == before)
        #expect(FileManager.default.contents(atPath: folder + "/" + file) == Data([0xFF, 0xFE, 0x00, 0x7B]))
    }

    @Test("scan --fail-on: a migrated app with one single-window API fails on warning, passes on error")
    func failOn() throws {
        let folder = NSTemporaryDirectory() + "migrate-failon-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(
            atPath: CommandRunner.repository.path + "/" + Self.fixtures + "SwiftWindow", toPath: folder)
        let written = try CommandRunner.run(["migrate", folder, "--write"])
        #expect(written.status == 1)
        #expect(written.stdout.contains("proof: the patched tree scans scene-based (no LS001)"))
        #expect(try CommandRunner.run(["scan", folder]).status == 1)
        #expect(try CommandRunner.run(["scan", folder, "--fail-on", "error"]).status == 0)
        #expect(try CommandRunner.run(["scan", folder, "--fail-on", "note"]).status == 1)
        // The app that will not launch fails even the laxest gate.
        #expect(
            try CommandRunner.run([
                "scan", CommandRunner.repository.path + "/" + Self.fixtures + "SwiftWindow", "--fail-on", "error"
            ]).status == 1)
    }
}
