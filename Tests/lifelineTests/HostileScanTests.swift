import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 35 against the built binary: `lifeline scan` over an app folder a hostile user made.
/// Each case copies the Swift fixture app, adds its hostile part, and runs `scan` in a child
/// process: the exit status, the one error or note line on standard error (the same status
/// as the app without it, for a note), peak memory <= 256 MB and time <= 10 s.
@Suite("Hostile app folders: scan within bounds")
struct HostileScanTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        /// Writes the hostile part into the copied app folder (`Shop`, in the test's directory).
        var make: @Sendable (String) throws -> Void
        /// The one line on standard error, `Shop/…` relative to the test's directory; nil for
        /// none. A note leaves the status as it was without the hostile part.
        var line: String?
        /// The status for an error line (a note keeps the app's own).
        var status: Int32? = nil
        var description: String { name }
    }

    static let fixture = CommandRunner.repository.path + "/" + MigrateCommandTests.fixtures + "SwiftWindow"

    static func write(_ text: String, _ path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// A Swift file with a life-cycle word (so the relevance filter has it parsed) around `body`.
    static func swift(_ body: String) -> String {
        "import UIKit\nclass Deep: UIResponder, UIApplicationDelegate {}\n" + body + "\n"
    }

    static let deep = "Shop/Shop/Deep.swift:1:1: note: too deeply nested to read (more than 512 levels): skipped"

    /// A project file with `count` application targets, each with a configuration list.
    static func targets(_ count: Int) -> String {
        var objects = "", ids: [String] = []
        for i in 0..<count {
            let target = String(format: "T%023d", i), list = String(format: "L%023d", i),
                configuration = String(format: "C%023d", i)
            ids.append(target)
            objects += """
                \t\t\(target) = {isa = PBXNativeTarget; buildConfigurationList = \(list); buildPhases = (); name = \
                App\(i); productType = \"com.apple.product-type.application\"; };\n
                """
            objects += "\t\t\(list) = {isa = XCConfigurationList; buildConfigurations = (\(configuration)); };\n"
            objects += """
                \t\t\(configuration) = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = App\(i); }; name \
                = Release; };\n
                """
        }
        objects += "\t\tP00000000000000000000000 = {isa = PBXProject; targets = (\(ids.joined(separator: ", "))); };\n"
        return """
            // !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\(objects)\t};\n\trootObject = \
            P00000000000000000000000;\n}\n
            """
    }

    /// An Info.plist whose scene manifest lists `count` configurations.
    static func configurations(_ count: Int) -> String {
        let entries = (0..<count).map { "<dict><key>UISceneDelegateClassName</key><string>D\($0)</string></dict>\n" }
            .joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleApplication</key><array>
            \(entries)</array></dict></dict></dict></plist>
            """
    }

    static let cases: [Case] = [
        Case(
            name: "2,000 nested generic arguments (6 KB)",
            make: {
                try write(
                    swift(
                        "let x: " + String(repeating: "A<", count: 2_000) + "B" + String(repeating: ">", count: 2_000)),
                    $0 + "/Shop/Deep.swift")
            },
            line: deep),
        Case(
            name: "an else-if chain of 20,000",
            make: {
                try write(
                    swift("func f() {\nif a {}\n" + String(repeating: "else if a {}\n", count: 20_000) + "}"),
                    $0 + "/Shop/Deep.swift")
            },
            line: deep),
        Case(
            name: "a member chain a.b.b… of 60,000",
            make: { try write(swift("let y = a" + String(repeating: ".b", count: 60_000)), $0 + "/Shop/Deep.swift") },
            line: deep),
        Case(
            name: "10,000 nested string interpolations",
            make: {
                try write(
                    swift(
                        "let z = " + String(repeating: "\"\\(", count: 10_000) + "1"
                            + String(repeating: ")\"", count: 10_000)), $0 + "/Shop/Deep.swift")
            },
            line: deep),
        Case(
            name: "a 280-byte binary plist bomb (2^40 objects) as the app's Info.plist",
            make: {
                try Data(HostileBoundaryTests.billionLaughsPlist(depth: 40)).write(
                    to: URL(fileURLWithPath: $0 + "/Shop/Info.plist"))
            },
            line: """
                Shop/Shop/Info.plist:1:1: error: the Info.plist expands to more than 100000 objects (a binary \
                plist's shared references, read in full); refusing it
                """,
            status: 2),
        Case(
            name: "a FIFO named AppDelegate.swift", make: { #expect(mkfifo($0 + "/AppDelegate.swift", 0o600) == 0) },
            line: "Shop/AppDelegate.swift:1:1: note: not a regular file (a FIFO): skipped"),
        Case(
            name: "a 20,000-line Objective-C header of unclosed protocol lists",
            make: { try write(String(repeating: "@interface A <\n", count: 20_000), $0 + "/Shop/Broken.h") },
            line: nil),
        Case(
            name: "1,200 hard links to a 4 MiB Swift file",
            make: { folder in
                let big = folder + "/Shop/Generated/Big.swift"
                try write(String(repeating: "let value = 1 // filler\n", count: ((4 << 20) - 4096) / 24), big)
                for i in 0..<1_200 { #expect(link(big, folder + "/Shop/Generated/Big\(i).swift") == 0) }
            }, line: nil),
        Case(
            name: "a link to a file outside the folder",
            make: { folder in
                try write(
                    swift("class Leaked: UIResponder, UIApplicationDelegate {}"), folder + "/../outside/Secret.swift")
                #expect(symlink(folder + "/../outside/Secret.swift", folder + "/Shop/Leak.swift") == 0)
            }, line: "Shop/Shop/Leak.swift:1:1: note: a link to a file outside the folder: not read")
    ]

    /// Runs `scan Shop` in `directory` with the measuring parent; its stderr without that
    /// parent's own line.
    static func scan(_ arguments: [String] = [], in directory: URL, unprivileged: Bool = false) throws -> (
        result: BoundaryRunner.Result, lines: [String]
    ) {
        let result = try BoundaryRunner.run(
            ["scan", "Shop"] + arguments, in: directory, stdoutPath: "/dev/null", measured: true,
            unprivileged: unprivileged)
        return (result, result.stderr.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("MEASURED ") })
    }

    static func copyApp() throws -> URL {
        let directory = try BoundaryRunner.directory()
        try FileManager.default.copyItem(atPath: fixture, toPath: directory.path + "/Shop")
        return directory
    }

    @Test("each hostile part: its status and one line, <= 256 MB, <= 10 s", arguments: cases)
    func hostile(_ item: Case) throws {
        let directory = try Self.copyApp()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = try Self.scan(in: directory)
        #expect(plain.lines.isEmpty, "the fixture app alone: \(plain.lines)")
        try item.make(directory.path + "/Shop")
        let (result, lines) = try Self.scan(in: directory)
        #expect(result.status == item.status ?? plain.result.status, "\(item.name): \(lines)")
        #expect(lines == (item.line.map { [$0] } ?? []), "\(item.name)")
        Self.expectBounded(result, item.name)
    }

    /// Issue 35's bounds for every case: 256 MB of peak memory, 10 s of CPU time.
    static func expectBounded(
        _ result: BoundaryRunner.Result, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            result.peakMB > 0 && result.peakMB <= 256, "\(name): \(result.peakMB) MB", sourceLocation: sourceLocation)
        #expect(
            result.cpuSeconds > 0 && result.cpuSeconds <= 10, "\(name): \(result.cpuSeconds) s of CPU time",
            sourceLocation: sourceLocation)
    }

    @Test("a project of 2,000 targets and an Info.plist of 8,000 scene configurations: read in <= 10 s")
    func manyTargetsAndConfigurations() throws {
        let directory = try BoundaryRunner.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.write(Self.targets(2_000), directory.path + "/Shop/Many.xcodeproj/project.pbxproj")
        try Self.write(Self.configurations(8_000), directory.path + "/Shop/App/Info.plist")
        let (result, lines) = try Self.scan(in: directory)
        // The configurations name classes the folder lacks: findings, exit 1, nothing on stderr.
        #expect(result.status == 1, "\(lines)")
        #expect(lines.isEmpty)
        Self.expectBounded(result, "2,000 targets, 8,000 configurations")
    }

    /// The fuzz fixtures that crashed Foundation's bridge (sets) and the bomb, as an app's
    /// Info.plist: one reader, so `simulate --info-plist` and `scan` refuse them alike.
    static let plists: [(name: String, message: String)] = [
        (
            "plist-set-in-dictionary.bplist",
            "malformed binary plist: object 2 is a set, which an Info.plist never holds"
        ),
        ("plist-set-in-array.bplist", "malformed binary plist: object 3 is a set, which an Info.plist never holds"),
        ("plist-set-at-top.bplist", "malformed binary plist: object 0 is a set, which an Info.plist never holds")
    ]

    @Test("simulate --info-plist and scan refuse the same plist with the same line", arguments: plists.map(\.name))
    func oneReader(_ name: String) throws {
        let message = try #require(Self.plists.first { $0.name == name }).message
        let directory = try BoundaryRunner.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(atPath: directory.path + "/Shop", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: FuzzRegressionTests.directory + "/" + name, toPath: directory.path + "/Shop/Info.plist")
        let simulate = try BoundaryRunner.run(
            ["simulate", "cold-launch", "--info-plist", "Shop/Info.plist"], in: directory, stdoutPath: "/dev/null")
        let (scan, lines) = try Self.scan(in: directory)
        #expect(simulate.status == 2 && scan.status == 2)
        #expect(simulate.stderr == "Shop/Info.plist:1:1: error: \(message)\n")
        #expect(lines == ["Shop/Info.plist:1:1: error: \(message)"])
        Self.expectBounded(scan, name)
    }

    @Test("-o naming a scanned source is refused before anything is read; the source is unchanged")
    func outputOverASource() throws {
        let directory = try Self.copyApp()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.path + "/Shop/Shop/AppDelegate.swift"
        let before = try Data(contentsOf: URL(fileURLWithPath: source))
        let (result, lines) = try Self.scan(["--format", "sarif", "-o", "Shop/Shop/AppDelegate.swift"], in: directory)
        #expect(result.status == 2)
        #expect(
            lines == [
                """
                Shop/Shop/AppDelegate.swift:1:1: error: -o names the input 'Shop/Shop/AppDelegate.swift' itself; writing \
                there would destroy it: choose another output file
                """
            ])
        #expect(try Data(contentsOf: URL(fileURLWithPath: source)) == before)
    }

    @Test(
        "simulate, compare and report --app refuse -o naming a source of the app; the source is unchanged",
        arguments: [
            ["simulate", "cold-launch", "--app", "Shop", "-o", "Shop/Shop/Info.plist"],
            ["compare", "cold-launch", "--app", "Shop", "-o", "Shop/Shop/Info.plist"],
            ["report", "Traces/ios13/cold-launch.jsonl", "--app", "Shop", "-o", "Shop/Shop/Info.plist"]
        ])
    func outputOverAnAppSource(_ arguments: [String]) throws {
        let directory = try Self.copyApp()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            atPath: directory.path + "/Traces/ios13", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: CommandRunner.repository.path + "/Traces/ios13/cold-launch.jsonl",
            toPath: directory.path + "/Traces/ios13/cold-launch.jsonl")
        let plist = directory.path + "/Shop/Shop/Info.plist"
        let before = try Data(contentsOf: URL(fileURLWithPath: plist))
        let result = try BoundaryRunner.run(arguments, in: directory, stdoutPath: "/dev/null")
        #expect(result.status == 2)
        #expect(
            result.stderr == """
                Shop/Shop/Info.plist:1:1: error: -o names the input 'Shop/Shop/Info.plist' itself; writing there would \
                destroy it: choose another output file\n
                """)
        #expect(try Data(contentsOf: URL(fileURLWithPath: plist)) == before)
    }

    @Test(
        "an unreadable subfolder is reported, not skipped in silence (as nobody when the tests run as root)",
        .enabled(if: BoundaryRunner.canDropPrivileges, "root reads any folder, and setpriv is missing"))
    func unreadableFolder() throws {
        let directory = try Self.copyApp()
        defer {
            chmod(directory.path + "/Shop/Shop/Locked", 0o755)
            try? FileManager.default.removeItem(at: directory)
        }
        try Self.write(Self.swift(""), directory.path + "/Shop/Shop/Locked/More.swift")
        #expect(chmod(directory.path + "/Shop/Shop/Locked", 0) == 0)
        let (result, lines) = try Self.scan(in: directory, unprivileged: true)
        #expect(result.status == 1)
        #expect(lines == ["Shop/Shop/Locked:1:1: note: cannot read this folder: skipped"])
    }
}

/// Issue 35's silent wrong results: a trace folder that cannot be read is an input that could
/// not be read, never an empty one. Run as `nobody` when the tests run as root.
@Suite struct UnreadableTraceFolderTests {
    @Test(
        "check, stats and mine of a directory with an unreadable subfolder: the folder named, exit 2, never 'clean'",
        .enabled(if: BoundaryRunner.canDropPrivileges, "root reads any folder, and setpriv is missing"),
        arguments: ["check", "stats", "mine"])
    func unreadableSubfolder(_ command: String) throws {
        let directory = try BoundaryRunner.directory()
        let locked = directory.appendingPathComponent("traces/locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        let trace = CommandRunner.repository.appendingPathComponent("Traces/ios13/cold-launch.jsonl").path
        try FileManager.default.copyItem(atPath: trace, toPath: directory.path + "/traces/readable.jsonl")
        try FileManager.default.copyItem(atPath: trace, toPath: locked.path + "/hidden.jsonl")
        #expect(chmod(locked.path, 0) == 0)
        defer {
            chmod(locked.path, 0o755)
            try? FileManager.default.removeItem(at: directory)
        }
        let result = try BoundaryRunner.run(
            [command, "traces"], in: directory, stdoutPath: "/dev/null", unprivileged: true)
        #expect(result.status == 2, "\(command): \(result.stderr)")
        #expect(
            result.stderr.hasPrefix("traces/locked: cannot read this folder: Permission denied\n"), "\(result.stderr)")
        #expect(result.stderr.contains("traces/locked:1:1: error:"), "\(result.stderr)")
        #expect(!result.stderr.contains("clean"))
    }

    @Test(
        "a directory that cannot be read at all is one error line, not 'no .jsonl traces'",
        .enabled(if: BoundaryRunner.canDropPrivileges, "root reads any folder, and setpriv is missing"))
    func unreadableTop() throws {
        let directory = try BoundaryRunner.directory()
        let locked = directory.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        #expect(chmod(locked.path, 0) == 0)
        defer {
            chmod(locked.path, 0o755)
            try? FileManager.default.removeItem(at: directory)
        }
        let result = try BoundaryRunner.run(["check", "locked"], in: directory, unprivileged: true)
        #expect(result.status == 2)
        #expect(result.stderr == "locked:1:1: error: cannot read this directory: Permission denied\n")
    }
}

/// Issue 35: folders nested past PATH_MAX were skipped in silence by both walks.
@Suite struct DeepFolderTests {
    /// `root`/ddd…/ddd…/… (30 levels of 200 characters: past Linux's 4,096 and macOS's 1,024),
    /// holding a trace and an app delegate at the bottom. Made by python3 one level at a time
    /// (`os.chdir`), which this process cannot do without moving every parallel test's folder.
    static func deepTree() throws -> URL {
        let root = try BoundaryRunner.directory()
        let trace = CommandRunner.repository.appendingPathComponent("Traces/ios13/cold-launch.jsonl").path
        let script = """
            import os, shutil, sys
            os.chdir(sys.argv[1])
            for _ in range(30):
                os.makedirs("d" * 200, exist_ok=True); os.chdir("d" * 200)
            shutil.copyfile(sys.argv[2], "deep.jsonl")
            open("AppDelegate.swift", "w").write("import UIKit\\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\\n")
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, root.path, trace]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return root
    }

    @Test("check of a folder nested past PATH_MAX names the path it cannot read and exits 2")
    func checkDeep() throws {
        let root = try Self.deepTree()
        defer { _ = try? ReleaseTests.shell("rm -rf '\(root.path)'", in: CommandRunner.repository) }
        let result = try BoundaryRunner.run(["check", "."], in: root, stdoutPath: "/dev/null")
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first?.hasSuffix(": cannot read: File name too long") == true, "\(result.stderr.suffix(200))")
        #expect(!result.stderr.contains("no .jsonl traces"))
    }

    @Test("scan of an app folder nested past PATH_MAX says so in a note")
    func scanDeep() throws {
        let root = try Self.deepTree()
        defer { _ = try? ReleaseTests.shell("rm -rf '\(root.path)'", in: CommandRunner.repository) }
        let result = try BoundaryRunner.run(["scan", "."], in: root, stdoutPath: "/dev/null")
        #expect(
            result.stderr.contains("note: cannot read: the path is longer than the system allows"),
            "\(result.stderr.suffix(300))")
    }
}
