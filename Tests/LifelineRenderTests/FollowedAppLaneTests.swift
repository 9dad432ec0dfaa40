import Foundation
import LifelineModel
import LifelineTrace
import Testing
@testable import LifelineRender

/// The drawings read the follower's step and nothing else (issue 43 item 1): the timeline's
/// app lane is `applicationStateAfter` (its states left open drawn as such), and the state
/// diagram counts and draws every move the follower makes, the first ones too.
@Suite struct FollowedAppLaneTests {
    static let gallery = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Traces").path

    /// The app's intervals as the follower reads the trace, event by event: what `stats`
    /// times. One state where the step knows it, the states left open named `a or b`.
    static func followedAppIntervals(_ path: String) throws -> [TimelineInterval] {
        let reader = try TraceReader(path: path)
        var follower = RecordFollower(
            profile: RenderOptions().profile(for: reader.header), reading: reader.header.reading)
        var intervals: [TimelineInterval] = []
        var open: (state: String, since: Int64)?
        var last: Int64 = 0
        while let record = try reader.nextRecord() {
            let step = follower.step(record, symbols: reader.symbols)
            let t = record.time.microseconds
            last = max(last, t)
            let bits = step.applicationPossibleAfter & AppState.everySlot
            let state: String? =
                step.applicationStateAfter?.rawValue
                ?? (bits == AppState.everySlot || bits == 0
                    ? nil : TimelineCollector.openName(AppState.states(in: bits).map(\.rawValue)))
            if open?.state == state, state != nil { continue }
            if let current = open, t > current.since {
                intervals.append(TimelineInterval(lane: .app, state: current.state, start: current.since, end: t))
            }
            open = state.map { ($0, t) }
        }
        if let current = open, last > current.since {
            intervals.append(TimelineInterval(lane: .app, state: current.state, start: current.since, end: last))
        }
        return intervals
    }

    /// The scene app's log ended by Xcode's Stop, as `lifeline import` writes it: the
    /// debugger's note, then the `terminate` it infers. Written to a temporary file rather than
    /// kept under Tests/: `OneJudgeTests` holds every kept trace to "no ✗ where check is
    /// clean", which this one breaks until the follower ends the app at the note.
    static func debuggerStop() throws -> String {
        let text =
            try String(contentsOfFile: TraceFixtures.path("console-ios13-scene"), encoding: .utf8)
                + """
                {"seq":9,"t":8.100,"kind":"note","value":"Terminated due to signal 9"}
                {"seq":10,"t":8.100,"kind":"state","name":"terminate","from":"active","to":"notRunning",\
                "detail":"the debugger saw the process end: Terminated due to signal 9"}

                """
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lifeline-debugger-stop-\(ProcessInfo.processInfo.processIdentifier).jsonl"
        ).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Every trace of the gallery, then the console logs here.
    static func paths() throws -> [String] {
        let gallery = try FileManager.default.subpathsOfDirectory(atPath: Self.gallery)
            .filter { $0.hasSuffix(".jsonl") }.sorted().map { Self.gallery + "/" + $0 }
        #expect(gallery.count >= 79)
        return try gallery
            + ["console-ios12-no-will-finish", "console-ios13-scene", "console-ios13-mid-way"].map(TraceFixtures.path)
            + [Self.debuggerStop()]
    }

    static func timeline(_ path: String) throws -> TimelineCollector {
        try TimelineCollector.read(TraceReader(path: path), options: RenderOptions())
    }

