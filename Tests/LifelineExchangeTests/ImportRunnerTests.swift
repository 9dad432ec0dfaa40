import Foundation
import Testing
import LifelineModel
@testable import LifelineExchange
@testable import LifelineTrace

/// Issue 31: React Native, Capacitor and .NET MAUI lines, each read as the UIKit method its
/// framework sends it from (`RunnerLifecycle`); fixtures in ImportFixtures/real/ with their origins.
@Suite struct ImportRunnerTests {
    private func methods(_ text: String) throws -> [Callback] {
        try ConsoleLogImporter.importText(text).events.compactMap(\.method)
    }

    /// RCTAppState: active, inactive, background; the way back shows only `active` (its
    /// willEnterForeground `background` repeats the state and is dropped).
    @Test func reactNativeAppState() throws {
        let result = try importFixture("real/react-native-appstate.log")
        #expect(
            result.events.map(describe) == [
                "app applicationDidBecomeActive(_:) ?>active",
                "app applicationWillResignActive(_:) active>inactive",
                "app applicationDidEnterBackground(_:) inactive>background",
                "app applicationDidBecomeActive(_:) background>active"
            ])
        #expect(
            result.events[2].detail
                == """
                React Native's AppState background: RCTAppState sends it on \
                UIApplicationDidEnterBackgroundNotification, 
                """
                    + """
                    after applicationDidEnterBackground(_:) (its WillEnterForeground background repeats the state and is \
                    dropped)
                    """)
        #expect(result.header.profile == .ios12)
        #expect(result.summary.skipped == 5)
    }

    /// The os_log shape (RCTLog.mm: subsystem com.facebook.react.log, category javascript), as
    /// `log stream --style compact` and the JSON styles show it; a `background` with no state
    /// before it may be the WillEnterForeground one: ambiguous, said, not guessed.
    @Test func reactNativeThroughOSLogAndItsAmbiguity() throws {
        #expect(
            try methods(
                """
                2024-01-02 09:41:07.015 Df Shop[512:2a1b3] [com.facebook.react.log:javascript] 'AppState changed', 'inactive'
                2024-01-02 09:41:07.515 Df Shop[512:2a1b3] [com.facebook.react.log:javascript] 'AppState changed', 'background'
                """) == [.applicationWillResignActive, .applicationDidEnterBackground])
        let first = try ConsoleLogImporter.importText(
            "2024-01-02 09:41:07.015 Df Shop[512:2a1b3] [com.facebook.react.log:javascript] 'AppState', 'background'\n")
        #expect(first.events.isEmpty)
        #expect(first.summary.ambiguous == 1)
        // Without a JavaScript tag, or without AppState and more words than the state, nothing is read.
        #expect(
            try methods(
                """
                AppState: background\n2024-01-02 09:41:07.015 [info][tid:com.facebook.react.JavaScript] user is \
                active\n
                """
            ).isEmpty)
    }

    /// The App plugin's appStateChange as the bridge logs it; the first isActive after a
    /// getState call is that call's reply, no event.
    @Test func capacitorAppStateChange() throws {
        let result = try importFixture("real/capacitor-app-state.log")
        #expect(
            result.events.map(describe) == [
                "app applicationWillResignActive(_:) ?>inactive",
                "app applicationDidBecomeActive(_:) inactive>active"
            ])
        #expect(
            result.events[0].detail == "Capacitor's appStateChange {isActive: false}: the App plugin sends it on "
                + "UIApplication.willResignActiveNotification, after applicationWillResignActive(_:)")
        let text = try String(
            contentsOf: importFixtures.appendingPathComponent("real/capacitor-app-state.log"), encoding: .utf8)
        #expect(
            try ConsoleLogImporter.explain(line: 5, text: text).hasPrefix(
                "line 5: skipped: the reply to Capacitor's App.getState()"))
    }

    /// MauiUIApplicationDelegate's overrides under Xamarin's names, as Microsoft's sample logs them.
    @Test func mauiLifecycleEvents() throws {
        let result = try importFixture("real/maui-lifecycle-events.log")
        #expect(
            result.events.map(describe) == [
                "app application(_:willFinishLaunchingWithOptions:) notRunning>inactive",
                "app application(_:didFinishLaunchingWithOptions:) inactive>inactive",
                "app applicationDidBecomeActive(_:) inactive>active",
                "app applicationWillResignActive(_:) active>inactive",
                "app applicationDidEnterBackground(_:) inactive>background",
                "app applicationWillEnterForeground(_:) background>inactive",
                "app applicationDidBecomeActive(_:) inactive>active",
                "app applicationWillResignActive(_:) active>inactive",
                "app applicationDidEnterBackground(_:) inactive>background",
                "app applicationWillTerminate(_:) background>notRunning"
            ])
        #expect(
            result.events[2].detail
                == ".NET MAUI's OnActivated: MauiUIApplicationDelegate's override of applicationDidBecomeActive(_:)")
    }

    /// MauiUISceneDelegate's events (dotnet/maui#9525) are the scene's methods; MAUI names need a
    /// MAUI word on the line.
    @Test func mauiSceneEventsAndContext() throws {
        let result = try ConsoleLogImporter.importText(
            """
            [MauiUISceneDelegate] SceneWillConnect
            Lifecycle event: SceneWillEnterForeground
            Lifecycle event: SceneOnActivated
            Lifecycle event: SceneOnResignActivation
            Lifecycle event: SceneDidEnterBackground
            Lifecycle event: SceneDidDisconnect
            """)
        #expect(
            result.events.compactMap(\.method) == [
                .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive,
                .sceneWillResignActive, .sceneDidEnterBackground, .sceneDidDisconnect
            ])
        #expect(result.header.profile == .ios13)
        #expect(try methods("OnActivated\nFinishedLaunching\n").isEmpty)
    }

    /// Every runner word names a callback and says why.
    @Test func everyRunnerWordSaysWhy() {
        for word in RunnerLifecycle.reactNative + RunnerLifecycle.capacitor + RunnerLifecycle.maui {
            #expect(word.why.contains(word.callback.swiftName), "\(String(decoding: word.text, as: UTF8.self))")
        }
    }
}
