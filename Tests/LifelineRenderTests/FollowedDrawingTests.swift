import Foundation
import LifelineModel
import LifelineTrace
import Testing
@testable import LifelineRender

/// The renderers draw what the follower reads (issue 14).
@Suite struct FollowedDrawingTests {
    static let traces = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Traces").path

    static func canonical() throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: traces).filter { $0.hasSuffix(".jsonl") }.sorted()
    }

    @Test func everyCanonicalStateDiagramShowsATakenTransition() throws {
        let files = try Self.canonical()
        #expect(files.count >= 79)
        var withoutDiagram: [String] = []
        for file in files {
            let reader = try TraceReader(path: Self.traces + "/" + file)
            let summary = try TraceStateSummary.readDefault(reader, options: RenderOptions(), merge: false)
            let diagram = Self.traces + "/" + file.dropLast(".jsonl".count) + ".state.svg"
            guard FileManager.default.fileExists(atPath: diagram) else {
                // The gallery leaves out a diagram only where nothing moved (Scripts/traces.sh).
                #expect(summary.movesCounted == 0, "\(file): moves, but has no state diagram")
                withoutDiagram.append(file)
                continue
            }
            #expect(summary.movesCounted > 0, "\(file): an empty state diagram")
        }
        // A sceneless app built with the iOS 27 SDK does not launch (TN3187, facts §9): no
        // machine moves, so the gallery shows its timeline (with UIKit's note) and no state
        // diagram. Any other trace without one fails here.
        #expect(withoutDiagram == ["ios12/scene-mandate.jsonl"])
    }

    static func summary(_ events: [TraceEvent], profile: Profile) throws -> TraceStateSummary {
        var summary = TraceStateSummary(
            table: try #require(MachineTable.of(.scene, profile: profile)), options: RenderOptions(), merge: false)
        for event in events { summary.add(event) }
        return summary
    }

    static func homeAndReturn() throws -> [TraceEvent] {
        try TraceReader(path: traces + "/ios13/home-and-return.jsonl").readAll()
    }

    @Test func strippedTraceDrawsNoForbiddenMove() throws {
        let stripped = try Self.homeAndReturn().map { event -> TraceEvent in
            var event = event
            if event.kind == .callback {
                event.from = nil
                event.to = nil
            }
            return event
        }
        var tracker = try #require(MachineTable.of(.scene, profile: .ios13).map { StateTracker(table: $0) })
        let moves = stripped.compactMap { tracker.apply($0) }
        #expect(moves.count >= 6)
        #expect(moves.allSatisfy { $0.allowed }, "\(moves.filter { !$0.allowed })")
        var app = try #require(MachineTable.of(.app, profile: .ios13).map { StateTracker(table: $0) })
        let appMoves = stripped.compactMap { app.apply($0) }
        #expect(appMoves.allSatisfy { $0.allowed })
    }

    @Test func droppedCallbackIsDrawnOnTheEdgeTaken() throws {
        var events = try Self.homeAndReturn()
        let second = try #require(
            events.indices.filter { events[$0].method == .sceneWillEnterForeground }.dropFirst().first)
        events.remove(at: second)
        var tracker = try #require(MachineTable.of(.scene, profile: .ios13).map { StateTracker(table: $0) })
        let moves = events.compactMap { tracker.apply($0) }
        // The notification that UIKit posts beside the dropped callback makes the move the
        // drawing shows (issue 43 item 2); check reports the callback missing (LC301).
        #expect(moves.allSatisfy { $0.allowed })
        #expect(moves.filter { $0.from == "background" && $0.to == "foregroundInactive" }.count == 1)
        #expect(!moves.contains { $0.from == "background" && $0.to == "foregroundActive" })
        let legal = moves.filter { $0.from == "foregroundInactive" && $0.to == "foregroundActive" }
        #expect(legal.count == 2 && legal.allSatisfy { $0.allowed })
    }

    static func lifelines(_ file: String) throws -> [String] {
        let collector = try SequenceCollector.read(try TraceReader(path: traces + "/" + file), options: RenderOptions())
        return collector.participants.sorted().map(collector.title(of:))
    }

    /// A SwiftUI app has no delegates of its own (facts §5): its sequence diagram draws the
    /// app and the scene, not delegates, unless the trace shows one being called.
    @Test func swiftUISequenceDrawsNoDelegateTheAppLacks() throws {
        #expect(
            try Self.lifelines("swiftui/home-and-return.jsonl")
                == ["User / system", "UIKit", "App", "Scene S1", "NotificationCenter"])
        // An app delegate adaptor but no scene delegate class.
        let documents = try Self.lifelines("swiftui/swiftui-documents.jsonl")
        #expect(documents.contains("App delegate") && documents.contains("Scene S1"))
        #expect(!documents.contains { $0.hasPrefix("Scene") && $0.hasSuffix("delegate") })
        // UIKit apps keep their delegates, called or not.
        #expect(try Self.lifelines("ios13/home-and-return.jsonl").contains("Scene S1 delegate"))
        #expect(try Self.lifelines("ios12/cold-launch.jsonl").contains("App delegate"))
    }

    /// The timeline's app lane likewise names a delegate only if the app has one.
    @Test func timelineNamesNoDelegateTheAppLacks() throws {
        func appLane(_ file: String) throws -> String {
            let timeline = try TimelineCollector.read(
                try TraceReader(path: Self.traces + "/" + file), options: RenderOptions())
            return timeline.title(of: .app)
        }
        #expect(try appLane("swiftui/home-and-return.jsonl") == "App")
        #expect(try appLane("swiftui/swiftui-documents.jsonl") == "App delegate")
        #expect(try appLane("ios13/home-and-return.jsonl") == "App delegate")
        let sink = MemorySink()
        try ChromeTraceWriter.write(
            try TraceReader(path: Self.traces + "/swiftui/home-and-return.jsonl"), title: "t",
            options: RenderOptions(), to: sink)
        #expect(!sink.text.contains("delegate"))
    }

    /// SwiftUI moves a launching scene background → inactive → active in one instant: each
    /// change gets its own tick on the phase lane (a zero-length bar draws nothing).
    @Test func sameInstantPhaseChangesEachGetTheirStep() throws {
        let timeline = try TimelineCollector.read(
            try TraceReader(path: Self.traces + "/swiftui/home-and-return.jsonl"),
            options: RenderOptions())
        func ticks(_ lane: (TimelineLane) -> Bool) -> [String] {
            timeline.marks.filter { lane($0.lane) && $0.time == 0 }.sorted { $0.seq < $1.seq }.map(\.label)
        }
        #expect(
            ticks { if case .scenePhase(_, "S1") = $0 { return true } else { return false } }
                == ["phase → inactive", "phase → active"])
        #expect(ticks { $0 == .appPhase } == ["phase → inactive", "phase → active"])
        #expect(timeline.marks.allSatisfy { $0.kind != .phase || $0.problems.isEmpty })
    }
}