    @Test func consoleLogWithoutWillFinishDrawsEveryState() throws {
        let path = TraceFixtures.path("console-ios12-no-will-finish")
        let c = try Self.timeline(path)
        let app = c.intervals.filter { $0.lane == .app }.map { "\($0.state) \($0.start)-\($0.end)" }
        #expect(
            app == [
                "inactive or background 0-300000", "active 300000-6000000", "inactive 6000000-6500000",
                "background 6500000-9000000", "inactive 9000000-9200000"
            ])
        let dot = TimelineDiagram.dot(c, title: "t")
        #expect(dot.contains("state bar: active"))
        #expect(dot.contains("state bar: inactive or background (dashed: left open"))
        #expect(dot.contains("filled,dashed"))
        let text = TextTimeline.render(c, title: "t", color: false)
        #expect(text.contains("? left open"))
    }

    @Test func sceneAppLaneIsTheScenesAggregate() throws {
        let c = try Self.timeline(TraceFixtures.path("console-ios13-scene"))
        let app = c.intervals.filter { $0.lane == .app }
        // Active while its scene is, as explain says: not background all session.
        #expect(app.contains { $0.state == "active" && $0.start == 30_000 && $0.end == 5_000_000 })
        #expect(app.contains { $0.state == "background" && $0.start == 5_100_000 && $0.end == 8_000_000 })
    }

    @Test func sceneLaneStartsWhereAMoveFromAnUnknownStateLeads() throws {
        // A log that starts mid-way: sceneWillResignActive(_:) from a state it does not show.
        let c = try Self.timeline(TraceFixtures.path("console-ios13-mid-way"))
        let scene = c.intervals.filter { if case .scene = $0.lane { return true } else { return false } }
        #expect(scene.first.map { "\($0.state) \($0.start)-\($0.end)" } == "foregroundInactive 0-1000")
    }

    /// Every trace of the gallery and the console logs here: the timeline's app bars are the
    /// follower's `applicationStateAfter` intervals, to the microsecond.
    @Test func appLaneIsTheFollowersApplicationState() throws {
        for path in try Self.paths() {
            let drawn = try Self.timeline(path).intervals.filter { $0.lane == .app }
            #expect(drawn == (try Self.followedAppIntervals(path)), "\(path)")
        }
    }

    /// The state diagram counts one transition per move the follower makes on its machine:
    /// none dropped, a move from a state the trace does not show included.
    @Test func stateDiagramCountsEveryMove() throws {
        for path in try Self.paths() {
            for machine in [MachineKind.app, .scene, .phase] {
                let reader = try TraceReader(path: path)
                let profile = RenderOptions().profile(for: reader.header)
                guard MachineTable.of(machine, profile: profile) != nil else { continue }
                let summary = try TraceStateSummary.read(
                    reader, machine: machine, options: RenderOptions(), merge: false)
                let again = try TraceReader(path: path)
                var follower = RecordFollower(profile: profile, reading: again.header.reading)
                var moves = 0
                while let record = try again.nextRecord() {
                    if follower.step(record, symbols: again.symbols).moves(machine) { moves += 1 }
                }
                #expect(summary.movesCounted == moves, "\(path) \(machine.rawValue)")
            }
        }
    }

    @Test func launchWithoutWillFinishIsAnEntryIntoTheOpenStates() throws {
        let reader = try TraceReader(path: TraceFixtures.path("console-ios12-no-will-finish"))
        let summary = try TraceStateSummary.read(reader, machine: .app, options: RenderOptions(), merge: false)
        #expect(summary.movesCounted == 6)
        let dot = TraceStateDiagram.dot(summary, title: "t")
        #expect(dot.contains("6 transitions"))
        #expect(dot.contains("c0_unknown -> c0_inactive_or_background"))
        #expect(dot.contains("c0_inactive_or_background -> c0_active"))
        #expect(dot.contains("left open: one of these states"))
        #expect(!dot.contains("d00000"))
    }

    /// Xcode's Stop while the app is active (`Message from debugger: Terminated due to signal
    /// 9`, and a `terminate` after it as older imports wrote) ends the run; `check` says
    /// clean. The follower ends the process at the note, from whatever state it was in, so the
    /// trailing `terminate` is no move and nothing is drawn as outside the model.
    @Test func debuggerStopIsTheEndOfTheRun() throws {
        let c = try Self.timeline(Self.debuggerStop())
        let dot = TimelineDiagram.dot(c, title: "t")
        #expect(!dot.contains("not in the model"))
        #expect(!dot.lowercased().contains("d00000"))
    }
}
