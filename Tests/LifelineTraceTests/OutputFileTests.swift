import Foundation
import Testing
@testable import LifelineSupport
@testable import LifelineTrace

#if canImport(Glibc)
    import Glibc
#endif

/// `OutputFile` replaces a regular file atomically, but writes straight into a device, FIFO or
/// socket: renaming over `/dev/null` (as root) would leave a regular file where the device was.
@Suite("Output file targets")
struct OutputFileTests {
    /// A fresh, empty directory for one test.
    static func directory(_ name: String) throws -> String {
        let path = scratchPath("output-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The file type bits of `path` (after symbolic links), or nil if it does not exist.
    static func type(_ path: String) -> mode_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    static func inode(_ path: String) -> ino_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_ino : nil
    }

    @Test("regular files, new paths and directories are replaced; devices and FIFOs are written in place")
    func decision() throws {
        let directory = try Self.directory("decision")
        let regular = directory + "/trace.jsonl"
        try "old\n".write(toFile: regular, atomically: false, encoding: .utf8)
        let fifo = directory + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        let link = directory + "/null-link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")

        #expect(!OutputFile.writesInPlace(regular))
        #expect(!OutputFile.writesInPlace(directory + "/new.jsonl"))
        #expect(!OutputFile.writesInPlace(directory))
        #expect(OutputFile.writesInPlace(fifo))
        #expect(OutputFile.writesInPlace("/dev/null"))
        #expect(OutputFile.writesInPlace(link), "a link to a device is the device")
        // A draft that can be dropped: a regular file or a new path, not a device, FIFO or stdout.
        #expect(OutputFile.isAtomic(regular) && OutputFile.isAtomic(directory + "/new.jsonl"))
        #expect(!OutputFile.isAtomic(fifo) && !OutputFile.isAtomic("/dev/null") && !OutputFile.isAtomic("-"))
    }

    @Test("a regular target is replaced by a new file (temporary file, then rename)")
    func regularIsReplaced() throws {
        let directory = try Self.directory("regular")
        let target = directory + "/out.txt"
        try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
        let before = try #require(Self.inode(target))
        let file = try OutputFile(path: target)
        try file.write("new\n")
        try file.commit()
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new\n")
        #expect(Self.inode(target) != before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["out.txt"])
    }

    @Test("a trace written to a FIFO reaches its reader whole, and the FIFO stays a FIFO")
    func fifo() throws {
        let directory = try Self.directory("fifo")
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
        #expect(Self.type(fifo) == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["trace.fifo"])
    }

    @Test("writing to /dev/null leaves it a character device")
    func devNull() throws {
        // Checked first, so that a wrong decision cannot go on to replace the real /dev/null.
        try #require(Self.type("/dev/null") == S_IFCHR)
        try #require(OutputFile.writesInPlace("/dev/null"))
        let file = try OutputFile(path: "/dev/null")
        try file.write(String(repeating: "x", count: 100_000))
        try file.commit()
        #expect(Self.type("/dev/null") == S_IFCHR)

        // Given up before commit: nothing to remove, and the device stays.
        let abandoned = try OutputFile(path: "/dev/null")
        try abandoned.write("partial\n")
        _ = abandoned
        #expect(Self.type("/dev/null") == S_IFCHR)
    }
}

/// What the FIFO's reader thread got, handed back to the test.
private final class Received: @unchecked Sendable {
    var bytes: [UInt8] = []
    let done = DispatchSemaphore(value: 0)
}
