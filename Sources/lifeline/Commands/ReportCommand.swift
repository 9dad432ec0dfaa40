import ArgumentParser
import LifelineModel
import LifelineRuntime
import LifelineScan
import LifelineSupport
import LifelineTeach
import LifelineTrace

/// `lifeline report TRACE -o report.html`: one self-contained HTML page about a trace.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write one self-contained HTML page: diagram, timeline, check results, statistics, step-through.",
        discussion: """
            The page inlines the state diagram and the timeline as SVG, lists the check results \
            (each links to its event), the statistics, and the events 500 per page; a step-through \
            (buttons, ← → Home End, a slider) highlights the current state in the diagram and the \
            current event in the timeline and the list. It fetches nothing: no network, no external \
            script, style or font, and its Content-Security-Policy allows only its own script. Every \
            string from the trace is escaped. A large trace gets the summarised timeline.

            The page reads its URL fragment: report.html#step=N opens at event N; \
            #play=next,right,slider:9 replays those controls once loaded (next/prev/first/last press \
            a button, right/left/home/end a key, slider:N drags the slider).

            Same trace, same bytes. Written atomically; '-' writes to standard output.

            Examples:
              lifeline report Traces/ios13/home-and-return.jsonl -o out/report.html
              lifeline simulate --random --events 100000 --seed 1 | lifeline report - -o out/big.html
              lifeline report trace.jsonl --app MyApp/ -o out/app.html

            --app PATH adds a section "Your app's methods": the trace's scenario (or --scenario) \
            run with the app's own delegates under each of --profiles (default ios12,ios13), \
            as lifeline compare --app tables it. See Docs/scanning.md.
            """
    )

    @Argument(help: "The trace ('-' reads standard input).")
    var trace: String

    @Option(help: "The profile (\(Profile.allValueStrings.joined(separator: ", "))); overrides the trace's header.")
    var profile: Profile?

    @Option(name: .shortAndLong, help: "Where to write the page ('-' for standard output).")
    var output: String = "-"

    @Option(
        help:
            "An app (its folder, .xcodeproj or files): add a section with which of its methods run under each profile.")
    var app: String?

    @Option(help: "With --app: the scenario to run (default: the one the trace's header names).")
    var scenario: String?

    @Option(help: "With --app: the profiles, comma-separated (default ios12,ios13; swiftui for a SwiftUI App).")
    var profiles: String?

    func validate() throws {
        if app == nil, scenario != nil || profiles != nil {
            throw ValidationError("--scenario and --profiles apply to --app")
        }
    }

    func run() throws {
        try SameFile.refuseOverwriting(output, inputs: [trace])
        if let app { try SameFile.refuseOverwriting(output, inputs: [app] + AppFolder.collect([app]).files) }
        // The report reads the trace twice: a pipe or FIFO is copied once first.
        try SpooledInput.withRereadablePath(trace) { path in
            try WorkBudget.checkSize(
                path: path, command: "report", maxEvents: nil,
                advice: "use render --kind timeline --from/--to or --scene for a part of it")
            var input = try ReportInput(path: path)
            input.displayName = Diagnostic.displayName(of: trace)
            var report = HTMLReport(input: input, profile: profile)
            if let app { report.appMethods = try appMethods(app, header: input.header) }
            let file = try OutputFile(path: output)
            try report.write(to: file)
            try file.commit()
        }
    }

    /// The app's methods under each profile, for the scenario asked or the trace's own.
    private func appMethods(_ app: String, header: TraceHeader) throws -> AppMethodTable {
        guard let name = scenario ?? header.scenario else {
            throw ValidationError("--app runs a scenario, and the trace's header names none: give --scenario")
        }
        let (parsed, file) = try ScenarioSource.load(name)
        let adoption = try AppAdoption.scanning([app])
        let routings = try AppRun.routings(adoption, profiles: profiles, path: app)
        return try AppMethodTable.simulating(parsed, file: file, adoption: adoption, routings: routings)
    }
}
