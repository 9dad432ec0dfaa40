import ArgumentParser
import LifelineCheck
import LifelineModel
import LifelineRender
import LifelineSupport
import LifelineTeach
import LifelineTrace

extension RenderCommand {
    /// The checker's violations, painted on the drawing (red edges and marks with the rule id).
    /// Standard input can be read only once, so a trace piped in is drawn without them; what
    /// the model's tables forbid is still painted, since the renderer computes that itself.
    func highlights(forTrace path: String) throws -> [Highlight] {
        guard path != "-", !noCheck else { return [] }
        return try CheckedDrawing.highlights(inTraceAt: path, checker: CheckerOptions(profile: profile))
    }

    /// A time option as a trace time; NaN, infinities and values past what a trace can hold
    /// (9e9 s, the reader's limit) are usage errors rather than a trap in the conversion.
    static func time(_ seconds: Double, option: String) throws -> TraceTime {
        guard seconds >= 0, seconds <= 9e9 else {
            throw ValidationError("\(option) takes seconds from 0 to 9000000000, not \(seconds)")
        }
        return TraceTime(seconds: seconds)
    }

    /// Draws the trace at `path` to `output`; `shownAs` is the name the user gave it (for the
    /// title).
    func renderTrace(_ path: String, format: RenderFormat, shownAs: String, to output: String) throws {
        guard let outputFormat = TraceOutputFormat(rawValue: format.rawValue) else {
            throw ValidationError("unknown format \(format.rawValue)")
        }
        // To a file, check while drawing (one read); to standard output, a FIFO or a device,
        // where a first drawing cannot be taken back, check first.
        if path != "-", OutputFile.isAtomic(output), !noCheck {
            let (file, _) = try CheckedDrawing.draw(
                checker: CheckerOptions(profile: profile),
                options: try renderOptions(),
                open: { () throws(Diagnostic) in try TraceReader(path: path, readsAhead: true) }
            ) { source, options throws(Diagnostic) in
                // A second drawing replaces the first, whose uncommitted file is removed.
                let file = try OutputFile(path: output)
                try draw(source, format: outputFormat, options: options, shownAs: shownAs, to: file, at: output)
                return file
            }
            return try file.commit()
        }
        var options = try renderOptions()
        options.highlights = try highlights(forTrace: path)
        let file = try OutputFile(path: output)
        try draw(
            try TraceReader(path: path, readsAhead: true), format: outputFormat, options: options, shownAs: shownAs,
            to: file, at: output)
        try file.commit()
    }

    private func renderOptions() throws -> LifelineRender.RenderOptions {
        var options = LifelineRender.RenderOptions(scenes: Set(traceOptions.scenes), profile: profile)
        options.from = try traceOptions.from.map { seconds throws in try Self.time(seconds, option: "--from") }
        options.to = try traceOptions.to.map { seconds throws in try Self.time(seconds, option: "--to") }
        options.legend = traceOptions.legend
        options.referenceEdges = traceOptions.referenceEdges
        if let columns = traceOptions.columns {
            guard (1...1000).contains(columns) else {
                throw ValidationError("--columns takes 1 to 1000, not \(columns)")
            }
            options.clusterColumns = columns
        }
        return options
    }

    private func draw(
        _ source: TraceSource, format: TraceOutputFormat, options: LifelineRender.RenderOptions,
        shownAs path: String, to file: OutputFile, at output: String
    ) throws(Diagnostic) {
        let renderer = TraceRenderer(
            kind: TraceDiagramKind(rawValue: kind.rawValue) ?? .state, format: format,
            options: options, machine: traceOptions.machine, merge: traceOptions.merge,
            color: output == "-" && Terminal.colorEnabled)
        let base = path.split(separator: "/").last.map(String.init) ?? path
        try renderer.render(source, title: TraceRenderer.title(of: source.header, fallback: base), to: file)
    }
}
