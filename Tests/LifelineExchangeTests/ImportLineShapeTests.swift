import Testing
import LifelineModel
@testable import LifelineExchange
import LifelineSupport
@testable import LifelineTrace

/// Made-up console lines in every shape issue 16 lists, each imported to its exact callback.
@Suite struct ImportLineShapeTests {
    /// One line, and the callback it names.
    static let shapes: [(String, String)] = [
        ("Shop[512:77001] -[SceneDelegate sceneDidEnterBackground:]", "sceneDidEnterBackground(_:)"),
        ("   12  AppDelegate.didFinishLaunchingWithOptions", "application(_:didFinishLaunchingWithOptions:)"),
        ("00042: sceneDidDisconnect(_:)", "sceneDidDisconnect(_:)"),
        ("09:41:07.015 [INFO] [SceneDelegate.swift:31] sceneWillEnterForeground(_:)", "sceneWillEnterForeground(_:)"),
        ("2024-01-02 09:41:07:015 Shop[512:77001] sceneDidBecomeActive(_:)", "sceneDidBecomeActive(_:)"),
        ("[AppDelegate] applicationDidBecomeActive(_:)", "applicationDidBecomeActive(_:)"),
        ("AppDelegate - applicationWillResignActive(_:)", "applicationWillResignActive(_:)"),
        ("AppDelegate::applicationWillTerminate", "applicationWillTerminate(_:)"),
        ("🔵 SceneDelegate => sceneWillResignActive", "sceneWillResignActive(_:)"),
        (">>> sceneDidBecomeActive", "sceneDidBecomeActive(_:)"),
        ("TRACE: applicationDidEnterBackground:", "applicationDidEnterBackground(_:)"),
        ("entered scene(_:willConnectTo:options:)", "scene(_:willConnectTo:options:)"),
        ("SceneDelegate:sceneDidDisconnect", "sceneDidDisconnect(_:)"),
        ("AppDelegate.willFinishLaunchingWithOptions", "application(_:willFinishLaunchingWithOptions:)"),
        ("applicationDidEnterBackground: flushing the upload queue", "applicationDidEnterBackground(_:)"),
        ("applicationWillFinishLaunchingWithOptions: Inactive", "application(_:willFinishLaunchingWithOptions:)"),
        (
            "applicationDidReceiveRemoteNotificationFetchCompletionHandler:",
            "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
        ),
        ("application(_:continue:)", "application(_:continue:restorationHandler:)"),
        ("* applicationWillEnterForeground: (user tapped the icon)", "applicationWillEnterForeground(_:)"),
        ("Szene wird aktiv: sceneDidBecomeActive(_:)", "sceneDidBecomeActive(_:)"),
        ("앱 종료: applicationWillTerminate(_:)", "applicationWillTerminate(_:)"),
        ("sceneDidBecomeActive() called", "sceneDidBecomeActive(_:)"),
        // Unified logging: Xcode's console with a category, log stream default and compact, Console.app.
        ("[lifecycle] sceneWillResignActive(_:)", "sceneWillResignActive(_:)"),
        (
            """
            2024-01-02 09:41:07.015123-0800 0x2a1b3    Default     0x0                  512    0    Shop: \
            [com.example.shop:lifecycle] sceneDidEnterBackground(_:)
            """,
            "sceneDidEnterBackground(_:)"
        ),
        (
            """
            2024-01-02 09:41:07.015123-0800 0x2a1b3    Default     0x0                  512    0    Shop: \
            sceneDidEnterBackground(_:)
            """,
            "sceneDidEnterBackground(_:)"
        ),
        (
            "2024-01-02 09:41:07.015 Df Shop[512:2a1b3] [com.example.shop:lifecycle] applicationDidBecomeActive(_:)",
            "applicationDidBecomeActive(_:)"
        ),
        ("2024-01-02 09:41:07.015 Df Shop[512:2a1b3] applicationDidBecomeActive(_:)", "applicationDidBecomeActive(_:)"),
        ("default\t09:41:07.015123+0100\tShop\tsceneWillEnterForeground(_:)", "sceneWillEnterForeground(_:)"),
        (
            """
            sceneDidBecomeActive(_:) Type: Info | Timestamp: 2024-01-02 09:41:07.015123+01:00 | Process: Shop | PID: \
            512 | TID: 0x2a1b3
            """,
            "sceneDidBecomeActive(_:)"
        )
    ]

