import Foundation
import Testing
import LifelineModel
@testable import LifelineExchange
@testable import LifelineSupport
@testable import LifelineTrace

@Suite struct ImportTests {
    @Test func nslogPrefixBecomesMicrosecondsSinceTheFirstLine() throws {
        let result = try importFixture("ios12-cold-launch.log")
        #expect(result.events.map(\.time.microseconds) == [0, 23_456, 200_000])
        #expect(result.header[extra: "timing"] == .string("nslog"))
        #expect(result.summary.used == 3 && result.summary.skipped == 2)
    }

    @Test func nslogPrefixParsesByHand() throws {
        func parse(_ s: String) -> NSLogPrefix? { Array(s.utf8).withUnsafeBufferPointer { NSLogPrefix.parse($0) } }
        let a = try #require(parse("2019-10-09 14:02:11.123456+0200 MyApp[1234:56789] applicationDidBecomeActive:"))
        // 2019-10-09T12:02:11.123456Z
        #expect(a.microseconds == 1_570_622_531_123_456)
        #expect(a.messageStart == 50)
        let b = try #require(parse("2019-10-09 12:02:11.123 My App[1:a0b] x"))
        #expect(b.microseconds == 1_570_622_531_123_000)
        #expect(parse("2019-10-09 not a time") == nil)
        #expect(parse("sceneDidBecomeActive(_:)") == nil)
    }

    @Test func headerListsTheCallbacksTheLogShows() throws {
        let result = try importFixture("ios12-app-switcher.log")
        #expect(result.header.source == "import")
        #expect(result.header.profile == .ios12)
        #expect(
            result.header[extra: "observedCallbacks"]
                == .array([
                    .string("application(_:didFinishLaunchingWithOptions:)"),
                    .string("applicationDidBecomeActive(_:)"),
                    .string("applicationWillResignActive(_:)")
                ]))
        #expect(result.header[extra: "timing"] == .string("synthetic"))
        #expect(result.events.map(\.time.microseconds) == [0, 1_000, 2_000, 3_000])
    }

    @Test func twoLaunchesAreTwoRuns() throws {
        let result = try importFixture("two-launches.log")
        #expect(result.summary.runs == 2)
        let ends = result.events.filter { $0.kind == .state && $0.to == "notRunning" }
        #expect(ends.count == 1)
        #expect(result.events.filter { $0.method == .willFinishLaunching }.count == 2)
    }

    @Test func secondSceneAddressIsASecondScene() throws {
        let result = try importFixture("ipad-two-windows.log")
        #expect(result.summary.scenes == 2)
        #expect(result.header.profile == .ipadosMultiwindow)
        let scenes = result.events.compactMap(\.scene)
        #expect(Array(Set(scenes)).sorted() == ["S1", "S2"])
        #expect(result.events.filter { $0.scene == "S2" }.allSatisfy { $0.session == "B" })
    }

    @Test func oneSceneAppIsInferredAsIOS13AndProfileCanBeGiven() throws {
        #expect(try importFixture("ios13-swipe-kill-iphone.log").header.profile == .ios13)
        let given = try importFixture("ios13-swipe-kill-iphone.log", profile: .swiftui)
        #expect(given.header.profile == .swiftui)
        #expect(!given.summary.profileInferred)
    }

    @Test func noiseAndBrokenBytesAreSkippedAndCounted() throws {
        let result = try importFixture("mixed-styles.log")
        #expect(result.summary.lines == 14)
        #expect(result.summary.used == 8)
        #expect(result.summary.skipped == 6)
        // `�� broken sceneDidDisconnect` names a callback after broken bytes: not trusted either.
        #expect(result.summary.invalidUTF8 == 2)
        #expect(result.header[extra: "timing"] == .string("mixed"))
    }

    @Test func pureNoiseGivesAnEmptyTraceNotAnError() throws {
        let result = try ConsoleLogImporter.importText("hello\nviewDidLoad()\n\u{1B}[31mred\n\n")
        #expect(result.events.isEmpty)
        #expect(result.summary.skipped == 4)
        #expect(result.header.profile == .ios12)
    }

    @Test func styleVariantsAllName() throws {
        let log = """
            -[AppDelegate applicationDidBecomeActive:]
            AppDelegate.applicationWillResignActive(_:)
            AppDelegate: applicationDidEnterBackground
            SceneDelegate sceneDidBecomeActive(_:)
            stateRestorationActivity(for:)
            willConnectTo
            application
            continue
            """
        let result = try ConsoleLogImporter.importText(log)
        #expect(
            result.events.compactMap(\.method) == [
                .applicationDidBecomeActive, .applicationWillResignActive,
                .applicationDidEnterBackground, .sceneDidBecomeActive,
                .stateRestorationActivity, .sceneWillConnect
            ])
    }

    @Test func missingFileIsADiagnostic() {
        #expect(throws: Diagnostic.self) {
            _ = try ConsoleLogImporter.importLog(at: "/nonexistent/console.log", to: "/tmp/never.jsonl")
        }
    }

    @Test func writtenTraceReadsBack() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-import-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in try FileManager.default.contentsOfDirectory(atPath: importFixtures.path)
        where name.hasSuffix(".log") {
            let output = directory.appendingPathComponent(name + ".jsonl").path
            let summary = try ConsoleLogImporter.importLog(
                at: importFixtures.appendingPathComponent(name).path, to: output)
            let reader = try TraceReader(path: output)
            let events = try reader.readAll()
            #expect(events.count == summary.events)
            #expect(events.map(describe) == (try importFixture(name)).events.map(describe))
            #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time && $0.seq < $1.seq })
        }
    }
}

@Test func observedCallbacksFitTheSessionsBitSet() {
    // ImportSession keeps the callbacks it has seen in a UInt64, one bit per Callback.
    #expect(Callback.allCases.count <= 64)
}
