import ArgumentParser
import LifelineCheck
import LifelineModel
import LifelineRender
import LifelineTrace

extension RenderCommand {
    /// The checker's violations, painted on the drawing (red edges and marks with the rule id).
    /// Standard input can be read only once, so a trace piped in is drawn without them; what
    /// the model's tables forbid is still painted, since the renderer computes that itself.
    func highlights(forTrace path: String) throws -> [Highlight] {
        guard path != "-", !noCheck else { return [] }
        let violations = try Checker.violations(inTraceAt: path, options: CheckerOptions(profile: profile))
        return violations.map {
            Highlight(seq: $0.seq, ruleID: $0.ruleID, severity: $0.severity == .error ? .error : .warning, message: $0.message)
        }
    }

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
