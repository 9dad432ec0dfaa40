import Foundation
import Testing
import PropertyBased
import LifelineModel
import LifelineTrace
import LifelineRuntime
@testable import LifelineCheck

/// `TraceStats` counts records through symbol-keyed slots and writes its report as bytes; these
/// hold it to `ReferenceStats`, which counts `String` ids plainly, through every way in:
/// in-memory events, records of symbol tables small enough to start over on every event, and
/// the reader.
@Suite("Trace stats")
struct TraceStatsTests {
    static func viaEvents(_ events: [TraceEvent], profile: Profile = .ios13) -> String {
        var stats = TraceStats(profile: profile)
        for event in events { stats.add(event) }
        stats.finish()
        return stats.text(file: "t")
    }

    static func viaRecords(_ events: [TraceEvent], identifierCapacity: Int, profile: Profile = .ios13) -> String {
        let symbols = TraceSymbols(vocabularyCapacity: 3, identifierCapacity: identifierCapacity, textCapacity: 2)
        var stats = TraceStats(profile: profile)
        for event in events { stats.add(symbols.record(for: event), symbols: symbols) }
        stats.finish()
        return stats.text(file: "t")
    }

    static func expectAllAgree(_ events: [TraceEvent], profile: Profile = .ios13, _ comment: Comment? = nil) {
        let expected = ReferenceStats(events, profile: profile).text(file: "t")
        #expect(viaEvents(events, profile: profile) == expected, comment)
        for capacity in [3, 7, 4096] {
            #expect(viaRecords(events, identifierCapacity: capacity, profile: profile) == expected, comment)
        }
    }

    @Test("random simulations, every profile: records, events and the reference agree (property)")
    func randomSimulations() async {
        let runs = zip(Gen.int(in: 0...(Profile.allCases.count - 1)), Gen.int(in: 1...10_000), Gen.int(in: 50...3_000))
        await propertyCheck(count: 40, input: runs) { profile, seed, count in
            let collector = TraceCollector()
            try RandomRun(profile: Profile.allCases[profile], events: count, seed: UInt64(seed)).run(into: collector)
            Self.expectAllAgree(
                collector.events, profile: Profile.allCases[profile], "\(Profile.allCases[profile]) seed \(seed)")
        }
    }

    /// Ids that sort by number or not, that are canonically equal but spelled apart, that are
    /// empty, control characters, long, or a number only after a prepended mark.
    static let awkwardIDs = [
        "S1", "S2", "S10", "S012", "S12", "S", "", "\u{E9}1", "e\u{301}1", "\u{600}1", "\u{600}",
        "A\u{1B}[31m7", "new\nline", "S99999999999999999999", "S-1", "1", "01",
        "a scene id longer than fifteen bytes 42", "\u{C5}ngstr\u{F6}m9", "A\u{30A}ngstro\u{308}m9", "\u{1F600} 5"
    ]

    /// An event of `kind` 0...4 (scene callback, app callback, state change, app state change, note).
    static func event(_ seq: Int, time: Int64, kind: Int, scene: Int, state: Int, method: Int) -> TraceEvent {
        let sceneStates = SceneActivationState.allCases.map(\.rawValue), appStates = AppState.allCases.map(\.rawValue)
        let id = scene < awkwardIDs.count ? awkwardIDs[scene] : nil
        var event = TraceEvent(
            seq: seq, time: TraceTime(microseconds: time), kind: kind < 2 ? .callback : kind < 4 ? .state : .note)
        switch kind {
        case 0, 1:
            let callbacks = Callback.allCases.filter { $0.receiver == (kind == 0 ? .scene : .app) }
            event.method = callbacks[method % callbacks.count]
            event.receiver = event.method?.receiver
            event.scene = kind == 0 ? id ?? "S1" : id
            event.to = state < 5 ? (kind == 0 ? sceneStates : appStates)[state] : nil
        case 2, 3:
            event.name = "suspend"
            event.scene = kind == 2 ? id : nil
            event.to = (kind == 2 ? sceneStates : appStates)[state % 5]
        default:
            event.scene = id
            event.value = "v"
        }
        return event
    }

