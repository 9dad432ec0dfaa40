import Foundation
import LifelineModel
import LifelineTrace
@testable import LifelineRender

/// The hand-written canonical traces under `Tests/LifelineRenderTests/Traces/`.
enum TraceFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Traces")

    static let names = [
        "ios12-launch-home-return", "ios13-launch-home-return", "ipados-two-windows", "swiftui-two-scenes"
    ]

    static func path(_ name: String) -> String { directory.appendingPathComponent(name + ".jsonl").path }

    static func reader(_ name: String) throws -> TraceReader { try TraceReader(path: path(name)) }

    /// Renders the fixture `name` and returns the bytes.
    static func render(
        _ name: String, kind: TraceDiagramKind, format: TraceOutputFormat,
        options: RenderOptions = RenderOptions(), machine: MachineKind? = nil
    ) throws -> [UInt8] {
        let reader = try reader(name)
        let sink = MemorySink()
        let renderer = TraceRenderer(kind: kind, format: format, options: options, machine: machine)
        try renderer.render(reader, title: TraceRenderer.title(of: reader.header, fallback: name), to: sink)
        return sink.bytes
    }

    static func text(
        _ name: String, kind: TraceDiagramKind, format: TraceOutputFormat,
        options: RenderOptions = RenderOptions(), machine: MachineKind? = nil
    ) throws -> String {
        String(
            decoding: try render(name, kind: kind, format: format, options: options, machine: machine), as: UTF8.self)
    }

    static func event(_ seq: Int, _ t: Double, _ kind: EventKind, _ build: (inout TraceEvent) -> Void = { _ in })
        -> TraceEvent
    {
        var event = TraceEvent(seq: seq, time: TraceTime(seconds: t), kind: kind)
        build(&event)
        return event
    }
}
