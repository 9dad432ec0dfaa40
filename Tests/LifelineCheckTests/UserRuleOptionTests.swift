import LifelineCheck
import LifelineModel
import LifelineSupport
import LifelineTrace
import Testing

/// `within:` on every template, keys a template does not use, `profile:`, phase and
/// environment selectors, validated action names and reserved ids.
@Suite struct UserRuleOptionTests {
    func diagnostic(_ yaml: String) -> Diagnostic? {
        do {
            _ = try UserRuleParser.parse(yaml: yaml, file: "rules.yaml")
            return nil
        } catch { return error }
    }

    func rule(_ body: String) throws -> [UserRule] {
        try UserRuleParser.parse(yaml: "rules:\n  - id: R\n" + body, file: "rules.yaml")
    }

    /// Callbacks at the given times on scene S1 (after a launch at t = 0), checked with `rules`.
    func found(_ rules: [UserRule], profile: Profile = .ios13, _ steps: [(Double, Callback)]) throws -> [String] {
        var events = [
            TraceEvent(seq: 1, time: .zero, kind: .callback, receiver: .app, method: .willFinishLaunching),
            TraceEvent(seq: 2, time: .zero, kind: .callback, receiver: .app, method: .didFinishLaunching)
        ]
        for (t, callback) in steps {
            var event = TraceEvent(
                seq: events.count + 1, time: TraceTime(seconds: t), kind: .callback, receiver: callback.receiver,
                method: callback)
            if callback.receiver == .scene { event.scene = "S1" }
            if callback == .sceneWillConnect || callback == .configurationForConnecting { event.session = "A" }
            events.append(event)
        }
        var options = CheckerOptions(userRules: rules)
        options.disabledRules = Set(RuleCatalogue.all.map(\.id))
        let result = try Checker.check(
            events: events, header: TraceHeader(profile: profile, source: "hand"), options: options)
        return result.violations.map(\.message)
    }

    static let cycle: [(Double, Callback)] = [
        (0.1, .configurationForConnecting), (0.1, .sceneWillConnect), (0.2, .sceneWillEnterForeground),
        (0.3, .sceneDidBecomeActive),
        (1.0, .sceneWillResignActive), (1.1, .sceneDidEnterBackground),
        (9.0, .sceneWillEnterForeground), (9.1, .sceneDidBecomeActive)
    ]

    @Test func neverFollowedByHonoursWithin() throws {
        let within = try rule(
            "    template: never-followed-by\n    a: sceneDidEnterBackground(_:)\n    b: sceneWillEnterForeground(_:)\n    within: 5s\n"
        )
        #expect(try found(within, Self.cycle).isEmpty)  // 7.9 s later: outside the window
        let tight = try rule(
            "    template: never-followed-by\n    a: sceneDidEnterBackground(_:)\n    b: sceneWillEnterForeground(_:)\n    within: 10s\n"
        )
        #expect(try found(tight, Self.cycle).count == 1)
        let unbounded = try rule(
            "    template: never-followed-by\n    a: sceneDidEnterBackground(_:)\n    b: sceneWillEnterForeground(_:)\n"
        )
        #expect(try found(unbounded, Self.cycle).count == 1)
    }

    @Test func atMostOnceAndExactlyOnceHonourWithin() throws {
        let window = try rule(
            "    template: at-most-once\n    a: sceneDidBecomeActive(_:)\n    within: 5s\n    scope: scene\n")
        #expect(try found(window, Self.cycle).isEmpty)  // 8.8 s apart
        let wide = try rule(
            "    template: at-most-once\n    a: sceneDidBecomeActive(_:)\n    within: 60s\n    scope: scene\n")
        #expect(try found(wide, Self.cycle).count == 1)
        let early = try rule(
            "    template: exactly-once\n    a: sceneWillResignActive(_:)\n    within: 0.5s\n    scope: process\n")
        #expect(try found(early, Self.cycle).count == 1)  // at 1.0 s, after the first event at 0
        let inTime = try rule(
            "    template: exactly-once\n    a: sceneWillResignActive(_:)\n    within: 2s\n    scope: process\n")
        #expect(try found(inTime, Self.cycle).isEmpty)
    }

    @Test func absenceBetweenHonoursWithin() throws {
        let yaml =
            "    template: absence-between\n    a: sceneDidBecomeActive(_:)\n    b: sceneDidEnterBackground(_:)\n    never: sceneWillResignActive(_:)\n    scope: scene\n"
        #expect(try found(try rule(yaml), Self.cycle).count == 1)
        #expect(try found(try rule(yaml + "    within: 0.5s\n"), Self.cycle).isEmpty)  // the resign comes 0.7 s after
    }

