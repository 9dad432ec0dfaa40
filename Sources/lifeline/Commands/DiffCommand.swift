import ArgumentParser
import LifelineCheck
import LifelineTrace

/// `lifeline diff A B`: two traces aligned by life-cycle moment.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Align two traces: callbacks that moved between delegates, appeared or vanished.",
        discussion: "Exit status 0 when the callbacks are identical, 1 when they differ, 2 on bad input.")

    @Argument(help: "The first trace.") var a: String
    @Argument(help: "The second trace.") var b: String

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    /// Rows are written as they are found (a million-callback diff is never held as text), in
    /// pieces escaped as `CheckOutput` escapes a report.
    func run() throws {
        try SameFile.refuseOverwriting(output, inputs: [a, b])
        let file = try OutputFile(path: output ?? "-")
        var pending = TraceDiff.header(a: a, b: b)
        func flush() throws(Diagnostic) {
            try file.write(PrintableText.escaped(pending, keepingLineFeeds: true))
            pending = ""
        }
        let counts = try TraceDiff.compare(a, b) { (row) throws(Diagnostic) in
            pending += TraceDiff.line(row)
            if pending.utf8.count >= 1 << 16 { try flush() }
        }
        pending += TraceDiff.summary(counts, a: a, b: b)
        try flush()
        try file.commit()
        if !counts.isIdentical { throw ExitCode(1) }
    }
}
