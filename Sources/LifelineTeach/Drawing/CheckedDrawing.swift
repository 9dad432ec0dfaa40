import LifelineCheck
import LifelineModel
import LifelineRender
import LifelineSupport

/// A drawing of a trace with the checker's findings painted on it: the one way `lifeline
/// render` and `lifeline report` put the checker and the renderer together.
public enum CheckedDrawing {
    /// Checks the trace while `draw` draws it, in one read: `draw` gets the source to read and
    /// `options` with the findings as they arrive (`RenderOptions.liveHighlights`). When a
    /// finding arrives too late for the event it concerns (an obligation closed later), `draw`
    /// is called once more, on a fresh `open()`, with every finding; the drawing is then the
    /// same as a check first, draw second. Returns the last drawing and the check's result.
    public static func draw<Drawing>(
        checker: CheckerOptions, options: RenderOptions,
        open: () throws(Diagnostic) -> any LineNumberedSource,
        _ draw: (any LineNumberedSource, RenderOptions) throws(Diagnostic) -> Drawing
    ) throws(Diagnostic) -> (drawing: Drawing, result: CheckResult) {
        let opened = try open()
        let source = CheckingSource(
            opened, checker: try Checker(header: opened.header, file: opened.displayName, options: checker))
        var options = options
        options.liveHighlights = source.highlights
        let first = try draw(source, options)
        let (result, late) = source.finish()
        guard late else { return (first, result) }
        options.liveHighlights = HighlightTable(highlights(of: result.violations))
        return (try draw(try open(), options), result)
    }

    /// The checker's findings in the trace at `path`, as a drawing paints them: for outputs
    /// where a first drawing cannot be taken back (standard output, a FIFO), checked first.
    package static func highlights(inTraceAt path: String, checker: CheckerOptions) throws(Diagnostic) -> [Highlight] {
        highlights(of: try Checker.violations(inTraceAt: path, options: checker))
    }

    /// Violations as a drawing paints them.
    package static func highlights(of violations: [Violation]) -> [Highlight] { violations.map(Highlight.init) }
}

extension Highlight {
    /// A checker violation as a drawing paints it: the one violation → highlight mapping.
    package init(_ violation: Violation) {
        self.init(
            seq: violation.seq, ruleID: violation.ruleID, severity: violation.severity, message: violation.message)
    }
}
