import Foundation
import Testing
import LifelineModel
@testable import LifelineTrace

import LifelineTestSupport

@Suite("Streaming reader memory")
struct StreamingMemoryTests {
    @Test("reading a 40 MB trace keeps peak memory far below the file's size")
    func constantMemory() throws {
        let path = scratchPath("large.jsonl")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try TraceWriter(path: path, header: TraceHeader(profile: .ios13, source: "test"))
        let count = 100_000
        for seq in 1...count {
            try writer.write(TraceEvent(seq: seq, time: TraceTime(microseconds: Int64(seq) * 10), kind: .callback,
                                        receiver: .scene, scene: "S\(seq % 7)", session: "A",
                                        method: .sceneDidBecomeActive, from: "foregroundInactive", to: "foregroundActive",
                                        detail: String(repeating: "x", count: 250)))
        }
        try writer.finish()
        let size = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(size > 40_000_000)

        let before = peakResidentBytes()
        let reader = try TraceReader(path: path)
        var seen = 0, lastSeq = 0
        while let event = try reader.next() {
            seen += 1
            lastSeq = event.seq
        }
        let growth = peakResidentBytes() - before
        #expect(seen == count && lastSeq == count)
        // A reader that kept the events or the file would grow by at least the file's size.
        #expect(growth < size / 4, "peak memory grew by \(growth) bytes reading \(size) bytes")
    }
}
