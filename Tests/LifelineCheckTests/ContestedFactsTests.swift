import LifelineCheck
import LifelineModel
import Testing

/// Issue 43 item 4: severity follows the basis. A move that only a contested fact forbids is a
/// warning naming both sources, never an error; where no reading allows it, an error.
@Suite struct ContestedFactsTests {
    static let directory = Fixtures.testsDirectory + "/Unseen"

    private func findings(_ file: String, _ rule: String) throws -> [Violation] {
        try Checker.check(path: Self.directory + "/" + file).violations.filter { $0.ruleID == rule }
    }

    /// LC407, §8.8: the aggregate reading (UIApplication.didEnterBackgroundNotification's page)
    /// against sceneDidEnterBackground's ("from UIApplication and UIScene").
    @Test(arguments: [
        "misordered/lc407-ipad-slide-over-one-window-background.jsonl",
        "misordered/lc407-ipad-notification-before-callback-other-active.jsonl",
        "misordered/lc407-swiftui-phase-background-other-window-active.jsonl",
        "misordered/lc407-ipad-close-second-window.jsonl"
    ])
    func backgroundNotificationBesideOneSceneIsAWarningNamingBoth(file: String) throws {
        let found = try findings(file, "LC407")
        #expect(!found.isEmpty && found.allSatisfy { $0.severity == .warning }, "\(found.map(\.severity))")
        for finding in found {
            #expect(finding.message.contains("uiapplication/didenterbackgroundnotification"))
            #expect(finding.message.contains("uiscenedelegate/scenedidenterbackground(_:)"))
        }
    }

    /// No scene entering the background at all: every reading forbids it.
    @Test func backgroundNotificationWithNoSceneLeavingIsAnError() throws {
        let found = try findings("misordered/lc407-ipad-notification-no-window-leaving.jsonl", "LC407")
        #expect(found.contains { $0.severity == .error })
    }

    /// LC302, §8.9: a background-fetch launch, then applicationDidBecomeActive alone (a device
    /// log) against applicationWillEnterForeground's page.
    @Test(arguments: [
        "misordered/lc302-ios12-bg-fetch-then-tap-no-willenterforeground.jsonl",
        "misordered/lc302-ios12-bg-push-suspend-tap-active-only.jsonl",
        "misordered/lc302-ios12-logger-bg-fetch-active-only.jsonl"
    ])
    func activeAfterBackgroundLaunchIsAWarningNamingBoth(file: String) throws {
        let found = try findings(file, "LC302")
        #expect(!found.isEmpty && found.allSatisfy { $0.severity == .warning }, "\(found.map(\.severity))")
        for finding in found {
            #expect(finding.message.contains("kaiinui.hatenablog.com"))
            #expect(finding.message.contains("applicationwillenterforeground(_:)"))
        }
    }

    /// The same skip once the app has been in the foreground: an error.
    @Test func activeFromBackgroundAfterTheFirstForegroundIsAnError() throws {
        let found = try findings("misordered/lc302-ios12-after-foreground-active-from-background.jsonl", "LC302")
        #expect(found.contains { $0.severity == .error })
    }
}
