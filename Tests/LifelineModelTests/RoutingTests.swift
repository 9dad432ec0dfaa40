import Testing
import LifelineModel

/// Routing rows against lifecycle-facts.md: each case names the bullet it encodes.
@Suite("Routing by profile")
struct RoutingTests {
    @Test("§2.5: the four foreground/background app-delegate methods stop once scenes are adopted")
    func uiStateMethodsAreSceneless() {
        for callback in [
            Callback.applicationDidBecomeActive, .applicationWillResignActive,
            .applicationDidEnterBackground, .applicationWillEnterForeground
        ] {
            #expect(callback.info.routing[.ios12] == .delivered)
            for profile in [Profile.ios13, .ipadosMultiwindow, .swiftui] {
                #expect(callback.info.routing[profile] == .notDelivered, "\(callback.swiftName) under \(profile)")
            }
            #expect(callback.info.deprecatedIn == "iOS 26")
        }
    }

    @Test("§1.4, §2.6: applicationWillTerminate is still delivered with scenes and not deprecated")
    func terminateStays() {
        let routing = Callback.applicationWillTerminate.info.routing
        #expect(routing[.ios12] == .delivered)
        #expect(routing[.ios13] == .delivered)
        #expect(routing[.ipadosMultiwindow] == .delivered)
        #expect(Callback.applicationWillTerminate.info.deprecatedIn == nil)
    }

    @Test("§2.6: launch, memory warnings and remote notifications stay on the app delegate")
    func appDelegateKeeps() {
        for callback in [
            Callback.willFinishLaunching, .didFinishLaunching, .applicationDidReceiveMemoryWarning,
            .didReceiveRemoteNotification
        ] {
            for profile in [Profile.ios12, .ios13, .ipadosMultiwindow] {
                #expect(callback.info.routing[profile] == .delivered, "\(callback.swiftName) under \(profile)")
            }
            #expect(callback.info.routing[.swiftui] == .whenAdopted(.applicationDelegateAdaptor))
        }
    }

    @Test("§2.1, §2.4: session methods exist only with scenes")
    func sessionMethods() {
        for callback in [Callback.configurationForConnecting, .didDiscardSceneSessions] {
            #expect(callback.info.routing[.ios12] == .notDelivered)
            #expect(callback.info.routing[.ios13] == .delivered)
        }
    }

    @Test("§6: scene delegates are used under every scene profile and never under ios12")
    func sceneDelegateRouting() {
        for entry in CallbackCatalogue.entries where entry.declaredBy.receiver == .scene {
            #expect(entry.routing[.ios12] == .notDelivered, "\(entry.swiftName)")
            #expect(entry.routing[.ios13] == .delivered, "\(entry.swiftName)")
            #expect(entry.routing[.ipadosMultiwindow] == .delivered, "\(entry.swiftName)")
            #expect(entry.routing[.swiftui] == .whenAdopted(.sceneDelegateClass), "\(entry.swiftName)")
        }
    }

    @Test("§2.5, §2.7: URL, activity and quick-action app-delegate methods move to the scene delegate")
    func eventsMoveToScenes() {
        let moves: [(Callback, Callback)] = [
            (.applicationOpenURL, .sceneOpenURLContexts),
            (.applicationContinueUserActivity, .sceneContinueUserActivity),
            (.applicationPerformActionForShortcutItem, .windowScenePerformActionForShortcutItem)
        ]
        for (app, scene) in moves {
            #expect(app.info.routing[.ios12] == .delivered && app.info.routing[.ios13] == .notDelivered)
            #expect(scene.info.routing[.ios12] == .notDelivered && scene.info.routing[.ios13] == .delivered)
        }
    }

    @Test("§3: sceneless notification order, and willEnterForeground is the documented aggregate")
    func notificationOrder() {
        #expect(LifecycleNotification.applicationWillEnterForeground.info.documentedOrder == .beforeDelegate)
        #expect(LifecycleNotification.applicationDidBecomeActive.info.documentedOrder == .afterDelegate)
        #expect(LifecycleNotification.applicationWillResignActive.info.documentedOrder == .afterDelegate)
        #expect(LifecycleNotification.applicationWillTerminate.info.documentedOrder == .afterDelegate)
        let foreground = LifecycleNotification.applicationWillEnterForeground.info
        #expect(foreground.scenePosting == .aggregate && foreground.scenePostingBasis == .documented)
        #expect(LifecycleNotification.applicationDidEnterBackground.info.scenePostingBasis == .unsure)
        #expect(LifecycleNotification(name: "UISceneDidActivateNotification") == .sceneDidActivate)
    }

    @Test("notification rows are in order and cite the facts")
    func notificationCatalogue() {
        #expect(NotificationCatalogue.entries.count == LifecycleNotification.allCases.count)
        for (index, entry) in NotificationCatalogue.entries.enumerated() {
            #expect(entry.notification.rawValue == index)
            for citation in entry.citations {
                #expect(Facts.text.contains(citation.url), "\(entry.name): \(citation.url)")
            }
        }
    }
}
