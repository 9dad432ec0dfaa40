import Foundation
import Testing
import LifelineExchange
import LifelineModel
import LifelineTrace
@testable import LifelineCheck

/// Console logs of real-app style, imported and then checked: legitimate sequences from
/// lifecycle-facts.md raise no error, a real misordering does.
@Suite("Imported console logs against the checker")
struct ImportedLogTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LifelineExchangeTests/ImportFixtures")

    static let legitimate = [
        "ios12-cold-launch", "ios12-home-and-return", "ios12-app-switcher", "ios12-kill-suspended",
        "ios13-launch-background-return", "ios13-swipe-kill-iphone", "ios13-swipe-kill-disconnect",
        "ipad-swipe-kill", "ipad-two-windows", "two-launches", "mixed-styles"
    ]

    static func importAndCheck(_ name: String) throws -> CheckResult {
        // Read as bytes: a fixture may hold lines that are not UTF-8, as real consoles do.
        let bytes = try Data(contentsOf: fixtures.appendingPathComponent(name + ".log"))
        let imported = try ConsoleLogImporter.importBytes(Array(bytes))
        return try Checker.check(events: imported.events, header: imported.header, file: name + ".jsonl")
    }

    @Test("legitimate logs import and check with no error-level violation", arguments: legitimate)
    func legitimateLogsAreClean(name: String) throws {
        let result = try Self.importAndCheck(name)
        let errors = result.violations.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(name): \(errors.map { "\($0.ruleID) line \($0.line): \($0.message)" })")
    }

    /// Every fixture of a real log's shape (`real/`, each with its origin beside it) shows a
    /// legitimate sequence: read from the folder, so a new shape is held to it too.
    static let realShapes: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent("real").path)) ?? [])
        .filter { $0.hasSuffix(".log") }.map { "real/" + $0.dropLast(4) }.sorted()

    @Test("every real log shape imports without a profile and checks with no error", arguments: realShapes)
    func realShapesAreClean(name: String) throws {
        let result = try Self.importAndCheck(name)
        let errors = result.violations.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(name): \(errors.map { "\($0.ruleID) line \($0.line): \($0.message)" })")
    }

    @Test("the real log shapes are all here")
    func realShapesAreFound() {
        #expect(Self.realShapes.count >= 13)
        #expect(Self.realShapes.contains("real/xcode16-console-copy"))
    }

    @Test("a log with a real misordering raises an error")
    func misorderingIsCaught() throws {
        let result = try Self.importAndCheck("ios13-misordered")
        #expect(
            result.violations.contains { $0.severity == .error && $0.ruleID.hasPrefix("LC3") },
            "\(result.violations.map { "\($0.ruleID): \($0.message)" })")
    }

    @Test("a partial log: expectations on callbacks it never shows are reported as not checkable")
    func partialLogSaysWhatItCouldNotCheck() throws {
        let log = """
            sceneWillEnterForeground(_:)
            sceneDidBecomeActive(_:)
            sceneWillResignActive(_:)
            sceneDidEnterBackground(_:)
            sceneWillEnterForeground(_:)
            sceneDidBecomeActive(_:)
            """
        let imported = try ConsoleLogImporter.importText(log)
        let result = try Checker.check(events: imported.events, header: imported.header, file: "partial.jsonl")
        #expect(
            result.violations.filter { $0.severity == .error }.isEmpty,
            "\(result.violations.map { "\($0.ruleID): \($0.message)" })")
        let report = TextReport(color: false, summary: true).render(result)
        #expect(report.contains("could not check"), "\(report)")
    }
}