    @Test("every line shape names its callback", arguments: shapes.indices)
    func shape(index: Int) throws {
        let (line, expected) = Self.shapes[index]
        let result = try ConsoleLogImporter.importText(line + "\n")
        #expect(result.events.compactMap(\.method).map(\.swiftName) == [expected], "\(line)")
        #expect(result.summary.used == 1)
    }

    /// Each method the catalogue gained, in its Swift and Objective-C spellings: that callback.
    @Test(
        "every new method is imported in both spellings",
        arguments: Callback.allCases.filter {
            $0.rawValue >= Callback.windowScenePerformActionForShortcutItem.rawValue
                && $0.info.declaredBy != .viewController
        })
    func newMethod(callback: Callback) throws {
        for line in [
            callback.swiftName, "-[Delegate \(callback.selector)]",
            "2024-01-02 09:41:07.015 Shop[1:2] " + callback.selector
        ] {
            let result = try ConsoleLogImporter.importText(line + "\n")
            #expect(result.events.map(\.method) == [callback], "\(line)")
            // No state edge (the event moves no state), except a background URL session's
            // events, which only ever reach an app in the background (§14).
            let moves: [Callback: String] = [.handleEventsForBackgroundURLSession: "background"]
            #expect(result.events.first?.to == moves[callback], "\(line)")
        }
    }

