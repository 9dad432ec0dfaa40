import Foundation
import Testing

/// `-o` at something that is not a regular file (a FIFO, a device) is written in place, so a
/// drawing that would need a second pass is checked first instead: the reader at the other end
/// gets exactly one drawing.
@Suite("Output written in place")
struct InPlaceOutputTests {
    @Test(
        "render into a FIFO, with a finding about an earlier event: one whole drawing arrives, with the finding painted"
    )
    func renderIntoFIFO() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lifeline-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // A random run cut after its last sceneWillEnterForeground(_:): LC303's obligation is
        // reported at the end of the trace, against an event drawn long before; the Chrome
        // trace of 3,000 events is larger than OutputFile's buffer, so a first drawing would
        // reach the FIFO before the second began.
        let full = directory.appendingPathComponent("full.jsonl")
        #expect(
            try CommandRunner.run([
                "simulate", "--random", "--events", "3000", "--seed", "1", "--profile", "ios13", "-o", full.path
            ]).status == 0)
        let lines = try String(contentsOf: full, encoding: .utf8).split(separator: "\n")
        let cut = try #require(lines.lastIndex { $0.contains("sceneWillEnterForeground") })
        let trace = directory.appendingPathComponent("cut.jsonl")
        try (lines[...cut].joined(separator: "\n") + "\n").write(to: trace, atomically: true, encoding: .utf8)
        let fifo = directory.appendingPathComponent("out.json").path
        #expect(mkfifo(fifo, 0o600) == 0)

        // The reader: opening a FIFO blocks until the writer opens it, so it runs on its own thread.
        let received = ReceivedBytes()
        let reader = Thread {
            if let handle = FileHandle(forReadingAtPath: fifo) { received.set(handle.readDataToEndOfFile()) }
        }
        reader.start()
        let result = try CommandRunner.run([
            "render", trace.path, "--kind", "timeline", "--format", "chrome", "-o", fifo
        ])
        // Should the command fail before opening the FIFO, a writer of our own releases the reader.
        let release = open(fifo, O_WRONLY | O_NONBLOCK)
        if release >= 0 { close(release) }
        received.wait()
        #expect(result.status == 1 || result.status == 0, "\(result.stderr)")
        let json = received.get()
        #expect(json.count > 1 << 16)
        // One JSON document, whole: a second drawing after the first would not parse.
        let parsed = try JSONSerialization.jsonObject(with: json)
        #expect(parsed is [String: Any] || parsed is [Any])
        #expect(String(decoding: json, as: UTF8.self).contains("LC303"))
        var info = stat()
        #expect(stat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }
}

/// Bytes handed from the reader thread to the test, once.
private final class ReceivedBytes: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    func set(_ bytes: Data) {
        data = bytes
        done.signal()
    }

    func wait() { done.wait() }
    func get() -> Data { data }
}
