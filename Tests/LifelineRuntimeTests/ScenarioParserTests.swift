import LifelineModel
import LifelineRuntime
import LifelineSupport
import LifelineTrace
import Testing

struct ScenarioParserTests {
    @Test("actions, times, options and the SwiftUI app parse")
    func parses() throws {
        let scenario = try Support.yaml(
            """
            name: demo
            description: a demo
            profiles: [swiftui]
            options: {swipe-kill: recent-ios, disconnect: after-background}
            app:
              delegate-adaptor: AppDelegate
              scenes:
                - window-group-for: viewer
                  views: [{name: ItemView, reads: [locale]}]
            actions:
              - launch
              - interruption: {kind: call, duration: 3, at: 10}
              - open-window: {id: viewer, value: v1}
            """)
        #expect(scenario.options.swipeKill == .recentIOS && scenario.options.disconnect == .afterBackground)
        #expect(
            scenario.actions.map(\.kind) == [
                .launch, .interruption("call", seconds: 3), .openWindow(group: "viewer", value: "v1")
            ])
        #expect(scenario.actions[1].at == 10)
        #expect(scenario.app?.scenes.first?.views.first?.reads == ["locale"])
    }

    @Test("mistakes are one file:line:column diagnostic")
    func diagnostics() throws {
        let cases: [(String, String)] = [
            ("actions:\n  - jump\n", "test.yaml:2:5: error: unknown action 'jump'"),
            (
                "actions:\n  - lunch\n",
                "test.yaml:2:5: error: unknown action 'lunch'; did you mean 'launch'? (expected one of launch,"
            ),
            ("actions:\n  - launch\nbogus: 1\n", "test.yaml:3:1: error: unknown scenario key 'bogus'"),
            (
                "options:\n  swipe-kill: sideways\nactions: []\n",
                "test.yaml:2:15: error: swipe-kill: unknown value 'sideways'"
            ),
            ("actions: [launch\n", "test.yaml:"),
            (
                "app:\n  scenes:\n    - settings: Prefs\nactions: []\n",
                "test.yaml:3:7: error: settings: a macOS-only scene"
            )
        ]
        for (text, prefix) in cases {
            do {
                _ = try Support.yaml(text)
                Issue.record("no diagnostic for \(text)")
            } catch let diagnostic as Diagnostic {
                #expect(diagnostic.description.hasPrefix(prefix), "\(diagnostic)")
            }
        }
    }

    @Test("an action the app's state does not allow is a diagnostic at its line")
    func refusedAction() throws {
        let scenario = try Support.yaml("actions:\n  - home\n")
        #expect(throws: Diagnostic(file: "s.yaml", line: 2, column: 5, "home: the app is not in the foreground")) {
            try Simulation(scenario: scenario, profile: .ios13, file: "s.yaml").events()
        }
    }

    @Test("every built-in scenario parses and runs under every profile it applies to")
    func builtIns() throws {
        for name in BuiltInScenarios.names {
            let scenario = try Support.builtIn(name)
            #expect(!scenario.summary.isEmpty)
            for profile in Profile.allCases where scenario.applies(to: profile) {
                let a = try Simulation(scenario: scenario, profile: profile).traceText()
                let b = try Simulation(scenario: scenario, profile: profile).traceText()
                #expect(a == b, "deterministic: \(name) \(profile)")
            }
        }
    }
}

/// The §16 keys of a SwiftUI App and the `dismiss-window` action.
struct SwiftUIExternalEventParserTests {
    @Test("handlers, handlesExternalEvents, device, the external-events option and dismiss-window parse")
    func parses() throws {
        let scenario = try Support.yaml(
            """
            profiles: [swiftui]
            options: {external-events: new-scene}
            app:
              device: iphone
              scenes:
                - window-group: main
                  handles-external-events: [item, "*"]
                  views:
                    - name: ContentView
                      on-open-url: true
                      on-continue-user-activity: [com.example.view]
                      handles-external-events: {preferring: [a], allowing: [b]}
            actions:
              - dismiss-window
              - dismiss-window: {id: main, value: v1}
              - dismiss-window: viewer
            """)
        #expect(scenario.options.externalEvents == .newScene)
        let app = try #require(scenario.app)
        #expect(app.device == .iphone)
        #expect(app.scenes[0].handlesExternalEvents == ["item", "*"])
        let view = app.scenes[0].views[0]
        #expect(view.opensURLs && view.continuesActivities == ["com.example.view"])
        #expect(view.prefersExternalEvents == ["a"] && view.allowsExternalEvents == ["b"])
        #expect(
            scenario.actions.map(\.kind) == [
                .dismissWindow(group: nil, value: nil),
                .dismissWindow(group: "main", value: "v1"),
                .dismissWindow(group: "viewer", value: nil)
            ])
    }

    @Test("a mistaken §16 key is one diagnostic")
    func diagnostics() {
        let cases = [
            "app: {scenes: [{window-group: main, views: [{name: V, on-open-url: maybe}]}]}\nactions: []\n",
            """
            app: {scenes: [{window-group: main, views: [{name: V, handles-external-events: {wanting: \
            [a]}}]}]}\nactions: []\n
            """,
            "app: {device: watch, scenes: [{window-group: main}]}\nactions: []\n",
            "options: {external-events: sometimes}\nactions: []\n"
        ]
        for text in cases {
            #expect(throws: Diagnostic.self, "\(text)") { try Support.yaml(text) }
        }
    }
}
