import ArgumentParser
import LifelineCheck
import LifelineTrace

/// `lifeline mine TRACE…`: ordering relations that hold in every trace.
struct MineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mine",
        abstract: "Mine always-followed-by, always-precedes and never-followed-by relations that hold in all traces.")

    @Argument(help: "Traces or directories.") var traces: [String]

    @Option(help: "Only relations tested in at least this many process runs.")
    var minSupport = 1

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    func run() throws {
        var miner = Miner()
        let paths = try TraceFiles.expand(traces)
        try SameFile.refuseOverwriting(output, inputs: paths)
        for path in paths { try miner.add(path: path) }
        try CheckOutput.emit(miner.text(minSupport: minSupport), to: output)
    }
}
