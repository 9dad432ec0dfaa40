import Foundation
import LifelineCheck
import LifelineRender
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
        let folders = ["Traces", "Tests/LifelineCheckTests/OpenWorld", "Tests/LifelineCheckTests/Unseen",
                       "Tests/LifelineCheckTests/Traces", "Tests/LifelineRenderTests/Traces", "Tests/LifelineTeachTests/Traces"]
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
        guard let result = try? Checker.check(path: path) else { return }  // a malformed fixture: the reader's business
        let errors = result.violations.filter { $0.severity == .error }
        for kind in TraceDiagramKind.allCases {
            guard let reader = try? TraceReader(path: path) else { continue }
            let sink = MemorySink()
            try TraceRenderer(kind: kind, format: .dot, options: RenderOptions()).render(reader, title: "t", to: sink)
            // A move drawn as not allowed: "✗ not in the … model" on its edge or event (the
            // sequence diagram's legend spells the mark out too, followed by the rule's).
            let marks = sink.text.components(separatedBy: "✗ not in the").count
                - sink.text.components(separatedBy: "✗ not in the model, ⚑").count
            if errors.isEmpty {
                #expect(marks == 0, "\(file) \(kind): check finds no error, the drawing marks \(marks) move(s) ✗")
            }
        }
    }
}
