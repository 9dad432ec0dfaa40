import LifelineCheck
import LifelineSupport
import LifelineTrace

/// `check`'s text report written as the trace is read: `tail -f trace | lifeline check -`
/// shows each violation as soon as the checker is certain of it, not at the end of input.
enum StreamingCheck {
    /// Checks `path`, handing `write` each violation when the checker reports it (standard
    /// input) or the whole report when the trace is done (a file: its report is the same
    /// bytes as a report sorted by line), then the notes and summary. Returns the result.
    static func check(
        path: String, options: CheckerOptions, report: TextReport,
        write: (String) -> Void
    ) throws(Diagnostic) -> CheckResult {
        guard path == "-" else {
            let result = try Checker.check(path: path, options: options)
            write(report.render(result))
            return result
        }
        let reader = try TraceReader(path: path)
        let checker = try Checker(header: reader.header, file: reader.displayName, options: options)
        var written = 0
        func flush() {
            while written < checker.reportedCount {
                write(report.render(checker.reportedViolation(written), file: reader.displayName))
                written += 1
            }
        }
        let symbols = reader.symbols
        while let record = try reader.nextRecord() {
            checker.consume(record, symbols: symbols, line: reader.lineNumber)
            try checker.checkSceneLimit(at: reader.site)
            flush()
        }
        let result = checker.finish()
        // What only the end of the trace settles (obligations still open), then the notes.
        flush()
        var rest = result
        rest.violations = []
        write(report.render(rest))
        return result
    }
}
