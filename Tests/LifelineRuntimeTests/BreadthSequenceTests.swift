import LifelineModel
import LifelineRuntime
import LifelineTrace
import Testing

/// The breadth scenarios of issue 18 (lifecycle-facts.md §14): exact callback sequences,
/// written from the facts, each test naming the bullet it encodes.
struct BreadthSequenceTests {
    private static let willPresent = "userNotificationCenter(_:willPresent:withCompletionHandler:)"
    private static let didReceive = "userNotificationCenter(_:didReceive:withCompletionHandler:)"

    private func notes(_ events: [TraceEvent]) -> [String] {
        events.filter { $0.kind == .note }.compactMap(\.value)
    }

    @Test("§14 willPresent in the foreground, then didReceive for a tap on the banner; no state moves")
    func notificationForeground() throws {
        for profile in [Profile.ios12, .ios13] {
            let events = try Support.events("notification-foreground", profile)
            let callbacks = Support.callbacks(events)
            let last = profile == .ios12 ? "applicationDidBecomeActive(_:)" : "S1 sceneDidBecomeActive(_:)"
            #expect(Array(callbacks.suffix(3)) == [last, Self.willPresent, Self.didReceive], "\(profile)")
            for event in events
            where event.method == .notificationWillPresent || event.method == .notificationDidReceive {
                #expect(event.receiver == .app && event.from == "active" && event.to == "active")
            }
        }
    }

