import LifelineCheck
import LifelineModel
import LifelineRender
import LifelineSupport
import LifelineTrace

/// A trace source that knows its name and the line of the event it returned last: what a
/// checker's violations point at.
public protocol LineNumberedSource: LocatedTraceSource {
    /// The trace's name in findings (its path, `<stdin>`).
    var displayName: String { get }
    /// The line of the last event returned (numbered as the file numbers it).
    var lineNumber: Int { get }
}

extension LineNumberedSource {
    /// Where the source is: its name and current line.
    public var site: LineSite { LineSite(file: displayName, line: lineNumber) }
}

extension TraceReader: LineNumberedSource {}

/// A trace source that checks each event as the renderer reads it, and hands each violation
/// to the renderer's `HighlightTable` before the renderer sees the event it belongs to: a
/// checked trace is drawn in one read instead of two (`CheckedDrawing` drives it).
///
/// A violation reported for an earlier event (an obligation closed later, or at the end of
/// the trace) arrives too late to be painted in this pass; `finish()` then says so, and the
/// drawing is made again with the complete list, so it is always the same as a check first,
/// draw second.
final class CheckingSource: LineNumberedSource, FollowingSource {
    private let source: any LineNumberedSource
    private let checker: Checker
    let highlights = HighlightTable()
    private var painted = 0
    private var late = false

    var header: TraceHeader { source.header }
    var symbols: TraceSymbols { source.symbols }
    var lineNumber: Int { source.lineNumber }
    var displayName: String { source.displayName }
    /// The checker's step: the drawing reads the follower step the verdicts came from.
    var lastStep: FollowStep { checker.lastStep }

    init(_ source: any LineNumberedSource, checker: Checker) {
        self.source = source
        self.checker = checker
    }

    func nextRecord() throws(Diagnostic) -> EventRecord? {
        guard let record = try source.nextRecord() else { return nil }
        checker.consume(record, symbols: source.symbols, line: source.lineNumber)
        try checker.checkSceneLimit(at: source.site)
        while painted < checker.reportedCount {
            let violation = checker.reportedViolation(painted)
            if violation.seq != record.seq { late = true }
            highlights.add(Highlight(violation))
            painted += 1
        }
        return record
    }

    /// Ends the check: the complete findings, and whether some came too late for this pass.
    func finish() -> (result: CheckResult, late: Bool) {
        let result = checker.finish()
        return (result, late || result.violations.count != painted)
    }
}