    @Test("look-alikes and lines naming two callbacks are skipped and counted, never guessed")
    func ambiguous() throws {
        let log = """
            appDidBecomeActive()
            onWillEnterForeground:
            applicationDidEnterBackground: then sceneDidEnterBackground
            willContinueUserActivityWithType
            UIApplication.didBecomeActiveNotification
            applicationState: 0
            """
        var skipped: [SkippedLine] = []
        let result = try ConsoleLogImporter.importText(log)
        #expect(result.events.isEmpty)
        #expect(result.summary.ambiguous == 4)
        #expect(result.summary.skipped == 6)
        var source = MemoryLines(Array(log.utf8))
        let survey = try ConsoleLogImporter.survey(&source, profile: nil)
        var again = MemoryLines(Array(log.utf8))
        _ = try ConsoleLogImporter.convert(&again, survey: survey, skipped: { skipped.append($0) }) { _ in }
        #expect(skipped.map(\.line) == [1, 2, 3, 4])
        #expect(
            skipped.map(\.reason)
                == [LineScan.Ambiguity.lookAlike, .lookAlike, .twoCallbacks, .sharedSpelling].map(\.rawValue))
    }

    @Test("a delegate-looking method the catalogue does not know is a note, counted")
    func unknownMethod() throws {
        let result = try ConsoleLogImporter.importText(
            """
            -[AppDelegate application:handleWatchKitExtensionRequest:reply:]
            AppDelegate: application(_:didRegister:) settings
            sceneDidFooBar(_:)
            """)
        #expect(
            result.events.map(describe) == [
                "note application:handleWatchKitExtensionRequest:reply:]",
                "note application(_:didRegister:) settings",
                "note sceneDidFooBar(_:)"
            ])
        #expect(result.summary.unknownMethods == 3)
    }

    @Test("times, process and thread ids from every prefix style")
    func metadata() {
        func read(_ s: String) -> LineMetadata {
            let bytes = Array(s.utf8)
            return bytes.withUnsafeBufferPointer { LineMetadata.read($0, upTo: $0.count) }
        }
        let day = CivilDate.days(year: 2024, month: 1, day: 2) * 86_400
        let nineFortyOne: Int64 = (9 * 3600 + 41 * 60 + 7)
        #expect(
            read("2024-01-02 09:41:07:015 Shop[512:77001] ")
                == LineMetadata(timestamp: (day + nineFortyOne) * 1_000_000 + 15_000, pid: 512, thread: 0x77001))
        #expect(read("2024/01/02 09:41:07:015  ") == LineMetadata(timestamp: (day + nineFortyOne) * 1_000_000 + 15_000))
        #expect(
            read("2024-01-02 09:41:07.015123-0800 0x2a1b3    Default     0x0                  512    0    Shop: ")
                == LineMetadata(
                    timestamp: (day + nineFortyOne + 8 * 3600) * 1_000_000 + 15_123, pid: 512, thread: 0x2a1b3))
        #expect(
            read("2024-01-02 09:41:07.015 Df Shop[512:2a1b3] ")
                == LineMetadata(timestamp: (day + nineFortyOne) * 1_000_000 + 15_000, pid: 512, thread: 0x2a1b3))
        #expect(
            read("09:41:07.015 [INFO] [SceneDelegate.swift:31] ")
                == LineMetadata(timestamp: nineFortyOne * 1_000_000 + 15_000))
        #expect(
            read("default\t09:41:07.015123+0100\tShop\t")
                == LineMetadata(timestamp: (nineFortyOne - 3600) * 1_000_000 + 15_123))
        #expect(read("2024-01-02T09:41:07Z ") == LineMetadata(timestamp: (day + nineFortyOne) * 1_000_000))
        #expect(read("   12  ") == LineMetadata())
    }

    @Test("a process id that changes between lines starts a new process run")
    func pidChange() throws {
        let result = try ConsoleLogImporter.importText(
            """
            2024-01-02 09:41:07.015 Shop[512:1] applicationDidBecomeActive:
            2024-01-02 09:41:08.000 Shop[512:1] applicationWillResignActive:
            2024-01-02 09:42:00.000 Shop[530:1] applicationDidBecomeActive:
            """)
        #expect(result.summary.runs == 2)
        #expect(
            result.events.map(describe) == [
                "app applicationDidBecomeActive(_:) ?>active",
                "app applicationWillResignActive(_:) active>inactive",
                "state terminate inactive>notRunning",
                "app applicationDidBecomeActive(_:) ?>active"
            ])
        #expect(result.events[2].detail == "inferred: the process id changed from 512 to 530")
    }

    @Test("scenes told apart by a printed persistentIdentifier alone")
    func persistentIdentifierAlone() throws {
        let result = try ConsoleLogImporter.importText(
            """
            scene(_:willConnectTo:options:) persistentIdentifier: 3C1A-11
            sceneWillEnterForeground(_:) persistentIdentifier: 3C1A-11
            scene(_:willConnectTo:options:) persistentIdentifier: 9F00-22
            sceneWillEnterForeground(_:) persistentIdentifier: 9F00-22
            sceneDidEnterBackground(_:) persistentIdentifier: 3C1A-11
            """)
        #expect(
            result.events.map { "\($0.scene ?? "-") \($0.session ?? "-")" } == ["S1 A", "S1 A", "S2 B", "S2 B", "S1 A"])
        #expect(result.summary.scenes == 2)
    }

    @Test("SwiftUI phase prints are phase events, and make the profile swiftui")
    func phases() throws {
        let result = try ConsoleLogImporter.importText(
            """
            scenePhase: active
            ScenePhase.inactive
            background
            phase is interesting
            """)
        #expect(result.events.map(\.kind) == [.phase, .phase, .phase])
        #expect(result.events.map(\.to) == ["active", "inactive", "background"])
        #expect(result.header.profile == .swiftui)
    }

    /// Issue 31: the same text twice is two calls even at the same time (the same logs show
    /// real double calls); different text after the name at the same time is one call.
    @Test("lines one invocation printed (same callback, time and thread, next to each other, other text) are one event")
    func oneInvocation() throws {
        let result = try ConsoleLogImporter.importText(
            """
            2024-01-02 09:41:07.015 Shop[512:1] applicationDidEnterBackground: saving
            2024-01-02 09:41:07.015 Shop[512:1] applicationDidEnterBackground: done
            2024-01-02 09:41:09.000 Shop[512:1] applicationWillEnterForeground:
            2024-01-02 09:41:09.000 Shop[512:1] applicationWillEnterForeground:
            applicationDidBecomeActive:
            applicationDidBecomeActive:
            """)
        #expect(
            result.events.compactMap(\.method) == [
                .applicationDidEnterBackground, .applicationWillEnterForeground,
                .applicationWillEnterForeground,
                .applicationDidBecomeActive, .applicationDidBecomeActive
            ])
        #expect(result.summary.merged == 1)
    }
}
