import LifelineModel
import LifelineRuntime
import LifelineTrace
import Testing

struct ScenarioParserTests {
    @Test("actions, times, options and the SwiftUI app parse")
    func parses() throws {
        let scenario = try Support.yaml("""
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
        #expect(scenario.actions.map(\.kind) == [.launch, .interruption("call", seconds: 3), .openWindow(group: "viewer", value: "v1")])
        #expect(scenario.actions[1].at == 10)
        #expect(scenario.app?.scenes.first?.views.first?.reads == ["locale"])
    }

    @Test("mistakes are one file:line:column diagnostic")
    func diagnostics() throws {
        let cases: [(String, String)] = [
            ("actions:\n  - jump\n", "test.yaml:2:5: error: unknown action 'jump'"),
            ("actions:\n  - launch\nbogus: 1\n", "test.yaml:3:1: error: unknown scenario key 'bogus'"),
            ("options:\n  swipe-kill: sideways\nactions: []\n", "test.yaml:2:15: error: swipe-kill: unknown value 'sideways'"),
            ("actions: [launch\n", "test.yaml:"),
            ("app:\n  scenes:\n    - settings: Prefs\nactions: []\n", "test.yaml:3:7: error: settings: a macOS-only scene"),
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
