import LifelineCheck
import LifelineRender
import LifelineTrace

/// A trace source that checks each event as the renderer reads it, and hands each violation
/// to the renderer's `HighlightTable` before the renderer sees the event it belongs to: a
/// checked trace is drawn in one read instead of two.
///
/// A violation reported for an earlier event (an obligation closed later, or at the end of
/// the trace) arrives too late to be painted in this pass; `needsSecondPass` then tells the
/// command to draw again with the complete list, so the drawing is always the same as a
/// check first, draw second.
final class CheckingSource: TraceSource {
    private let reader: TraceReader
    private let checker: Checker
    let highlights = HighlightTable()
    private var painted = 0
    private(set) var needsSecondPass = false

    var header: TraceHeader { reader.header }
    let symbols: TraceSymbols

    init(reader: TraceReader, checker: Checker) {
        self.reader = reader
        self.checker = checker
        symbols = reader.symbols
    }

    func nextRecord() throws(Diagnostic) -> EventRecord? {
        guard let record = try reader.nextRecord() else { return nil }
        checker.consume(record, symbols: symbols, line: reader.lineNumber)
        while painted < checker.reportedCount {
            let violation = checker.reportedViolation(painted)
            if violation.seq != record.seq { needsSecondPass = true }
            highlights.add(Highlight(violation))
            painted += 1
        }
        return record
    }

    /// Ends the check: the complete findings, and whether some came too late for this pass.
    func finish() -> (violations: [Violation], late: Bool) {
        let result = checker.finish()
        return (result.violations, needsSecondPass || result.violations.count != painted)
    }
}

extension Highlight {
    /// A checker violation as the renderer paints it.
    init(_ violation: Violation) {
        self.init(seq: violation.seq, ruleID: violation.ruleID, severity: violation.severity == .error ? .error : .warning,
                  message: violation.message)
    }
}
