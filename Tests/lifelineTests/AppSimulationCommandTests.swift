import Foundation
import Testing

/// `--app` on simulate, compare and report, through the built binary: the output, the exit
/// statuses, and bad input as one `path:1:1: error:` line with exit 2 and nothing written.
@Suite struct AppSimulationCommandTests {
    static let fixtures = "Tests/LifelineScanTests/Fixtures/"

    static func temporary(_ name: String) -> String { NSTemporaryDirectory() + "appsim-\(UUID().uuidString)-" + name }

    /// `arguments` with `--app no/such/App -o FILE`: one `path:1:1: error:` line, exit 2, no FILE.
    static func expectMissingApp(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let out = temporary("out")
        let result = try CommandRunner.run(arguments + ["--app", "no/such/App", "-o", out])
        #expect(result.status == 2, sourceLocation: sourceLocation)
        #expect(result.stderr == "no/such/App:1:1: error: no such file or folder\n", sourceLocation: sourceLocation)
        #expect(!FileManager.default.fileExists(atPath: out), sourceLocation: sourceLocation)
    }

    @Test("simulate --app: callbacks name the app's methods; check reads the trace and ignores the handlers")
    func simulate() throws {
        let result = try CommandRunner.run(["simulate", "cold-launch", "--app", Self.fixtures + "Migrated"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == #"{"lifeline":1,"profile":"ios13","source":"simulate","scenario":"cold-launch","app":"Tests/LifelineScanTests/Fixtures/Migrated","appManifest":"own"}"#
        )
        #expect(
            lines.contains {
                $0.contains(#""method":"sceneDidBecomeActive(_:)""#)
                    && $0.hasSuffix(
                        #""handler":"Tests/LifelineScanTests/Fixtures/Migrated/SceneDelegate.swift:16 SceneDelegate.sceneDidBecomeActive(_:)"}"#
                    )
            })
        // The same trace without its handlers checks the same: no rule reads them.
        let stripped = lines.map {
            $0.replacingOccurrences(of: #","handler":"[^"]*""#, with: "", options: .regularExpression)
        }
        #expect(stripped != lines)
        let withHandlers = try CommandRunner.run(["check", "-", "--format", "json"], stdin: result.stdout)
        let without = try CommandRunner.run(
            ["check", "-", "--format", "json"], stdin: stripped.joined(separator: "\n") + "\n")
        #expect(withHandlers.status == 0)
        #expect(withHandlers.stdout == without.stdout)
    }

    @Test("simulate --app --profile ios12 runs the app before its move; the trace is the same bytes twice")
    func simulateBefore() throws {
        let arguments = [
            "simulate", "home-and-return", "--app", Self.fixtures + "SwiftAppDelegate", "--profile", "ios12"
        ]
        let first = try CommandRunner.run(arguments), second = try CommandRunner.run(arguments)
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        #expect(
            first.stdout.components(separatedBy: "AppDelegate.swift:18 AppDelegate.applicationDidBecomeActive(_:)")
                .count == 3)
    }

    @Test(
        """
        simulate --app on a missing path or a misfit profile (one line), or with --info-plist (usage): exit 2, no \
        trace
        """)
    func simulateBadInput() throws {
        try Self.expectMissingApp(["simulate", "cold-launch"])
        let swiftUI = try CommandRunner.run([
            "simulate", "cold-launch", "--app", Self.fixtures + "SwiftUIAdaptor", "--profile", "ios12"
        ])
        #expect(swiftUI.status == 2)
        #expect(
            swiftUI.stderr == Self.fixtures
                + """
                SwiftUIAdaptor:1:1: error: the app is a SwiftUI App, which runs under the swiftui profile only, \
                not ios12\n
                """
        )
        let both = try CommandRunner.run([
            "simulate", "cold-launch", "--app", Self.fixtures + "Migrated",
            "--info-plist", Self.fixtures + "Migrated/Info.plist"
        ])
        #expect(both.status == 2)
        #expect(
            both.stderr.hasPrefix(
                """
                Error: --app reads the app's own manifest and delegates; it does not combine with --info-plist, --random, \
                --mutate, --list or --show\n
                """))
        #expect(both.stdout.isEmpty)
    }

    @Test("compare --app prints the golden table of the half-migrated app")
    func compare() throws {
        let result = try CommandRunner.run([
            "compare", "home-and-return", "--app", Self.fixtures + "HalfMigrated", "--profiles", "ios12,ios13"
        ])
        #expect(result.status == 0)
        let golden = try String(
            contentsOfFile: CommandRunner.repository.path + "/Tests/LifelineScanTests/Golden/compare-half-migrated.txt",
            encoding: .utf8)
        #expect(result.stdout == golden)
    }

    @Test(
        "compare --app on a missing path (one line) or with unknown profiles (a usage error): exit 2, no output written"
    )
    func compareBadInput() throws {
        try Self.expectMissingApp(["compare", "cold-launch"])
        let profiles = try CommandRunner.run([
            "compare", "cold-launch", "--app", Self.fixtures + "Migrated", "--profiles", "ios12,ios99"
        ])
        #expect(profiles.status == 2)
        // A usage error, as the command line reports every one: the message, then the usage hint.
        #expect(
            profiles.stderr.hasPrefix(
                """
                Error: --profiles takes one or more of ios12, ios13, ipados-multiwindow, swiftui, comma-separated, not \
                'ios12,ios99'\n
                """))
    }

    @Test("report --app adds the app's methods as a section; a missing app writes no page")
    func report() throws {
        let trace = Self.temporary("trace.jsonl"), page = Self.temporary("report.html")
        defer {
            try? FileManager.default.removeItem(atPath: trace)
            try? FileManager.default.removeItem(atPath: page)
        }
        #expect(
            try CommandRunner.run(["simulate", "home-and-return", "--app", Self.fixtures + "HalfMigrated", "-o", trace])
                .status == 0)
        let result = try CommandRunner.run(["report", trace, "--app", Self.fixtures + "HalfMigrated", "-o", page])
        #expect(result.status == 0)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("<h2>Your app's methods</h2>"))
        #expect(
            html.contains(
                """
                <tr class=\"stops\" \
                style=\"background:#fff4e5\"><td>!</td><td><code>AppDelegate.applicationDidBecomeActive(_:)</code></td><td>Tests/LifelineScanTests/Fixtures/HalfMigrated/AppDelegate.swift:14</td><td class=\"num\">2×</td><td class=\"num\">-</td></tr>
                """))
        try Self.expectMissingApp(["report", trace])
    }
}
