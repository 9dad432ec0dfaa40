import Foundation
import Testing
import LifelineModel
import LifelineTrace
import LifelineRuntime
@testable import LifelineCheck

/// The runtime and the checker were written against the same model tables, separately; these
/// tests hold them to each other: every legal simulation checks clean, and mutated ones are caught.
@Suite("Simulations against the checker")
struct SimulationIntegrationTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The findings a canonical trace is expected to have: those its scenario declares with
    /// `expect:` (a scenario demonstrating an app bug, Docs/simulate.md), none for every other.
    static func expectedFindings(_ file: String) throws -> Set<String> {
        let name = String(file.split(separator: "/").last?.dropLast(".jsonl".count) ?? "")
        guard let scenario = try BuiltInScenarios.scenario(named: name) else { return [] }
        return Set(scenario.expectedFindings)
    }

    @Test(
        """
        every canonical trace in Traces/ has exactly its scenario's expected findings: none, errors or warnings, \
        unless it declares some
        """)
    func canonicalTracesAreClean() throws {
        let root = Self.repository.appendingPathComponent("Traces")
        let files = try FileManager.default.subpathsOfDirectory(atPath: root.path)
            .filter { $0.hasSuffix(".jsonl") }.sorted()
        #expect(files.count >= 48, "expected at least 12 scenarios under 4 profiles")
        var declaring = 0
        for file in files {
            let result = try Checker.check(path: root.appendingPathComponent(file).path)
            let expected = try Self.expectedFindings(file)
            if !expected.isEmpty { declaring += 1 }
            // Exactly the declared rules, each found at least once, and nothing else of any severity.
            #expect(
                Set(result.violations.map(\.ruleID)) == expected,
                "\(file): \(result.violations.map { "\($0.ruleID) \($0.severity) \($0.message)" })")
        }
        // slow-background under its three profiles: the one scenario that demonstrates a finding today.
        #expect(declaring == 3)
    }

    @Test("a scenario's expect: list is parsed, and only slow-background declares one")
    func expectIsDeclared() throws {
        let declared = try BuiltInScenarios.names.filter {
            try !(BuiltInScenarios.scenario(named: $0)?.expectedFindings.isEmpty ?? true)
        }
        #expect(declared == ["slow-background"])
        #expect(try BuiltInScenarios.scenario(named: "slow-background")?.expectedFindings == ["LC501"])
    }

    @Test("random legal simulations check clean, every profile, many seeds", arguments: Profile.allCases)
    func randomRunsAreClean(profile: Profile) throws {
        for seed in UInt64(1)...25 {
            let collector = TraceCollector()
            let run = RandomRun(profile: profile, events: 1_500, seed: seed)
            try run.run(into: collector)
            let header = TraceHeader(profile: profile, source: "simulate", scenario: "random")
            let result = try Checker.check(events: collector.events, header: header)
            #expect(
                result.violations.isEmpty,
                "\(profile) seed \(seed): \(result.violations.prefix(3).map { "\($0.ruleID) seq \($0.seq): \($0.message)" })"
            )
        }
    }

    // MARK: Mutations

    /// Callbacks that a delegate may legally receive again right away, or whose order against
    /// another scene's callbacks carries no rule: a mutation that only touches these is harmless.
    static let repeatable: Set<Callback> = [
        .applicationDidReceiveMemoryWarning, .performFetch,
        .didReceiveRemoteNotification, .sceneOpenURLContexts,
        .sceneContinueUserActivity, .stateRestorationActivity
    ]

    /// An oracle written apart from the checker: replays callbacks and silent changes through the
    /// model's machines and says whether some step has no row in the tables.
    static func breaksTables(_ events: [TraceEvent], profile: Profile) -> Bool {
        var contested = false
        return breaksTables(events, profile: profile, contested: &contested, judgeContested: false)
    }

    /// `breaksTables`, where `contested` (when given) is set if a step has a row only among
    /// the contested ones (`AppMachine.beforeFirstForeground`, before the run's first
    /// foreground): a fault only a contested fact names, which `check` reports as a warning.
    static func breaksTables(
        _ events: [TraceEvent], profile: Profile, contested: inout Bool, judgeContested: Bool = true
    ) -> Bool {
        var scenes: [String: SceneActivationState] = [:]
        var app: AppState = .notRunning
        var beenForeground = false
        for event in events {
            if event.kind == .callback, let callback = event.method {
                // A root view controller's appearance moves no state (§14).
                if callback.receiver == .viewController { continue }
                // Nor does a callback the machine has no edge for from any state (legacy
                // restoration's, §1.7): the tables say nothing of it.
                if callback.receiver == .app,
                    AppState.allCases.allSatisfy({
                        AppMachine.machine.edges(from: $0, on: .callback(callback), profile: profile).isEmpty
                    })
                {
                    continue
                }
                if callback == .willFinishLaunching {
                    scenes = [:]
                    app = .notRunning
                    beenForeground = false
                }
                if callback.receiver == .scene, let id = event.scene {
                    let from = scenes[id] ?? .unattached
                    let edges = SceneMachine.machine.edges(from: from, on: .callback(callback), profile: profile)
                    guard let edge = edges.first(where: { $0.to.rawValue == event.to }) ?? edges.first else {
                        return true
                    }
                    scenes[id] = edge.to
                } else if !profile.usesScenes {
                    let edges = AppMachine.machine.edges(from: app, on: .callback(callback), profile: profile)
                    guard let edge = edges.first(where: { $0.to.rawValue == event.to }) ?? edges.first else {
                        if judgeContested, !beenForeground,
                            let row = AppMachine.beforeFirstForeground(
                                .callback(callback), from: 1 << UInt8(app.slot), profile: profile)
                        {
                            contested = true
                            app = row.to
                            continue
                        }
                        return true
                    }
                    app = edge.to
                    if app == .inactive || app == .active { beenForeground = true }
                }
            } else if event.kind == .state, let name = event.name, let silent = SilentTransition(rawValue: name) {
                if let id = event.scene {
                    let from = scenes[id] ?? .unattached
                    guard let edge = SceneMachine.machine.edges(from: from, on: .silent(silent), profile: profile).first
                    else { return true }
                    scenes[id] = edge.to
                } else if !profile.usesScenes {
                    guard let edge = AppMachine.machine.edges(from: app, on: .silent(silent), profile: profile).first
                    else { return true }
                    app = edge.to
                }
            }
        }
        return false
    }

    /// The callbacks of one receiver (the app, or a scene) in order.
    static func projection(_ events: [TraceEvent]) -> [String: [Callback]] {
        var lanes: [String: [Callback]] = [:]
        for event in events where event.kind == .callback {
            guard let callback = event.method else { continue }
            lanes[event.scene ?? "app", default: []].append(callback)
        }
        return lanes
    }

    @Test("mutations that break the model's tables are all caught by a state rule; harmless ones are never flagged")
    func mutationsAreCaught() throws {
        let stateRules: Set<String> = ["LC301", "LC302", "LC303", "LC304", "LC201", "LC202", "LC203", "LC204", "LC401"]
        var breaking = 0, caught = 0, harmless = 0, falseAlarms = 0, other = 0, otherFlagged = 0
        var missed: [String] = []
        let mutations: [Mutation] = [.drop, .duplicate, .swap, .delay(3)]
        for name in BuiltInScenarios.names {
            guard let scenario = try BuiltInScenarios.scenario(named: name), scenario.expectedFindings.isEmpty else {
                continue
            }
            for profile in scenario.profiles ?? Profile.allCases {
                let simulation = Simulation(scenario: scenario, profile: profile)
                let original = try simulation.events()
                for mutation in mutations {
                    for seed in UInt64(1)...6 {
                        let text: String
                        do { text = try simulation.mutatedText(mutation, seed: seed) } catch { continue }
                        let path =
                            NSTemporaryDirectory() + "lifeline-mutant-\(getpid())-\(name)-\(profile)-\(seed).jsonl"
                        try text.write(toFile: path, atomically: true, encoding: .utf8)
                        defer { try? FileManager.default.removeItem(atPath: path) }
                        let mutated = try TraceReader(path: path).readAll()
                        let result = try Checker.check(path: path)
                        let errors = result.violations.filter { $0.severity == .error }
                        let label = "\(name)/\(profile)/\(mutation)/seed \(seed)"
                        var contested = false
                        let breaks = Self.breaksTables(mutated, profile: profile, contested: &contested)
                        if breaks || contested {
                            breaking += 1
                            // A fault only a contested fact names is a warning naming both (§8).
                            let found = breaks ? errors : result.violations
                            if found.contains(where: { stateRules.contains($0.ruleID) }) {
                                caught += 1
                            } else {
                                missed.append(label)
                            }
                        } else if Self.isHarmless(original: original, mutated: mutated) {
                            harmless += 1
                            if !errors.isEmpty {
                                falseAlarms += 1
                                missed.append("false alarm: \(label) \(errors.map(\.ruleID))")
                            }
                        } else {
                            other += 1
                            if !errors.isEmpty { otherFlagged += 1 }
                        }
                    }
                }
            }
        }
        print(
            "mutation figures: \(caught)/\(breaking) table-breaking mutations caught by a state rule; "
                + "\(falseAlarms)/\(harmless) harmless mutations flagged; "
                    + """
                    \(otherFlagged)/\(other) other mutations (legal by the tables, e.g. a dropped \
                    configurationForConnecting) flagged by another rule
                    """)
        #expect(breaking > 100)
        #expect(caught == breaking, "missed: \(missed.prefix(10))")
        #expect(falseAlarms == 0, "\(missed.filter { $0.hasPrefix("false") }.prefix(10))")
    }

    /// Harmless: a repeat of a callback UIKit may deliver again at once (a second memory
    /// warning, another fetch). Any other reordering leaves the recorded from/to states or the
    /// documented notification order wrong, which the checker is right to flag.
    static func isHarmless(original: [TraceEvent], mutated: [TraceEvent]) -> Bool {
        guard mutated.count == original.count + 1 else { return false }
        func strip(_ lanes: [String: [Callback]]) -> [String: [Callback]] {
            lanes.mapValues { lane in
                var out: [Callback] = []
                for callback in lane where !(repeatable.contains(callback) && out.last == callback) {
                    out.append(callback)
                }
                return out
            }
        }
        guard strip(projection(original)) == strip(projection(mutated)) else { return false }
        let ordered: Set<Callback> = [
            .willFinishLaunching, .didFinishLaunching, .configurationForConnecting, .sceneWillConnect,
            .didDiscardSceneSessions, .applicationWillTerminate, .sceneDidDisconnect
        ]
        let key = { (events: [TraceEvent]) in events.compactMap { $0.method }.filter { ordered.contains($0) } }
        return key(original) == key(mutated)
    }
}
