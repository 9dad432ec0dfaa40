import LifelineModel
import LifelineRuntime
import LifelineSupport
import LifelineTrace
import Testing

/// Random runs stay legal per the model's tables; mutations say what they changed.
struct RandomAndMutationTests {
    /// Replays a trace's from/to against the state machines: every callback and state event
    /// must be an edge the model has under the profile, starting where the last event left off.
    private func replay(_ events: [TraceEvent], profile: Profile) -> [String] {
        var problems: [String] = []
        var app = AppState.notRunning
        var scenes: [String: SceneActivationState] = [:]
        for event in events {
            guard event.kind == .callback || event.kind == .state, let from = event.from, let to = event.to else {
                continue
            }
            let trigger: Trigger
            if let method = event.method {
                trigger = .callback(method)
            } else if let silent = event.name.flatMap(SilentTransition.init(rawValue:)) {
                trigger = .silent(silent)
            } else {
                continue
            }
            if let scene = event.scene {
                guard let f = SceneActivationState(rawValue: from), let t = SceneActivationState(rawValue: to) else {
                    continue
                }
                // Under swiftui without a scene delegate class no scene callback is delivered, so
                // only the silent changes show: check continuity where callbacks exist.
                if profile != .swiftui, f != (scenes[scene] ?? .unattached) {
                    problems.append(
                        "seq \(event.seq): \(scene) was \(scenes[scene] ?? .unattached), event says \(from)")
                }
                if !SceneMachine.machine.edges(from: f, on: trigger, profile: profile).contains(where: { $0.to == t }) {
                    problems.append("seq \(event.seq): no scene edge \(from) -\(trigger.label)-> \(to)")
                }
                scenes[scene] = t
            } else {
                guard let f = AppState(rawValue: from), let t = AppState(rawValue: to) else { continue }
                if profile == .ios12 && f != app {
                    problems.append("seq \(event.seq): app was \(app), event says \(from)")
                }
                // A callback the machine has no edge for from any state (legacy restoration's,
                // facts §1.7) moves no state: it must leave the app where it was.
                let unknown = AppState.allCases.allSatisfy {
                    AppMachine.machine.edges(from: $0, on: trigger, profile: profile).isEmpty
                }
                if unknown
                    ? f != t
                    : !AppMachine.machine.edges(from: f, on: trigger, profile: profile).contains(where: { $0.to == t })
                {
                    problems.append("seq \(event.seq): no app edge \(from) -\(trigger.label)-> \(to)")
                }
                app = t
            }
        }
        return problems
    }

    @Test("random runs are legal per the model tables under every profile", arguments: Profile.allCases)
    func randomIsLegal(_ profile: Profile) throws {
        for seed in UInt64(1)...8 {
            let collector = TraceCollector()
            try RandomRun(profile: profile, events: 3_000, seed: seed).run(into: collector)
            #expect(collector.events.count >= 3_000)
            let problems = replay(collector.events, profile: profile)
            #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3))")
            #expect(collector.events.contains { $0.kind == .callback && $0.method == .willFinishLaunching })
        }
    }

    @Test("random runs are byte-identical for the same seed")
    func randomIsDeterministic() throws {
        let a = TraceCollector(), b = TraceCollector()
        try RandomRun(profile: .ipadosMultiwindow, events: 2_000, seed: 42).run(into: a)
        try RandomRun(profile: .ipadosMultiwindow, events: 2_000, seed: 42).run(into: b)
        #expect(a.events == b.events)
    }

    @Test("built-in scenarios are legal per the model tables")
    func builtInsAreLegal() throws {
        for name in BuiltInScenarios.names {
            let scenario = try Support.builtIn(name)
            for profile in Profile.allCases where scenario.applies(to: profile) {
                let problems = replay(try Simulation(scenario: scenario, profile: profile).events(), profile: profile)
                #expect(problems.isEmpty, "\(name) \(profile): \(problems)")
            }
        }
    }

    @Test("each mutation records op, seq(s) and method in the header, and changes exactly that")
    func mutations() throws {
        let simulation = Simulation(scenario: try Support.builtIn("cold-launch"), profile: .ios13, seed: 3)
        let clean = try simulation.events()
        for mutation in [Mutation.drop, .duplicate, .swap, .delay(2)] {
            let text = try simulation.mutatedText(mutation, seed: 3)
            let header = text.prefix { $0 != "\n" }
            #expect(
                header.contains("\"mutations\":[{\"op\":\"\(mutation == .delay(2) ? "delay" : "\(mutation)")\""),
                "\(header)")
            #expect(header.contains("\"method\":"))
            let lines = text.split(separator: "\n").count - 1
            switch mutation {
            case .drop: #expect(lines == clean.count - 1)
            case .duplicate: #expect(lines == clean.count + 1)
            default: #expect(lines == clean.count)
            }
            #expect(try simulation.mutatedText(mutation, seed: 3) == text, "deterministic")
        }
    }

    @Test("an unknown mutation is a diagnostic")
    func badMutation() {
        #expect(throws: Diagnostic.self) { try Mutation.parse("shuffle") }
        #expect(throws: Diagnostic.self) { try Mutation.parse("delay:0") }
    }
}
