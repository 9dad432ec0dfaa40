import Foundation
import Testing
import LifelineExchange
import LifelineModel
import LifelineRuntime
import LifelineTrace
@testable import LifelineCheck

/// simulate → console log (`export --format console`) → import → check.
@Suite("Console round trip")
struct ConsoleRoundTripTests {
    private func run(_ profile: Profile, events: Int, seed: UInt64) throws -> (TraceHeader, [TraceEvent]) {
        let collector = TraceCollector()
        try RandomRun(profile: profile, events: events, seed: seed).run(into: collector)
        return (TraceHeader(profile: profile, source: "simulate", scenario: "random"), collector.events)
    }

    @Test("a random run's console log imports and checks clean", arguments: Profile.allCases)
    func roundTrip(_ profile: Profile) throws {
        for seed in UInt64(1)...3 {
            let (header, events) = try run(profile, events: 3_000, seed: seed)
            let log = try TraceExporter.text(header: header, events: events, format: .console)
            let imported = try ConsoleLogImporter.importText(log, profile: profile)
            #expect(imported.summary.lines == events.count)
            #expect(
                imported.events.filter { $0.kind == .callback }.map(\.method)
                    == events.filter { $0.kind == .callback }.map(\.method), "\(profile) seed \(seed)")
            let result = try Checker.check(events: imported.events, header: imported.header, file: "roundtrip.jsonl")
            // A scene the system connected in the background (`connectInBackground`, a silent
            // change a console cannot show) is the follower's stand-in, not a finding: nothing
            // may be reported.
            let unexplained = result.violations
            #expect(
                unexplained.isEmpty,
                "\(profile) seed \(seed): \(unexplained.prefix(3).map { "\($0.ruleID) \($0.message)" })")
            // The importer wrote the follower's `from`/`to`: read back, the follower agrees with
            // every one (the checker reads through the same follower).
            #expect(disagreements(imported.header, imported.events) == 0, "\(profile) seed \(seed)")
        }
    }

    private func disagreements(_ header: TraceHeader, _ events: [TraceEvent]) -> Int {
        guard var follower = header.follower() else { return -1 }
        return events.reduce(0) { count, event in
            count + (follower.step(FollowInput(event)).disagreement == nil ? 0 : 1)
        }
    }

    @Test(
        "a partial console log (started mid-way) imports with no from/to the checker disputes",
        arguments: Profile.allCases)
    func partialLog(_ profile: Profile) throws {
        let (header, events) = try run(profile, events: 3_000, seed: 5)
        let log = try TraceExporter.text(header: header, events: events, format: .console)
        let lines = log.split(separator: "\n", omittingEmptySubsequences: false)
        for start in [lines.count / 3, lines.count / 2 + 7] {
            let partial = lines[start...].joined(separator: "\n")
            let imported = try ConsoleLogImporter.importText(partial, profile: profile)
            let result = try Checker.check(events: imported.events, header: imported.header, file: "partial.log")
            let recorded = result.violations.filter { $0.ruleID == "LC003" }
            #expect(recorded.isEmpty, "\(profile) from line \(start): \(recorded.prefix(3).map(\.message))")
            #expect(disagreements(imported.header, imported.events) == 0, "\(profile) from line \(start)")
        }
    }

    static let consoleStyles: [ExportFormat] = [.console, .consoleCompact, .consoleLumberjack, .consoleObjC]

    @Test(
        "any random run, exported in each console style, imports back to the same callbacks and scenes (property)",
        arguments: consoleStyles)
    func everyStyle(_ format: ExportFormat) throws {
        for profile in Profile.allCases {
            for seed in UInt64(11)...13 {
                let (header, events) = try run(profile, events: 2_000, seed: seed)
                let log = try TraceExporter.text(header: header, events: events, format: format)
                let imported = try ConsoleLogImporter.importText(log, profile: profile)
                let original = events.filter {
                    $0.kind == .callback
                        && $0.detail.map { !$0.contains("not called") && !$0.contains("does not implement") } ?? true
                }
                let back = imported.events.filter { $0.kind == .callback }
                #expect(back.map(\.method) == original.map(\.method), "\(format) \(profile) seed \(seed)")
                // The same scenes: the trace's scene ids and the imported ones pair one to one.
                var forward: [String: String] = [:], backward: [String: String] = [:]
                var consistent = true
                for (a, b) in zip(original, back) where a.scene != nil || b.scene != nil {
                    guard let x = a.scene, let y = b.scene else {
                        consistent = false
                        break
                    }
                    if forward[x, default: y] != y || backward[y, default: x] != x {
                        consistent = false
                        break
                    }
                    forward[x] = y
                    backward[y] = x
                }
                #expect(consistent, "\(format) \(profile) seed \(seed)")
            }
        }
    }

    @Test(
        "a long run's console log imports the same way every time, inferred or given its profile",
        arguments: Profile.allCases)
    func longRun(_ profile: Profile) throws {
        let (header, events) = try run(profile, events: 20_000, seed: 3)
        let log = try TraceExporter.text(header: header, events: events, format: .console)
        #expect(
            try TraceExporter.text(header: header, events: events, format: .console) == log,
            "\(profile): export is deterministic")
        let given = try ConsoleLogImporter.importText(log, profile: profile)
        let again = try ConsoleLogImporter.importText(log, profile: profile)
        let text = TraceWriter.text(header: given.header, events: given.events)
        #expect(
            TraceWriter.text(header: again.header, events: again.events) == text, "\(profile): import is deterministic")
        // The written import reads back to the same events.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lifeline-import-\(getpid())-\(profile).jsonl"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect(try TraceReader(path: path).readAll() == given.events, "\(profile)")
        #expect(
            given.events.filter { $0.kind == .callback }.map(\.method)
                == events.filter { $0.kind == .callback }.map(\.method))
        let result = try Checker.check(path: path)
        #expect(
            result.violations.isEmpty, "\(profile): \(result.violations.prefix(3).map { "\($0.ruleID) \($0.message)" })"
        )
        #expect(disagreements(given.header, given.events) == 0, "\(profile)")
        // Inferred: the same callbacks, and where the log tells the run's profile, the same events.
        let inferred = try ConsoleLogImporter.importText(log)
        if inferred.header.profile == profile {
            // The same trace, but for the header's word on how the profile was inferred (issue 31).
            var header = inferred.header
            #expect(header[extra: "inferredProfile"] == .string(profile.rawValue))
            header.extra.removeAll { $0.key == "inferredProfile" || $0.key == "inferredFrom" }
            #expect(TraceWriter.text(header: header, events: inferred.events) == text, "\(profile)")
        }
        #expect(
            inferred.events.filter { $0.kind == .callback }.map(\.method)
                == given.events.filter { $0.kind == .callback }.map(\.method))
    }
}
