import Foundation
import LifelineTestSupport
import Testing
@testable import LifelineSupport

#if canImport(Glibc)
    import Glibc
#endif

/// `OutputFile` replaces a regular file atomically, but writes straight into a device, FIFO or
/// socket: renaming over `/dev/null` (as root) would leave a regular file where the device was.
@Suite("Output file targets")
struct OutputFileTests {
    static func inode(_ path: String) -> ino_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_ino : nil
    }

    @Test("regular files, new paths and directories are replaced; devices and FIFOs are written in place")
    func decision() throws {
        let directory = try scratchDirectory("output-decision")
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
        let directory = try scratchDirectory("output-regular")
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

    @Test("writing to /dev/null leaves it a character device")
    func devNull() throws {
        // Checked first, so that a wrong decision cannot go on to replace the real /dev/null.
        try #require(fileType("/dev/null") == S_IFCHR)
        try #require(OutputFile.writesInPlace("/dev/null"))
        let file = try OutputFile(path: "/dev/null")
        try file.write(String(repeating: "x", count: 100_000))
        try file.commit()
        #expect(fileType("/dev/null") == S_IFCHR)

        // Given up before commit: nothing to remove, and the device stays.
        let abandoned = try OutputFile(path: "/dev/null")
        try abandoned.write("partial\n")
        _ = abandoned
        #expect(fileType("/dev/null") == S_IFCHR)
    }
}
