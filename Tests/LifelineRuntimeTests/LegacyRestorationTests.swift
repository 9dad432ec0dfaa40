import LifelineModel
import LifelineRuntime
import LifelineTrace
import Testing

/// Legacy state restoration (lifecycle-facts.md §1.7), written from Apple's pages: UIKit asks
/// whether to save after the app enters the background, restores "during the middle of your
/// app's initialization" only when an archive exists, and deletes the archive when the user
/// force-quits the app.
struct LegacyRestorationTests {
    private static let save = [
        "application(_:shouldSaveSecureApplicationState:)", "application(_:willEncodeRestorableStateWith:)"
    ]
    private static let restore = [
        "application(_:shouldRestoreSecureApplicationState:)", "application(_:didDecodeRestorableStateWith:)"
    ]
    private static let will = "application(_:willFinishLaunchingWithOptions:)"
    private static let did = "application(_:didFinishLaunchingWithOptions:)"
    private static let home = ["applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)"]

    @Test(
        """
        §1.7 saved after each entry to the background, restored between willFinish and didFinish, none after a \
        force-quit
        """)
    func builtInScenario() throws {
        let events = try Support.events("legacy-state-restoration", .ios12)
        let active = "applicationDidBecomeActive(_:)"
        #expect(
            Support.callbacks(events) == [Self.will, Self.did, active] + Self.home + Self.save
                // suspend, purge, launch: the archive exists
                + [Self.will] + Self.restore + [Self.did, active] + Self.home + Self.save
                // swipe-kill deletes it: the next launch restores nothing
                + [Self.will, Self.did, active])
    }

    @Test("§1.7 without the option UIKit asks nothing: an app that does not opt in")
    func notOptedIn() throws {
        let scenario = try Support.yaml("name: plain\nactions: [launch, home, suspend, purge, launch]\n")
        let callbacks = Support.callbacks(try Simulation(scenario: scenario, profile: .ios12).events())
        #expect(!callbacks.contains { Self.save.contains($0) || Self.restore.contains($0) })
        #expect(callbacks.filter { $0 == Self.will }.count == 2)
    }

    @Test("§1.7 a scene-based app restores through stateRestorationActivity, never the app delegate's methods")
    func scenesNeverAsk() throws {
        let scenario = try Support.yaml(
            """
            name: scenes
            options: {state-restoration: legacy}
            actions: [launch, home, suspend, purge, launch]
            """)
        let callbacks = Support.callbacks(try Simulation(scenario: scenario, profile: .ios13).events())
        #expect(!callbacks.contains { Self.save.contains($0) || Self.restore.contains($0) })
    }

    @Test("§1.7 [UNSURE] a launch into the background restores nothing; the archive waits for a foreground launch")
    func backgroundLaunchDoesNotRestore() throws {
        let scenario = try Support.yaml(
            """
            name: fetch
            options: {state-restoration: legacy}
            actions: [launch, home, suspend, purge, {background-launch: fetch}, purge, launch]
            """)
        let callbacks = Support.callbacks(try Simulation(scenario: scenario, profile: .ios12).events())
        let launches = callbacks.indices.filter { callbacks[$0] == Self.will }
        #expect(launches.count == 3)
        #expect(callbacks[launches[1] + 1] == Self.did, "the background launch: \(callbacks)")
        #expect(Array(callbacks[(launches[2] + 1)...(launches[2] + 2)]) == Self.restore)
    }

    /// An app delegate that opts out of saving: it says no.
    final class DecliningDelegate: AppDelegate {
        func application(_ application: Application, shouldSaveSecureApplicationState coder: Coder) -> Bool { false }
        func application(_ application: Application, shouldRestoreSecureApplicationState coder: Coder) -> Bool { true }
    }

    @Test("§1.7 a delegate that answers no to saving: nothing is encoded and the next launch restores nothing")
    func declinedSave() throws {
        let scenario = try Support.yaml(
            """
            name: declined
            options: {state-restoration: legacy}
            actions: [launch, home, suspend, purge, launch]
            """)
        let events = try Simulation(
            scenario: scenario, profile: .ios12, delegates: DelegateRegistry(appDelegate: { DecliningDelegate() })
        ).events()
        let callbacks = Support.callbacks(events)
        #expect(callbacks.filter { $0 == Self.save[0] }.count == 1)
        #expect(!callbacks.contains(Self.save[1]) && !callbacks.contains(Self.restore[0]))
    }

    @Test("§1.7 the traces check clean: restoration between the launch callbacks, saving after didEnterBackground")
    func restorationMovesNoState() throws {
        let events = try Support.events("legacy-state-restoration", .ios12)
        for event in events
        where event.method.map({ [.shouldSaveSecureApplicationState, .willEncodeRestorableState].contains($0) }) == true
        {
            #expect(event.from == "background" && event.to == "background")
        }
        for event in events
        where event.method.map({ [.shouldRestoreSecureApplicationState, .didDecodeRestorableState].contains($0) })
            == true
        {
            #expect(event.from == "inactive" && event.to == "inactive")
        }
    }
}
