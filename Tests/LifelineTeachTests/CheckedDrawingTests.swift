import Foundation
import LifelineCheck
import LifelineRender
import LifelineSupport
import LifelineTeach
import LifelineTrace
import Testing

/// Checking while drawing (`CheckedDrawing`, used by `render` and `report`) draws what checking
/// first, then drawing with every finding, draws.
@Suite struct CheckedDrawingTests {
    static let traces = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Traces").path

    static func dot(_ kind: TraceDiagramKind, _ source: TraceSource, _ options: RenderOptions) throws(Diagnostic)
        -> String
    {
        let sink = MemorySink()
        try TraceRenderer(kind: kind, format: .dot, options: options).render(source, title: "t", to: sink)
        return sink.text
    }

    /// Draws `path` both ways; returns how many drawings the checked one made.
    static func compare(_ path: String) throws -> Int {
        let violations = try Checker.violations(inTraceAt: path)
        let first = RenderOptions(highlights: try CheckedDrawing.highlights(inTraceAt: path, checker: CheckerOptions()))
        var draws = 0
        for kind in TraceDiagramKind.allCases {
            let (live, result) = try CheckedDrawing.draw(
                checker: CheckerOptions(), options: RenderOptions(),
                open: { () throws(Diagnostic) in try TraceReader(path: path) }
            ) { source, options throws(Diagnostic) in
                draws += 1
                return try Self.dot(kind, source, options)
            }
            #expect(live == (try Self.dot(kind, try TraceReader(path: path), first)), "\(path) \(kind)")
            #expect(result.violations == violations)
            for violation in violations where kind != .state {
                #expect(live.contains(violation.ruleID), "\(path) \(kind) paints \(violation.ruleID)")
            }
        }
        return draws
    }

    /// Every trace that loses one event (most then break a rule, some with a finding that
    /// arrives after its event has been drawn) is drawn alike either way.
    @Test(arguments: [
        "ios12/home-and-return.jsonl", "ios13/home-and-return.jsonl", "swiftui/swiftui-two-scenes.jsonl",
        "ios13/slow-background.jsonl"
    ])
    func everyOneEventDeletionDrawsAsCheckFirst(file: String) throws {
        let lines = try String(contentsOfFile: Self.traces + "/" + file, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("checked-drawing-\(getpid())-\(file.replacingOccurrences(of: "/", with: "-"))").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var drawings = 0, secondPasses = 0
        for deleted in 1..<lines.count where !lines[deleted].isEmpty {
            try lines.enumerated().filter { $0.offset != deleted }.map(\.element).joined(separator: "\n")
                .write(toFile: path, atomically: true, encoding: .utf8)
            let draws = try Self.compare(path)
            drawings += TraceDiagramKind.allCases.count
            secondPasses += draws - TraceDiagramKind.allCases.count
        }
        // Some findings came too late for their event: the second drawing was exercised. Not
        // in the SwiftUI trace since its phases and notifications observe the moves they show
        // (issue 43 item 2): every finding of a deletion there comes at its event.
        #expect(secondPasses < drawings)
        if !file.hasPrefix("swiftui/") { #expect(secondPasses > 0, "\(file): the second drawing is exercised") }
    }
}
