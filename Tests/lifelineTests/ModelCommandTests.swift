import Foundation
import Testing
import LifelineModel

/// The command line as a new user tries it from the README.
@Suite("lifeline model and the root command")
struct ModelCommandTests {
    @Test("lifeline --help lists the commands; --version prints the version")
    func help() throws {
        let help = try CommandRunner.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: lifeline <subcommand>"))
        #expect(help.stdout.contains("model"))
        let version = try CommandRunner.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
    }

    @Test("lifeline model --profile ios13: app delegate UI-state methods are not delivered, willTerminate is")
    func ios13Column() throws {
        let result = try CommandRunner.run(["model", "--profile", "ios13"])
        #expect(result.status == 0)
        func cell(_ method: String) -> String? {
            result.stdout.split(separator: "\n").first { $0.hasPrefix(method + " ") }?
                .split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.map(String.init)
        }
        #expect(cell("applicationDidBecomeActive(_:)") == "-")
        #expect(cell("applicationWillTerminate(_:)") == "yes")
        #expect(cell("sceneDidBecomeActive(_:)") == "yes")
        #expect(cell("application(_:configurationForConnecting:options:)") == "yes")
        #expect(!result.stdout.contains("\u{1B}["), "no colour when piped")
    }

    @Test("lifeline model --format json parses and has a row per callback")
    func json() throws {
        let result = try CommandRunner.run(["model", "--format", "json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let callbacks = try #require(object?["callbacks"] as? [[String: Any]])
        // One row per catalogue entry, every Callback case, each named once.
        #expect(callbacks.count == Callback.allCases.count)
        #expect(Set(callbacks.compactMap { $0["swift"] as? String }) == Set(CallbackCatalogue.entries.map(\.swiftName)))
        let active = callbacks.first { $0["swift"] as? String == "applicationDidBecomeActive(_:)" }
        #expect((active?["delivery"] as? [String: String])?["ios12"] == "yes")
        #expect((active?["delivery"] as? [String: String])?["ios13"] == "-")
    }

    @Test("a bad option value is a usage error with exit status 2")
    func badProfile() throws {
        let result = try CommandRunner.run(["model", "--profile", "ios99"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("ios99"))
        #expect(result.stdout.isEmpty)
    }
}
