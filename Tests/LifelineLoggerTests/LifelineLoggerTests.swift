import Foundation
import Testing
import LifelineCheck
import LifelineLogger
import LifelineModel
import LifelineTrace

/// A clock the test moves by hand (nanoseconds).
final class ManualClock: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var now: UInt64 = 5_000_000_000

    var reading: UInt64 { lock.withLock { now } }

    func advance(milliseconds: UInt64) {
        lock.withLock { now += milliseconds * 1_000_000 }
    }
}

/// A scene object, as a `UIScene` is one: the logger names it by identity.
final class Scene: Sendable {}

/// The logger (its own package, Logger/) against the rest of Lifeline: what it knows equals
/// the model's catalogue and the reader's limits, and what it writes reads back and checks.
@Suite struct LifelineLoggerTests {
    @Test func knownMethodsMatchTheModel() {
        let app = Set(Callback.allCases.filter { $0.receiver == .app }.map(\.swiftName))
        let scene = Set(Callback.allCases.filter { $0.receiver == .scene }.map(\.swiftName))
        #expect(LifelineTraceLines.appDelegateMethods == app)
        #expect(LifelineTraceLines.sceneDelegateMethods == scene)
    }

    @Test func boundsMatchTheReader() {
        #expect(LifelineTraceLines.maxLineBytes == LineReader.maxLineLength)
        // The logger's own members, and every member the format defines that a string cannot hold.
        let own: Set = ["lifeline", "profile", "source", "observedCallbacks"]
        let shaped = TraceHeaderSchema.members.filter {
            if case .text = $0.shape { return false }
            return true
        }.map(\.key)
        #expect(LifelineTraceLines.reservedHeaderKeys == own.union(shaped))
    }

