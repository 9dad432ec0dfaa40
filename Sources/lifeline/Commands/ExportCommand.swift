import ArgumentParser
import LifelineExchange
import LifelineSupport

extension ExportFormat: ExpressibleByArgument {}
extension ExportCase: ExpressibleByArgument {}

/// `lifeline export`: a trace in a format process-mining and specification-mining tools read.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a trace as XES, CSV, Synoptic/Texada text or a console log.",
        discussion: """
            xes: IEEE 1849 XES for pm4py, ProM, Disco (a trace per case; concept:name is the \
            callback; time:timestamp is 1970-01-01T00:00:00Z plus the trace time). csv: RFC 4180 \
            with columns case,activity,timestamp,receiver,scene,kind,seq. synoptic: one event per \
            line, '--' between traces, for Synoptic and Texada. console: the NSLog console a real \
            app would have printed, one line per event, which 'lifeline import' reads back (--case \
            does not apply). See Docs/real-apps.md.

            Examples:
              lifeline export trace.jsonl --format xes -o trace.xes
              lifeline export trace.jsonl --format csv --case scene -o trace.csv
              lifeline export trace.jsonl --format console -o console.log
            """
    )

    @Argument(help: "The trace ('-' for standard input).")
    var trace: String

    @Option(help: "xes, csv, synoptic or console.")
    var format: ExportFormat

    @Option(name: .customLong("case"), help: "What a case is: run (a process run) or scene (a scene object).")
    var caseBy: ExportCase = .run

    @Option(name: .shortAndLong, help: "Where to write ('-' for standard output).")
    var output: String = "-"

    @OptionGroup var progressOptions: ProgressOptions

    func run() throws {
        try SameFile.refuseOverwriting(output, inputs: [trace])
        let progress = Progress.start("exporting \(trace) as \(format.rawValue)", options: progressOptions)
        defer { progress.finish() }
        try TraceExporter.export(trace: trace, to: output, format: format, caseBy: caseBy)
    }
}
