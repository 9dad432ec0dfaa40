import LifelineModel
import LifelineSupport
import LifelineTrace
import Testing
@testable import LifelineRender

/// The renderers read records: these tests hold the record path to the drawings it must make
/// whatever the symbol tables do, and the in-memory `add(_ event:)` conveniences to the same.
@Suite struct RecordPathTests {
    /// Every drawing of every fixture, with symbol tables so small that they start over on
    /// every event (vocabulary) or every other one (identifiers), is the drawing made with
    /// the reader's own tables: nothing may keep a symbol past its generation.
    @Test(arguments: TraceFixtures.names)
    func tinySymbolTablesDrawTheSame(name: String) throws {
        let events = try TraceFixtures.reader(name).readAll()
        let header = try TraceFixtures.reader(name).header
        for options in Self.optionVariants {
            for (kind, format) in Self.drawings {
                let expected = try render(EventArraySource(header: header, events: events), kind, format, options)
                let tiny = try render(TinyTablesSource(header: header, events: events), kind, format, options)
                #expect(tiny == expected, "\(name) \(kind) \(format)")
            }
        }
    }

    /// Many scenes, past the scene limit, reconnecting and interleaved, with tables that start
    /// over often: the scenes' lanes and clusters stay those of first sight.
    @Test func manyScenesWithTablesStartingOver() throws {
        let header = TraceHeader(profile: .ipadosMultiwindow, source: "test")
        let events = Self.manyScenes(count: 40)
        for options in Self.optionVariants + [RenderOptions(detailLimit: 30)] {
            for (kind, format) in Self.drawings {
                let expected = try render(EventArraySource(header: header, events: events), kind, format, options)
                let tiny = try render(TinyTablesSource(header: header, events: events), kind, format, options)
                #expect(tiny == expected, "\(kind) \(format)")
            }
        }
    }

    /// `add(_ event:)` (what the HTML report calls) draws what reading the source draws.
    @Test(arguments: TraceFixtures.names)
    func eventConveniencesMatchTheRecordPath(name: String) throws {
        let reader = try TraceFixtures.reader(name)
        let events = try reader.readAll()
        let profile = reader.header.profile ?? .ios13
        let options = RenderOptions(detailLimit: 20)
        let machine: MachineKind = profile.usesScenes ? .scene : .app
        let table = try #require(MachineTable.of(machine, profile: profile))

        var summary = TraceStateSummary(table: table, options: options, merge: false)
        var timeline = TimelineCollector(profile: profile, options: options)
        for event in events {
            summary.add(event)
            timeline.add(event)
        }
        timeline.finish()
        let source = EventArraySource(header: reader.header, events: events)
        let read = try TraceStateSummary.read(source, machine: machine, options: options, merge: false)
        #expect(TraceStateDiagram.dot(summary, title: name) == TraceStateDiagram.dot(read, title: name))
        let readTimeline = try TimelineCollector.read(
            EventArraySource(header: reader.header, events: events), options: options)
        #expect(TimelineDiagram.dot(timeline, title: name) == TimelineDiagram.dot(readTimeline, title: name))
    }

    /// A scene whose id is empty shares the app's track, as it did when tracks were keyed by
    /// id and the app's was `""`.
    @Test func emptySceneIDSharesTheAppTrack() throws {
        var tracker = try #require(MachineTable.of(.scene, profile: .ios13).map { StateTracker(table: $0) })
        let connect = TraceFixtures.event(1, 0, .callback) {
            $0.receiver = .scene
            $0.scene = ""
            $0.method = .sceneWillConnect
            $0.from = "unattached"
            $0.to = "unattached"
        }
        let foreground = TraceFixtures.event(2, 0.5, .callback) {
            $0.receiver = .scene
            $0.scene = ""
            $0.method = .sceneWillEnterForeground
            $0.to = "foregroundInactive"
        }
        let connected = tracker.apply(connect)
        #expect(connected?.track == StateStep.appTrack)
        let moved = tracker.apply(foreground)
        let move = try #require(moved)
        #expect(move.from == "unattached" && move.to == "foregroundInactive")
        #expect(tracker.appState == "foregroundInactive")
    }

