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

    func run() throws {
        try SameFile.refuseOverwriting(output, inputs: [a, b])
        let diff = try TraceDiff.compare(a, b)
        try CheckOutput.emit(diff.text(a: a, b: b), to: output)
        if !diff.isIdentical { throw ExitCode(1) }
    }
}
