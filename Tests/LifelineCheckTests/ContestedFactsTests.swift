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

    /// The contested cases, each with the rule and the two sources its warning names. LC407,
    /// §8.8: the aggregate reading (UIApplication.didEnterBackgroundNotification's page) against
    /// sceneDidEnterBackground's ("from UIApplication and UIScene"). LC302, §8.9: a
    /// background launch, then applicationDidBecomeActive alone (a device log), against
    /// applicationWillEnterForeground's page.
    static let contested: [(file: String, rule: String, sources: [String])] = {
        let background = ["uiapplication/didenterbackgroundnotification", "uiscenedelegate/scenedidenterbackground(_:)"]
        let active = ["kaiinui.hatenablog.com", "applicationwillenterforeground(_:)"]
        return [
            ("misordered/lc407-ipad-slide-over-one-window-background.jsonl", "LC407", background),
            ("misordered/lc407-ipad-notification-before-callback-other-active.jsonl", "LC407", background),
            ("misordered/lc407-swiftui-phase-background-other-window-active.jsonl", "LC407", background),
            ("misordered/lc407-ipad-close-second-window.jsonl", "LC407", background),
            ("misordered/lc302-ios12-bg-fetch-then-tap-no-willenterforeground.jsonl", "LC302", active),
            ("misordered/lc302-ios12-bg-push-suspend-tap-active-only.jsonl", "LC302", active),
            ("misordered/lc302-ios12-logger-bg-fetch-active-only.jsonl", "LC302", active)
        ]
    }()

    @Test(arguments: contested.indices)
    func contestedMoveIsAWarningNamingBothSources(index: Int) throws {
        let (file, rule, sources) = Self.contested[index]
        let found = try findings(file, rule)
        #expect(!found.isEmpty && found.allSatisfy { $0.severity == .warning }, "\(file): \(found.map(\.severity))")
        for finding in found {
            for source in sources { #expect(finding.message.contains(source), "\(file) does not name \(source)") }
        }
    }

    /// No scene entering the background at all: every reading forbids it.
    @Test func backgroundNotificationWithNoSceneLeavingIsAnError() throws {
        let found = try findings("misordered/lc407-ipad-notification-no-window-leaving.jsonl", "LC407")
        #expect(found.contains { $0.severity == .error })
    }

    /// The same skip once the app has been in the foreground: an error.
    @Test func activeFromBackgroundAfterTheFirstForegroundIsAnError() throws {
        let found = try findings("misordered/lc302-ios12-after-foreground-active-from-background.jsonl", "LC302")
        #expect(found.contains { $0.severity == .error })
    }
}