    @Test func loggerFileReadsBackWithTraceReader() throws {
        let directory = scratchFolder("read-back")
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = ManualClock()
        let logger = LifelineLogger(clock: { clock.reading })
        logger.outputs = .file
        logger.start(profile: "ipados-multiwindow", reports: ["scene(_:willConnectTo:options:)"], directory: directory)
        let first = Scene(), second = Scene()
        logger.callback("application(_:willFinishLaunchingWithOptions:)")
        clock.advance(milliseconds: 2)
        logger.callback("application(_:didFinishLaunchingWithOptions:)")
        clock.advance(milliseconds: 3)
        logger.callback("scene(_:willConnectTo:options:)", sceneObject: first, session: "P-1")
        logger.notification("UIScene.willConnectNotification", sceneObject: first)
        clock.advance(milliseconds: 1)
        logger.callback("sceneWillEnterForeground(_:)", sceneObject: first, session: "P-1")
        logger.callback("scene(_:willConnectTo:options:)", sceneObject: second, session: "P-2")
        logger.phase("active", level: "scene", sceneObject: second, view: "ContentView")
        logger.phase("active", level: "app")
        logger.note("Terminated \"by\" test\n")
        logger.stop()

        let path = try #require(logger.fileURL?.path)
        let reader = try TraceReader(path: path)
        #expect(reader.header.profile == .ipadosMultiwindow)
        #expect(reader.header.source == "logger")
        #expect(reader.header[extra: "observedCallbacks"] == .array([.string("scene(_:willConnectTo:options:)")]))
        let events = try reader.readAll()
        #expect(events.map(\.seq) == Array(1...9))
        #expect(events.map(\.time.microseconds) == [0, 2_000, 5_000, 5_000, 6_000, 6_000, 6_000, 6_000, 6_000])
        #expect(
            events.compactMap(\.method) == [
                .willFinishLaunching, .didFinishLaunching, .sceneWillConnect,
                .sceneWillEnterForeground, .sceneWillConnect
            ])
        #expect(events.compactMap(\.scene) == ["S1", "S1", "S1", "S2", "S2"])
        #expect(events.compactMap(\.session) == ["A", "A", "B"])
        #expect(events[6].kind == .phase && events[6].view == "ContentView")
        #expect(events[8].value == "Terminated \"by\" test\n")
    }

    /// Issue 35: three distinct scenes at one freed address were all `S1`, and `check` called
    /// the trace clean. Here 1,000 scenes each go through a whole life and are freed before
    /// the next is allocated (so at the same address, as a rule).
    @Test func scenesConnectedAndReleasedInTurnAreDistinctToTheChecker() throws {
        let directory = scratchFolder("scenes")
        defer { try? FileManager.default.removeItem(at: directory) }
        let logger = LifelineLogger(clock: { 0 })
        logger.outputs = .file
        logger.start(profile: "ipados-multiwindow", directory: directory)
        logger.callback("application(_:willFinishLaunchingWithOptions:)")
        logger.callback("application(_:didFinishLaunchingWithOptions:)")
        for index in 0..<1_000 {
            let scene = Scene()
            for method in [
                "scene(_:willConnectTo:options:)", "sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)",
                "sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)", "sceneDidDisconnect(_:)"
            ] {
                logger.callback(method, sceneObject: scene, session: "session-\(index)")
            }
        }
        logger.stop()

        let path = try #require(logger.fileURL?.path)
        let events = try TraceReader(path: path).readAll()
        #expect(Set(events.compactMap(\.scene)).count == 1_000)
        let result = try Checker.check(path: path)
        #expect(result.eventCount == 6_002)
        #expect(result.errorCount == 0, "\(result.violations.prefix(3))")
    }

    /// Issue 35: a note over 1 MiB, and `extra` members naming the logger's own, made files the
    /// reader refused.
    @Test func longNotesAndClashingHeaderMembersStillRead() throws {
        let directory = scratchFolder("bounds")
        defer { try? FileManager.default.removeItem(at: directory) }
        let logger = LifelineLogger(clock: { 0 })
        logger.outputs = .file
        logger.start(
            profile: "ios13", directory: directory,
            extra: [
                (key: "profile", value: "swiftui"), (key: "app", value: "Mail"), (key: "app", value: "Notes"),
                (key: "seed", value: "seven"), (key: "device", value: String(repeating: "d", count: 2 << 20))
            ])
        logger.callback("application(_:didFinishLaunchingWithOptions:)")
        logger.note(String(repeating: "\u{1}🙂", count: 1 << 19))
        logger.note(String(repeating: "n", count: 3 << 20))
        logger.stop()

        let path = try #require(logger.fileURL?.path)
        let reader = try TraceReader(path: path)
        #expect(reader.header.profile == .ios13)
        #expect(reader.header[extra: "app"] == .string("Mail"))
        #expect(reader.header[extra: "seed"] == nil)
        let events = try reader.readAll()
        #expect(events.count == 3)
        #expect(events.dropFirst().allSatisfy { $0.value?.hasSuffix("…") == true })
        #expect(try Checker.check(path: path).errorCount == 0)
    }

    /// Issue 35: a relaunch within the same second replaced the previous run's trace.
    @Test func twoRunsInTheSameSecondAreTwoTraces() throws {
        let directory = scratchFolder("relaunch")
        defer { try? FileManager.default.removeItem(at: directory) }
        let instant = Date()
        var paths: [String] = []
        for run in 0..<2 {
            let logger = LifelineLogger(clock: { 0 }, wallClock: { instant })
            logger.outputs = .file
            logger.start(profile: "ios12", directory: directory)
            for _ in 0...run { logger.callback("application(_:didFinishLaunchingWithOptions:)") }
            logger.stop()
            paths.append(try #require(logger.fileURL?.path))
        }
        #expect(Set(paths).count == 2)
        #expect(try paths.map { try TraceReader(path: $0).readAll().count } == [1, 2])
    }
}

private func scratchFolder(_ name: String) -> URL {
    FileManager.default.temporaryDirectory
        .appendingPathComponent(
            "lifeline-logger-\(name)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
}
