import ArgumentParser

/// `lifeline`: simulate, check and draw the iOS app and scene life cycle.
@main
struct Lifeline: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifeline",
        abstract: "Simulate, check and draw the iOS app and scene life cycle.",
        discussion: """
            Every command reads '-' as standard input, writes files atomically, and reports bad \
            input as 'file:line:column: error: …' with exit status 2.
            """,
        version: LifelineVersion.current,
        subcommands: [
            ModelCommand.self,
            CheckCommand.self, StatsCommand.self, DiffCommand.self, MineCommand.self,
            SimulateCommand.self,
            ImportCommand.self, ExportCommand.self,
            RenderCommand.self,
            ExplainCommand.self, CompareCommand.self, ReportCommand.self,
            ScanCommand.self, MigrateCommand.self,
            PlaygroundCommand.self
        ]
    )

    /// Runs the command line, mapping usage errors to exit status 2 (the project-wide status
    /// for bad input) instead of ArgumentParser's 64.
    static func main() {
        var outcome: Error?
        do {
            let (arguments, paths) = ManyPaths.split(Array(CommandLine.arguments.dropFirst()))
            var command = ManyPaths.append(paths, to: try parseAsRoot(arguments))
            try command.run()
        } catch  where exitCode(for: error) == .success {
            // --help, --version and `help COMMAND` (the parser's requests or a CleanExit):
            // printed here, not by ArgumentParser's unchecked `print`, so that a failed write
            // is seen below.
            printOut(fullMessage(for: error))
        } catch {
            outcome = CommandFailure.normalize(error)
        }
        // Whatever the command's verdict, output that did not reach its reader is a failure.
        if let failure = StreamHealth.finish() {
            UnbufferedWrite.write(failure + "\n", to: 2)
            exit(withError: ExitCode(2))
        }
        if let outcome { exit(withError: outcome) }
    }
}
