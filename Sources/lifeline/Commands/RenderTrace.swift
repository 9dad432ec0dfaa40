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

    /// A time option as a trace time; NaN, infinities and values past what a trace can hold
    /// (9e9 s, the reader's limit) are usage errors rather than a trap in the conversion.
    static func time(_ seconds: Double, option: String) throws -> TraceTime {
        guard seconds >= 0, seconds <= 9e9 else {
            throw ValidationError("\(option) takes seconds from 0 to 9000000000, not \(seconds)")
        }
        return TraceTime(seconds: seconds)
    }

    func renderTrace(_ path: String, format: RenderFormat) throws {
        let reader = try TraceReader(path: path)
        var options = RenderOptions(scenes: Set(traceOptions.scenes), profile: profile,
                                    highlights: try highlights(forTrace: path))
        options.from = try traceOptions.from.map { seconds throws in try Self.time(seconds, option: "--from") }
        options.to = try traceOptions.to.map { seconds throws in try Self.time(seconds, option: "--to") }
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
