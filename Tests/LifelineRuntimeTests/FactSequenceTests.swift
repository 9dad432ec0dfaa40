import LifelineModel
import LifelineRuntime
import LifelineTrace
import Testing

/// The golden sequences of the issue, stated as callback lists, each naming its fact.
struct FactSequenceTests {
    @Test("§1.1 iOS 12 cold launch: willFinish, didFinish, didBecomeActive; never willEnterForeground")
    func ios12ColdLaunch() throws {
        let events = try Support.events("cold-launch", .ios12)
        #expect(
            Support.callbacks(events) == [
                "application(_:willFinishLaunchingWithOptions:)",
                "application(_:didFinishLaunchingWithOptions:)",
                "applicationDidBecomeActive(_:)"
            ])
        // §1.1: didBecomeActiveNotification is posted after the method.
        #expect(events.last?.name == "UIApplication.didBecomeActiveNotification")
        #expect(events[1].from == "notRunning" && events[1].to == "inactive")
    }

    @Test("§2.1 iOS 13 cold launch: configurationForConnecting, willConnectTo, willEnterForeground, didBecomeActive")
    func ios13ColdLaunch() throws {
        let events = try Support.events("cold-launch", .ios13)
        #expect(
            Support.callbacks(events) == Support.sceneConnect + [
                "S1 sceneWillEnterForeground(_:)",
                "S1 sceneDidBecomeActive(_:)"
            ])
        // §3: a scene-based app launches in the background state.
        #expect(events[1].to == "background")
        let connect = events.first { $0.method == .sceneWillConnect }
        #expect(connect?.from == "unattached" && connect?.to == "unattached" && connect?.session == "A")
    }

    @Test("§2.1 [OBSERVED] relaunch with a restored session: no configurationForConnecting")
    func relaunchRestored() throws {
        let callbacks = Support.callbacks(try Support.events("relaunch-restored", .ios13))
        #expect(!callbacks.contains("application(_:configurationForConnecting:options:)"))
        #expect(callbacks.contains("S1 scene(_:willConnectTo:options:)"))
    }

    @Test("§1.2 / §2.2 home and return, under ios12 and ios13")
    func homeAndReturn() throws {
        let ios12 = Support.callbacks(try Support.events("home-and-return", .ios12))
        #expect(
            Array(ios12.suffix(4)) == [
                "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)",
                "applicationWillEnterForeground(_:)", "applicationDidBecomeActive(_:)"
            ])
        let ios13 = Support.callbacks(try Support.events("home-and-return", .ios13))
        #expect(
            Array(ios13.suffix(4)) == [
                "S1 sceneWillResignActive(_:)", "S1 sceneDidEnterBackground(_:)",
                "S1 sceneWillEnterForeground(_:)", "S1 sceneDidBecomeActive(_:)"
            ])
        // §2.5: the app delegate's UI-state methods are not called with scenes.
        #expect(!ios13.contains { $0.hasPrefix("applicationWill") || $0.hasPrefix("applicationDid") })
    }

    @Test("§1.3 a temporary interruption only resigns and becomes active again")
    func interruption() throws {
        let ios12 = Support.callbacks(try Support.events("interruption", .ios12))
        #expect(Array(ios12.suffix(2)) == ["applicationWillResignActive(_:)", "applicationDidBecomeActive(_:)"])
        let ios13 = Support.callbacks(try Support.events("interruption", .ios13))
        #expect(Array(ios13.suffix(2)) == ["S1 sceneWillResignActive(_:)", "S1 sceneDidBecomeActive(_:)"])
    }

    @Test(
        """
        §1.5 background launch: launch → didEnterBackground → event → suspend (ios12); scene connects in background \
        (ios13)
        """)
    func backgroundLaunch() throws {
        let ios12 = try Support.events("background-fetch", .ios12)
        #expect(
            Support.callbacks(ios12) == [
                "application(_:willFinishLaunchingWithOptions:)",
                "application(_:didFinishLaunchingWithOptions:)",
                "applicationDidEnterBackground(_:)",
                "application(_:performFetchWithCompletionHandler:)"
            ])
        #expect(ios12[1].to == "background")
        #expect(ios12.last?.kind == .state && ios12.last?.name == "suspend")
        let ios13 = try Support.events("silent-push", .ios13)
        #expect(ios13.contains { $0.kind == .state && $0.name == "connectInBackground" && $0.scene == "S1" })
        #expect(Support.callbacks(ios13).contains("S1 sceneDidBecomeActive(_:)"), "the user opens it later")
        // §3: UIApplication.willEnterForegroundNotification does not fire at a background launch, only later.
        let firstForeground = ios13.firstIndex { $0.name == "UIApplication.willEnterForegroundNotification" }
        let userLaunch = ios13.firstIndex { $0.kind == .action && $0.name == "launch" }
        #expect(firstForeground != nil && userLaunch != nil && firstForeground! > userLaunch!)
    }

    @Test("§2.4 swipe-kill as on iPhone iOS 13 and as on an iPad without multiple windows")
    func swipeKill() throws {
        let iphone = Support.callbacks(try Support.events("swipe-kill", .ios13))
        #expect(Array(iphone.suffix(2)) == ["S1 sceneDidEnterBackground(_:)", "applicationWillTerminate(_:)"])
        let ipad = Support.callbacks(try Support.events("swipe-kill-ipad", .ios13))
        #expect(
            Array(ipad.suffix(3)) == [
                "S1 sceneDidDisconnect(_:)", "application(_:didDiscardSceneSessions:)",
                "applicationWillTerminate(_:)"
            ])
        // §1.4: a suspended app swiped away is purged without a callback.
        let suspended = try Support.events("swipe-kill-suspended", .ios13)
        let afterKill = suspended.drop { !($0.kind == .action && $0.name == "swipe-kill") }
        #expect(!afterKill.contains { $0.kind == .callback })
        #expect(afterKill.contains { $0.kind == .state && $0.name == "purge" && $0.scene == nil })
    }

    @Test("§2.3 / §2.4 closing one of two iPad windows: the other stays, its session is discarded")
    func closeOneOfTwoWindows() throws {
        let events = try Support.events("two-windows", .ipadosMultiwindow)
        let callbacks = Support.callbacks(events)
        #expect(
            Array(callbacks.suffix(4)) == [
                "S1 sceneWillResignActive(_:)", "S1 sceneDidEnterBackground(_:)",
                "S1 sceneDidDisconnect(_:)", "application(_:didDiscardSceneSessions:)"
            ])
        #expect(events.last { $0.method == .didDiscardSceneSessions }?.session == "A")
        #expect(!callbacks.contains("applicationWillTerminate(_:)"))
    }

    @Test("§2.4 a session discarded while not running is reported at the next launch, after didFinishLaunching")
    func discardWhileNotRunning() throws {
        let callbacks = Support.callbacks(try Support.events("discard-while-not-running", .ios13))
        #expect(
            Array(callbacks.prefix(3)) == [
                "application(_:willFinishLaunchingWithOptions:)",
                "application(_:didFinishLaunchingWithOptions:)",
                "application(_:didDiscardSceneSessions:)"
            ])
        #expect(!callbacks.contains("application(_:configurationForConnecting:options:)"))
    }

    @Test("§5 SwiftUI app-level phase with two scenes: active while any scene is active")
    func swiftUIAppPhase() throws {
        let events = try Support.events("swiftui-two-scenes", .swiftui)
        let app = events.filter { $0.kind == .phase && $0.level == .app }.map { "\($0.from ?? "")>\($0.to ?? "")" }
        #expect(app == ["background>inactive", "inactive>active", "active>inactive", "inactive>background"])
        // The second scene's activation does not move the app phase; after home S1 resigns but S2 is still active.
        let s1Resign = events.firstIndex {
            $0.kind == .phase && $0.level == .scene && $0.scene == "S1" && $0.to == "inactive" && $0.from == "active"
        }
        let appInactive = events.firstIndex {
            $0.kind == .phase && $0.level == .app && $0.to == "inactive" && $0.from == "active"
        }
        let s2Resign = events.firstIndex {
            $0.kind == .phase && $0.level == .scene && $0.scene == "S2" && $0.to == "inactive" && $0.from == "active"
        }
        #expect(s1Resign! < s2Resign! && s2Resign! < appInactive!)
        // openWindow(value:) for a presented value brings the window forward: only two scenes exist.
        #expect(Set(events.compactMap(\.scene)) == ["S1", "S2"])
        #expect(
            events.contains {
                $0.kind == .environment && $0.name == "colorScheme" && $0.view == "ContentView" && $0.value == "dark"
            })
    }

    @Test("§1.1 a launch over its ~5 s budget is terminated, and the trace says why")
    func launchBudget() throws {
        let events = try Support.events("slow-launch", .ios13)
        #expect(events[events.count - 2].kind == .note)
        #expect(events.last?.kind == .state && events.last?.name == "terminate" && events.last?.to == "notRunning")
    }

    @Test("§3 UIApplication.willEnterForegroundNotification is aggregate: not posted again for a second window")
    func aggregateWillEnterForeground() throws {
        let events = try Support.events("two-windows", .ipadosMultiwindow)
        #expect(events.filter { $0.name == "UIApplication.willEnterForegroundNotification" }.count == 1)
        #expect(events.filter { $0.name == "UIScene.willEnterForegroundNotification" }.count == 2)
    }
}
