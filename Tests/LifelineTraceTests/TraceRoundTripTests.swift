import Foundation
import LifelineTestSupport
import Testing
import PropertyBased
import LifelineModel
@testable import LifelineTrace

/// Strings that stress escaping: quotes, backslashes, control characters, markup, RTL, emoji.
let awkwardCharacters: [Character] = [
    "a", "Z", "0", " ", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "<", ">", "&",
    "]", "}", "|", "-", "\u{202E}", "\u{2028}", "é", "🙂", "👩‍💻", "/"
]

let awkwardString = Gen.int(in: 0...(awkwardCharacters.count - 1)).map { awkwardCharacters[$0] }
    .array(of: 0...12).map { String($0) }

/// A valid event of any kind, built from random parts (so that it passes the schema).
func makeEvent(kind: Int, text: String, other: String, number: Int, micros: Int64) -> TraceEvent {
    let callback = Callback.allCases[number % Callback.allCases.count]
    var e = TraceEvent(
        seq: 1, time: TraceTime(microseconds: micros), kind: EventKind.allCases[kind % EventKind.allCases.count])
    switch e.kind {
    case .action:
        e.name = text
        e.by = number % 2 == 0 ? .user : .system
        e.detail = other.isEmpty ? nil : other
    case .callback:
        e.method = callback
        e.receiver = callback.receiver
        if callback.receiver == .scene {
            e.scene = text
            e.from = SceneActivationState.allCases[number % 5].rawValue
        } else {
            e.from = AppState.allCases[number % 5].rawValue
        }
        e.session = other.isEmpty ? nil : other
        e.duration = number % 3 == 0 ? TraceTime(microseconds: Int64(number)) : nil
        // A cause is a seq, 1 or more: the reader rejects 0.
        e.cause = number % 4 == 0 && number > 0 ? number : nil
    case .notification:
        e.name = LifecycleNotification.allCases[number % LifecycleNotification.allCases.count].name
        e.scene = text
    case .state:
        e.name = SilentTransition.allCases[number % SilentTransition.allCases.count].rawValue
        e.to = AppState.allCases[number % 5].rawValue
    case .phase:
        e.level = .scene
        e.scene = text
        e.to = ScenePhase.allCases[number % 3].rawValue
        e.view = other
    case .environment:
        e.name = text
        e.value = other
        e.view = "ContentView"
    case .note:
        e.value = text
        e.detail = other
    }
    return e
}

let eventGen = zip(
    Gen.int(in: 0...6), awkwardString, awkwardString, Gen.int(in: 0...10_000), Gen.int64(in: 0...90_000_000_000)
)
.map { t in makeEvent(kind: t.0, text: t.1, other: t.2, number: t.3, micros: t.4) }

@Suite("Trace round trip")
struct TraceRoundTripTests {
    @Test("write then read gives the same header and events (property)")
    func roundTrip() async {
        await propertyCheck(count: 200, input: eventGen.array(of: 0...30), awkwardString) { events, scenario in
            var numbered = events
            for index in numbered.indices { numbered[index].seq = index + 1 }
            let header = TraceHeader(
                profile: .ios13, source: "test", scenario: scenario,
                extra: [("seed", .number("7")), ("restoredSessions", .array([.string(scenario)]))])
            let path = scratchPath("roundtrip-\(UUID().uuidString).jsonl")
            defer { try? FileManager.default.removeItem(atPath: path) }
            do {
                let writer = try TraceWriter(path: path, header: header)
                for event in numbered { try writer.write(event) }
                try writer.finish()
                let reader = try TraceReader(path: path)
                #expect(reader.header == header)
                #expect(try reader.readAll() == numbered)
            } catch {
                Issue.record("round trip failed: \(error)")
            }
        }
    }

    @Test("times are written with 3 to 6 decimals and read back exactly")
    func times() {
        #expect(TraceTime(microseconds: 4_000).description == "0.004")
        #expect(TraceTime(microseconds: 12_500_000).description == "12.500")
        #expect(TraceTime(microseconds: 125).description == "0.000125")
        #expect(TraceTime(parsing: "0.004") == TraceTime(microseconds: 4_000))
        #expect(TraceTime(parsing: "1.0000005") == TraceTime(microseconds: 1_000_001))
        #expect(TraceTime(parsing: "7") == TraceTime(microseconds: 7_000_000))
    }

    @Test("the writer's bytes are stable: fixed key order")
    func stableBytes() {
        let event = TraceEvent(
            seq: 5, time: TraceTime(microseconds: 11_000), kind: .callback, receiver: .scene, scene: "S1",
            session: "A", method: .sceneWillEnterForeground, from: "unattached", to: "foregroundInactive")
        #expect(
            TraceEventCodec.encode(event)
                == #"{"seq":5,"t":0.011,"kind":"callback","receiver":"scene","scene":"S1","session":"A","method":"sceneWillEnterForeground(_:)","from":"unattached","to":"foregroundInactive"}"#
        )
        let header = TraceHeader(profile: .ios13, source: "simulate", scenario: "cold-launch")
        #expect(
            TraceEventCodec.encode(header)
                == #"{"lifeline":1,"profile":"ios13","source":"simulate","scenario":"cold-launch"}"#)
    }

    @Test("the reader accepts Objective-C selectors and writes Swift spellings")
    func selectors() throws {
        let path = scratchPath("selector.jsonl")
        try
            (#"{"lifeline":1}"# + "\n"
            + #"{"seq":1,"t":0,"kind":"callback","receiver":"app","method":"applicationDidBecomeActive:"}"# + "\n")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let events = try TraceReader(path: path).readAll()
        #expect(events.first?.method == .applicationDidBecomeActive)
    }
}
