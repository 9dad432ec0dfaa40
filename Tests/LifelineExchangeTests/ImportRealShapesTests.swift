import Foundation
import Testing
import LifelineModel
@testable import LifelineExchange
@testable import LifelineTrace

/// Issue 31: the shapes real apps write. Fixtures in ImportFixtures/real/, each with its origin in
/// a `.origin` file beside it; inline logs name theirs in a comment.
@Suite struct ImportRealShapesTests {
    private func methods(_ text: String, profile: Profile? = nil) throws -> [Callback] {
        try ConsoleLogImporter.importText(text, profile: profile).events.compactMap(\.method)
    }

    // MARK: One call, several lines

    /// Organic Maps logs `- begin` and `- end` in each app-delegate method; willEnterForeground
    /// returns early, before its `- end`. Six calls, not eleven; the exit lines are merged.
    @Test func organicMapsBeginEndPairsAreOneCallEach() throws {
        let result = try importFixture("real/organicmaps-begin-end.log")
        #expect(
            result.events.map(describe) == [
                "app applicationWillResignActive(_:) ?>inactive",
                "app applicationDidEnterBackground(_:) inactive>background",
                "app applicationWillEnterForeground(_:) background>inactive",
                "app applicationDidBecomeActive(_:) inactive>active",
                "app applicationWillResignActive(_:) active>inactive",
                "app applicationDidBecomeActive(_:) inactive>active"
            ])
        #expect(result.summary.merged == 5)
        #expect(result.summary.used == 11)
    }

    @Test(
        "an entry line and its exit line are one call, whatever the words",
        arguments: [
            ("applicationDidBecomeActive Function Called", "applicationDidBecomeActive Response"),
            ("applicationDidBecomeActive - begin", "applicationDidBecomeActive - end"),
            ("[AppDelegate] start applicationDidBecomeActive:", "[AppDelegate] end applicationDidBecomeActive:"),
            ("--> applicationDidBecomeActive(_:)", "<- applicationDidBecomeActive(_:)"),
            ("applicationDidBecomeActive(_:)", "applicationDidBecomeActive(_:) done")
        ])
    func entryExitPair(entry: String, exit: String) throws {
        let text = """
            2024-01-02 09:41:07.015 Shop[512:1] application:didFinishLaunchingWithOptions:
            2024-01-02 09:41:07.100 Shop[512:1] \(entry)
            2024-01-02 09:41:07.102 Shop[512:1] refreshing the feed
            2024-01-02 09:41:07.131 Shop[512:1] \(exit)
            2024-01-02 09:41:09.000 Shop[512:1] applicationWillResignActive:
            """
        #expect(try methods(text) == [.didFinishLaunching, .applicationDidBecomeActive, .applicationWillResignActive])
        #expect(try ConsoleLogImporter.importText(text).summary.merged == 1)
    }

    /// openradar 49216830 (https://github.com/lionheart/openradar-mirror/issues/21113):
    /// applicationDidBecomeActive(_:) really is called twice in a row when the Notification Center
    /// is pulled and dismissed. The same line twice is two calls, with or without times, even in
    /// the same millisecond.
    @Test func twoIdenticalConsecutiveCallLinesStayTwoCalls() throws {
        for text in [
            "applicationDidBecomeActive(_:)\napplicationDidBecomeActive(_:)\n",
            """
            2024-01-02 09:41:07.015 Shop[512:1] applicationDidBecomeActive(_:)\n2024-01-02 09:41:07.015 \
            Shop[512:1] applicationDidBecomeActive(_:)\n
            """,
            "applicationDidBecomeActive - begin\napplicationDidBecomeActive - begin\n"
        ] {
            let result = try ConsoleLogImporter.importText(text)
            #expect(
                result.events.compactMap(\.method) == [.applicationDidBecomeActive, .applicationDidBecomeActive],
                "\(text)")
            #expect(result.summary.merged == 0)
        }
    }

    @Test func anExitLineWithNoCallOpenIsACallOfItsOwn() throws {
        // The log starts mid-call; and an exit line closes one call only.
        #expect(
            try methods(
                """
                applicationDidEnterBackground - end
                applicationWillEnterForeground - begin
                applicationWillEnterForeground - end
                applicationWillEnterForeground - end
                """) == [
                    .applicationDidEnterBackground, .applicationWillEnterForeground, .applicationWillEnterForeground
                ])
    }

    @Test func anExitLineAfterOtherCallsIsACallOfItsOwn() throws {
        // A whole cycle between two calls of the same method: "returning" is the app's text, not
        // the last call's exit line.
        #expect(
            try methods(
                """
                applicationWillEnterForeground(_:)
                applicationDidBecomeActive(_:)
                applicationWillResignActive(_:)
                applicationDidEnterBackground(_:)
                applicationWillEnterForeground(_:) user returning
                """
            ).count == 5)
        // One other call between is enough.
        #expect(
            try methods(
                """
                applicationDidBecomeActive(_:)
                applicationWillResignActive(_:)
                applicationDidBecomeActive(_:) done
                """
            ).count == 3)
    }

    @Test func anExitLineOfAnotherSceneIsNotMerged() throws {
        let result = try ConsoleLogImporter.importText(
            """
            sceneWillEnterForeground(_:) begin <UIWindowScene: 0x6000a1; persistentIdentifier: A>
            sceneWillEnterForeground(_:) begin <UIWindowScene: 0x6000b2; persistentIdentifier: B>
            sceneWillEnterForeground(_:) end <UIWindowScene: 0x6000b2; persistentIdentifier: B>
            sceneWillEnterForeground(_:) end <UIWindowScene: 0x6000a1; persistentIdentifier: A>
            """)
        // The last exit line's call (scene A) is no longer the open one (B's closed it): own call.
        #expect(result.events.compactMap(\.scene) == ["S1", "S2", "S1"])
    }

    @Test func showSkippedNamesTheCallAMergedLineBelongsTo() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lifeline-merge-\(UUID().uuidString).log")
        try "applicationDidBecomeActive - begin\nnoise\napplicationDidBecomeActive - end\n".write(
            to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        var lines: [SkippedLine] = []
        _ = try ConsoleLogImporter.importLog(at: url.path, to: url.path + ".jsonl", skipped: { lines.append($0) })
        try? FileManager.default.removeItem(atPath: url.path + ".jsonl")
        #expect(
            lines == [
                SkippedLine(
                    line: 3, reason: "exit line of the call at line 1",
                    text: "applicationDidBecomeActive - end", outcome: "merged")
            ])
    }

    // MARK: Phase changes on one line

    /// BeamRoomHost's `Scene phase changed: old → new`: five phases, each the new one, `from` the old.
    @Test func beamRoomPhaseChangesAreTheirNewPhase() throws {
        let result = try importFixture("real/beamroom-phase-change.log")
        #expect(
            result.events.map { "\($0.from ?? "?")>\($0.to ?? "?")" } == [
                "inactive>active", "active>inactive", "inactive>background", "background>inactive", "inactive>active"
            ])
        #expect(result.events.allSatisfy { $0.kind == .phase })
        #expect(result.header.profile == .swiftui)
        #expect(result.header[extra: "inferredFrom"] == .string("line 2: a SwiftUI scene phase (active)"))
    }

    @Test(
        "a change printed on one line is one phase event, the new phase",
        arguments: [
            ("scenePhase: active → inactive", "inactive", "active"),
            ("ScenePhase changed from background to inactive", "inactive", "background"),
            ("[TVremoteApp] Scene phase: active -> inactive", "inactive", "active"),
            (
                "📍 [LocationGateView] scenePhase onChange: background -> active | showPermissionNeeded=false", "active",
                "background"
            ),
            ("inactive -> background", "background", "inactive"),
            (".background → .inactive", "inactive", "background")
        ])
    func phaseChangeOnOneLine(line: String, to: String, from: String) throws {
        let result = try ConsoleLogImporter.importText(line + "\n")
        #expect(result.events.count == 1)
        #expect(result.events.first?.to == to)
        #expect(result.events.first?.from == from)
    }

    @Test func aChangeWhoseOldPhaseDisagreesWithTheTraceSaysSo() throws {
        let result = try ConsoleLogImporter.importText("scenePhase: active\nscenePhase: inactive -> background\n")
        #expect(result.events.map(\.to) == ["active", "background"])
        #expect(result.events.last?.from == "active")
        #expect(
            result.events.last?.detail?.contains("the line says from inactive, the trace before it was active") == true)
    }

    // MARK: Engines and runners

    /// A Unity game's console (Pushwoosh/pushwoosh-unity#3): UnityAppController's launch line is
    /// application(_:didFinishLaunchingWithOptions:), and UIKit's warning naming a method is no call.
    @Test func unityAppControllerLines() throws {
        let result = try importFixture("real/unity-pushwoosh.log")
        #expect(
            result.events.map(describe) == [
                "app application(_:didFinishLaunchingWithOptions:) ?>?",
                "app applicationDidBecomeActive(_:) inactive>active"
            ])
        #expect(
            result.events.map(\.detail) == [
                """
                Unity's UnityAppController prints `-> applicationDidFinishLaunching()` from \
                application(_:didFinishLaunchingWithOptions:)
                """,
                "Unity's UnityAppController line for applicationDidBecomeActive(_:)"
            ])
        #expect(result.summary.unknownMethods == 0)
    }

    @Test func unityMemoryWarningLineAndPlainLegacyLaunch() throws {
        // UnityAppController: printf_console("WARNING -> applicationDidReceiveMemoryWarning()\n").
        let unity = try ConsoleLogImporter.importText("WARNING -> applicationDidReceiveMemoryWarning()\n")
        #expect(unity.events.first?.method == .applicationDidReceiveMemoryWarning)
        #expect(
            unity.events.first?.detail == "Unity's UnityAppController line for applicationDidReceiveMemoryWarning(_:)")
        // Without Unity's arrow, `applicationDidFinishLaunching` is the legacy method.
        #expect(
            try methods("-[AppDelegate applicationDidFinishLaunching:]\napplicationDidFinishLaunching(_:)\n")
                == [.legacyDidFinishLaunching, .legacyDidFinishLaunching])
    }

    /// flutter/flutter#130055: locking the screen of a Flutter app. `hidden` is the framework's
    /// own step (no UIKit event); each event names the state and the notification it came from.
    @Test func flutterLockScreen() throws {
        let result = try importFixture("real/flutter-lock-screen.log")
        #expect(
            result.events.map(describe) == [
                "app applicationWillResignActive(_:) ?>inactive",
                "app applicationDidBecomeActive(_:) inactive>active",
                "app applicationWillResignActive(_:) active>inactive",
                "app applicationDidEnterBackground(_:) inactive>background"
            ])
        #expect(
            result.events.last?.detail == "Flutter's AppLifecycleState.paused: the engine sends it on "
                + """
                UIApplication.didEnterBackgroundNotification, after applicationDidEnterBackground(_:) (in a UIScene \
                app, on the scene's notification)
                """)
        #expect(result.summary.skipped == 1)
    }

    /// Flutter prints `inactive` both ways: after `paused` it is the way back (willEnterForeground).
    /// Shapes from flutter/flutter#60683 (`flutter: state = AppLifecycleState.inactive`) and
    /// flutter/flutter#168356 (`debugPrint('didChangeAppLifecycleState ${state.name}')`).
    @Test func flutterInactiveAfterPausedIsTheWayBack() throws {
        #expect(
            try methods(
                """
                flutter: state = AppLifecycleState.inactive
                flutter: state = AppLifecycleState.paused
                flutter: state = AppLifecycleState.inactive
                flutter: state = AppLifecycleState.resumed
                """) == [
                    .applicationWillResignActive, .applicationDidEnterBackground, .applicationWillEnterForeground,
                    .applicationDidBecomeActive
                ])
        #expect(
            try methods(
                """
                flutter: didChangeAppLifecycleState paused
                flutter: didChangeAppLifecycleState hidden
                flutter: didChangeAppLifecycleState inactive
                flutter: didChangeAppLifecycleState resumed
                """) == [.applicationDidEnterBackground, .applicationWillEnterForeground, .applicationDidBecomeActive])
    }

    // MARK: Legacy methods

    @Test func legacyDelegateMethodsAreInTheCatalogue() throws {
        #expect(
            try methods(
                """
                application:handleOpenURL:
                application(_:open:sourceApplication:annotation:)
                -[AppDelegate application:didReceiveRemoteNotification:]
                application(_:didReceiveRemoteNotification:)
                application:didReceiveRemoteNotification:fetchCompletionHandler:
                """) == [
                    .legacyHandleOpenURL, .legacyOpenURLSourceApplication, .legacyDidReceiveRemoteNotification,
                    .legacyDidReceiveRemoteNotification, .didReceiveRemoteNotification
                ])
        #expect(Callback.legacyHandleOpenURL.info.deprecatedIn == "iOS 9")
        #expect(Callback.legacyOpenURLSourceApplication.info.deprecatedIn == "iOS 9")
        #expect(Callback.legacyDidReceiveRemoteNotification.info.deprecatedIn == "iOS 10")
        #expect(Callback.legacyHandleOpenURL.info.routing[.ios13] == .notDelivered)
    }

    @Test(
        "a remote-notification shorthand names either method: ambiguous",
        arguments: [
            "applicationDidReceiveRemoteNotification", "applicationDidReceiveRemoteNotification: userInfo",
            "didReceiveRemoteNotification"
        ])
    func remoteNotificationShorthandIsAmbiguous(line: String) throws {
        let result = try ConsoleLogImporter.importText(line + "\n")
        #expect(result.events.isEmpty)
        #expect(result.summary.ambiguous == 1)
    }

    // MARK: Human phrases (--phrases)

    /// openradar 49216830 (https://github.com/lionheart/openradar-mirror/issues/21113): the app
    /// puts print("app did become active") into applicationDidBecomeActive(_:) and the Notification
    /// Center makes it print three times. Read only with --phrases, each saying its confidence.
    @Test func humanPhrasesAreOptInAndSayTheirConfidence() throws {
        let log = "app did become active\napp did become active\napp did become active\nApp will terminate\n"
        let plain = try ConsoleLogImporter.importText(log)
        #expect(plain.events.isEmpty)
        let read = try ConsoleLogImporter.importText(log, phrases: true)
        #expect(
            read.events.compactMap(\.method) == [
                .applicationDidBecomeActive, .applicationDidBecomeActive,
                .applicationDidBecomeActive, .applicationWillTerminate
            ])
        #expect(
            read.events.first?.detail
                == "phrase \"app did become active\" read as applicationDidBecomeActive(_:) (--phrases), "
                    + """
                    confidence medium: the app delegate's words; a scene app may print them from \
                    sceneDidBecomeActive(_:)
                    """
        )
        #expect(read.events.last?.detail?.contains("confidence high") == true)
        // A callback's own name always wins over a phrase on the same line; a word inside
        // another word is no phrase.
        #expect(
            try ConsoleLogImporter.importText(
                "sceneDidBecomeActive(_:) app did become active\nmyapp did become active\n",
                phrases: true
            ).events.compactMap(\.method) == [.sceneDidBecomeActive])
    }

    @Test func everyPhraseNamesACallbackAndAReason() {
        for phrase in HumanPhrases.all {
            #expect(!phrase.why.isEmpty, "\(phrase.words)")
            #expect(phrase.words == phrase.words.lowercased(), "\(phrase.words)")
        }
    }

    // MARK: Profile inference and --explain

    @Test func aSceneOnlyAppDelegateMethodMakesAScenesProfile() throws {
        let result = try ConsoleLogImporter.importText(
            """
            application(_:didFinishLaunchingWithOptions:)
            application(_:configurationForConnecting:options:)
            """)
        #expect(result.header.profile == .ios13)
        #expect(result.header[extra: "inferredProfile"] == .string("ios13"))
        #expect(
            result.header[extra: "inferredFrom"]
                == .string(
                    "line 2: application(_:configurationForConnecting:options:), which UIKit calls only in a scene app")
        )
        let given = try ConsoleLogImporter.importText(
            "application(_:configurationForConnecting:options:)\n", profile: .ios13)
        #expect(given.header[extra: "inferredProfile"] == nil)
    }

    @Test func explainSaysWhyEachLineWasTakenMergedOrSkipped() throws {
        let log = """
            applicationDidBecomeActive - begin
            refreshing
            applicationDidBecomeActive - end
            applicationDidEnterBackground: then sceneDidEnterBackground
            sceneWillEnterForeground(_:)
            """
        let taken = try ConsoleLogImporter.explain(line: 1, text: log)
        #expect(
            taken.hasPrefix(
                "line 1: taken: the callback applicationDidBecomeActive(_:) (app); the entry line of a call"))
        #expect(taken.contains("event 1: callback app applicationDidBecomeActive(_:)"))
        #expect(try ConsoleLogImporter.explain(line: 2, text: log).hasPrefix("line 2: skipped: no callback"))
        #expect(
            try ConsoleLogImporter.explain(line: 3, text: log).hasPrefix(
                "line 3: merged: the exit line of the call at line 1"))
        #expect(
            try ConsoleLogImporter.explain(line: 4, text: log).hasPrefix(
                "line 4: skipped, ambiguous: names two different callbacks"))
        #expect(
            try ConsoleLogImporter.explain(
                line: 4,
                text: try String(
                    contentsOf: importFixtures.appendingPathComponent("real/flutter-lock-screen.log"), encoding: .utf8)
            )
            .hasPrefix("line 4: skipped: Flutter's AppLifecycleState.hidden"))
        let export = try ConsoleLogImporter.explain(
            line: 1, text: "1970-01-01 00:00:00.003000+0000 Lifeline[1:1] Lifeline: phase scene: inactive\n")
        #expect(export.hasPrefix("line 1: skipped: Lifeline's own export line of the phase inactive"))
        #expect(
            export.contains(
                "profile swiftui, inferred: line 1 shows a SwiftUI scene phase (inactive) (this line decided it)"))
        let deciding = try ConsoleLogImporter.explain(line: 5, text: log)
        #expect(
            deciding.contains(
                """
                profile ios13, inferred: line 5 shows a scene-delegate callback, sceneWillEnterForeground(_:) (this line \
                decided it)
                """))
    }
}
