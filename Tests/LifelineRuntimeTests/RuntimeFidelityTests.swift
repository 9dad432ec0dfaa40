import LifelineModel
import LifelineRuntime
import LifelineSupport
import LifelineTrace
import Testing

/// Issue 18's discrepancies, each a golden callback sequence naming its fact, and an
/// independent check of random runs written from the facts rather than from the model tables.
struct RuntimeFidelityTests {
    private func run(_ yaml: String, _ profile: Profile = .ios13, delegates: DelegateRegistry? = nil) throws
        -> [TraceEvent]
    {
        try Simulation(scenario: Support.yaml(yaml), profile: profile, delegates: delegates).events()
    }

    @Test("§1.5 a silent push never relaunches an app the user force-quit; a user launch lifts it")
    func silentPushAfterForceQuit() throws {
        for profile in [Profile.ios12, .ios13] {
            let events = try run(
                """
                actions:
                  - launch
                  - app-switcher
                  - swipe-kill
                  - background-launch: {reason: silent-push}
                  - launch
                  - home
                  - swipe-kill
                """, profile)
            let push = try #require(events.firstIndex { $0.kind == .action && $0.name == "background-launch" })
            let next = try #require(events.firstIndex { $0.seq > events[push].seq && $0.kind == .action })
            #expect(!events[push..<next].contains { $0.kind == .callback }, "\(profile)")
            #expect(events[push + 1].kind == .note && events[push + 1].value?.contains("force-quit") == true)
        }
        // Once the user has opened it again, a silent push reaches a background app.
        let again = try run(
            """
            actions:
              - launch
              - swipe-kill
              - launch
              - home
              - suspend
              - background-launch: {reason: silent-push}
            """, .ios12)
        #expect(Support.callbacks(again).last == "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)")
    }

