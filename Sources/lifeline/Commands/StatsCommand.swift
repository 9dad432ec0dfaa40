import ArgumentParser
import LifelineCheck
import LifelineTrace

/// `lifeline stats TRACE`: counts and durations, streamed.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Count callbacks per method, receiver and scene; time in each scene state; directly-follows pairs.")

    @Argument(help: "The trace ('-' for standard input).")
    var trace: String

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    func run() throws {
        try SameFile.refuseOverwriting(output, inputs: [trace])
        let stats = try TraceStats.gather(path: trace)
        // Written in pieces (a report has a row per scene, megabytes for a large trace), each
        // made printable as `CheckOutput.emit` makes a whole report.
        let file = try OutputFile(path: output ?? "-")
        try stats.write(file: Diagnostic.displayName(of: trace)) { (piece: String) throws(Diagnostic) in
            try file.write(PrintableText.escaped(piece, keepingLineFeeds: true))
        }
        try file.commit()
    }
}
