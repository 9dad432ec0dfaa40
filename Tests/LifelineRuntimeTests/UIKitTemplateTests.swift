import Foundation
import LifelineRuntime
import LifelineTrace
import Testing
@testable import XcodeTemplateApp

/// Xcode's UIKit App template (Fixtures/XcodeTemplateApp, only its imports changed) compiles
/// against the runtime and runs; the delegate API is UIKit's.
struct UIKitTemplateTests {
    private var templateDelegates: DelegateRegistry {
        var registry = DelegateRegistry(appDelegate: { XcodeTemplateApp.AppDelegate() })
        registry.register(sceneDelegate: "SceneDelegate") { XcodeTemplateApp.SceneDelegate() }
        return registry
    }

    /// The callbacks the template's classes implement (ran) and those UIKit called that they
    /// lack, as the trace says.
    private func ran(_ scenario: String) throws -> (ran: [String], lacking: [String]) {
        let events = try Support.events(scenario, .ios13, delegates: templateDelegates)
        var ran: [String] = [], lacking: [String] = []
        for event in events where event.kind == .callback {
            guard let method = event.method?.swiftName else { continue }
            if event.detail?.contains("does not implement") == true {
                lacking.append(method)
            } else {
                ran.append(method)
            }
        }
        return (ran, lacking)
    }

    @Test("cold-launch runs the template's didFinishLaunching, configurationForConnecting and scene methods")
    func coldLaunch() throws {
        let result = try ran("cold-launch")
        #expect(
            result.ran == [
                "application(_:didFinishLaunchingWithOptions:)",
                "application(_:configurationForConnecting:options:)",
                "scene(_:willConnectTo:options:)", "sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)"
            ])
        #expect(result.lacking == ["application(_:willFinishLaunchingWithOptions:)"])
    }

    @Test("home-and-return runs the four scene methods")
    func homeAndReturn() throws {
        let result = try ran("home-and-return")
        #expect(
            Array(result.ran.suffix(4)) == [
                "sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)",
                "sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)"
            ])
        #expect(result.lacking == ["application(_:willFinishLaunchingWithOptions:)"])
        // Reclaimed, the scene is asked for a restoration activity the template does not provide.
        #expect(try ran("reclaim-scene").lacking.contains("stateRestorationActivity(for:)"))
    }

    @Test("swipe-kill (iPhone iOS 13): sceneDidEnterBackground ran, applicationWillTerminate is not in the template")
    func swipeKill() throws {
        let result = try ran("swipe-kill")
        #expect(result.ran.last == "sceneDidEnterBackground(_:)")
        #expect(result.lacking.last == "applicationWillTerminate(_:)")
    }

    @Test("the configuration the template returns by name takes its delegate class from the Info.plist")
    func namedConfigurationIsFilled() throws {
        let events = try Support.events("cold-launch", .ios13, delegates: templateDelegates)
        #expect(!events.contains { $0.detail?.contains("no scene delegate") == true })
    }

    @Test("@main runs the template as UIApplicationMain would")
    func mainEntryPoint() throws {
        // SwiftPM renames the executable's entry point for tests; `main()` is the type's.
        #expect(XcodeTemplateApp.AppDelegate() is UIApplicationDelegate)
    }

    @Test("a misspelt delegate method is reported by name")
    func nearMissReported() throws {
        final class Misspelt: UIResponder, UIWindowSceneDelegate {
            func sceneDidBecomeActive(scene: UIScene) {}
            func sceneWillResignActive() {}
        }
        final class MisspeltApp: UIResponder, UIApplicationDelegate {
            func applicationWillTerminate(application: UIApplication) {}
        }
        var registry = DelegateRegistry(appDelegate: { MisspeltApp() })
        registry.register(sceneDelegate: "SceneDelegate") { Misspelt() }
        let events = try Support.events("home-and-return", .ios13, delegates: registry)
        let notes = events.filter { $0.kind == .note }.compactMap(\.value)
        #expect(notes.filter { $0.contains("nearly matches") }.count == 3, "\(notes)")
        #expect(
            notes.contains {
                $0.contains(
                    "SceneDelegate declares sceneDidBecomeActive(scene:), which nearly matches sceneDidBecomeActive(_:)"
                )
            })
        #expect(notes.contains { $0.contains("sceneWillResignActive()") })
        #expect(notes.contains { $0.contains("MisspeltApp declares applicationWillTerminate(application:)") })
        // The template has none.
        let template = try Support.events("home-and-return", .ios13, delegates: templateDelegates)
        #expect(!template.contains { $0.value?.contains("nearly matches") == true })
    }

    @Test(
        """
        UIApplication notifications reach NotificationCenter observers; applicationState and activationState are \
        UIKit's
        """)
    func notificationsAndState() throws {
        final class Observer: UIResponder, UIWindowSceneDelegate {
            nonisolated(unsafe) static var states: [String] = []
            func sceneDidEnterBackground(_ scene: UIScene) {
                Observer.states.append(
                    "\(scene.activationState) \(UIApplication.shared.applicationState) \(scene.activationState.rawValue)"
                )
            }
        }
        Observer.states = []
        var registry = DelegateRegistry(appDelegate: nil)
        registry.register(sceneDelegate: "SceneDelegate") { Observer() }
        let center = NotificationCenter()
        nonisolated(unsafe) var seen: [String] = []
        let token = center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil) {
            note in
            seen.append(note.name.rawValue + ((note.object as? UIApplication) != nil ? " from the application" : ""))
        }
        defer { center.removeObserver(token) }
        var simulation = Simulation(
            scenario: try Support.builtIn("home-and-return"), profile: .ios13, delegates: registry)
        simulation.notificationCenter = center
        _ = try simulation.events()
        #expect(seen == ["UIApplication.didEnterBackgroundNotification from the application"])
        #expect(Observer.states == ["background background 2"])
    }
}