    @Test(
        """
        §14 [OBSERVED] a cold launch from a notification: didReceive after didFinishLaunching, before didBecomeActive \
        (ios12)
        """)
    func notificationLaunchSceneless() throws {
        let events = try Support.events("notification-launch", .ios12)
        #expect(
            Support.callbacks(events) == [
                "application(_:willFinishLaunchingWithOptions:)",
                "application(_:didFinishLaunchingWithOptions:)",
                Self.didReceive,
                "applicationDidBecomeActive(_:)",
                "applicationWillResignActive(_:)",
                "applicationDidEnterBackground(_:)",
                "applicationWillEnterForeground(_:)",
                Self.didReceive,
                "applicationDidBecomeActive(_:)"
            ])
    }

    @Test(
        """
        §14 a cold launch from a notification with scenes: notificationResponse in willConnectTo, didReceive before \
        sceneDidBecomeActive
        """)
    func notificationLaunchScenes() throws {
        let events = try Support.events("notification-launch", .ios13)
        #expect(
            Support.callbacks(events) == Support.sceneConnect + [
                "S1 sceneWillEnterForeground(_:)",
                Self.didReceive,
                "S1 sceneDidBecomeActive(_:)",
                "S1 sceneWillResignActive(_:)",
                "S1 sceneDidEnterBackground(_:)",
                "S1 sceneWillEnterForeground(_:)",
                Self.didReceive,
                "S1 sceneDidBecomeActive(_:)"
            ])
        let connect = events.first { $0.method == .sceneWillConnect }
        #expect(connect?.detail?.contains("notificationResponse=reminder-1") == true)
    }

    @Test(
        "§14 a user delegate adopting UNUserNotificationCenterDelegate gets the response; one that does not is marked")
    func notificationDelegate() throws {
        final class Delegate: AppDelegate, UNUserNotificationCenterDelegate {
            var responses: [String] = []
            func userNotificationCenter(
                _ center: UIApplication, didReceive response: UNNotificationResponse,
                withCompletionHandler completionHandler: @escaping () -> Void
            ) {
                responses.append(response.identifier)
                completionHandler()
            }
        }
        final class Plain: AppDelegate {}
        let delegate = Delegate()
        let events = try Support.events(
            "notification-launch", .ios12, delegates: DelegateRegistry(appDelegate: { delegate }))
        #expect(delegate.responses == ["reminder-1", "reminder-2"])
        #expect(events.first { $0.method == .notificationDidReceive }?.detail == "notification=reminder-1")
        let plain = try Support.events(
            "notification-launch", .ios12, delegates: DelegateRegistry(appDelegate: { Plain() }))
        #expect(plain.first { $0.method == .notificationDidReceive }?.detail?.contains("does not implement") == true)
    }

    @Test("§14 BGTaskScheduler: a background launch, the launch handler (no delegate method), suspension; a wake later")
    func backgroundTaskScheduler() throws {
        let events = try Support.events("background-task-scheduler", .ios12)
        #expect(
            Support.callbacks(events) == [
                "application(_:willFinishLaunchingWithOptions:)",
                "application(_:didFinishLaunchingWithOptions:)",
                "applicationDidEnterBackground(_:)",
                "applicationDidEnterBackground(_:)"
            ])
        #expect(notes(events).filter { $0.contains("BGAppRefreshTask launch handler") }.count == 1)
        #expect(notes(events).filter { $0.contains("BGProcessingTask launch handler") }.count == 1)
        let states = events.filter { $0.kind == .state && $0.scene == nil }.compactMap(\.name)
        #expect(states == ["suspend", "resume", "suspend"])
    }

    @Test("§14 background URLSession: a suspended app is resumed, a purged one relaunched, for handleEvents…")
    func backgroundURLSession() throws {
        let events = try Support.events("background-url-session", .ios13)
        let callbacks = Support.callbacks(events)
        let handle = "application(_:handleEventsForBackgroundURLSession:completionHandler:)"
        #expect(callbacks.filter { $0 == handle }.count == 2)
        // The relaunch: willFinish (background), didFinish, the remembered session's new scene
        // connects in the background (silently, §4.1), then the event.
        #expect(
            Array(callbacks.suffix(4)) == [
                "application(_:willFinishLaunchingWithOptions:)",
                "application(_:didFinishLaunchingWithOptions:)",
                "S2 scene(_:willConnectTo:options:)",
                handle
            ])
        #expect(events.contains { $0.kind == .state && $0.name == "connectInBackground" && $0.scene == "S2" })
        #expect(events.last?.name == "suspend")
    }

    @Test("§14 a force-quit app is not relaunched for background URL session events or BGTasks")
    func forceQuitBlocksBackgroundWork() throws {
        let scenario = try Support.yaml(
            """
            actions: [launch, app-switcher, swipe-kill, {background-launch: url-session}, {background-launch: app-refresh}]
            """)
        let events = try Simulation(scenario: scenario, profile: .ios13).events()
        #expect(
            !Support.callbacks(events).contains("application(_:handleEventsForBackgroundURLSession:completionHandler:)")
        )
        #expect(notes(events).filter { $0.contains("not delivered: the user force-quit the app") }.count == 2)
        #expect(notes(events).first?.hasPrefix("url session not delivered") == true)
        #expect(Support.callbacks(events).filter { $0 == "application(_:willFinishLaunchingWithOptions:)" }.count == 1)
    }

    @Test("§14 beginBackgroundTask: suspended after the work, or after the expiration handler at about 30 s")
    func backgroundTask() throws {
        let events = try Support.events("background-task", .ios12)
        let suspends = events.filter { $0.kind == .state && $0.name == "suspend" }
        #expect(suspends.map(\.detail) == ["after the background task ended", "after the background task expired"])
        // The first task ends after its 10 s; the second is cut at 30 s.
        let actions = events.filter { $0.kind == .action && $0.name == "background-task" }
        #expect(actions.count == 2)
        if actions.count == 2, suspends.count == 2 {
            #expect((suspends[0].time - actions[0].time).microseconds == 10_000_000)
            #expect((suspends[1].time - actions[1].time).microseconds == 30_000_000)
        }
        #expect(notes(events).contains { $0.hasPrefix("the expiration handler runs") })
    }

    @Test("§14 a background task the expiration handler does not end: the app is terminated")
    func backgroundTaskNotEnded() throws {
        let events = try Support.events("background-task-not-ended", .ios13)
        #expect(events.last?.kind == .state && events.last?.name == "terminate" && events.last?.scene == nil)
        #expect(!Support.callbacks(events).contains("applicationWillTerminate(_:)"))
    }

    @Test("§14 prewarming runs no delegate method; the launch sequence runs in full when the user opens the app")
    func prewarm() throws {
        let events = try Support.events("prewarm", .ios13)
        #expect(events[1].kind == .note && events[1].value?.contains("UIApplicationMain") == true)
        #expect(Support.callbacks(events) == Support.callbacks(try Support.events("cold-launch", .ios13)))
        let first = events.first { $0.kind == .callback }
        #expect(first?.method == .willFinishLaunching && first?.time.microseconds == 600_000_000)
    }

    @Test("new actions refuse the states they cannot happen in")
    func refusals() throws {
        for text in [
            "actions: [notification: x]", "actions: [launch, home, notification: x]",
            "actions: [launch, background-task: 10]", "actions: [launch, prewarm]",
            "actions: [launch, {background-launch: url-session}]"
        ] {
            let scenario = try Support.yaml(text)
            #expect(throws: (any Error).self, "\(text)") {
                try Simulation(scenario: scenario, profile: .ios13).events()
            }
        }
    }
}

