import LifelineModel
import LifelineRuntime
import LifelineSupport
import LifelineTrace
import Testing

/// The iPadOS window and external-display scenarios (lifecycle-facts.md §15): exact callback
/// sequences written from the facts, each test naming the bullet it encodes.
struct WindowSequenceTests {
    private static let didUpdate = "windowScene(_:didUpdate:interfaceOrientation:traitCollection:)"
    private static let launched =
        Support.sceneConnect + ["S1 sceneWillEnterForeground(_:)", "S1 sceneDidBecomeActive(_:)"]
    private static let secondWindow = [
        "application(_:configurationForConnecting:options:)",
        "S2 scene(_:willConnectTo:options:)",
        "S2 sceneWillEnterForeground(_:)",
        "S2 sceneDidBecomeActive(_:)"
    ]

    private func states(_ events: [TraceEvent], after seq: Int) -> [String: String] {
        var last: [String: String] = [:]
        for event in events where event.seq <= seq && event.kind == .callback && event.receiver == .scene {
            if let scene = event.scene, let to = event.to { last[scene] = to }
        }
        return last
    }

    private func appState(_ events: [TraceEvent], after seq: Int) -> String? {
        events.last { $0.seq <= seq && $0.kind == .callback && $0.receiver == .app }?.to
    }

