import Foundation
import Testing

/// The reader streams: reading a trace four times as large costs no more memory (issue 33: in
/// a child process, so that tests running beside it in this one cannot move the peak).
@Suite("Streaming reader memory")
struct StreamingMemoryTests {
    /// A trace of `count` events of about 400 bytes each, in `directory`.
    private static func trace(_ count: Int, in directory: URL) throws -> String {
        let path = directory.appendingPathComponent("t\(count).jsonl").path
        var text = #"{"lifeline":1,"profile":"ios13","source":"test"}"# + "\n"
        let detail = String(repeating: "x", count: 250)
        for seq in 1...count {
            text +=
                #"{"seq":\#(seq),"t":\#(Double(seq) / 100_000),"kind":"callback","receiver":"scene","scene":"S\#(seq % 7)","session":"A","method":"sceneDidBecomeActive(_:)","from":"foregroundInactive","to":"foregroundActive","detail":"\#(detail)"}"#
                + "\n"
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("stats of a 40 MB trace peaks no higher than of a 10 MB one, give or take a quarter of the difference")
    func constantMemory() throws {
        let directory = try BoundaryRunner.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let small = try Self.trace(25_000, in: directory), large = try Self.trace(100_000, in: directory)
        let sizes = try [small, large].map {
            try #require(FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int)
        }
        #expect(sizes[1] > 40_000_000)
        let peaks = try [small, large].map { path -> Double in
            let result = try BoundaryRunner.run(["stats", path], in: directory, stdoutPath: "/dev/null", measured: true)
            #expect(result.status == 0, "\(result.stderr)")
            return result.peakMB
        }
        // A reader that kept the events or the file would grow by at least the 30 MB between them.
        let grewMB = peaks[1] - peaks[0], limitMB = Double(sizes[1] - sizes[0]) / 4 / 1_048_576
        #expect(
            grewMB < limitMB, "peak memory \(peaks[0]) MB for \(sizes[0]) bytes, \(peaks[1]) MB for \(sizes[1]) bytes")
    }
}
