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
            ScanCommand.self,
        ]
    )

    /// Runs the command line, mapping usage errors to exit status 2 (the project-wide status
    /// for bad input) instead of ArgumentParser's 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exit(withError: CommandFailure.normalize(error))
        }
    }
}
