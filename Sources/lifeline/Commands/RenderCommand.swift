import ArgumentParser
import LifelineModel
import LifelineRender
import LifelineSupport
import LifelineTrace

/// `lifeline render`: draw a reference state machine (`--model`) or a trace.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a reference state machine, or a trace as a state diagram, timeline or sequence diagram.",
        discussion: """
            With --model, draws the reference state machine from Lifeline's tables. The app machine \
            applies to every profile (default ios12), the scene machine to ios13, ipados-multiwindow \
            and swiftui (default ios13), the phase machine to swiftui only. --list-models prints the \
            valid model/profile pairs, one per line.

            With a TRACE, draws it: --kind state (states and transitions with counts), timeline \
            (a lane per receiver) or sequence (UIKit and delegates as lifelines).

            The format is --format's, else -o's extension's; to standard output, svg. An -o \
            name whose extension names no format (out.gif, or none) is an error unless --format \
            says which, so is a kind the format cannot draw (a timeline in mermaid), and PNG or \
            PDF is not written to a terminal (exit 2, naming what exists).

            With a DIRECTORY and -o OUTDIR, draws every .jsonl trace below it, on every core, as \
            OUTDIR/<path>/<name>.<kind>.<format> (the gallery's names, e.g. cold-launch.state.svg). \
            A malformed trace is reported on standard error and the others still drawn (exit 2).

            Examples:
              lifeline render --model scene --profile ios13 -o scene.svg
              lifeline render --list-models
              lifeline render Traces/ios13/cold-launch.jsonl --kind timeline -o launch.png
              lifeline render trace.jsonl --kind timeline --format txt
              lifeline render trace.jsonl --format chrome -o trace.json
              lifeline render Traces/ios13 --kind timeline -o gallery/
            """
    )

    @Argument(help: "The trace to draw ('-' reads standard input), or a directory of traces (with -o OUTDIR).")
    var trace: String?

    @Option(help: "Draw this reference state machine instead of a trace (app, scene, phase).")
    var model: MachineKind?

    @Flag(help: "Print the valid '--model M --profile P' pairs and exit.")
    var listModels = false

    @Option(
        help: "The profile (\(Profile.allValueStrings.joined(separator: ", "))); for a trace, overrides its header.")
    var profile: Profile?

    @Flag(help: "Do not run the checker first: draw without its violations (what the model forbids is still red).")
    var noCheck = false

    @Option(help: "What to draw from a trace: state, timeline or sequence.")
    var kind: RenderKind = .state

    @Option(
        help: """
            Output format: svg, png, pdf, dot, txt, mermaid, plantuml or chrome (default: from -o's extension; svg to \
            standard output).
            """)
    var format: RenderFormat?

    @Option(name: [.short, .customLong("output")], help: "Where to write ('-' for standard output).")
    var output: String = "-"

    @OptionGroup var traceOptions: RenderTraceOptions

    @OptionGroup var progressOptions: ProgressOptions

    func run() throws {
        // A directory draws into files named for their kind and format, never a trace's name.
        if let trace, trace != "-", model == nil, !listModels, FileStatus.type(of: trace) == .directory {
            let format = format ?? .svg
            try RenderFormat.require(format, drawing: kind)
            return try renderDirectory(trace, format: format)
        }
        try SameFile.refuseOverwriting(output, inputs: [trace])
        if listModels {
            for kind in MachineKind.allCases {
                for profile in MachineTable.profiles(for: kind) { printOut("\(kind.rawValue) \(profile.rawValue)") }
            }
            return
        }
        let format = try RenderFormat.resolve(format, output: output)
        if let model {
            guard trace == nil else { throw ValidationError("give either --model or a TRACE, not both") }
            try RenderFormat.requireModel(format)
            try RenderFormat.refuseBinaryToTerminal(format, output: output)
            try renderModel(model, format: format)
            return
        }
        guard let trace else { throw ValidationError("nothing to draw: give a TRACE file or --model app|scene|phase") }
        try RenderFormat.require(format, drawing: kind)
        try RenderFormat.refuseBinaryToTerminal(format, output: output)
        let progress = Progress.start("drawing \(trace)", options: progressOptions)
        defer { progress.finish() }
        // Checking and drawing may read the trace twice: a pipe or FIFO is copied once first.
        if noCheck { return try renderTrace(trace, format: format, shownAs: trace, to: output) }
        try SpooledInput.withRereadablePath(trace) { path in
            try renderTrace(path, format: format, shownAs: trace, to: output)
        }
    }

    private func renderModel(_ kind: MachineKind, format: RenderFormat) throws {
        let profile = profile ?? kind.defaultProfile
        guard let table = MachineTable.of(kind, profile: profile) else {
            let valid = MachineTable.profiles(for: kind).map(\.rawValue).joined(separator: ", ")
            throw Diagnostic(
                file: "<command line>", line: 1, column: 1,
                """
                the \(kind.rawValue) machine does not apply to profile \(profile.rawValue); it \
                applies to: \(valid)
                """)
        }
        guard let graphviz = format.graphvizFormat else { return try RenderFormat.requireModel(format) }
        let dot = ReferenceDiagram.dot(table)
        try OutputFile.write(try RenderOutput.bytes(dot: dot, layout: .dot, format: graphviz), to: output)
    }
}
