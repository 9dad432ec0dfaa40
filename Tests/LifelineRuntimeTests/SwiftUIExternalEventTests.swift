import Testing
import LifelineModel
import LifelineRuntime
import LifelineTrace

/// SwiftUI's external events and windows (lifecycle-facts.md §16): exact sequences, each naming
/// the fact it follows.
struct SwiftUIExternalEventTests {
    /// An event as the facts speak of it: `S1 UIScene.willEnterForegroundNotification`,
    /// `S1 scene phase inactive`, `S1 ContentView onOpenURL(perform:)`, `note S2 …`.
    private static func line(_ event: TraceEvent) -> String {
        let scene = event.scene.map { $0 + " " } ?? ""
        switch event.kind {
        case .callback: return scene + (event.method?.swiftName ?? "?")
        case .notification: return scene + (event.name ?? "?")
        case .phase: return scene + "\(event.level?.rawValue ?? "?") phase \(event.to ?? "?")"
        case .note where event.view != nil: return scene + "\(event.view ?? "") \(event.name ?? "")"
        case .note: return "note " + scene + (event.value ?? "")
        default: return "\(event.kind.rawValue) \(event.name ?? "")"
        }
    }

    /// The events the `n`th action (0-based) causes, up to the next action.
    private static func caused(by n: Int, _ events: [TraceEvent]) -> [String] {
        let starts = events.indices.filter { events[$0].kind == .action }
        let end = n + 1 < starts.count ? starts[n + 1] : events.count
        return events[(starts[n] + 1)..<end].map(line)
    }

    /// Scene S1 entering the foreground with a URL, cold (after its connection) or warm: the
    /// view's handler between the inactive and the active phase (§16 [UNSURE] placement, §2.7).
    private static let foregroundWithURL = [
        "UIApplication.willEnterForegroundNotification",
        "S1 UIScene.willEnterForegroundNotification",
        "S1 scene phase inactive", "S1 view phase inactive", "app phase inactive",
        "S1 ContentView onOpenURL(perform:)",
        "S1 UIScene.didActivateNotification",
        "UIApplication.didBecomeActiveNotification",
        "S1 scene phase active", "S1 view phase active", "app phase active"
    ]

    @Test(
        """
        §16 onOpenURL: a URL that launches the app reaches the view once its scene is in the foreground, before it is \
        active
        """)
    func openURLCold() throws {
        let events = try Support.events("swiftui-open-url", .swiftui)
        #expect(Self.caused(by: 0, events) == ["S1 UIScene.willConnectNotification"] + Self.foregroundWithURL)
    }

    @Test("§16 onOpenURL: from the background the same scene returns and its view handles the URL before it is active")
    func openURLWarm() throws {
        let events = try Support.events("swiftui-open-url", .swiftui)
        #expect(Self.caused(by: 2, events) == Self.foregroundWithURL)
        let handler = events.last { $0.name == "onOpenURL(perform:)" }
        #expect(handler?.value?.hasSuffix("myapp://item/2") == true)
    }

    @Test("§16 onContinueUserActivity: the activity of a handled type reaches the view; another type runs no handler")
    func continueActivity() throws {
        let events = try Support.events("swiftui-continue-activity", .swiftui)
        #expect(Self.caused(by: 1, events) == ["S1 ContentView onContinueUserActivity(_:perform:)"])
        let unhandled = Self.caused(by: 2, events)
        #expect(unhandled.count == 1 && unhandled[0].hasPrefix("note S1 no view of scene S1 handles this activity"))
    }