    @Test(
        """
        §15 [OBSERVED] Split View: the new window connects beside the first, both stay foreground active, the first \
        gets didUpdate; closing a side backgrounds only it
        """)
    func splitView() throws {
        let events = try Support.events("split-view", .ipadosMultiwindow)
        #expect(
            Support.callbacks(events) == Self.launched + Self.secondWindow + [
                "S1 " + Self.didUpdate,
                "S2 sceneWillResignActive(_:)",
                "S2 sceneDidEnterBackground(_:)",
                "S1 " + Self.didUpdate
            ])
        let split = try #require(
            events.last {
                $0.method == .windowSceneDidUpdate && $0.scene == "S1" && $0.detail?.contains("share") == true
            })
        #expect(states(events, after: split.seq) == ["S1": "foregroundActive", "S2": "foregroundActive"])
        #expect(
            events.contains { $0.kind == .note && $0.value?.hasPrefix("S2's window becomes the key window") == true })
        // Only S2 left: the app is still active (§3: the most active scene).
        let end = try #require(events.last?.seq)
        #expect(states(events, after: end) == ["S1": "foregroundActive", "S2": "background"])
        #expect(
            !events.contains { $0.kind == .notification && $0.name == "UIApplication.didEnterBackgroundNotification" })
    }

    @Test("§15 [UNSURE] Slide Over: a background window comes over the one on screen; no resize")
    func slideOver() throws {
        let events = try Support.events("slide-over", .ipadosMultiwindow)
        #expect(
            Support.callbacks(events) == Self.launched + Self.secondWindow + [
                "S1 sceneWillResignActive(_:)",
                "S1 sceneDidEnterBackground(_:)",
                "S1 sceneWillEnterForeground(_:)",
                "S1 sceneDidBecomeActive(_:)"
            ])
        let key = try #require(events.last { $0.kind == .note }?.value)
        #expect(key.hasPrefix("S1's window becomes the key window") && key.contains("S2 stays foreground active"))
        #expect(!events.contains { $0.method == .windowSceneDidUpdate })
    }

    @Test("§15 [OBSERVED] Stage Manager minimise: only the minimised window's scene moves; the app stays active")
    func stageManagerMinimize() throws {
        let events = try Support.events("stage-manager-minimize", .ipadosMultiwindow)
        #expect(
            Support.callbacks(events) == Self.launched + Self.secondWindow + [
                "S1 sceneWillResignActive(_:)",
                "S1 sceneDidEnterBackground(_:)",
                "S1 sceneWillEnterForeground(_:)",
                "S1 sceneDidBecomeActive(_:)"
            ])
        let minimized = try #require(events.first { $0.method == .sceneDidEnterBackground })
        #expect(states(events, after: minimized.seq) == ["S1": "background", "S2": "foregroundActive"])
        // No aggregate change, so no UIApplication notification (§3).
        let window = events.filter { $0.seq > minimized.seq - 2 && $0.kind == .notification }.compactMap(\.name)
        #expect(!window.contains { $0.hasPrefix("UIApplication.") })
    }

    @Test(
        """
        §15 [UNSURE] windowing: ipados26 — Split View resizes the first window through didUpdateEffectiveGeometry, \
        not the deprecated method
        """)
    func splitViewIPadOS26() throws {
        let scenario = try Support.yaml(
            "name: t\noptions: {windowing: ipados26}\nactions: [launch, split-view, leave-split-view: S2]\n")
        let events = try Simulation(scenario: scenario, profile: .ipadosMultiwindow).events()
        #expect(
            Support.callbacks(events) == Self.launched + Self.secondWindow + [
                "S1 windowScene(_:didUpdateEffectiveGeometry:)",
                "S2 sceneWillResignActive(_:)",
                "S2 sceneDidEnterBackground(_:)",
                "S1 windowScene(_:didUpdateEffectiveGeometry:)"
            ])
        // No state edge: the resized window stays where it was.
        let end = try #require(events.last?.seq)
        #expect(states(events, after: end) == ["S1": "foregroundActive", "S2": "background"])
    }

    @Test("§15 [OBSERVED] windowing: ipados26 — minimise and restore reach no scene delegate and move no state")
    func stageManagerIPadOS26() throws {
        let scenario = try Support.yaml(
            """
            name: t
            options: {windowing: ipados26}
            actions: [launch, open-window, minimize-window: S1, restore-window: S1]
            """)
        let events = try Simulation(scenario: scenario, profile: .ipadosMultiwindow).events()
        #expect(Support.callbacks(events) == Self.launched + Self.secondWindow)
        let notes = events.filter { $0.kind == .note }.compactMap(\.value)
        #expect(notes.count == 3)
        #expect(notes[0].hasPrefix("iPadOS 26: the window is minimised") && notes[0].contains("activeAppearance"))
        #expect(notes[1].hasPrefix("iPadOS 26: the window is back"))
        #expect(notes[2].hasPrefix("S1's window becomes the key window"))
        // Restoring a window that was not minimised is refused under the variant.
        let wrong = try Support.yaml(
            "name: t\noptions: {windowing: ipados26}\nactions: [launch, open-window, restore-window: S1]\n")
        #expect(throws: Diagnostic.self) { try Simulation(scenario: wrong, profile: .ipadosMultiwindow).events() }
    }

    @Test(
        """
        §15 relaunch restores every window: willConnectTo per session, the saved restoration activity, no \
        configurationForConnecting
        """)
    func relaunchAllWindows() throws {
        let events = try Support.events("relaunch-all-windows", .ipadosMultiwindow)
        let action = try #require(events.first { $0.kind == .action && $0.name == "relaunch-all-windows" })
        let after = events.filter { $0.seq > action.seq }
        #expect(
            Support.callbacks(after) == [
                "application(_:willFinishLaunchingWithOptions:)",
                "application(_:didFinishLaunchingWithOptions:)",
                "S3 scene(_:willConnectTo:options:)",
                "S3 sceneWillEnterForeground(_:)",
                // S3's session kept S1's restoration activity (reclaimed before the kill, §2.7).
                "S3 scene(_:restoreInteractionStateWith:)",
                "S4 scene(_:willConnectTo:options:)",
                "S4 sceneWillEnterForeground(_:)",
                "S3 sceneDidBecomeActive(_:)",
                "S4 sceneDidBecomeActive(_:)"
            ])
        let connects = after.filter { $0.method == .sceneWillConnect }
        #expect(connects.map(\.session) == ["A", "B"])
        #expect(connects[0].detail?.contains("stateRestorationActivity=restoration") == true)
        #expect(connects[1].detail?.contains("stateRestorationActivity") == false)
    }

    @Test(
        """
        §15 an external display: its own role and configuration, in the foreground but never active (devices), \
        follows the app, goes with the display
        """)
    func externalDisplay() throws {
        for profile in [Profile.ios13, .ipadosMultiwindow] {
            let events = try Support.events("external-display", profile)
            let connect = try #require(events.first { $0.kind == .action && $0.name == "connect-display" })
            #expect(
                Support.callbacks(events.filter { $0.seq > connect.seq }) == [
                    "application(_:configurationForConnecting:options:)",
                    "S2 scene(_:willConnectTo:options:)",
                    "S2 sceneWillEnterForeground(_:)",
                    // home: only the interactive scene was active
                    "S1 sceneWillResignActive(_:)",
                    "S1 sceneDidEnterBackground(_:)",
                    "S2 sceneDidEnterBackground(_:)",
                    // launch: back to the foreground
                    "S1 sceneWillEnterForeground(_:)",
                    "S2 sceneWillEnterForeground(_:)",
                    "S1 sceneDidBecomeActive(_:)",
                    // disconnect-display
                    "S2 sceneDidEnterBackground(_:)",
                    "S2 sceneDidDisconnect(_:)",
                    "application(_:didDiscardSceneSessions:)"
                ], "\(profile)")
            let role = "role=UIWindowSceneSessionRoleExternalDisplayNonInteractive"
            #expect(events.first { $0.seq > connect.seq && $0.method == .configurationForConnecting }?.detail == role)
            #expect(
                events.first { $0.method == .sceneWillConnect && $0.scene == "S2" }?.detail == role
                    + " configuration=External Display")
            #expect(
                !events.contains {
                    $0.kind == .note && $0.value?.contains("S2's window becomes the key window") == true
                })
        }
    }

    @Test(
        """
        §15 display-activation: becomes-active takes Apple's \"invariably followed by\" literally: the display's \
        scene is active with the app
        """)
    func externalDisplayBecomesActive() throws {
        let scenario = try Support.yaml(
            """
            name: display-active
            options: {display-activation: becomes-active}
            actions: [launch, connect-display, home, launch, disconnect-display]
            """)
        let events = try Simulation(scenario: scenario, profile: .ios13).events()
        let connect = try #require(events.first { $0.kind == .action && $0.name == "connect-display" })
        #expect(
            Support.callbacks(events.filter { $0.seq > connect.seq }).filter { $0.hasPrefix("S2 ") } == [
                "S2 scene(_:willConnectTo:options:)",
                "S2 sceneWillEnterForeground(_:)",
                "S2 sceneDidBecomeActive(_:)",
                "S2 sceneWillResignActive(_:)",
                "S2 sceneDidEnterBackground(_:)",
                "S2 sceneWillEnterForeground(_:)",
                "S2 sceneDidBecomeActive(_:)",
                "S2 sceneWillResignActive(_:)",
                "S2 sceneDidEnterBackground(_:)",
                "S2 sceneDidDisconnect(_:)"
            ])
    }

    @Test("§15 every window action is one row of the model's table, named in the one list of actions")
    func tableCoversEveryAction() {
        for action in WindowAction.allCases {
            #expect(
                WindowSequence.table.filter { $0.action == action && $0.variant == .sceneCallbacks }.count == 1,
                "\(action)")
            #expect(WindowSequence.row(action, variant: .ipados26).action == action)
            #expect(ActionCatalogue.info(named: action.rawValue)?.citation?.section == "15", "\(action)")
        }
    }

    @Test("§15 refusals: the only window on screen is not minimised; no window actions on iPhone; no display twice")
    func refusals() throws {
        let cases: [(String, Profile, String)] = [
            (
                "[launch, minimize-window]", .ipadosMultiwindow,
                "minimize-window: the app has one window on screen (use home)"
            ),
            ("[launch, split-view]", .ios13, "split-view: ios13 does not support multiple windows"),
            ("[launch, connect-display, connect-display]", .ios13, "connect-display: a display is connected already"),
            (
                "[launch, relaunch-all-windows]", .ipadosMultiwindow,
                "relaunch-all-windows: the app is running (the action is a launch after termination)"
            ),
            ("[launch, connect-display, close-window: S2]", .ipadosMultiwindow, "close-window: no such window S2")
        ]
        for (actions, profile, message) in cases {
            let scenario = try Support.yaml("name: t\nactions: \(actions)\n")
            #expect(throws: Diagnostic.self, "\(actions)") {
                try Simulation(scenario: scenario, profile: profile).events()
            }
            do {
                _ = try Simulation(scenario: scenario, profile: profile).events()
            } catch {
                #expect("\(error)".contains(message), "\(error)")
            }
        }
    }

    @Test("§15 a user's UIWindowSceneDelegate gets didUpdate with the window's previous size and traits")
    func userDelegateDidUpdate() throws {
        final class Delegate: UIResponder, UIWindowSceneDelegate {
            nonisolated(unsafe) static var previous: [(Double, UIUserInterfaceSizeClass)] = []
            func windowScene(
                _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
                interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                traitCollection previousTraitCollection: UITraitCollection
            ) {
                Self.previous.append((previousCoordinateSpace.width, previousTraitCollection.horizontalSizeClass))
            }
        }
        Delegate.previous = []
        var registry = DelegateRegistry.scenario(known: nil)
        registry.register(sceneDelegate: "SceneDelegate") { Delegate() }
        _ = try Support.events("split-view", .ipadosMultiwindow, delegates: registry)
        #expect(Delegate.previous.map(\.0) == [1366, 678])
        #expect(Delegate.previous.map(\.1) == [.regular, .compact])
    }

    @Test("§15 under windowing: ipados26 a user's delegate gets didUpdateEffectiveGeometry with the previous geometry")
    func userDelegateDidUpdateEffectiveGeometry() throws {
        final class Delegate: UIResponder, UIWindowSceneDelegate {
            nonisolated(unsafe) static var previous: [UIWindowScene.Geometry] = []
            func windowScene(
                _ windowScene: UIWindowScene,
                didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry
            ) {
                Self.previous.append(previousEffectiveGeometry)
            }
        }
        Delegate.previous = []
        var registry = DelegateRegistry.scenario(known: nil)
        registry.register(sceneDelegate: "SceneDelegate") { Delegate() }
        let scenario = try Support.yaml(
            "name: t\noptions: {windowing: ipados26}\nactions: [launch, split-view, leave-split-view: S2]\n")
        _ = try Simulation(scenario: scenario, profile: .ipadosMultiwindow, delegates: registry).events()
        #expect(Delegate.previous.map(\.coordinateSpace.width) == [1366, 678])
        #expect(Delegate.previous.allSatisfy { $0.interfaceOrientation == .landscapeLeft })
    }
}
