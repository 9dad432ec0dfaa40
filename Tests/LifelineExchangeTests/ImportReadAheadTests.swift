import Foundation
import Testing
@testable import LifelineExchange
import LifelineSupport
import LifelineTrace

/// A large log's bytes read on a second thread (`ChunkReadAhead`) are the file's bytes, in
/// the sizes `read(2)` gives, and split into the same lines as a file read on one thread.
@Suite("Importer: reading ahead")
struct ImportReadAheadTests {
    /// A file of `bytes` in the temporary directory, removed by the caller.
    static func file(_ bytes: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("readahead-\(UUID().uuidString).log")
        try Data(bytes).write(to: url)
        return url
    }

    /// Bytes that are no repetition of a chunk: a chunk boundary misplaced shows.
    static func numbered(_ count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        var k: UInt64 = 1
        while bytes.count < count {
            k = k &* 6364136223846793005 &+ 1442695040888963407
            bytes.append(UInt8(truncatingIfNeeded: k >> 33))
        }
        return bytes
    }

    @Test("reads of any size give the file's bytes in order, the full count until the end, then 0")
    func bytesInOrder() throws {
        let bytes = ImportReadAheadTests.numbered(3 * ChunkReadAhead.chunkSize + 12_345)
        let url = try ImportReadAheadTests.file(bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        let fd = try ReadableFile.openForReading(url.path, name: url.path)
        defer { try? fd.close() }
        let ahead = try #require(ChunkReadAhead(reading: fd))
        defer { ahead.stop() }
        let sizes = [1, 7, ChunkReadAhead.chunkSize - 8, 65_536, 2 * ChunkReadAhead.chunkSize + 3, 999]
        var read: [UInt8] = []
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: sizes.max()!)
        defer { buffer.deallocate() }
        var k = 0
        while true {
            let size = sizes[k % sizes.count]
            k += 1
            let n = try ahead.read(into: buffer, count: size, file: "f")
            if n == 0 { break }
            // Like read(2) on a regular file: short only at the end.
            #expect(n == size || read.count + n == bytes.count)
            read.append(contentsOf: UnsafeBufferPointer(start: buffer, count: n))
        }
        #expect(read == bytes)
        #expect(try ahead.read(into: buffer, count: 10, file: "f") == 0)
    }

    @Test("a large log's lines are the lines between its line breaks, an over-long one empty")
    func sameLines() throws {
        var lines: [[UInt8]] = []
        var bytes: [UInt8] = []
        var k = 0
        while bytes.count < Int(ChunkReadAhead.smallestFile) + ChunkReadAhead.chunkSize {
            // Lengths that straddle chunk ends, a few long but within the limit, one over it.
            let length =
                k == 40 ? LineReader.maxLineLength * 3 : k % 97 == 0 ? 300_000 + k : 50 + (k * 7919) % 400
            let line = Array(repeating: UInt8(ascii: "a") + UInt8(k % 26), count: length)
            lines.append(line)
            bytes += line + [0x0A]
            k += 1
        }
        let url = try ImportReadAheadTests.file(bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        let reader = try ConsoleLogReader(path: url.path)
        #expect(reader.readsAhead == (Cores.available >= 2))
        var read: [[UInt8]] = []
        while let line = try reader.nextLine(file: "f") { read.append(Array(line)) }
        #expect(read.count == lines.count)
        #expect(read[40].isEmpty)
        #expect(reader.overlongLines == 1)
        lines[40] = []
        #expect(read == lines)
    }
}
