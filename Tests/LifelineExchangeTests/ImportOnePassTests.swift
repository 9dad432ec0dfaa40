import Foundation
import Testing
import LifelineModel
@testable import LifelineExchange
@testable import LifelineSupport
@testable import LifelineTrace

/// With the profile given, the importer reads the log once (`convertInOnePass`) and learns the
/// header while it writes; these hold it to the two passes (survey, then writing), the
/// reference, on every fixture, under every profile, in memory and through a file.
@Suite("Importer: one pass with the profile given")
struct ImportOnePassTests {
    /// The two-pass import of `bytes` as the trace's text and the summary line.
    static func twoPasses(_ bytes: [UInt8], profile: Profile) throws -> (text: String, summary: String) {
        var first = MemoryLines(bytes)
        let survey = try ConsoleLogImporter.survey(&first, profile: profile)
        var second = MemoryLines(bytes)
        var events: [TraceEvent] = []
        var summary = try ConsoleLogImporter.convert(&second, survey: survey) {
            (event: TraceEvent) throws(Diagnostic) in events.append(event)
        }
        summary.profileInferred = false
        return (TraceWriter.text(header: ConsoleLogImporter.header(for: survey), events: events), summary.description)
    }

    static func onePass(_ bytes: [UInt8], profile: Profile) throws -> (text: String, summary: String) {
        let result = try ConsoleLogImporter.importBytes(bytes, profile: profile)
        return (TraceWriter.text(header: result.header, events: result.events), result.summary.description)
    }

    /// Logs whose first event has a time, has none, or has none while a later one has (the
    /// guess `.synthetic` proved wrong: imported again in two passes), and none at all.
    static let timingLogs: [String] = [
        """
        2024-01-02 09:41:07.015 Shop[512:77001] application(_:didFinishLaunchingWithOptions:)
        applicationDidBecomeActive(_:)
        2024-01-02 09:41:09.500 Shop[512:77001] applicationWillResignActive(_:)
        """,
        """
        application(_:didFinishLaunchingWithOptions:)
        2024-01-02 09:41:07.015 Shop[512:77001] applicationDidBecomeActive(_:)
        applicationWillResignActive(_:)
        2024-01-02 09:41:09.500 Shop[512:77001] applicationDidEnterBackground(_:)
        """,
        """
        Shop[512:77001] -[AppDelegate application:didFinishLaunchingWithOptions:]
        Shop[512:77001] -[AppDelegate applicationDidBecomeActive:]
        """,
        "nothing here\n",
        ""
    ]

    @Test("one pass writes what two passes write: every fixture and timing, every profile")
    func sameAsTwoPasses() throws {
        // The logs, in ImportFixtures/ and its folders (real/: issue 31's, origins beside them).
        let fixtures = (FileManager.default.enumerator(atPath: importFixtures.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".log") }.sorted()
        #expect(fixtures.count >= 15)
        let logs =
            try fixtures.map { Array(try Data(contentsOf: importFixtures.appendingPathComponent($0))) }
            + ImportOnePassTests.timingLogs.map { Array($0.utf8) }
        for (index, bytes) in logs.enumerated() {
            for profile in Profile.allCases {
                let reference = try ImportOnePassTests.twoPasses(bytes, profile: profile)
                let result = try ImportOnePassTests.onePass(bytes, profile: profile)
                #expect(result.text == reference.text, "log \(index), \(profile.rawValue)")
                #expect(result.summary == reference.summary, "log \(index), \(profile.rawValue)")
            }
        }
    }

    @Test("the guess about times is taken back when a later line has a time")
    func timingGuessTakenBack() throws {
        var lines = MemoryLines(Array(ImportOnePassTests.timingLogs[1].utf8))
        let (summary, survey) = try ConsoleLogImporter.convertInOnePass(&lines, profile: .ios12) {
            (_: TraceEvent) throws(Diagnostic) in
        }
        #expect(survey == nil)
        #expect(summary.timing == .mixed)
        let result = try ConsoleLogImporter.importText(ImportOnePassTests.timingLogs[1], profile: .ios12)
        #expect(result.events.map(\.time.microseconds) == [0, 0, 0, 2_485_000])
    }

    @Test("a file imported in one pass is the two-pass trace, and skipped lines are reported once")
    func throughAFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("onepass-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let logs =
            try ["ipad-two-windows.log", "mixed-styles.log"].map {
                Array(try Data(contentsOf: importFixtures.appendingPathComponent($0)))
            }
            + ImportOnePassTests.timingLogs.prefix(2).map { Array(("appDidBecomeActive()\n" + $0).utf8) }
        for (index, bytes) in logs.enumerated() {
            let input = directory.appendingPathComponent("\(index).log").path
            let output = directory.appendingPathComponent("\(index).jsonl").path
            try Data(bytes).write(to: URL(fileURLWithPath: input))
            var skipped: [Int] = []
            let summary = try ConsoleLogImporter.importLog(at: input, to: output, profile: .ipadosMultiwindow) {
                skipped.append($0.line)
            }
            let reference = try ImportOnePassTests.twoPasses(bytes, profile: .ipadosMultiwindow)
            #expect(try String(contentsOfFile: output, encoding: .utf8) == reference.text, "log \(index)")
            #expect(summary.description == reference.summary, "log \(index)")
            #expect(Set(skipped).count == skipped.count, "log \(index): \(skipped)")
            if index >= 2 { #expect(skipped == [1], "log \(index)") }
        }
        // Only the trace is left in the directory: the spool had no name.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
                $0.hasSuffix(".jsonl") || $0.hasPrefix(".")
            }.sorted()
                == (0..<logs.count).map { "\($0).jsonl" }.sorted())
    }
}
