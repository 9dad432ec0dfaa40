import Testing
import LifelineCheck
import LifelineModel
import LifelineRuntime
import LifelineTrace

/// The three readings of one `scenePhase` (lifecycle-facts.md §5, the ScenePhase page, "Inside
/// a Scene instance"): a view reads its own window's phase, a custom `Scene` reads the
/// aggregate of every window its declaration created, the App reads the aggregate of all.
struct SwiftUIPhaseLevelTests {
    /// One `WindowGroup` whose view observes `scenePhase`, with `onChange` at the App and in
    /// the scene declaration; `more` appends actions.
    private static func run(_ more: [String]) throws -> [TraceEvent] {
        let text = """
            name: two-windows-one-group
            profiles: [swiftui]
            app:
              device: ipad
              on-change: [app, scene]
              scenes:
                - window-group: main
                  views:
                    - name: ContentView
                      on-change: true
            actions:
              - launch
              - open-window: {id: main}

            """ + more.map { "  - " + $0 + "\n" }.joined()
        return try Simulation(scenario: Support.yaml(text), profile: .swiftui).events()
    }

    /// The last phase a level reports (for one window, at the view level), up to event `end`.
    private static func last(_ level: PhaseLevel, window: String? = nil, in events: [TraceEvent]) -> String? {
        events.last { $0.kind == .phase && $0.level == level && (window == nil || $0.scene == window) }?.to
    }

    @Test(
        """
        §5 two windows of one WindowGroup: one minimised, the other active: the declaration's phase stays active, the \
        minimised window's view reads background
        """)
    func declarationStaysActiveWhileOneWindowIs() throws {
        let events = try Self.run(["minimize-window: S2"])
        let minimised = try #require(events.lastIndex { $0.kind == .action })
        let after = Array(events[minimised...])
        // The declaration's phase: active before, and no scene-level change after the action.
        #expect(Self.last(.scene, in: events) == "active")
        #expect(!after.contains { $0.kind == .phase && $0.level == .scene })
        // Each view reads its own window's phase: S2's goes inactive then background, S1's stays.
        #expect(
            after.filter { $0.kind == .phase && $0.level == .view }.map { "\($0.scene ?? "?") \($0.to ?? "?")" }
                == ["S2 inactive", "S2 background"])
        #expect(Self.last(.view, window: "S1", in: events) == "active")
        #expect(Self.last(.app, in: events) == "active")
        // The trace checks clean: the checker reads a scene-level phase as the declaration's.
        let header = TraceHeader(profile: .swiftui, source: "simulate", scenario: "two-windows-one-group")
        #expect(try Checker.check(events: events, header: header).violations.isEmpty)
    }

    @Test(
        "§5 once every window of the declaration is in the background, its phase is background, named by a window in it"
    )
    func declarationFollowsItsLastWindow() throws {
        let events = try Self.run(["minimize-window: S2", "home"])
        let home = try #require(events.lastIndex { $0.kind == .action })
        let scene = events[home...].filter { $0.kind == .phase && $0.level == .scene }
        #expect(
            scene.map { "\($0.scene ?? "?") \($0.from ?? "?")→\($0.to ?? "?")" } == [
                "S1 active→inactive", "S1 inactive→background"
            ])
        #expect(Self.last(.view, window: "S2", in: events) == "background")
        #expect(Self.last(.app, in: events) == "background")
    }
}
