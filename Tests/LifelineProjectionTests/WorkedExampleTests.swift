import LifelineCheck
import LifelineExchange
import LifelineModel
import LifelineRender
import LifelineTeach
import LifelineTrace
import Testing

/// Docs/following.md's worked example: a real NSLog log with no willFinishLaunching, ending
/// with Xcode's Stop, read identically by `check`, `explain`, the timeline and `stats`.
@Suite struct WorkedExampleTests {
    static let log = """
        2026-03-02 09:41:07.120 Notes[5170:312204] application:didFinishLaunchingWithOptions:
        2026-03-02 09:41:07.388 Notes[5170:312204] applicationDidBecomeActive:
        2026-03-02 09:41:13.091 Notes[5170:312204] applicationWillResignActive:
        2026-03-02 09:41:13.604 Notes[5170:312204] applicationDidEnterBackground:
        2026-03-02 09:41:19.770 Notes[5170:312204] applicationWillEnterForeground:
        2026-03-02 09:41:20.012 Notes[5170:312204] applicationDidBecomeActive:
        Message from debugger: Terminated due to signal 9

        """

    @Test func everyCommandReadsTheLogAlike() throws {
        let imported = try ConsoleLogImporter.importText(Self.log)
        let header = imported.header, events = imported.events
        #expect(header.profile == .ios12)
        let result = try Checker.check(events: events, header: header)
        #expect(!result.violations.contains { $0.severity == .error })

        let narrator = Narrator(header: header, events: events, file: "ex.jsonl")
        #expect(
            narrator.steps().map(\.snapshot.line) == [
                "app inactive or background", "app active", "app inactive", "app background", "app inactive",
                "app active", "app notRunning"
            ])
        for case .asked(let question) in Quiz(narrator: narrator).items { #expect(!question.offModel) }

        var stats = TraceStats(header: header)
        for event in events { stats.add(event) }
        stats.finish()
        // Milliseconds in inactive, active, background: the open first 0.268 s is not timed.
        let timed = [AppState.inactive, .active, .background].map { stats.appTimeInState[$0.slot] / 1_000 }
        #expect(timed == [755, 5_703, 6_166])

        var timeline = TimelineCollector(profile: .ios12, options: RenderOptions(), reading: header.reading)
        for event in events { timeline.add(event) }
        timeline.finish()
        let bars = timeline.intervals.filter { $0.lane == .app }.map { "\($0.state) \(($0.end - $0.start) / 1_000)" }
        #expect(
            bars == [
                "inactive or background 268", "active 5703", "inactive 513", "background 6166", "inactive 242"
            ])
    }
}
