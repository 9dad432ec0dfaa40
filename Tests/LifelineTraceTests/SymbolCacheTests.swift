import Testing
import PropertyBased
@testable import LifelineTrace

/// `SymbolCache` against a dictionary, through any sequence of sets, removals, clears and
/// identifier-table restarts.
@Suite("Symbol cache")
struct SymbolCacheTests {
    @Test("answers as a dictionary would, whatever the order of operations (property)")
    func againstDictionary() async {
        let operation = zip(Gen.int(in: 0...9), Gen.int(in: 0...40), Gen.int(in: 0...1_000))
        await propertyCheck(count: 300, input: operation.array(of: 1...200)) { operations in
            let symbols = TraceSymbols(identifierCapacity: 16)
            var cache = SymbolCache()
            var model: [String: Int32] = [:]
            var generation = symbols.identifierGeneration
            for (kind, id, value) in operations {
                let record = symbols.record(
                    for: TraceEvent(seq: 1, time: .zero, kind: .note, scene: "S\(id)", value: "x"))
                if symbols.identifierGeneration != generation {
                    // The table started over: symbols mean other strings now, and the cache forgets.
                    model.removeAll()
                    generation = symbols.identifierGeneration
                }
                let found = cache.value(for: record.scene, in: symbols)
                #expect(found == model["S\(id)"], "S\(id)")
                switch kind {
                case 0...4:
                    cache.set(Int32(value), for: record.scene)
                    model["S\(id)"] = Int32(value)
                case 5...7:
                    cache.remove(record.scene)
                    model["S\(id)"] = nil
                default:
                    cache.removeAll()
                    model.removeAll()
                }
            }
        }
    }

    @Test("Symbol.none has no place")
    func noneHasNoPlace() {
        let symbols = TraceSymbols()
        var cache = SymbolCache()
        cache.set(7, for: .none)
        #expect(cache.value(for: .none, in: symbols) == nil)
    }
}
