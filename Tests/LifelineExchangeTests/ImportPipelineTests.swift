import Foundation
import Testing
@testable import LifelineExchange
import LifelineSupport
import LifelineTrace

/// A large log read on a second thread (`LinePipeline`) gives the importer what one thread
/// gives it: the same lines, positions and counts, then the same end or error.
@Suite("Importer: lines read on a second thread")
struct ImportPipelineTests {
    /// A file of `bytes` in the temporary directory, removed by the caller.
    static func file(_ bytes: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pipeline-\(UUID().uuidString).log")
        try Data(bytes).write(to: url)
        return url
    }

    /// Every line `source` hands out with where it is, and the counts at the end.
    static func drain<Source: ConsoleLineSource>(_ source: inout Source) throws -> (
        lines: [[UInt8]], positions: [LinePosition], counts: [Int]
    ) {
        var lines: [[UInt8]] = []
        var positions: [LinePosition] = []
        while let line = try source.nextLine() {
            lines.append(Array(line))
            positions.append(source.position)
        }
        let records = source.records
        return (lines, positions, [records.linesRead, records.records, records.unreadableRecords, source.overlongLines])
    }

    /// Every fixture (console lines, ndjson and `--style json` records, broken ones), repeated
    /// past the size that starts a thread.
    static func largeLog() throws -> [UInt8] {
        let fixtures = (FileManager.default.enumerator(atPath: importFixtures.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".log") }.sorted()
        var all: [UInt8] = []
        for name in fixtures {
            all += Array(try Data(contentsOf: importFixtures.appendingPathComponent(name))) + [0x0A]
        }
        var log: [UInt8] = [0xEF, 0xBB, 0xBF]
        while log.count < Int(LinePipeline.smallestFile) + 3 * LinePipeline.batchBytes { log += all }
        // A record cut short at the end: handed on as its raw lines.
        return log + Array("[{\n  \"eventMessage\" : \"applicationDidBecomeActive(_:)\",\n".utf8)
    }

    @Test("the lines, positions and counts of one thread's reading, in memory")
    func sameAsOneThread() throws {
        let log = try ImportPipelineTests.largeLog()
        let url = try ImportPipelineTests.file(log)
        defer { try? FileManager.default.removeItem(at: url) }
        var file = try FileLines(path: url.path, file: "f")
        var memory = MemoryLines(log)
        let piped = try ImportPipelineTests.drain(&file)
        let reference = try ImportPipelineTests.drain(&memory)
        #expect(piped.lines.count == reference.lines.count)
        #expect(piped.lines == reference.lines)
        #expect(piped.positions == reference.positions)
        #expect(piped.counts == reference.counts)
        #expect(reference.counts[1] > 0 && reference.counts[2] > 0)
    }

    @Test("an over-long line is skipped and counted, the lines around it kept")
    func overlongLine() throws {
        var lines: [[UInt8]] = []
        var bytes: [UInt8] = []
        var k = 0
        while bytes.count < Int(LinePipeline.smallestFile) + LinePipeline.batchBytes {
            let length = k == 40 ? LineReader.maxLineLength * 3 : k % 97 == 0 ? 300_000 + k : 50 + (k * 7919) % 400
            let line = Array(repeating: UInt8(ascii: "a") + UInt8(k % 26), count: length)
            lines.append(k == 40 ? [] : line)
            bytes += line + [0x0A]
            k += 1
        }
        let url = try ImportPipelineTests.file(bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        var file = try FileLines(path: url.path, file: "f")
        let piped = try ImportPipelineTests.drain(&file)
        #expect(piped.lines == lines)
        #expect(piped.counts == [lines.count, 0, 0, 1])
    }

    @Test("binary data: every line before it, then the same error")
    func errorAfterTheLinesBeforeIt() throws {
        let line = Array("2024-01-02 09:41:07.015 Shop[512:77001] applicationDidBecomeActive(_:)\n".utf8)
        var bytes: [UInt8] = []
        while bytes.count < Int(LinePipeline.smallestFile) { bytes += line }
        let before = bytes.count / line.count
        bytes += Array(repeating: 0, count: ConsoleLogReader.maxBinaryBytes + 10) + [0x0A] + line
        let url = try ImportPipelineTests.file(bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        var file = try FileLines(path: url.path, file: "f")
        var read = 0
        let error = #expect(throws: Diagnostic.self) {
            while try file.nextLine() != nil { read += 1 }
        }
        #expect(read == before)
        #expect(error?.line == before + 1)
        #expect(error?.message.contains("binary data") == true)
    }
}