    @Test("awkward scene ids, times that go back: records, events and the reference agree (property)")
    func awkwardEvents() async {
        let step = zip(
            Gen.int(in: 0...4), Gen.int(in: 0...(Self.awkwardIDs.count + 2)), Gen.int(in: 0...6),
            Gen.int(in: 0...40), Gen.int64(in: -2_000_000...9_000_000))
        await propertyCheck(count: 300, input: step.array(of: 0...80)) { steps in
            var time: Int64 = 0
            var events: [TraceEvent] = []
            for (index, (kind, scene, state, method, delta)) in steps.enumerated() {
                time = max(0, time + delta)
                events.append(Self.event(index + 1, time: time, kind: kind, scene: scene, state: state, method: method))
            }
            Self.expectAllAgree(events)
        }
    }

    @Test("more scene ids than the symbol cache has places, each coming back: every one finds its row")
    func manyScenes() {
        var events: [TraceEvent] = []
        for round in 0..<2 {
            for scene in 0..<5_000 {
                var event = TraceEvent(
                    seq: events.count + 1, time: TraceTime(microseconds: Int64(events.count) * 10), kind: .state)
                event.name = "suspend"
                event.scene = "S\(scene * 7919 % 5_000)"
                event.to = round == 0 ? "background" : "suspended"
                events.append(event)
            }
        }
        let expected = ReferenceStats(events).text(file: "t")
        #expect(Self.viaRecords(events, identifierCapacity: 9_000) == expected)
        #expect(Self.viaRecords(events, identifierCapacity: 4_096) == expected)
        // The report comes in pieces that end at line ends (each is escaped on its own).
        var stats = TraceStats()
        for event in events { stats.add(event) }
        stats.finish()
        var pieces: [String] = []
        stats.write(file: "t") { pieces.append($0) }
        #expect(pieces.count > 1)
        #expect(pieces.allSatisfy { $0.hasSuffix("\n") })
        #expect(pieces.joined() == expected)
        // Events after `finish` (which lets go of the lookup tables) still find their scenes' rows.
        let symbols = TraceSymbols()
        for event in events { stats.add(symbols.record(for: event), symbols: symbols) }
        stats.finish()
        #expect(stats.text(file: "t").split(separator: "\n").count == expected.split(separator: "\n").count)
        #expect(stats.timeInState.count == 5_000)
    }

    @Test("every bundled trace: the reader's records give the reference's report")
    func bundledTraces() throws {
        let root = Fixtures.repository + "/Traces"
        let files = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".jsonl") }.sorted()
        #expect(files.count >= 48)
        for file in files {
            let path = root + "/" + file
            let reader = try TraceReader(path: path)
            let events = try reader.readAll()
            #expect(
                try TraceStats.gather(path: path).text(file: "t")
                    == ReferenceStats(events, profile: reader.header.profile ?? .ios13).text(file: "t"), "\(file)")
        }
    }

    @Test("times are written as TraceTime writes them (property)")
    func timeFormat() async {
        await propertyCheck(count: 2_000, input: Gen.int64(in: -90_000_000_000...9_000_000_000_000_000)) { micros in
            for value in [micros, micros / 1_000 * 1_000, micros / 10 * 10, micros % 1_000_000] {
                var buffer = StatsTextBuffer()
                buffer.time(value)
                #expect(buffer.take() == TraceTime(microseconds: value).description)
            }
        }
    }

    @Test("a long random run read from its file, a thousand scenes: the reference's report")
    func longRunFromFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-stats-\(getpid()).jsonl")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try RandomRun(profile: .ipadosMultiwindow, events: 40_000, seed: 7).write(to: path, mutation: nil)
        let reader = try TraceReader(path: path)
        let events = try reader.readAll()
        let expected = ReferenceStats(events, profile: .ipadosMultiwindow).text(file: "t")
        // One row per scene: the run opens and closes a thousand windows.
        #expect(expected.split(separator: "\n").count > 1_000)
        #expect(try TraceStats.gather(path: path).text(file: "t") == expected)
    }
}
