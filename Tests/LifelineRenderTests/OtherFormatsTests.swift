import Foundation
import LifelineModel
import LifelineTrace
import Testing
@testable import LifelineRender

@Suite struct OtherFormatsTests {
    @Test(arguments: TraceFixtures.names)
    func sequenceDOTMatchesGolden(name: String) throws {
        let dot = try TraceFixtures.text(name, kind: .sequence, format: .dot)
        try GoldenFile.check(dot, named: "sequence-\(name).dot")
        try Graphviz.validate(dot: dot)
    }

    static let textCases: [(TraceDiagramKind, TraceOutputFormat, String)] = [
        (.timeline, .txt, "txt"), (.state, .mermaid, "state.mmd"), (.sequence, .mermaid, "sequence.mmd"),
        (.state, .plantuml, "state.puml"), (.sequence, .plantuml, "sequence.puml"),
        (.timeline, .plantuml, "timing.puml"),
        (.timeline, .chrome, "chrome.json")
    ]

    @Test(arguments: textCases)
    func textFormatsMatchGolden(kind: TraceDiagramKind, format: TraceOutputFormat, suffix: String) throws {
        for name in ["ios13-launch-home-return", "swiftui-two-scenes"] {
            let text = try TraceFixtures.text(name, kind: kind, format: format)
            try GoldenFile.check(text, named: "\(name).\(suffix)")
            #expect(text == (try TraceFixtures.text(name, kind: kind, format: format)), "same trace, same bytes")
        }
    }

    @Test(arguments: TraceFixtures.names)
    func chromeParsesAsJSON(name: String) throws {
        let bytes = try TraceFixtures.render(name, kind: .timeline, format: .chrome)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let events = try #require(root["traceEvents"] as? [[String: Any]])
        // Async state slices never overlap on a track: every begin is ended before the next.
        var open: [Int: Bool] = [:]
        for event in events {
            guard let ph = event["ph"] as? String, let id = event["id"] as? Int, event["cat"] as? String == "state"
            else { continue }
            if ph == "b" {
                #expect(open[id] != true, "overlapping slices on track \(id)")
                open[id] = true
            }
            if ph == "e" { open[id] = false }
        }
        #expect(open.values.allSatisfy { !$0 })
    }

    @Test func sequenceIsCappedAtTheDetailLimit() throws {
        let collector = try SequenceCollector.read(
            GeneratedTraces.source(events: 2_000), options: RenderOptions(detailLimit: 100))
        #expect(collector.steps.count == 100)
        #expect(collector.omitted == 1_900)
    }
}
