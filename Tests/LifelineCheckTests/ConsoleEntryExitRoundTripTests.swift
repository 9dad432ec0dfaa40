import Foundation
import Testing
import LifelineExchange
import LifelineModel
import LifelineRuntime
import LifelineTrace
@testable import LifelineCheck

/// Issue 31: simulate → console log in each style, every call written as an entry line and an
/// exit line with the app's own output between them → import **without** a profile → the same
/// callbacks, and a clean check.
@Suite("Console round trip with entry and exit lines")
struct ConsoleEntryExitRoundTripTests {
    /// Each callback line twice, its name followed by an entry word, then by an exit word, with
    /// a line of the app's own between (the words vary with the line, as apps' helpers do).
    static func withEntryExitPairs(_ log: String, names: [String]) -> String {
        let pairs = [("begin", "end"), ("Function Called", "Response"), ("start", "done"), ("called", "finished")]
        var out: [Substring] = []
        var n = 0
        for line in log.split(separator: "\n", omittingEmptySubsequences: false) {
            guard !line.contains("Lifeline: "), !line.hasPrefix("Message from debugger"),
                let name = names.first(where: { line.contains($0) }), let range = line.range(of: name)
            else {
                out.append(line)
                continue
            }
            let (entry, exit) = pairs[n % pairs.count]
            n += 1
            out.append(line[..<range.upperBound] + " - \(entry)" + line[range.upperBound...])
            if let prefix = line.range(of: "] ") {
                out.append(line[..<prefix.upperBound] + "Lifeline: refreshing the feed")
            }
            out.append(line[..<range.upperBound] + " - \(exit)" + line[range.upperBound...])
        }
        return out.joined(separator: "\n")
    }

    /// Longest first, so that `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`
    /// is found before a shorter spelling inside it.
    static let names = CallbackCatalogue.entries.flatMap { [$0.swiftName, $0.selector] }.sorted { $0.count > $1.count }

    @Test(
        "entry/exit pairs import back to the same callbacks without --profile, and check clean (property)",
        arguments: ConsoleRoundTripTests.consoleStyles)
    func pairs(_ format: ExportFormat) throws {
        for profile in Profile.allCases {
            for seed in UInt64(21)...22 {
                let collector = TraceCollector()
                try RandomRun(profile: profile, events: 1_500, seed: seed).run(into: collector)
                let header = TraceHeader(profile: profile, source: "simulate", scenario: "random")
                let log = try TraceExporter.text(header: header, events: collector.events, format: format)
                let paired = ConsoleEntryExitRoundTripTests.withEntryExitPairs(
                    log, names: ConsoleEntryExitRoundTripTests.names)
                let imported = try ConsoleLogImporter.importText(paired)
                let original = collector.events.filter {
                    $0.kind == .callback
                        && $0.detail.map { !$0.contains("not called") && !$0.contains("does not implement") } ?? true
                }
                #expect(
                    imported.events.filter { $0.kind == .callback }.map(\.method) == original.map(\.method),
                    "\(format) \(profile) seed \(seed)")
                // Every call's exit line was merged into it, and nothing else.
                #expect(imported.summary.merged == original.count, "\(format) \(profile) seed \(seed)")
                let result = try Checker.check(events: imported.events, header: imported.header, file: "pairs.jsonl")
                let errors = result.violations.filter { $0.severity == .error }
                // Inferred from the log (a run may never show two windows at once: then ios13).
                if profile != .ipadosMultiwindow {
                    #expect(
                        imported.header.profile == profile,
                        "\(format) \(profile) seed \(seed): inferred \(imported.header.profile)")
                }
                #expect(
                    errors.isEmpty,
                    "\(format) \(profile) seed \(seed) (imported as \(imported.header.profile)): \(errors.prefix(3).map { "\($0.ruleID) \($0.message)" })"
                )
            }
        }
    }
}
