@testable import LifelineCheck
import LifelineModel
@testable import LifelineRender
import LifelineSupport
import LifelineTeach
import LifelineTrace
import Testing

/// One pass (issue 30): every reader of a trace follows each event once. `check`, each
/// drawing checked while it is drawn (what `render` does), `stats` and `report` all read the
/// step their source followed the event to, rather than following the trace again.
@Suite struct FollowerStepTests {
    static let traces = [
        "ios12/home-and-return", "ios13/swipe-kill", "ipados-multiwindow/two-windows",
        "swiftui/swiftui-two-scenes"
    ].map { OneJudgeTests.repository + "/Traces/" + $0 + ".jsonl" }

    /// The events of `path`, and the follower steps `body` takes reading it.
    static func steps(_ path: String, _ body: () throws -> Void) throws -> (events: Int, steps: Int) {
        let events = try TraceReader(path: path).readAll().count
        let counter = FollowerStepCounter()
        try FollowerStepCounter.$current.withValue(counter) { try body() }
        return (events, counter.steps)
    }

    @Test(arguments: traces)
    func checkStepsOncePerEvent(_ path: String) throws {
        let count = try Self.steps(path) { _ = try Checker.check(path: path) }
        #expect(count.steps == count.events)
    }

    @Test(arguments: traces)
    func everyCheckedDrawingStepsOncePerEvent(_ path: String) throws {
        for kind in TraceDiagramKind.allCases {
            var draws = 0
            let count = try Self.steps(path) {
                _ = try CheckedDrawing.draw(
                    checker: CheckerOptions(), options: RenderOptions(),
                    open: { () throws(Diagnostic) in try TraceReader(path: path) }
                ) { source, options throws(Diagnostic) in
                    draws += 1
                    let sink = MemorySink()
                    try TraceRenderer(kind: kind, format: .dot, options: options).render(source, title: "t", to: sink)
                    return sink.text
                }
            }
            #expect(draws == 1, "\(path) \(kind): drawn again")
            #expect(count.steps == count.events, "\(path) \(kind): \(count.steps) steps for \(count.events) events")
        }
    }

    @Test(arguments: traces)
    func statsStepOncePerEvent(_ path: String) throws {
        let count = try Self.steps(path) { _ = try TraceStats.gather(path: path) }
        #expect(count.steps == count.events)
    }

    /// The report follows the trace once: its event list takes what the drawing pass's
    /// follower made of each event (`ReportMoves`) and reads the trace again only for its text.
    @Test(arguments: traces)
    func reportStepsOncePerEvent(_ path: String) throws {
        let count = try Self.steps(path) { try HTMLReport(input: try ReportInput(path: path)).write(to: MemorySink()) }
        #expect(count.steps == count.events, "\(path): \(count.steps) steps for \(count.events) events")
    }
}