/// The root view controller's appearance (lifecycle-facts.md §14), on its own receiver.
struct ViewControllerSequenceTests {
    @Test(
        """
        §14 [OBSERVED] scenes: willConnectTo, viewDidLoad, viewWillAppear, viewIsAppearing, willEnterForeground, \
        didBecomeActive, viewDidAppear; nothing on return
        """)
    func scenes() throws {
        let events = try Support.events("view-controllers", .ios13)
        #expect(
            Support.callbacks(events) == Support.sceneConnect + [
                "S1 viewDidLoad()",
                "S1 viewWillAppear(_:)",
                "S1 viewIsAppearing(_:)",
                "S1 sceneWillEnterForeground(_:)",
                "S1 sceneDidBecomeActive(_:)",
                "S1 viewDidAppear(_:)",
                "S1 sceneWillResignActive(_:)",
                "S1 sceneDidEnterBackground(_:)",
                "S1 sceneWillEnterForeground(_:)",
                "S1 sceneDidBecomeActive(_:)"
            ])
        for event in events where event.method?.info.declaredBy == .viewController {
            #expect(event.receiver == .viewController && event.from == nil && event.to == nil)
        }
    }

    @Test("§14 sceneless: the window's root view controller appears around the first applicationDidBecomeActive")
    func sceneless() throws {
        let callbacks = Support.callbacks(try Support.events("view-controllers", .ios12))
        #expect(
            Array(callbacks.prefix(7)) == [
                "application(_:willFinishLaunchingWithOptions:)",
                "application(_:didFinishLaunchingWithOptions:)",
                "viewDidLoad()",
                "viewWillAppear(_:)",
                "viewIsAppearing(_:)",
                "applicationDidBecomeActive(_:)",
                "viewDidAppear(_:)"
            ])
        #expect(callbacks.filter { $0.hasPrefix("view") }.count == 4)
    }

    @Test("§2.3 / §14 each iPad window's root view controller appears with its own scene")
    func twoWindows() throws {
        let callbacks = Support.callbacks(try Support.events("view-controllers-two-windows", .ipadosMultiwindow))
        #expect(
            callbacks.filter { $0.hasPrefix("S2 view") } == [
                "S2 viewDidLoad()", "S2 viewWillAppear(_:)",
                "S2 viewIsAppearing(_:)", "S2 viewDidAppear(_:)"
            ])
        #expect(
            callbacks.firstIndex(of: "S2 viewIsAppearing(_:)")! < callbacks.firstIndex(
                of: "S2 sceneWillEnterForeground(_:)")!)
        #expect(callbacks.last == "S2 viewDidAppear(_:)")
    }

    @Test("without the option, no trace has view-controller callbacks (every earlier trace is unchanged)")
    func optIn() throws {
        let callbacks = Support.callbacks(try Support.events("home-and-return", .ios13))
        #expect(!callbacks.contains { $0.contains("view") })
    }
}

/// The app's scene-session requests (lifecycle-facts.md §14).
struct SceneRequestSequenceTests {
    @Test("§14 iPad: activation creates a scene, refresh calls nothing, destruction closes the window")
    func iPad() throws {
        let events = try Support.events("scene-session-requests", .ipadosMultiwindow)
        let callbacks = Support.callbacks(events)
        #expect(
            Array(callbacks.dropFirst(6)) == [
                "application(_:configurationForConnecting:options:)",
                "S2 scene(_:willConnectTo:options:)",
                "S2 sceneWillEnterForeground(_:)",
                "S2 sceneDidBecomeActive(_:)",
                "S2 sceneWillResignActive(_:)",
                "S2 sceneDidEnterBackground(_:)",
                "S2 sceneDidDisconnect(_:)",
                "application(_:didDiscardSceneSessions:)"
            ])
        let refresh = events.firstIndex { $0.kind == .action && $0.name == "request-scene-refresh" }
        let next = refresh.map { events[($0 + 1)...].prefix { $0.kind != .action } } ?? []
        #expect(next.map(\.kind) == [.note] && next.first?.scene == "S1")
    }

    @Test("§14 iPhone: a new scene is refused with multipleScenesNotSupported, nothing moves")
    func iPhone() throws {
        let events = try Support.events("scene-activation-iphone", .ios13)
        #expect(Support.callbacks(events) == Support.callbacks(try Support.events("cold-launch", .ios13)))
        #expect(events.last?.kind == .note && events.last?.value?.contains("multipleScenesNotSupported") == true)
    }

    @Test("§14 a background app cannot ask for a scene; destruction needs a connected scene")
    func refusals() throws {
        for text in [
            "actions: [launch, home, request-scene-activation]", "actions: [launch, {request-scene-destruction: S9}]",
            "actions: [request-scene-refresh]"
        ] {
            let scenario = try Support.yaml(text)
            #expect(throws: (any Error).self, "\(text)") {
                try Simulation(scenario: scenario, profile: .ipadosMultiwindow).events()
            }
        }
    }
}
