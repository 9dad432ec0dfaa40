import Foundation
import Testing
import LifelineLogger
import LifelineModel
import LifelineTrace

/// A clock the test moves by hand (nanoseconds).
final class ManualClock: @unchecked Sendable {
    var now: UInt64 = 5_000_000_000
}

@Suite struct LifelineLoggerTests {
    @Test func knownMethodsMatchTheModel() {
        let app = Set(Callback.allCases.filter { $0.receiver == .app }.map(\.swiftName))
        let scene = Set(Callback.allCases.filter { $0.receiver == .scene }.map(\.swiftName))
        #expect(LifelineTraceLines.appDelegateMethods == app)
        #expect(LifelineTraceLines.sceneDelegateMethods == scene)
    }

    @Test func linesFormatAsTheTraceFormatSays() {
        var lines = LifelineTraceLines(profile: "ios13", extra: [(key: "app", value: "My \"App\"")])
        #expect(lines.header == #"{"lifeline":1,"profile":"ios13","source":"logger","app":"My \"App\""}"#)
        #expect(lines.callback("application(_:didFinishLaunchingWithOptions:)", at: 4_000)
                == #"{"seq":1,"t":0.004,"kind":"callback","receiver":"app","method":"application(_:didFinishLaunchingWithOptions:)"}"#)
        #expect(lines.callback("sceneWillEnterForeground(_:)", sceneKey: 7, sessionKey: "X-1", at: 1_250_125)
                == #"{"seq":2,"t":1.250125,"kind":"callback","receiver":"scene","scene":"S1","session":"A","method":"sceneWillEnterForeground(_:)"}"#)
        // Time never runs backwards; an unknown method is a note.
        #expect(lines.callback("viewDidLoad()", at: 3) == #"{"seq":3,"t":1.250125,"kind":"note","value":"viewDidLoad()"}"#)
        #expect(lines.note("tab\t\u{1}\"\\", at: 2_000_000) == #"{"seq":4,"t":2.000,"kind":"note","value":"tab\t\u0001\"\\"}"#)
    }

    @Test func headerSaysWhichMethodsTheAppReports() throws {
        let lines = LifelineTraceLines(profile: "ios13", reports: ["sceneDidBecomeActive(_:)", "applicationWillTerminate(_:)", "viewDidLoad()"])
        #expect(lines.header == #"{"lifeline":1,"profile":"ios13","source":"logger","observedCallbacks":["sceneDidBecomeActive(_:)","applicationWillTerminate(_:)"]}"#)
    }

    @Test func anUnwritableFileNeverStopsTheApp() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-logger-full-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let logger = LifelineLogger(clock: { 0 })
        logger.echoToConsole = false
        logger.start(profile: "ios12", directory: directory)
        // The file goes away under the logger and its descriptor is closed: writes fail, quietly.
        let path = try #require(logger.fileURL?.path)
        logger.stop()
        logger.callback("applicationDidBecomeActive(_:)")
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func loggerFileReadsBackWithTraceReader() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-logger-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = ManualClock()
        let logger = LifelineLogger(clock: { clock.now })
        logger.echoToConsole = false
        logger.start(profile: "ipados-multiwindow", reports: ["scene(_:willConnectTo:options:)"], directory: directory)
        func step(_ ms: UInt64) { clock.now += ms * 1_000_000 }
        logger.callback("application(_:willFinishLaunchingWithOptions:)"); step(2)
        logger.callback("application(_:didFinishLaunchingWithOptions:)"); step(3)
        logger.callback("scene(_:willConnectTo:options:)", sceneKey: "first", session: "P-1")
        logger.notification("UIScene.willConnectNotification", sceneKey: "first"); step(1)
        logger.callback("sceneWillEnterForeground(_:)", sceneKey: "first", session: "P-1")
        logger.callback("scene(_:willConnectTo:options:)", sceneKey: "second", session: "P-2")
        logger.phase("active", level: "scene", sceneKey: "second", view: "ContentView")
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
        #expect(events.compactMap(\.method) == [.willFinishLaunching, .didFinishLaunching, .sceneWillConnect,
                                                 .sceneWillEnterForeground, .sceneWillConnect])
        #expect(events.compactMap(\.scene) == ["S1", "S1", "S1", "S2", "S2"])
        #expect(events.compactMap(\.session) == ["A", "A", "B"])
        #expect(events[6].kind == .phase && events[6].view == "ContentView")
        #expect(events[8].value == "Terminated \"by\" test\n")
    }
}