    @Test func keysATemplateDoesNotUseAreRejectedWhereTheyAre() {
        let b = diagnostic(
            """
            rules:\n  - id: X\n    template: at-most-once\n    a: sceneDidBecomeActive(_:)\n    b: \
            sceneWillResignActive(_:)\n
            """)
        #expect(b?.line == 5 && b?.column == 5)
        #expect(b?.message.hasPrefix("'b' is not used by template 'at-most-once'") == true)
        let never = diagnostic(
            """
            rules:\n  - id: X\n    template: always-followed-by\n    a: sceneDidBecomeActive(_:)\n    b: \
            sceneWillResignActive(_:)\n    never: sceneDidEnterBackground(_:)\n
            """)
        #expect(never?.line == 6)
    }

    /// The one `Severity` has `note` for `scan`'s inventory; a rule's violation is never one.
    @Test func aRuleIsAnErrorOrAWarningNeverANote() throws {
        #expect(
            try rule("    template: at-most-once\n    a: sceneDidBecomeActive(_:)\n    severity: warning\n").first?
                .severity == .warning)
        let note = diagnostic(
            "rules:\n  - id: X\n    template: at-most-once\n    a: sceneDidBecomeActive(_:)\n    severity: note\n")
        #expect(note?.line == 5)
        #expect(note?.message.hasPrefix("unknown severity 'note'") == true)
    }

    @Test func profileLimitsWhereARuleApplies() throws {
        let scenes = try rule(
            "    template: at-most-once\n    a: sceneDidBecomeActive(_:)\n    scope: scene\n    profile: [ipados-multiwindow]\n"
        )
        #expect(scenes.first?.profiles == [.ipadosMultiwindow])
        #expect(try found(scenes, profile: .ios13, Self.cycle).isEmpty)
        #expect(try found(scenes, profile: .ipadosMultiwindow, Self.cycle).count == 1)
        let single = try rule("    template: at-most-once\n    a: sceneDidBecomeActive(_:)\n    profile: ios13\n")
        #expect(single.first?.profiles == [.ios13])
        let bad = diagnostic(
            "rules:\n  - id: X\n    template: at-most-once\n    a: sceneDidBecomeActive(_:)\n    profile: ios99\n")
        #expect(bad?.line == 5 && bad?.message.hasPrefix("unknown profile 'ios99'") == true)
    }

    @Test func phaseAndEnvironmentSelectors() throws {
        let phase = try #require(EventPattern("phase:scene:background"))
        var event = TraceEvent(seq: 1, time: .zero, kind: .phase)
        event.to = "background"
        event.level = .scene
        #expect(phase.description == "phase:scene:background")
        let any = try #require(EventPattern("phase:active"))
        event.to = "active"
        let rules = try rule("    template: at-most-once\n    a: phase:active\n    scope: process\n")
        #expect(rules.first?.a == any)
        let env = try #require(EventPattern("environment:colorScheme"))
        #expect(env.kind == .environment)
        #expect(EventPattern("phase:sideways") == nil)
        #expect(EventPattern("phase:window:active") == nil)
        let bad = diagnostic("rules:\n  - id: X\n    template: at-most-once\n    a: phase:sideways\n")
        #expect(bad?.line == 4 && bad?.message.contains("phase:PHASE or phase:LEVEL:PHASE") == true)
        // Through the checker: a SwiftUI trace's phases.
        let trace = Fixtures.repository + "/Traces/swiftui/app-switcher.jsonl"
        let twice = try rule("    template: at-most-once\n    a: phase:scene:inactive\n    scope: process\n")
        let result = try Checker.check(path: trace, options: CheckerOptions(userRules: twice))
        // The scene goes inactive at launch and again in the app switcher.
        #expect(result.violations.map(\.ruleID) == ["R"])
        #expect(result.violations.first?.line == 17)
    }

    @Test func actionNamesAreValidated() {
        #expect(EventPattern("action:swipe-kill") != nil)
        #expect(EventPattern("action:swipe-kil") == nil)
        let bad = diagnostic("rules:\n  - id: X\n    template: at-most-once\n    a: action:lunch\n")
        #expect(
            bad?.line == 4
                && bad?.message.hasPrefix("unknown action 'lunch'; did you mean 'launch'? (expected one of launch,")
                    == true
        )
    }

    @Test func lcIdsAreReservedForBuiltIns() {
        for id in ["LC999", "lc301", "LC-MINE"] {
            let bad = diagnostic("rules:\n  - id: \(id)\n    template: at-most-once\n    a: sceneDidBecomeActive(_:)\n")
            #expect(bad?.line == 2 && bad?.message.contains("reserved for built-in rules") == true, "\(id)")
        }
    }
}