    @Test("§1.2/§4.2 a suspended app runs no code: reclaim-scene resumes it first, then it suspends again")
    func reclaimSuspended() throws {
        let events = try run(
            """
            actions:
              - launch
              - home
              - suspend
              - reclaim-scene
              - launch
            """)
        let reclaim = try #require(events.firstIndex { $0.kind == .action && $0.name == "reclaim-scene" })
        let tail = events[(reclaim + 1)...].filter { $0.kind == .state || $0.kind == .callback }
            .prefix(4).map { ($0.scene ?? "app") + " " + ($0.method?.swiftName ?? $0.name ?? "") }
        #expect(Array(tail.prefix(3)) == ["S1 resume", "app resume", "S1 stateRestorationActivity(for:)"])
        let afterDisconnect = events[(reclaim + 1)...].filter { $0.kind == .state || $0.kind == .callback }
            .map { ($0.scene ?? "app") + " " + ($0.method?.swiftName ?? $0.name ?? "") }
        #expect(afterDisconnect.dropFirst(3).prefix(2) == ["S1 sceneDidDisconnect(_:)", "app suspend"])
        // A memory warning in that state is refused, consistently (§1.2).
        #expect(throws: Diagnostic.self) {
            try self.run("actions: [launch, home, suspend, memory-warning]")
        }
    }

    @Test("§2.3 activating a scene that is still connected delivers scene(_:continue:) to it")
    func activationOfConnectedScene() throws {
        let callbacks = Support.callbacks(
            try run(
                """
                app:
                  delegate-adaptor: AppDelegate
                  scene-delegate: SceneDelegate
                  scenes:
                    - window-group: main
                    - window-group-for: viewer
                actions:
                  - launch
                  - open-window: {id: viewer, value: item-1}
                  - open-window: {id: main}
                  - open-window: {id: viewer, value: item-1}
                """, .swiftui, delegates: .scenario(known: nil)))
        // S2 presents item-1 and is still active: the request reaches it, no new scene connects.
        #expect(callbacks.last == "S2 scene(_:continue:)", "\(callbacks)")
        #expect(!callbacks.contains { $0.hasPrefix("S4 ") })
    }

    @Test(
        """
        §2.7 stateRestorationActivity(for:) runs before a scene whose session stays is disconnected; the session \
        carries it back
        """)
    func restorationActivity() throws {
        let events = try run(
            """
            actions:
              - launch
              - home
              - reclaim-scene
              - launch
            """)
        let callbacks = Support.callbacks(events)
        let disconnect = try #require(callbacks.firstIndex(of: "S1 sceneDidDisconnect(_:)"))
        #expect(callbacks[disconnect - 1] == "S1 stateRestorationActivity(for:)")
        #expect(callbacks.filter { $0.hasSuffix("stateRestorationActivity(for:)") }.count == 1)
        let reconnect = try #require(events.first { $0.method == .sceneWillConnect && $0.scene == "S2" })
        #expect(reconnect.session == "A")
        #expect(reconnect.detail?.contains("stateRestorationActivity=restoration") == true)
    }

    @Test(
        """
        §2.7 a scene that connects with a restoration activity gets it back once, in the foreground, before it \
        becomes active
        """)
    func restoreInteractionState() throws {
        let events = try run(
            """
            actions:
              - launch
              - home
              - reclaim-scene
              - launch
              - home
              - launch
            """)
        let callbacks = Support.callbacks(events)
        // S1 connected with no activity: never. S2 reconnected session A with one: once.
        #expect(
            callbacks.filter { $0.hasSuffix("scene(_:restoreInteractionStateWith:)") } == [
                "S2 scene(_:restoreInteractionStateWith:)"
            ])
        #expect(
            Array(callbacks.filter { $0.hasPrefix("S2 ") }.prefix(4)) == [
                "S2 scene(_:willConnectTo:options:)", "S2 sceneWillEnterForeground(_:)",
                "S2 scene(_:restoreInteractionStateWith:)", "S2 sceneDidBecomeActive(_:)"
            ])
        let restore = try #require(events.first { $0.method == .restoreInteractionState })
        #expect(restore.from == "foregroundInactive" && restore.to == "foregroundInactive")
    }

    @Test("§2.7 a delegate that implements scene(_:restoreInteractionStateWith:) is handed the session's activity")
    func restoreInteractionStateReachesTheDelegate() throws {
        final class Restoring: SceneDelegate {
            var restored: [String] = []
            func stateRestorationActivity(for scene: Scene) -> UserActivity? {
                UserActivity(activityType: "com.example.note")
            }
            func scene(_ scene: Scene, restoreInteractionStateWith stateRestorationActivity: UserActivity) {
                restored.append(stateRestorationActivity.activityType)
            }
        }
        let delegate = Restoring()
        var registry = DelegateRegistry()
        registry.register(sceneDelegate: "SceneDelegate") { delegate }
        let events = try run(
            """
            actions: [launch, home, reclaim-scene, launch]
            """, delegates: registry)
        #expect(delegate.restored == ["com.example.note"])
        #expect(events.filter { $0.method == .restoreInteractionState }.map(\.scene) == ["S2"])
    }

    @Test("§1.4 applicationWillTerminate has about 5 s: a 10 s handler is cut off")
    func terminationBudget() throws {
        let events = try run(
            """
            costs: {"applicationWillTerminate(_:)": 10}
            actions: [launch, app-switcher, swipe-kill]
            """)
        let terminate = try #require(events.firstIndex { $0.method == .applicationWillTerminate })
        #expect(
            events[(terminate + 1)...].contains { $0.kind == .note && $0.value?.contains("over its 5.000 s") == true })
    }

    @Test("§1.1/§11 the launch budget covers the scene's creation")
    func launchBudgetCoversScene() throws {
        let events = try run(
            """
            costs: {"application(_:didFinishLaunchingWithOptions:)": 3, "scene(_:willConnectTo:options:)": 3}
            actions: [launch]
            """)
        #expect(!events.contains { $0.method == .sceneDidBecomeActive })
        #expect(events.contains { $0.kind == .state && $0.name == "terminate" })
    }

    @Test("§11 a background fetch has 30 s")
    func fetchBudget() throws {
        let events = try run(
            """
            costs: {"application(_:performFetchWithCompletionHandler:)": 31}
            actions: [{background-launch: {reason: fetch}}]
            """, .ios12)
        #expect(events.contains { $0.kind == .note && $0.value?.contains("background fetch handler") == true })
        #expect(events.last?.kind == .state && events.last?.name == "terminate")
    }

    @Test("§1.2/§11 background time is the app's: two windows at 4 s each overrun it")
    func backgroundTimePerApp() throws {
        let events = try run(
            """
            costs: {"sceneDidEnterBackground(_:)": 4}
            actions: [launch, open-window, home]
            """, .ipadosMultiwindow)
        let home = try #require(events.firstIndex { $0.kind == .action && $0.name == "home" })
        #expect(events[home...].filter { $0.method == .sceneDidEnterBackground }.count == 2)
        #expect(events[home...].contains { $0.kind == .state && $0.name == "terminate" })
    }

    @Test(
        "§1.1/§3 inside willFinishLaunching the app is inactive (sceneless) or background (scenes), never not running")
    func stateInsideWillFinish() throws {
        final class Probe: AppDelegate {
            nonisolated(unsafe) static var seen: [UIApplication.State] = []
            func application(
                _ application: Application,
                willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                Probe.seen.append(application.applicationState)
                return true
            }
        }
        Probe.seen = []
        _ = try run("actions: [launch]", .ios12, delegates: DelegateRegistry(appDelegate: { Probe() }))
        _ = try run("actions: [launch]", .ios13, delegates: DelegateRegistry(appDelegate: { Probe() }))
        #expect(Probe.seen == [.inactive, .background])
    }

    @Test("§8.3 swipe-kill variants that disconnect post no UIApplication.didEnterBackgroundNotification")
    func swipeKillPostsNoBackgroundNotification() throws {
        for variant in ["ipad", "recent-ios"] {
            let events = try run(
                """
                options: {swipe-kill: \(variant)}
                actions: [launch, app-switcher, swipe-kill]
                """)
            let kill = try #require(events.firstIndex { $0.kind == .action && $0.name == "swipe-kill" })
            #expect(
                !events[kill...].contains { $0.name == "UIApplication.didEnterBackgroundNotification" }, "\(variant)")
        }
    }

    @Test(
        """
        §8.1 recent-ios-new-instance: a new scene instance enters the foreground and the background after the \
        disconnect
        """)
    func newInstanceAfterDisconnect() throws {
        let callbacks = Support.callbacks(
            try run(
                """
                options: {swipe-kill: recent-ios-new-instance}
                actions: [launch, app-switcher, swipe-kill]
                """))
        #expect(
            Array(callbacks.suffix(5)) == [
                "S1 sceneWillResignActive(_:)", "S1 sceneDidDisconnect(_:)",
                "S2 scene(_:willConnectTo:options:)", "S2 sceneWillEnterForeground(_:)",
                "S2 sceneDidEnterBackground(_:)"
            ])
    }

    @Test("§8.5/§8.8 UIApplication notifications: aggregate, absent, or per scene")
    func applicationNotificationVariants() throws {
        func count(_ option: String) throws -> Int {
            try run(
                """
                options: {application-notifications: \(option)}
                actions: [launch, open-window, home]
                """, .ipadosMultiwindow
            ).filter { $0.name == "UIApplication.didEnterBackgroundNotification" }.count
        }
        #expect(try count("aggregate") == 1)
        #expect(try count("absent") == 0)
        #expect(try count("per-scene") == 2)
    }

    @Test("§8.11 configuration-on-relaunch: asked calls configurationForConnecting for the restored session")
    func configurationOnRelaunch() throws {
        let yaml = "actions: [launch, home, terminate, launch]"
        let skipped = Support.callbacks(try run(yaml))
        let asked = Support.callbacks(try run("options: {configuration-on-relaunch: asked}\n" + yaml))
        let name = "application(_:configurationForConnecting:options:)"
        #expect(skipped.filter { $0 == name }.count == 1)
        #expect(asked.filter { $0 == name }.count == 2)
    }

    @Test(
        "§8.13 app-phase-when-background: inactive keeps the App's phase inactive when every scene is in the background"
    )
    func appPhaseVariant() throws {
        func appPhases(_ option: String) throws -> [String] {
            try run(
                """
                options: {app-phase-when-background: \(option)}
                app:
                  on-change: [app]
                  scenes:
                    - window-group: main
                actions: [launch, home]
                """, .swiftui
            ).filter { $0.kind == .phase && $0.level == .app }.compactMap(\.to)
        }
        #expect(try appPhases("background").last == "background")
        #expect(try appPhases("inactive").last == "inactive")
    }

    @Test("§1.3 an answered call sends the app to the background")
    func answeredCall() throws {
        let callbacks = Support.callbacks(
            try run("actions: [launch, {interruption: {kind: call-answered}}, return]", .ios12))
        #expect(
            Array(callbacks.suffix(4)) == [
                "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)",
                "applicationWillEnterForeground(_:)", "applicationDidBecomeActive(_:)"
            ])
    }

    @Test("§9 the scene mandate: iOS 18.4 and 26 log a line; built with the iOS 27 SDK a sceneless app does not launch")
    func sceneMandate() throws {
        func run(_ mandate: String, _ profile: Profile) throws -> [TraceEvent] {
            try self.run("options: {scene-mandate: \(mandate)}\nactions: [launch]", profile)
        }
        let old = try run("ios18.4", .ios12)
        #expect(
            old.contains {
                $0.value
                    == """
                    UIKit: This process does not adopt UIScene lifecycle. This will become an assert in a future \
                    version.
                    """
            })
        #expect(Support.callbacks(old).last == "applicationDidBecomeActive(_:)")
        let new = try run("ios26", .ios12)
        #expect(new.contains { $0.value?.hasPrefix("UIKit: UIScene lifecycle will soon be required.") == true })
        let mandated = try run("ios27-sdk", .ios12)
        #expect(Support.callbacks(mandated).isEmpty)
        #expect(mandated.contains { $0.kind == .note && $0.value?.contains("does not launch") == true })
        // A scene app is untouched.
        #expect(Support.callbacks(try run("ios27-sdk", .ios13)).last == "S1 sceneDidBecomeActive(_:)")
    }

    // MARK: Independent check

    /// From the facts alone (§1.2: "suspended: in memory, no code"; §1.5: "not relaunched if the
    /// user force-quit the app"): the problems in a trace, read from its events and nothing else.
    static func independentProblems(_ events: [TraceEvent]) -> [String] {
        var problems: [String] = []
        var suspended = false
        var forceQuit = false
        var actions: [Int: TraceEvent] = [:]
        for event in events {
            switch event.kind {
            case .action:
                actions[event.seq] = event
                if event.name == "swipe-kill" { forceQuit = true }
                if event.by == .user,
                    [
                        "launch", "open-url", "continue-activity", "quick-action", "notification-response",
                        "relaunch-all-windows"
                    ].contains(event.name ?? "")
                {
                    forceQuit = false
                }
            case .state where event.scene == nil:
                if event.name == "suspend" { suspended = true }
                if ["resume", "purge", "terminate"].contains(event.name ?? "") { suspended = false }
            case .callback:
                if suspended {
                    problems.append("seq \(event.seq): \(event.method?.swiftName ?? "?") inside a suspended process")
                }
                if event.method == .willFinishLaunching {
                    suspended = false
                    if forceQuit, let cause = event.cause.flatMap({ actions[$0] }),
                        cause.name == "background-launch", cause.detail == "reason=silent-push"
                    {
                        problems.append("seq \(event.seq): a silent push relaunched a force-quit app")
                    }
                }
            default:
                break
            }
        }
        return problems
    }

    @Test(
        "200k-event random runs: no silent-push relaunch after a force-quit, no callback in a suspended process",
        arguments: Profile.allCases)
    func randomRunsHoldTheFacts(_ profile: Profile) throws {
        let collector = TraceCollector()
        try RandomRun(profile: profile, events: 200_000, seed: 18).run(into: collector)
        let events = collector.events
        #expect(events.count >= 200_000)
        let problems = Self.independentProblems(events)
        #expect(problems.isEmpty, "\(problems.count): \(problems.prefix(3))")
        // The run exercises both situations, or the check proves nothing.
        let kills = events.filter { $0.kind == .action && $0.name == "swipe-kill" }.count
        let pushes = events.filter { $0.kind == .note && $0.value?.contains("force-quit") == true }.count
        #expect(kills > 100 && (profile == .swiftui || pushes > 10), "kills \(kills), pushes refused \(pushes)")
    }

    @Test("the independent check finds what it looks for")
    func independentCheckBites() {
        let events = [
            TraceEvent(seq: 1, time: .zero, kind: .action, name: "swipe-kill", by: .user),
            TraceEvent(
                seq: 2, time: .zero, kind: .action, name: "background-launch", by: .system, detail: "reason=silent-push"
            ),
            TraceEvent(seq: 3, time: .zero, kind: .callback, receiver: .app, method: .willFinishLaunching, cause: 2),
            TraceEvent(seq: 4, time: .zero, kind: .state, name: "suspend"),
            TraceEvent(seq: 5, time: .zero, kind: .callback, receiver: .scene, scene: "S1", method: .sceneDidDisconnect)
        ]
        #expect(Self.independentProblems(events).count == 2)
    }
}
