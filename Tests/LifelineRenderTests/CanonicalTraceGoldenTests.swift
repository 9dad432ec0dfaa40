import Foundation
import LifelineTrace
import Testing
@testable import LifelineRender

/// Golden DOT for the runtime's canonical traces in `Traces/` (the ones the README shows):
/// state, timeline and sequence diagrams, byte for byte, and valid DOT for libgvc.
@Suite struct CanonicalTraceGoldenTests {
    static let traces = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Traces")

    static let canonical = [
        "ios12/cold-launch", "ios13/cold-launch", "ios13/home-and-return",
        "ipados-multiwindow/two-windows", "swiftui/swiftui-two-scenes"
    ]

    static func dot(_ name: String, kind: TraceDiagramKind) throws -> String {
        let reader = try TraceReader(path: traces.appendingPathComponent(name + ".jsonl").path)
        let sink = MemorySink()
        let renderer = TraceRenderer(kind: kind, format: .dot)
        try renderer.render(reader, title: TraceRenderer.title(of: reader.header, fallback: name), to: sink)
        return String(decoding: sink.bytes, as: UTF8.self)
    }

    @Test(arguments: canonical, [TraceDiagramKind.state, .timeline, .sequence])
    func canonicalDOT(name: String, kind: TraceDiagramKind) throws {
        let dot = try Self.dot(name, kind: kind)
        try GoldenFile.check(
            dot, named: "canonical-\(kind.rawValue)-\(name.replacingOccurrences(of: "/", with: "-")).dot")
        try Graphviz.validate(dot: dot)
        #expect(try Self.dot(name, kind: kind) == dot, "the same trace rendered twice gives the same bytes")
    }
}
