import Foundation
import Testing
import LifelineModel
@testable import LifelineSupport
@testable import LifelineTrace

/// The optional `handler` key (`simulate --app`): the writer puts it last, and every reading
/// path (canonical, foreign, reference) reads it back, to the event and to the record.
@Suite("Handler field")
struct HandlerFieldTests {
    static let header = #"{"lifeline":1,"profile":"ios13","source":"simulate","scenario":"cold-launch"}"#
    static let handler = "App/SceneDelegate.swift:16 SceneDelegate.sceneDidBecomeActive(_:)"

    static func read(_ lines: [String]) throws -> (events: [TraceEvent], records: [TraceEvent]) {
        let path = NSTemporaryDirectory() + "handler-\(UUID().uuidString).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try ([header] + lines).joined(separator: "\n").appending("\n").write(
            toFile: path, atomically: true, encoding: .utf8)
        let events = try TraceReader(path: path).readAll()
        let reader = try TraceReader(path: path)
        var records: [TraceEvent] = []
        while let record = try reader.nextRecord() { records.append(reader.symbols.event(for: record)) }
        return (events, records)
    }

    static let event = TraceEvent(
        seq: 5, time: TraceTime(microseconds: 5000), kind: .callback, receiver: .scene, scene: "S1",
        session: "A", method: .sceneDidBecomeActive, from: "foregroundInactive", to: "foregroundActive",
        duration: TraceTime(microseconds: 1000), cause: 1, handler: handler)

    @Test("the writer puts handler last, after detail, and the line reads back to the same event")
    func roundTrip() throws {
        var event = Self.event
        event.detail = "configuration=Default Configuration"
        let line = TraceEventCodec.encode(event)
        #expect(line.hasSuffix(#","detail":"configuration=Default Configuration","handler":"\#(Self.handler)"}"#))
        // Twice: the second line's body comes from the canonical decoder's cache.
        var second = event
        second.seq = 6
        let (events, records) = try Self.read([line, TraceEventCodec.encode(second)])
        #expect(events == [event, second])
        #expect(records == [event, second])
    }

    @Test("other writers' spellings: keys in another order with spaces, and an escaped handler")
    func foreignAndReference() throws {
        let foreign =
            #"{ "handler" : "\#(Self.handler)", "seq":5, "t":0.005, "kind":"callback", "receiver":"scene", "scene":"S1", "session":"A", "method":"sceneDidBecomeActive(_:)", "from":"foregroundInactive", "to":"foregroundActive", "dur":0.001, "cause":1 }"#
        let escaped =
            #"{"seq":6,"t":0.006,"kind":"callback","receiver":"scene","scene":"S1","method":"sceneDidBecomeActive(_:)","handler":"A\u00e9.swift:1 X.y"}"#
        let (events, records) = try Self.read([foreign, escaped])
        #expect(events.first == Self.event)
        #expect(events.last?.handler == "Aé.swift:1 X.y")
        #expect(records == events)
    }

    @Test("a handler that is not a string is an error at its column")
    func wrongType() throws {
        #expect(throws: Diagnostic.self) {
            _ = try Self.read([
                #"{"seq":1,"t":0.000,"kind":"callback","receiver":"app","method":"applicationDidBecomeActive(_:)","handler":7}"#
            ])
        }
    }
}