    /// A process run's end forgets its scenes, as the checker does: a scene id the trace uses
    /// again after a kill starts from nothing rather than from the dead scene's state.
    @Test func processRunEndForgetsTheScenes() throws {
        var tracker = try #require(MachineTable.of(.scene, profile: .ios13).map { StateTracker(table: $0) })
        let events = [
            TraceFixtures.event(1, 0, .callback) {
                $0.receiver = .scene
                $0.scene = "S1"
                $0.method = .sceneWillEnterForeground
                $0.from = "unattached"
                $0.to = "foregroundInactive"
            },
            TraceFixtures.event(2, 1, .state) {
                $0.name = "terminate"
                $0.from = "background"
                $0.to = "notRunning"
            },
            TraceFixtures.event(3, 2, .callback) {
                $0.receiver = .scene
                $0.scene = "S1"
                $0.method = .sceneDidBecomeActive
            }
        ]
        for event in events.prefix(2) { _ = tracker.apply(event) }
        #expect(tracker.state(ofSceneSlot: 0) == nil)
        let after = tracker.apply(events[2])
        #expect(after == nil, "no state to leave: the scene of the killed process is gone")
    }

    /// Findings added in any order are found, and only for their own events.
    @Test func highlightTableFindsFindingsInAnyOrder() {
        let table = HighlightTable()
        for seq in [5, 2, 9, 5] { table.add(Highlight(seq: seq, ruleID: "R\(seq)", severity: .warning, message: "")) }
        #expect(table[5]?.count == 2)
        #expect(table[2]?.first?.ruleID == "R2")
        #expect(table[9] != nil)
        #expect(table[1] == nil && table[3] == nil && table[10] == nil)
    }

    // MARK: Helpers

    private static let drawings: [(TraceDiagramKind, TraceOutputFormat)] = [
        (.state, .dot), (.state, .mermaid), (.timeline, .dot), (.timeline, .txt), (.timeline, .plantuml),
        (.sequence, .dot), (.state, .chrome)
    ]

    private static let optionVariants: [RenderOptions] = [
        RenderOptions(),
        RenderOptions(
            scenes: ["S2", "S7"], highlights: [Highlight(seq: 7, ruleID: "T1", severity: .error, message: "m")]),
        RenderOptions(from: TraceTime(seconds: 0.5), to: TraceTime(seconds: 4), sceneLimit: 1)
    ]

    private func render(
        _ source: TraceSource, _ kind: TraceDiagramKind, _ format: TraceOutputFormat,
        _ options: RenderOptions
    ) throws -> String {
        let sink = MemorySink()
        try TraceRenderer(kind: kind, format: format, options: options).render(source, title: "t", to: sink)
        return sink.text
    }

    /// `count` scenes connecting, going to the background and back, and disconnecting, each
    /// starting two steps after the one before (so three or four live at once), with a
    /// notification naming one of them between steps.
    private static func manyScenes(count: Int) -> [TraceEvent] {
        var events: [TraceEvent] = []
        func add(_ build: (inout TraceEvent) -> Void) {
            var event = TraceEvent(
                seq: events.count + 1, time: TraceTime(milliseconds: Int64(events.count) * 10), kind: .callback)
            build(&event)
            events.append(event)
        }
        add {
            $0.receiver = .app
            $0.method = .willFinishLaunching
            $0.from = "notRunning"
            $0.to = "background"
        }
        add {
            $0.receiver = .app
            $0.method = .didFinishLaunching
            $0.from = "background"
            $0.to = "background"
        }
        let steps: [(Callback, String, String)] = [
            (.sceneWillConnect, "unattached", "unattached"),
            (.sceneWillEnterForeground, "unattached", "foregroundInactive"),
            (.sceneDidBecomeActive, "foregroundInactive", "foregroundActive"),
            (.sceneWillResignActive, "foregroundActive", "foregroundInactive"),
            (.sceneDidEnterBackground, "foregroundInactive", "background"),
            (.sceneDidDisconnect, "background", "unattached")
        ]
        for round in 0..<(steps.count + 2 * count) {
            for scene in 0..<count where steps.indices.contains(round - 2 * scene) {
                let step = steps[round - 2 * scene]
                add {
                    $0.receiver = .scene
                    $0.scene = "S\(scene)"
                    $0.session = "P\(scene)"
                    $0.method = step.0
                    $0.from = step.1
                    $0.to = step.2
                }
            }
            add {
                $0.kind = .notification
                $0.name = "UIScene.didActivateNotification"
                $0.scene = "S\(round / 2 % count)"
            }
        }
        return events
    }
}

/// Events interned into the smallest symbol tables there are, so that they start over as
/// often as they can.
private final class TinyTablesSource: TraceSource {
    let header: TraceHeader
    let symbols = TraceSymbols(vocabularyCapacity: 3, identifierCapacity: 3, textCapacity: 2)
    private let events: [TraceEvent]
    private var index = 0

    init(header: TraceHeader, events: [TraceEvent]) {
        self.header = header
        self.events = events
    }

    func nextRecord() throws(Diagnostic) -> EventRecord? {
        guard index < events.count else { return nil }
        defer { index += 1 }
        return symbols.record(for: events[index])
    }
}
