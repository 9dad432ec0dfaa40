import ArgumentParser
import LifelineCheck
import LifelineSupport

/// `lifeline stats TRACE...`: counts and durations, streamed.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Count callbacks per method, receiver and scene; time in each scene state; directly-follows pairs.",
        discussion: """
            Several traces, or a directory of .jsonl traces, are read on every core and reported \
            one after the other in the paths' order, a blank line between two reports. A malformed \
            trace among several is reported on standard error and the others still counted \
            (exit status 2).

            Examples:
              lifeline stats Traces/ios13/cold-launch.jsonl
              lifeline stats Traces/ -o stats.txt
            """)

    @Argument(help: "Trace files or directories of .jsonl traces ('-' for standard input).")
    var traces: [String] = []

    @Option(
        name: .customLong("files-from"),
        help: "Also count the traces listed in this file, one path per line ('-': standard input).")
    var filesFrom: String?

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    func run() throws {
        guard !traces.isEmpty || filesFrom != nil else {
            throw ValidationError("Give at least one trace or directory.")
        }
        try SameFile.refuseOverwriting(output, inputs: traces)
        let paths = try TraceArguments.expand(traces, filesFrom: filesFrom)
        try SameFile.refuseOverwriting(output, inputs: paths)
        if paths.count == 1 { return try single(paths[0]) }
        // Each trace on its own core; the reports keep the paths' order.
        let (reports, failures) = try ParallelMap.mapReporting(paths) { path throws(Diagnostic) in
            try TraceStats.gather(path: path).text(file: Diagnostic.displayName(of: path))
        }
        let file = try OutputFile(path: output ?? "-")
        for (index, text) in reports.enumerated() {
            if index > 0 { try file.write("\n") }
            try file.write(Escaping.Terminal.escaped(text, keepingLineFeeds: true))
        }
        try file.commit()
        if !failures.isEmpty { throw ExitCode(2) }
    }

    /// One trace, its report written in pieces as it is made (a report has a row per scene:
    /// megabytes for a large trace), each made printable as `CheckOutput.emit` makes a whole
    /// report.
    private func single(_ trace: String) throws {
        let stats = try TraceStats.gather(path: trace)
        let file = try OutputFile(path: output ?? "-")
        try stats.write(file: Diagnostic.displayName(of: trace)) { (piece: String) throws(Diagnostic) in
            try file.write(Escaping.Terminal.escaped(piece, keepingLineFeeds: true))
        }
        try file.commit()
    }
}
