import Foundation
import Testing
@testable import LifelineLogger

/// The logger from many threads at once, for ThreadSanitizer (`make test-logger` runs this
/// suite with `swift test --sanitize=thread`): issue 36 found races on `echoToConsole` (read
/// under the lock, written without) and on `record()`'s check for a started trace.
@Suite struct LoggerConcurrencyTests {
    @Test func linesFromManyThreadsAreNumberedInOrderAndNoneIsLost() throws {
        let folder = ScratchFolder("threads")
        defer { folder.remove() }
        let clock = ManualClock()
        let logger = LifelineLogger(clock: { clock.reading })
        logger.outputs = .file
        // Four roles: recording, writing the settings, reading them, reading the file's URL.
        // A thread that does nothing but one kind of access takes the lock between accesses or
        // races with the others, and ThreadSanitizer sees it: with `echoToConsole` written
        // without the lock and read under it, as it once was, this test reports a data race
        // on the first run. (Mixed in one thread with locked calls, an unlocked access is
        // ordered by the thread's next lock and goes unseen.)
        let threads = 8, perThread = 1_000
        let scenes = (0..<threads).map { _ in Scene() }
        // Threads of their own: `concurrentPerform` runs iterations on one worker per core, one
        // after another, and two iterations on one worker are ordered, hiding their races.
        onThreads(threads) { index in
            // Every thread starts the trace: one start wins, the others do nothing.
            logger.start(profile: "ipados-multiwindow", directory: folder.url)
            for step in 0..<perThread {
                switch (index % 4, step % 3) {
                case (0, 0):
                    logger.callback("sceneDidBecomeActive(_:)", sceneObject: scenes[index], session: "s\(index)")
                case (0, 1): logger.note("thread \(index) step \(step)")
                case (0, _):
                    clock.advance(milliseconds: 1)
                    logger.phase("active", level: "app")
                case (1, _):
                    logger.echoToConsole = false
                    logger.outputs = .file
                case (2, _): _ = (logger.echoToConsole, logger.outputs)
                default: _ = logger.fileURL
                }
            }
        }
        logger.stop()

        let url = try #require(logger.fileURL)
        #expect(try folder.traces() == [url])
        let lines = try jsonLines(url)
        let events = lines.dropFirst()
        #expect(lines.first?["lifeline"] as? Int == 1)
        // A quarter of the threads write a line each step; seq runs 1…n with no gap or repeat,
        // times never go back.
        #expect(events.count == threads / 4 * perThread)
        #expect(events.compactMap { $0["seq"] as? Int } == Array(1...events.count))
        let times = events.compactMap { $0["t"] as? Double }
        #expect(times == times.sorted())
        // Each thread's scene kept one id.
        let scenesByThread = Dictionary(grouping: events.filter { $0["kind"] as? String == "callback" }) {
            $0["session"] as? String ?? ""
        }
        #expect(scenesByThread.count == threads / 4)
        #expect(scenesByThread.values.allSatisfy { Set($0.compactMap { $0["scene"] as? String }).count == 1 })
    }
}

/// Runs `body(0)`…`body(count - 1)` each on a new thread, all at once, and returns when all have.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        Thread {
            body(index)
            group.leave()
        }.start()
    }
    group.wait()
}
