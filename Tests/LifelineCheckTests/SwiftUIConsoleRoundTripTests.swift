import Testing
import LifelineExchange
import LifelineModel
import LifelineRuntime
import LifelineTrace
@testable import LifelineCheck

/// A SwiftUI app without a scene delegate, simulated, printed to a console log and imported: the
/// log shows no scene (§5, §2.1), so what the app's state is after the launch is unknown, never an
/// error (issue 18: the follower judged `willPresent` from a background it had assumed, LC302).
@Suite("SwiftUI console round trip")
struct SwiftUIConsoleRoundTripTests {
    static let scenario = """
        name: swiftui-notifications
        profiles: [swiftui]
        app:
          delegate-adaptor: AppDelegate
          scenes:
            - window-group: main
        actions:
          - launch
          - notification: r1
          - home
          - notification-response: r2
          - notification: r3
          - open-url: myapp://item/1
          - memory-warning
        """

    @Test("§5/§14: foreground-only callbacks of a SwiftUI app whose scenes the log cannot show check clean")
    func breadthRoundTrip() throws {
        let scenario = try ScenarioParser.parse(Self.scenario, file: "swiftui.yaml")
        let simulation = Simulation(scenario: scenario, profile: .swiftui)
        let events = try simulation.events()
        let log = try TraceExporter.text(header: simulation.header(), events: events, format: .console)
        let imported = try ConsoleLogImporter.importText(log, profile: .swiftui)
        // The log shows no scene: the importer writes no from/to after the launch it cannot know.
        #expect(imported.events.contains { $0.method == .notificationWillPresent })
        let willPresent = imported.events.filter { $0.method == .notificationWillPresent }
        #expect(willPresent.allSatisfy { $0.from == nil && $0.to == nil })
        let result = try Checker.check(events: imported.events, header: imported.header, file: "swiftui.log")
        #expect(result.violations.isEmpty, "\(result.violations.prefix(3).map { "\($0.ruleID) \($0.message)" })")
    }

    @Test("the follower forgets the app's state after the launch only where scenes can hide")
    func followerUnknownOnlyWhenScenesHide() throws {
        func appAfterLaunch(_ profile: Profile, showsSilentChanges: Bool) -> AppState? {
            var follower = TraceFollower<String>(profile: profile, showsSilentChanges: showsSilentChanges)
            for method in [Callback.willFinishLaunching, .didFinishLaunching] {
                _ = follower.step(
                    FollowInput(TraceEvent(seq: 1, time: .zero, kind: .callback, receiver: .app, method: method)))
            }
            return follower.app
        }
        #expect(appAfterLaunch(.swiftui, showsSilentChanges: false) == nil)
        // A simulated trace shows every move; a UIKit scene app's log shows its scene delegate.
        #expect(appAfterLaunch(.swiftui, showsSilentChanges: true) == .background)
        #expect(appAfterLaunch(.ios13, showsSilentChanges: false) == .background)
        #expect(appAfterLaunch(.ios12, showsSilentChanges: false) != nil)
    }
}
