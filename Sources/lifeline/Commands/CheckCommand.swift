import ArgumentParser
import LifelineCheck
import LifelineModel
import LifelineSupport

extension ColorPolicy: ExpressibleByArgument {}

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

            Exit status: 0 clean, 1 violations (warnings only with --strict), 2 bad input (a \
            malformed trace among several is reported and the others are still checked).

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

    @Option(
        name: .customLong("files-from"),
        help: "Also check the traces listed in this file, one path per line ('-': standard input).")
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

    @Option(help: "Colour the text report: auto (a terminal, unless NO_COLOR is set and non-empty), always or never.")
    var color: ColorPolicy = .auto

    @Option(
        name: .customLong("docs-url"), help: "The URL Docs/checking.md is published under, for SARIF helpUri links.")
    var docsURL: String = RuleDocumentation.defaultBase

    @Option(help: "Leave out a built-in rule (repeatable).")
    var disable: [String] = []

    @Flag(help: "Print the rule catalogue as a Markdown table and exit.")
    var listRules = false

    @Flag(help: "With --list-rules: one Markdown section per rule, with its anchor (Docs/checking.md's catalogue).")
    var sections = false

    @OptionGroup var progressOptions: ProgressOptions

    func run() throws {
        if listRules {
            guard traces.isEmpty, filesFrom == nil, output == nil, rules == nil else {
                throw ValidationError(
                    "--list-rules prints the rule catalogue to standard output and takes no traces, --rules or -o")
            }
            printOut(sections ? RuleTable.sections() : RuleTable.markdown(), terminator: "")
            return
        }
        guard !traces.isEmpty || filesFrom != nil else {
            throw ValidationError("Give at least one trace or directory.")
        }
        try RuleSelection.validate(disabled: disable)
        var options = CheckerOptions(profile: profile, disabledRules: Set(disable))
        try SameFile.refuseOverwriting(output, inputs: traces + [rules])
        if let rules { options.userRules = try UserRuleParser.parse(path: rules) }
        let paths = try TraceArguments.expand(traces, filesFrom: filesFrom)
        try SameFile.refuseOverwriting(output, inputs: paths)
        let progress = Progress.start("checking", options: progressOptions)
        defer { progress.finish() }
        if format == .text && output == nil && paths.count == 1 {
            // One trace to the terminal or a pipe: from standard input each finding as soon as
            // it is certain, from a file its report as soon as it is checked.
            let text = TextReport(color: Terminal.color(color), summary: summary)
            let result = try StreamingCheck.check(
                path: paths[0], options: options, report: text,
                write: { printOut($0, terminator: "") })
            progress.finish()
            printOut(TextReport.totals([result]), terminator: "")
            if result.errorCount > 0 || (strict && result.warningCount > 0) { throw ExitCode(1) }
            return
        }
        progress.status("\(paths.count) trace\(paths.count == 1 ? "" : "s")")
        // Each trace on its own core; the report keeps the paths' order.
        let checking = options
        // A malformed file is reported and the others are still checked: one bad log in a
        // directory must not hide the findings in the rest.
        let (results, failures) = try ParallelMap.mapReporting(paths) { path throws(Diagnostic) in
            try Checker.check(path: path, options: checking)
        }
        progress.finish()

        // Nothing could be read: the error lines were the whole answer (SARIF still says so).
        if results.isEmpty && !failures.isEmpty && format != .sarif { throw ExitCode(2) }
        let report: String
        switch format {
        case .text:
            // A report written to a file is not on a terminal, whatever standard output is.
            let colored = color == .auto ? output == nil && Terminal.color(.auto) : Terminal.color(color)
            let text = TextReport(color: colored, summary: summary)
            report = results.map(text.render).joined() + TextReport.totals(results, unreadable: failures.count)
        case .json:
            report = JSONReport.render(results)
        case .sarif:
            let context = SARIFReport.Context(
                toolVersion: LifelineVersion.current, sourceRoot: Terminal.workingDirectory,
                documentationBase: docsURL)
            report = SARIFReport.render(results, userRules: options.userRules, failures: failures, context: context)
        }
        if let output {
            try OutputFile.write(Array(report.utf8), to: output)
        } else {
            printOut(report, terminator: "")
        }
        if !failures.isEmpty { throw ExitCode(2) }
        let failing = results.contains { $0.errorCount > 0 || (strict && $0.warningCount > 0) }
        if failing { throw ExitCode(1) }
    }
}
