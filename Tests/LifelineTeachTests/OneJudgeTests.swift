import Foundation
import LifelineCheck
import LifelineModel
import LifelineRender
import LifelineRuntime
import LifelineTeach
import LifelineTrace
import Testing

/// One judge of a trace (issue 30): `check` and every drawing read the follower's verdicts, so
/// a trace that `check` finds free of errors is drawn with no "✗ not in the model" mark in any
/// diagram, and every trace whose drawing shows one has an error at that event's line.
@Suite struct OneJudgeTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// Every trace the project keeps: the gallery and each suite's fixtures, both corpora.
    static let traces: [String] = {
        let folders = [
            "Traces", "Tests/LifelineCheckTests/OpenWorld", "Tests/LifelineCheckTests/Unseen",
            "Tests/LifelineCheckTests/Traces", "Tests/LifelineRenderTests/Traces", "Tests/LifelineTeachTests/Traces"
        ]
        var found: [String] = []
        for folder in folders {
            let root = repository + "/" + folder
            guard let walk = FileManager.default.enumerator(atPath: root) else { continue }
            for case let name as String in walk where name.hasSuffix(".jsonl") { found.append(folder + "/" + name) }
        }
        return found.sorted()
    }()

    @Test func thereAreTracesToJudge() { #expect(Self.traces.count > 200) }

    @Test(arguments: traces)
    func errorFreeTraceDrawsNoIllegalMove(_ file: String) throws {
        let path = Self.repository + "/" + file
        // A malformed fixture (a reader's error past its header) is the reader's business.
        guard (try? Checker.check(path: path)) != nil else { return }
        try Self.expectDrawingAgrees(path, label: file)
    }

    /// Random runs of every profile, and built-in scenarios with every mutation the runtime
    /// makes (`simulate --mutate`): a mutated trace that check finds error-free is drawn with
    /// no mark, and one drawn with a mark has an error.
    @Test(arguments: Profile.allCases)
    func randomAndMutatedRunsDrawAsCheckJudges(_ profile: Profile) throws {
        var texts: [(String, String)] = []
        for seed in UInt64(1)...2 {
            let collector = TraceCollector()
            try RandomRun(profile: profile, events: 600, seed: seed).run(into: collector)
            let header = TraceHeader(profile: profile, source: "simulate", scenario: "random")
            let lines = [TraceEventCodec.encode(header)] + collector.events.map(TraceEventCodec.encode)
            texts.append(("random seed \(seed)", lines.joined(separator: "\n") + "\n"))
        }
        let scenarios = try BuiltInScenarios.names.compactMap { try BuiltInScenarios.scenario(named: $0) }
            .filter { ($0.profiles?.contains(profile) ?? true) && $0.expectedFindings.isEmpty }
        // Enough scenarios for two dozen mutants (a SwiftUI app without delegates has few callbacks to mutate).
        for scenario in scenarios where texts.count < 26 {
            let name = scenario.name
            let simulation = Simulation(scenario: scenario, profile: profile)
            for mutation in [Mutation.drop, .duplicate, .swap, .delay(3)] {
                for seed in UInt64(1)...3 {
                    guard let text = try? simulation.mutatedText(mutation, seed: seed) else { continue }
                    texts.append(("\(name) \(mutation) seed \(seed)", text))
                }
            }
        }
        #expect(texts.count > 20)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "one-judge-\(getpid())-\(profile).jsonl"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        for (label, text) in texts {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            try Self.expectDrawingAgrees(path, label: "\(profile) \(label)")
        }
    }

    /// Checks `path`, draws it in every kind, and holds the two to one judgement.
    static func expectDrawingAgrees(_ path: String, label: String) throws {
        let result = try Checker.check(path: path)
        let errors = result.violations.filter { $0.severity == .error }
        for kind in TraceDiagramKind.allCases {
            let reader = try TraceReader(path: path)
            let sink = MemorySink()
            try TraceRenderer(kind: kind, format: .dot, options: RenderOptions()).render(reader, title: "t", to: sink)
            // A move drawn as not allowed: "✗ not in the … model" on its edge or event (the
            // sequence diagram's legend spells the mark out too, followed by the rule's).
            let marks =
                sink.text.components(separatedBy: "✗ not in the").count
                - sink.text.components(separatedBy: "✗ not in the model, ⚑").count
            if errors.isEmpty {
                #expect(marks == 0, "\(label) \(kind): check finds no error, the drawing marks \(marks) move(s) ✗")
            }
        }
    }
}
