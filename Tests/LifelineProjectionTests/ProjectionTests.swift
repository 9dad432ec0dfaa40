import Foundation
import LifelineCheck
import LifelineExchange
import LifelineModel
import LifelineRuntime
import LifelineTrace
import Testing

/// Issue 43's projection suite: every trace the project keeps and hundreds of random runs,
/// projected the way a real log loses information; a projection of a trace `check` finds
/// free of errors is read the same way by every command (`Readings`).
@Suite struct ProjectionTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The gallery's traces (`Traces/`), read in memory.
    static let gallery: [(String, Projected)] = {
        let root = repository + "/Traces"
        guard let walk = FileManager.default.enumerator(atPath: root) else { return [] }
        var out: [(String, Projected)] = []
        for case let name as String in walk where name.hasSuffix(".jsonl") {
            guard let reader = try? TraceReader(path: root + "/" + name) else { continue }
            var events: [TraceEvent] = []
            while let event = try? reader.next() { events.append(event) }
            out.append((name, Projected(header: reader.header, events: events)))
        }
        return out.sorted { $0.0 < $1.0 }
    }()

    /// 300 random runs, 75 a profile, seeded: the same runs every time.
    static func randomRuns(_ profile: Profile) throws -> [(String, Projected)] {
        try (UInt64(1)...75).map { seed in
            let collector = TraceCollector()
            try RandomRun(profile: profile, events: 40, seed: seed).run(into: collector)
            let header = TraceHeader(profile: profile, source: "simulate", scenario: "random")
            return ("random \(profile) seed \(seed)", Projected(header: header, events: collector.events))
        }
    }

    /// The traces to project: those `check` finds free of errors (a fault is another suite's).
    static func clean(_ traces: [(String, Projected)]) -> [(String, Projected)] {
        traces.filter { _, trace in
            let result = try? Checker.check(events: trace.events, header: trace.header)
            return result.map { !$0.violations.contains { $0.severity == .error } } ?? false
        }
    }

    @Test func theGalleryIsThere() { #expect(Self.gallery.count > 100) }

    @Test("every gallery trace, projected, is read alike by every command")
    func galleryProjections() throws {
        var failures: [String] = []
        for (name, trace) in Self.clean(Self.gallery) {
            failures += try Self.project(trace, label: name)
        }
        #expect(
            failures.isEmpty,
            Comment(rawValue: "\(failures.count) disagreements:\n" + failures.prefix(40).joined(separator: "\n")))
    }

    @Test("random runs, projected, are read alike by every command", arguments: Profile.allCases)
    func randomProjections(_ profile: Profile) throws {
        var failures: [String] = []
        let runs = Self.clean(try Self.randomRuns(profile))
        #expect(runs.count > 50, "\(profile): most random runs are legal")
        for (name, trace) in runs { failures += try Self.project(trace, label: name) }
        #expect(
            failures.isEmpty,
            Comment(rawValue: "\(failures.count) disagreements:\n" + failures.prefix(40).joined(separator: "\n")))
    }

    @Test("a log exported in each console style and imported back is read alike", arguments: Profile.allCases)
    func consoleRoundTrips(_ profile: Profile) throws {
        var failures: [String] = []
        for (name, trace) in Self.clean(try Self.randomRuns(profile)).prefix(12) {
            for style in [ExportFormat.console, .consoleCompact, .consoleLumberjack, .consoleObjC] {
                let log = try TraceExporter.text(header: trace.header, events: trace.events, format: style)
                // No profile given: the importer infers it, as for a user's log.
                let imported = try ConsoleLogImporter.importText(log)
                let back = Projected(header: imported.header, events: imported.events)
                failures += try Readings.disagreements(back).map { "\(name) \(style): \($0)" }
            }
        }
        #expect(
            failures.isEmpty,
            Comment(rawValue: "\(failures.count) disagreements:\n" + failures.prefix(40).joined(separator: "\n")))
    }

    /// With LIFELINE_PROJECTION_DUMP=DIR, each projected trace that some command reads
    /// otherwise is written there, to be run through the commands by hand.
    static func dump(_ trace: Projected, as label: String) {
        guard let folder = ProcessInfo.processInfo.environment["LIFELINE_PROJECTION_DUMP"] else { return }
        let name = label.map { $0.isLetter || $0.isNumber ? $0 : "-" }
        try? TraceWriter.text(header: trace.header, events: trace.events)
            .write(toFile: folder + "/" + String(name) + ".jsonl", atomically: true, encoding: .utf8)
    }

    /// Every projection of `trace`, each read by every command.
    static func project(_ trace: Projected, label: String) throws -> [String] {
        var failures: [String] = []
        for (index, projection) in Projection.allCases.enumerated() {
            guard let projected = projection.apply(to: trace, seed: UInt64(index + 1)) else { continue }
            let found = try Readings.disagreements(projected)
            failures += found.map { "\(label) [\(projection)]: \($0)" }
            if !found.isEmpty { dump(projected, as: "\(label) \(projection)") }
        }
        return failures
    }
}
