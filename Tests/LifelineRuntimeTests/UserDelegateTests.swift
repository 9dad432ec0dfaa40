import LifelineModel
import LifelineRuntime
import LifelineTrace
import Testing

/// A user-written delegate pair, run through scenarios: which of its methods ran, in order.
final class Journal {
    var lines: [String] = []
}

final class MyAppDelegate: AppDelegate {
    let journal: Journal
    init(journal: Journal) { self.journal = journal }
    func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        journal.lines.append("didFinishLaunching")
        return true
    }
    func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>) {
        journal.lines.append("didDiscard \(sceneSessions.map(\.persistentIdentifier).sorted())")
    }
}

final class MySceneDelegate: SceneDelegate {
    let journal: Journal
    init(journal: Journal) { self.journal = journal }
    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: ConnectionOptions) {
        journal.lines.append("willConnect \(scene.identifier) \(session.persistentIdentifier)")
    }
    func sceneDidBecomeActive(_ scene: Scene) {
        journal.lines.append("didBecomeActive \(scene.activationState) app=\(scene.application.applicationState)")
    }
    func sceneDidEnterBackground(_ scene: Scene) {
        journal.lines.append("didEnterBackground")
        scene.clock.advance(by: .seconds(6))  // a slow save: over the ~5 s budget
    }
}

struct UserDelegateTests {
    private func registry(_ journal: Journal) -> DelegateRegistry {
        var registry = DelegateRegistry(appDelegate: { MyAppDelegate(journal: journal) })
        registry.register(sceneDelegate: "SceneDelegate") { MySceneDelegate(journal: journal) }
        return registry
    }

    @Test("a user-written scene delegate is called, in order, and its slow background work is terminated")
    func userDelegatesRun() throws {
        let journal = Journal()
        let scenario = try Support.yaml(
            """
            name: mine
            actions:
              - launch
              - home
            """)
        let events = try Simulation(scenario: scenario, profile: .ios13, delegates: registry(journal)).events()
        #expect(
            journal.lines == [
                "didFinishLaunching",
                "willConnect S1 A",
                "didBecomeActive foregroundActive app=active",
                "didEnterBackground"
            ])
        // Methods the classes lack are marked, not hidden: UIKit's life cycle still moves.
        let willFinish = events.first { $0.method == .willFinishLaunching }
        #expect(willFinish?.detail == "the delegate does not implement it")
        // The 6 s the delegate took shows in dur, and the budget (§1.2) kills the app.
        let background = events.first { $0.method == .sceneDidEnterBackground }
        #expect((background?.duration?.microseconds ?? 0) > 5_000_000)
        #expect(events.last?.kind == .state && events.last?.name == "terminate")
        #expect(events.contains { $0.kind == .note && ($0.value ?? "").contains("background transition") })
    }

    @Test("without configurationForConnecting, the Info.plist configuration is used")
    func infoPlistConfigurationWhenNotImplemented() throws {
        let journal = Journal()
        let events = try Support.events("cold-launch", .ios13, delegates: registry(journal))
        let configuration = events.first { $0.method == .configurationForConnecting }
        #expect(configuration?.detail == "the delegate does not implement it")
        #expect(events.first { $0.method == .sceneWillConnect }?.detail == "configuration=Default Configuration")
    }

    @Test("a configuration naming an unregistered class connects the scene without a delegate")
    func unregisteredDelegateClass() throws {
        let journal = Journal()
        var registry = DelegateRegistry(appDelegate: { MyAppDelegate(journal: journal) })
        registry.register(sceneDelegate: "OtherDelegate") { MySceneDelegate(journal: journal) }
        let events = try Support.events("cold-launch", .ios13, delegates: registry)
        #expect(journal.lines == ["didFinishLaunching"])
        #expect(events.contains { $0.kind == .note && ($0.value ?? "").contains("\"SceneDelegate\"") })
        #expect(events.first { $0.method == .sceneDidBecomeActive }?.detail == "no scene delegate: not called")
    }

    @Test("a session discarded while not running reaches the user's app delegate at the next launch")
    func discardReachesUser() throws {
        let journal = Journal()
        _ = try Support.events("discard-while-not-running", .ios13, delegates: registry(journal))
        #expect(Array(journal.lines.prefix(3)) == ["didFinishLaunching", "didDiscard [\"A\"]", "willConnect S1 B"])
    }
}

/// The example of Docs/simulate.md ("Writing delegates in Swift"), kept compiling and true.
final class DocsSceneDelegate: SceneDelegate {
    var calls: [String] = []
    func scene(_ scene: Scene, willConnectTo session: SceneSession, options: ConnectionOptions) {
        calls.append("willConnect \(session.persistentIdentifier)")
    }
    func sceneDidBecomeActive(_ scene: Scene) { calls.append("active") }
    func sceneDidEnterBackground(_ scene: Scene) {
        scene.clock.advance(by: .seconds(6))
    }
}

@Test func docsExample() throws {
    let delegate = DocsSceneDelegate()
    var delegates = DelegateRegistry(appDelegate: nil)
    delegates.register(sceneDelegate: "SceneDelegate") { delegate }
    let scenario = try ScenarioParser.parse("actions: [launch, home]", file: "inline.yaml")
    let events = try Simulation(scenario: scenario, profile: .ios13, delegates: delegates).events()
    #expect(delegate.calls == ["willConnect A", "active"])
    #expect(events.last?.name == "terminate")
}