    @Test(
        """
        §16 handlesExternalEvents: matching opens a new viewer, preferring reuses it, the rest opens the first \
        unmodified scene
        """)
    func routing() throws {
        let events = try Support.events("swiftui-external-events", .swiftui)
        let first = Self.caused(by: 1, events)
        #expect(first.first == "S2 UIScene.willConnectNotification")
        #expect(
            first.contains { $0.hasPrefix("note S2 SwiftUI routes myapp://item/1 to a new instance of scene 'viewer'") }
        )
        #expect(first.contains("S2 ItemView onOpenURL(perform:)"))
        let connect = events.first { $0.kind == .notification && $0.scene == "S2" }
        #expect(connect != nil)
        let second = Self.caused(by: 3, events)
        #expect(
            second.first?.hasPrefix("note S2 SwiftUI routes myapp://item/2 to the open scene S2 (a view of it prefers")
                == true)
        #expect(!second.contains { $0.hasPrefix("S1 ") }, "the main window stays in the background")
        let third = Self.caused(by: 4, events)
        #expect(third.first == "S3 UIScene.willConnectNotification")
        #expect(
            third.contains { $0.hasPrefix("note S3 SwiftUI routes myapp://settings to a new instance of scene 'main'") }
        )
        #expect(third.contains("S3 ContentView onOpenURL(perform:)"))
    }

    @Test(
        """
        §16 variant external-events: an App without modifiers gets the existing scene (iOS 14 page) or a new one \
        (current page)
        """)
    func externalEventsVariant() throws {
        func events(_ variant: String) throws -> [TraceEvent] {
            try Simulation(
                scenario: Support.yaml(
                    """
                    options: {external-events: \(variant)}
                    actions: [launch, home, {open-url: myapp://x}]
                    """), profile: .swiftui
            ).events()
        }
        let existing = try events("existing-scene")
        #expect(!existing.contains { $0.scene == "S2" })
        #expect(Self.caused(by: 2, existing).contains("S1 UIScene.willEnterForegroundNotification"))
        let new = try events("new-scene")
        let opened = Self.caused(by: 2, new)
        #expect(opened.first == "S2 UIScene.willConnectNotification")
        #expect(opened.contains { $0.hasPrefix("note S2 SwiftUI routes myapp://x to a new instance of scene 'main'") })
        #expect(!opened.contains { $0.hasPrefix("S1 ") }, "the first window stays in the background")
    }

    @Test("§16 dismissWindow: the window closes as a user-closed one (§2.4); the other window is untouched")
    func dismissWindow() throws {
        let events = try Support.events("swiftui-dismiss-window", .swiftui)
        #expect(
            Self.caused(by: 2, events) == [
                "S2 UIScene.willDeactivateNotification",
                "S2 scene phase inactive", "S2 view phase inactive",
                "S2 UIScene.didEnterBackgroundNotification",
                "S2 scene phase background", "S2 view phase background",
                "S2 UIScene.didDisconnectNotification",
                "application(_:didDiscardSceneSessions:)"
            ])
    }

    @Test("§16 dismissWindow is the running SwiftUI app's call, for a window it has")
    func dismissWindowRefusals() throws {
        let app = "app: {scenes: [{window-group: main}, {window-group-for: viewer}]}\n"
        for (profile, text) in [
            (Profile.ios13, "actions: [launch, dismiss-window]"),
            (.swiftui, app + "actions: [launch, {dismiss-window: {id: viewer}}]"),
            (.swiftui, app + "actions: [launch, home, suspend, dismiss-window]")
        ] {
            let scenario = try Support.yaml(text)
            #expect(throws: (any Error).self, "\(text)") {
                try Simulation(scenario: scenario, profile: profile).events()
            }
        }
    }

    @Test(
        """
        §16 supportsMultipleWindows is false on iPhone: openWindow is ignored with a runtime error, no scene is \
        created
        """)
    func openWindowIPhone() throws {
        let events = try Support.events("swiftui-open-window-iphone", .swiftui)
        let ignored = Self.caused(by: 1, events)
        #expect(ignored.count == 1 && ignored[0].contains("SwiftUI ignores the action and logs a runtime error"))
        #expect(!events.contains { $0.scene == "S2" })
        // The same App on iPad opens the window.
        var scenario = try Support.builtIn("swiftui-open-window-iphone")
        scenario.app?.device = .ipad
        let iPad = try Simulation(scenario: scenario, profile: .swiftui).events()
        #expect(
            iPad.contains {
                $0.kind == .notification && $0.scene == "S2" && $0.name == "UIScene.willConnectNotification"
            })
    }
}

/// The routing table against handlesExternalEvents' documented rules, written from the pages'
/// text (lifecycle-facts.md §16), not from the table.
struct ExternalEventRoutingTests {
    private func route(
        _ target: String, single: Bool = false, existing: Bool = false,
        open: [ExternalEventCandidate] = [], declarations: [[String]?]
    ) -> ExternalEventDestination {
        ExternalEventRouting.destination(
            of: target, singleScene: single, existingScene: existing,
            open: open, declarations: declarations)
    }

