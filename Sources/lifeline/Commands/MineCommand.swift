import ArgumentParser
import LifelineCheck
import LifelineTrace

/// `lifeline mine TRACE…`: ordering relations that hold in every trace.
struct MineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mine",
        abstract: "Mine always-followed-by, always-precedes and never-followed-by relations that hold in all traces.")

    @Argument(help: "Traces or directories.") var traces: [String] = []

    @Option(name: .customLong("files-from"), help: "Also read the traces listed in this file, one path per line ('-': standard input).")
    var filesFrom: String?

    @Option(parsing: .unconditional, help: "Only relations tested in at least this many process runs (1 or more).")
    var minSupport = 1

    func validate() throws {
        try NumberOption.require(minSupport, in: 1...Int.max, option: "--min-support")
        if traces.isEmpty && filesFrom == nil { throw ValidationError("give traces or directories, or --files-from FILE") }
    }

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    func run() throws {
        var miner = Miner()
        let paths = try TraceArguments.expand(traces, filesFrom: filesFrom)
        try SameFile.refuseOverwriting(output, inputs: paths)
        for path in paths { try miner.add(path: path) }
        try CheckOutput.emit(miner.text(minSupport: minSupport), to: output)
    }
}
