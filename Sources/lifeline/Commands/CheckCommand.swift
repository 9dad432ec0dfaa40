import ArgumentParser
import LifelineCheck
import LifelineModel
import LifelineTrace

/// `lifeline check`: checks traces against the built-in rule catalogue and user rules.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check traces against the documented life-cycle rules and your own.",
        discussion: """
        Reads each trace in one streaming pass and reports every event that breaks a rule, \
        like a compiler: file:line:column: error[LC301]: message, the scene's previous events \
        as evidence, and the fact it rests on. Errors come from documented facts, warnings \
        from observed ones; unsure facts are never reported.

        Exit status: 0 clean, 1 violations (warnings only with --strict), 2 bad input.

        Examples:
          lifeline check Traces/ios13/cold-launch.jsonl
          lifeline check Traces/ --format sarif -o report.sarif
          lifeline check app.jsonl --rules budgets.yaml --summary
          lifeline check --list-rules
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, sarif }

    @Argument(help: "Trace files or directories of .jsonl traces ('-' for standard input).")
    var traces: [String] = []

    @Option(name: .customLong("files-from"), help: "Also check the traces listed in this file, one path per line ('-': standard input).")
    var filesFrom: String?

    @Option(help: "Hold the traces to this profile instead of their header's.")
    var profile: Profile?

    @Option(help: "A YAML file of user rules.")
    var rules: String?

    @Option(help: "Output format: text, json or sarif.")
    var format: Format = .text

    @Option(name: .shortAndLong, help: "Write the report to this file (atomically) instead of standard output.")
    var output: String?

    @Flag(help: "Count warnings as violations for the exit status.")
    var strict = false

    @Flag(help: "Add the per-rule summary: support and vacuity.")
    var summary = false

    @Option(help: "Leave out a built-in rule (repeatable).")
    var disable: [String] = []

    @Flag(help: "Print the rule catalogue as a Markdown table and exit.")
    var listRules = false

    @OptionGroup var progressOptions: ProgressOptions

    func run() throws {
        if listRules {
            printOut(RuleTable.markdown(), terminator: "")
            return
        }
        guard !traces.isEmpty || filesFrom != nil else { throw ValidationError("Give at least one trace or directory.") }
        try RuleSelection.validate(disabled: disable)
        var options = CheckerOptions(profile: profile, disabledRules: Set(disable))
        try SameFile.refuseOverwriting(output, inputs: traces + [rules])
        if let rules { options.userRules = try UserRuleParser.parse(path: rules) }
        let paths = try TraceArguments.expand(traces, filesFrom: filesFrom)
        try SameFile.refuseOverwriting(output, inputs: paths)
        let progress = Progress.start("checking", options: progressOptions)
        defer { progress.finish() }
        progress.status("\(paths.count) trace\(paths.count == 1 ? "" : "s")")
        // Each trace on its own core; the report keeps the paths' order.
        let checking = options
        let results = try ParallelMap.map(paths) { try Checker.check(path: $0, options: checking) }
        progress.finish()

        let report: String
        switch format {
        case .text:
            let color = output == nil && Terminal.colorEnabled
            let text = TextReport(color: color, summary: summary)
            report = results.map(text.render).joined() + TextReport.totals(results)
        case .json:
            report = JSONReport.render(results)
        case .sarif:
            report = SARIFReport.render(results, userRules: options.userRules)
        }
        if let output {
            try OutputFile.write(Array(report.utf8), to: output)
        } else {
            printOut(report, terminator: "")
        }
        let failing = results.contains { $0.errorCount > 0 || (strict && $0.warningCount > 0) }
        if failing { throw ExitCode(1) }
    }
}