    @Test("§16 \"On platforms that support only a single scene per app, send the event to the one open scene\"")
    func singleScene() {
        let open = [ExternalEventCandidate(preferring: nil, allowing: nil)]
        #expect(
            route("x://a", single: true, open: open, declarations: [["nothing"]]) == .openScene(0, .theOneOpenScene))
    }

    @Test("§16 an open scene that prefers the event wins over one that allows it; \"*\" always matches, empty never")
    func preferringThenAllowing() {
        let allows = ExternalEventCandidate(preferring: nil, allowing: ["*"])
        let prefers = ExternalEventCandidate(preferring: ["ITEM"], allowing: nil)
        #expect(
            route("x://item/1", open: [allows, prefers], declarations: [nil]) == .openScene(1, .openScenePreferring))
        #expect(route("x://other", open: [allows, prefers], declarations: [nil]) == .openScene(0, .openSceneAllowing))
        let empty = ExternalEventCandidate(preferring: [""], allowing: [])
        #expect(
            route("x://item", open: [empty], declarations: [nil])
                == .newScene(declaration: 0, .newSceneOfFirstUnmodified))
    }

    @Test(
        """
        §16 no open scene claims it: the first matching declaration, else the first without the scene modifier, else \
        nothing
        """)
    func newScenes() {
        #expect(route("x://item/1", declarations: [nil, ["item"]]) == .newScene(declaration: 1, .newSceneMatching))
        #expect(
            route("x://other", declarations: [["item"], nil]) == .newScene(declaration: 1, .newSceneOfFirstUnmodified))
        #expect(route("x://other", declarations: [["item"]]) == .unrouted)
    }

    @Test("§16 the iOS 14 revision's variant: an existing scene when the App declares no modifier")
    func existingSceneVariant() {
        let open = [ExternalEventCandidate(preferring: nil, allowing: nil), .init(preferring: nil, allowing: nil)]
        #expect(
            route("x://a", existing: true, open: open, declarations: [nil])
                == .openScene(1, .existingSceneWithoutViewModifiers))
        #expect(
            route("x://a", existing: false, open: open, declarations: [nil])
                == .newScene(declaration: 0, .newSceneOfFirstUnmodified))
    }
}

/// `@SceneStorage` (lifecycle-facts.md §17): restored with its session, destroyed with it.
struct SceneStorageSequenceTests {
    private static func storageNotes(_ events: [TraceEvent]) -> [String] {
        events.filter { $0.kind == .note && $0.name == "SceneStorage" }.map { "\($0.scene ?? "-") \($0.value ?? "")" }
    }

    @Test(
        "§17 @SceneStorage: defaults for a new session, restored when its window comes back, destroyed with the session"
    )
    func restoredAndDestroyed() throws {
        let events = try Support.events("swiftui-scene-storage", .swiftui)
        let keys = "@SceneStorage draft, scrollPosition"
        #expect(
            Self.storageNotes(events) == [
                "S2 ItemView's \(keys) start from their defaults: session B is new",
                """
                S3 ItemView's \(keys) restored from session B's storage, as the system last saved it (it gives no \
                guarantee when it saves)
                """,
                "- session B destroyed: its @SceneStorage (draft, scrollPosition) is destroyed with it"
            ])
        // Each connection's note follows its UIScene.willConnectNotification; the destruction
        // follows didDiscardSceneSessions.
        for scene in ["S2", "S3"] {
            let note = try #require(events.firstIndex { $0.name == "SceneStorage" && $0.scene == scene })
            #expect(
                events[note - 1].kind == .notification && events[note - 1].name == "UIScene.willConnectNotification")
        }
        let destroyed = try #require(events.lastIndex { $0.name == "SceneStorage" })
        #expect(events[..<destroyed].last { $0.kind == .callback }?.method == .didDiscardSceneSessions)
    }

    @Test("§17 a SwiftUI app without @SceneStorage writes no storage note")
    func noStorageNoNote() throws {
        let events = try Support.events("swiftui-dismiss-window", .swiftui)
        #expect(Self.storageNotes(events).isEmpty)
    }
}
