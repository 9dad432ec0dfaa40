import ArgumentParser
import LifelineModel
import LifelineRender
import LifelineTrace

extension RenderCommand {
    /// The violations to paint on a drawing. The lead wires the checker in here; until then
    /// none, and only what the model's tables forbid is painted (the renderer computes that).
    func highlights(forTrace path: String) throws -> [Highlight] { [] }

    func renderTrace(_ path: String, format: RenderFormat) throws {
        let reader = try TraceReader(path: path)
        var options = RenderOptions(scenes: Set(traceOptions.scenes), profile: profile,
                                    highlights: try highlights(forTrace: path))
        options.from = traceOptions.from.map { TraceTime(seconds: $0) }
        options.to = traceOptions.to.map { TraceTime(seconds: $0) }
        guard let outputFormat = TraceOutputFormat(rawValue: format.rawValue) else {
            throw ValidationError("unknown format \(format.rawValue)")
        }
        let renderer = TraceRenderer(kind: TraceDiagramKind(rawValue: kind.rawValue) ?? .state, format: outputFormat,
                                     options: options, machine: traceOptions.machine, merge: traceOptions.merge,
                                     color: output == "-" && Terminal.colorEnabled)
        let base = path.split(separator: "/").last.map(String.init) ?? path
        let file = try OutputFile(path: output)
        try renderer.render(reader, title: TraceRenderer.title(of: reader.header, fallback: base), to: file)
        try file.commit()
    }
}
