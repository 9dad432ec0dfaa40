import Foundation
import Testing
@testable import LifelineLogger

@Suite struct TraceFileTests {
    /// Issue 35: a relaunch within the same second truncated the previous run's trace
    /// (`createFile` replaced it: 1,001 lines became 2). Here two runs start at the same
    /// millisecond in one process (so the same pid too): the worst case the name can meet.
    @Test func twoRunsStartedTogetherWriteTwoCompleteFiles() throws {
        let folder = ScratchFolder("same-second")
        defer { folder.remove() }
        let instant = Date(timeIntervalSince1970: 1_570_629_731.042)
        let first = LifelineLogger(clock: { 0 }, wallClock: { instant })
        let second = LifelineLogger(clock: { 0 }, wallClock: { instant })
        first.outputs = .file
        second.outputs = .file
        first.start(profile: "ios13", directory: folder.url)
        for _ in 0..<1_000 { first.callback("applicationDidBecomeActive(_:)") }
        first.stop()
        second.start(profile: "ios13", directory: folder.url)
        second.callback("application(_:didFinishLaunchingWithOptions:)")
        second.stop()

        let files = try folder.traces()
        #expect(files.count == 2)
        let firstURL = try #require(first.fileURL), secondURL = try #require(second.fileURL)
        #expect(firstURL != secondURL)
        let pid = ProcessInfo.processInfo.processIdentifier
        #expect(firstURL.lastPathComponent == "trace-\(TraceFile.stamp(instant))-\(pid).jsonl")
        #expect(secondURL.lastPathComponent == "trace-\(TraceFile.stamp(instant))-\(pid)-2.jsonl")
        #expect(TraceFile.stamp(instant).hasSuffix(".042"))
        #expect(try jsonLines(firstURL).count == 1_001)
        #expect(try jsonLines(secondURL).count == 2)
    }

    @Test func anExistingFileIsNeverOpened() throws {
        let folder = ScratchFolder("existing")
        defer { folder.remove() }
        let instant = Date(timeIntervalSince1970: 0)
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let pid = ProcessInfo.processInfo.processIdentifier
        let taken = folder.url.appendingPathComponent("trace-\(TraceFile.stamp(instant))-\(pid).jsonl")
        try Data("an earlier run\n".utf8).write(to: taken)

        let file = try TraceFile.create(in: folder.url, startedAt: instant, processID: pid)
        try file.append("{}")
        file.close()
        #expect(file.url.lastPathComponent == "trace-\(TraceFile.stamp(instant))-\(pid)-2.jsonl")
        #expect(try String(contentsOf: taken, encoding: .utf8) == "an earlier run\n")
        #expect(try String(contentsOf: file.url, encoding: .utf8) == "{}\n")
    }

    @Test func anUncreatableFileLeavesTheOtherOutputs() throws {
        let folder = ScratchFolder("blocked")
        defer { folder.remove() }
        // A file where the folder should be: the trace file cannot be made.
        try Data().write(to: folder.url)
        let logger = folder.startedLogger(profile: "ios12")
        logger.callback("applicationDidBecomeActive(_:)")
        #expect(logger.fileURL == nil)
    }

    @Test func linesAfterStopGoNowhere() throws {
        let folder = ScratchFolder("closed")
        defer { folder.remove() }
        let logger = folder.startedLogger(profile: "ios12")
        let url = try #require(logger.fileURL)
        logger.stop()
        // After stop() the file is closed: later lines go nowhere, and nothing is thrown.
        logger.callback("applicationDidBecomeActive(_:)")
        #expect(try jsonLines(url).count == 1)
    }
}
