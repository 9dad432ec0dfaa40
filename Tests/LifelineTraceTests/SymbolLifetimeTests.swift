import Testing
import LifelineModel
@testable import LifelineTrace

/// Issue 15's use-after-free: a caller keeps `EventRecord`s after their `TraceSymbols` table
/// starts over. Before symbols carried their generation, `symbols.string(record.scene)` read a
/// string the table had released (wrong ids, garbage bytes); now a stale symbol resolves to nil.
@Suite("Symbol lifetime")
struct SymbolLifetimeTests {
    @Test("records kept past a start-over resolve to nil, never to another string or freed storage")
    func keptRecords() {
        let symbols = TraceSymbols(vocabularyCapacity: 3, identifierCapacity: 3, textCapacity: 2)
        var kept: [(EventRecord, TraceEvent)] = []
        for i in 1...40 {
            var event = TraceEvent(seq: i, time: TraceTime(microseconds: Int64(i)), kind: .notification)
            event.name = LifecycleNotification.allCases[i % LifecycleNotification.allCases.count].name
            event.scene = "scene-\(i)-" + String(repeating: "x", count: 40)
            let record = symbols.record(for: event)
            // While its event is handled, a record resolves to its own strings.
            #expect(symbols.event(for: record) == event)
            kept.append((record, event))
        }
        #expect(symbols.identifierGeneration > 0)
        var stale = 0
        for (record, event) in kept {
            if let scene = symbols.string(record.scene) {
                #expect(scene == event.scene, "a kept symbol resolved to another scene id")
            } else {
                stale += 1
            }
            // Model names are seeds: they keep their meaning through every start-over.
            #expect(symbols.string(record.name) == event.name)
            #expect(symbols.traits(record.name).notification != nil)
        }
        #expect(stale >= 30)
    }

    @Test("a symbol from an earlier generation at a position now in use is not taken for the new string")
    func reusedPosition() {
        let symbols = TraceSymbols(vocabularyCapacity: 3, identifierCapacity: 3, textCapacity: 2)
        let first = symbols.record(for: TraceEvent(seq: 1, time: .zero, kind: .note, scene: "A", value: "one"))
        for i in 2...10 {
            _ = symbols.record(for: TraceEvent(seq: i, time: .zero, kind: .note, scene: "B\(i)", value: "v\(i)"))
        }
        let now = symbols.record(for: TraceEvent(seq: 11, time: .zero, kind: .note, scene: "C", value: "two"))
        #expect(first.scene.position == now.scene.position || symbols.string(first.scene) == nil)
        #expect(symbols.string(first.scene) == nil)
        #expect(symbols.string(first.value) == nil)
        #expect(symbols.string(now.scene) == "C")
    }
}
