import Foundation
import Testing
@testable import lifeline

/// The progress line: drawn in place after the delay, erased at the end, never when disabled.
@Suite("Progress line")
struct ProgressTests {
    /// What a progress line wrote, in order.
    final class Writes: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [String] = []
        func append(_ text: String) { lock.withLock { items.append(text) } }
        var all: [String] { lock.withLock { items } }
    }

    @Test("after the delay: the label, the status and the time, redrawn in place, then erased")
    func drawnAndErased() {
        let writes = Writes()
        let progress = Progress(label: "checking", enabled: true, delay: .zero, interval: .milliseconds(20)) {
            writes.append($0)
        }
        progress.status("trace 2 of 3: b.jsonl")
        Thread.sleep(forTimeInterval: 0.3)
        progress.finish()
        progress.finish()  // a second finish does nothing
        let all = writes.all
        #expect(all.count >= 3)
        #expect(all.dropLast().allSatisfy { $0.hasPrefix("\r\u{1B}[2Klifeline: checking") && $0.hasSuffix(" s") })
        #expect(all.dropLast().contains { $0.contains(", trace 2 of 3: b.jsonl … ") })
        #expect(all.last == "\r\u{1B}[2K")
    }

    @Test("work shorter than the delay prints nothing")
    func quickWorkIsSilent() {
        let writes = Writes()
        let progress = Progress(label: "checking", enabled: true, delay: .seconds(10), interval: .milliseconds(20)) {
            writes.append($0)
        }
        Thread.sleep(forTimeInterval: 0.1)
        progress.finish()
        #expect(writes.all.isEmpty)
    }

    @Test("disabled (not a terminal, or --quiet) prints nothing")
    func disabledIsSilent() {
        let writes = Writes()
        let progress = Progress(label: "checking", enabled: false, delay: .zero, interval: .milliseconds(20)) {
            writes.append($0)
        }
        progress.status("anything")
        Thread.sleep(forTimeInterval: 0.1)
        progress.finish()
        #expect(writes.all.isEmpty)
    }

    @Test("--quiet is accepted by the long-running commands; off a terminal nothing reaches stderr")
    func quietFlag() throws {
        let trace = "Traces/ios13/home-and-return.jsonl"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-quiet-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for arguments in [
            ["check", "--quiet", trace],
            ["render", trace, "--quiet", "-o", directory + "/a.svg"],
            ["export", trace, "--format", "csv", "--quiet", "-o", directory + "/a.csv"],
            ["simulate", "--random", "--events", "50", "--seed", "1", "--quiet", "-o", directory + "/r.jsonl"]
        ] {
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stderr.isEmpty, "\(arguments)")
        }
        let imported = try CommandRunner.run(
            ["import", "--quiet", "-", "-o", directory + "/i.jsonl"], stdin: "sceneDidBecomeActive(_:)\n")
        #expect(imported.status == 0 && imported.stderr.hasPrefix("imported "))
    }
}
