import Foundation
import LifelineModel
import LifelineRuntime
import LifelineTrace
import LifelineTestSupport
import Testing

/// Golden traces: each built-in scenario under a profile, compared byte for byte with
/// `Golden/<profile>/<scenario>.jsonl`. `LIFELINE_UPDATE_GOLDEN=1 swift test` rewrites them;
/// review any rewritten file by hand against `Docs/lifecycle-facts.md`.
struct GoldenTraceTests {
    /// (scenario, profile, the lifecycle-facts.md bullet it encodes)
    static let cases: [(String, Profile, String)] = [
        (
            "cold-launch", .ios12,
            "§1.1 willFinish → didFinish → applicationDidBecomeActive; no applicationWillEnterForeground at cold launch"
        ),
        (
            "cold-launch", .ios13,
            """
            §2.1 didFinish → configurationForConnecting → willConnectTo → sceneWillEnterForeground → \
            sceneDidBecomeActive
            """
        ),
        ("cold-launch", .swiftui, "§5 ScenePhase at view, scene and app level"),
        (
            "relaunch-restored", .ios13,
            "§2.1 [OBSERVED] relaunch with a remembered session: configurationForConnecting is NOT called"
        ),
        (
            "home-and-return", .ios12,
            "§1.2 willResignActive → didEnterBackground; return willEnterForeground → didBecomeActive"
        ),
        (
            "home-and-return", .ios13,
            "§2.2 per-scene willResignActive → didEnterBackground; willEnterForeground → didBecomeActive"
        ),
        ("interruption", .ios12, "§1.3 temporary interruption: willResignActive … didBecomeActive only"),
        ("interruption", .ios13, "§2.2 sceneWillResignActive for temporary interruptions"),
        ("background-fetch", .ios12, "§1.5 launch → applicationDidEnterBackground → event → may suspend"),
        ("background-fetch", .ios13, "§1.5 / §4.1 a system-requested scene moves to the background"),
        (
            "swipe-kill", .ios13,
            "§2.4 [OBSERVED] iPhone iOS 13 swipe-up: sceneDidEnterBackground, applicationWillTerminate"
        ),
        (
            "swipe-kill-ipad", .ios13,
            """
            §2.4 [OBSERVED] iPad without multi-window: sceneDidDisconnect, didDiscardSceneSessions, \
            applicationWillTerminate
            """
        ),
        (
            "two-windows", .ipadosMultiwindow,
            "§2.3 new window = new session; §2.4 closing a window → didDiscardSceneSessions"
        ),
        (
            "discard-while-not-running", .ios13,
            "§2.4 if the app isn't running, didDiscardSceneSessions the next time it launches"
        ),
        (
            "swiftui-two-scenes", .swiftui,
            "§5 app-level phase: active if any scene is active, else inactive; background when all are"
        )
    ]

    @Test(arguments: 0..<cases.count)
    func golden(_ index: Int) throws {
        let (name, profile, _) = Self.cases[index]
        let text = try Simulation(scenario: Support.builtIn(name), profile: profile).traceText()
        let file = "\(profile.rawValue)/\(name).jsonl"
        if let failure = try GoldenFiles(Support.directory.appendingPathComponent("Golden")).compare(file, actual: text)
            .failure(file)
        {
            Issue.record(Comment(rawValue: failure + "; fact: \(Self.cases[index].2)"))
        }
    }
}
