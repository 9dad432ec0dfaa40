import Foundation
import LifelineTestSupport
import Testing
@testable import LifelineTrace

#if canImport(Glibc)
    import Glibc
#endif

/// The trace writer into a FIFO: `OutputFile` (LifelineSupportTests) decides to write in place,
/// and the writer's pieces must then reach a reader whole, in order, with the FIFO left a FIFO.
@Suite("Trace writer into a FIFO")
struct TraceWriterFIFOTests {
    @Test("a trace written to a FIFO reaches its reader whole, and the FIFO stays a FIFO")
    func fifo() throws {
        let directory = try scratchDirectory("output-fifo")
        let fifo = directory + "/trace.fifo"
        try #require(mkfifo(fifo, 0o600) == 0)
        // The read end opens first (non-blocking, so nothing waits for a writer), so that the
        // writer's open returns at once; then a thread drains it while the trace is written.
        // Had the FIFO been replaced instead, the reader would see no writer and stop: no hang.
        let readEnd = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(readEnd >= 0)
        defer { close(readEnd) }
        let header = TraceHeader(profile: .ios13, source: "test")
        let writer = try TraceWriter(path: fifo, header: header)
        _ = fcntl(readEnd, F_SETFL, 0)
        let received = Received()
        let reader = Thread {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while case let n = read(readEnd, &chunk, chunk.count), n > 0 { received.bytes += chunk[..<n] }
            received.done.signal()
        }
        reader.start()

        let events = (1...5_000).map { seq in
            TraceEvent(seq: seq, time: TraceTime(milliseconds: Int64(seq)), kind: .note, value: "note \(seq)")
        }
        for event in events { try writer.write(event) }
        try writer.finish()

        #expect(received.done.wait(timeout: .now() + 60) == .success)
        let expected = Array(TraceWriter.text(header: header, events: events).utf8)
        let whole = received.bytes == expected
        #expect(whole, "the reader got \(received.bytes.count) bytes, not the trace's \(expected.count)")
        #expect(fileType(fifo) == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["trace.fifo"])
    }
}

/// What the FIFO's reader thread got, handed back to the test.
private final class Received: @unchecked Sendable {
    var bytes: [UInt8] = []
    let done = DispatchSemaphore(value: 0)
}
