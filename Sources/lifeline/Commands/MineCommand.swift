import ArgumentParser
import LifelineCheck
import LifelineSupport

/// `lifeline mine TRACE…`: ordering relations that hold in the traces.
struct MineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mine",
        abstract: "Mine always-followed-by, always-precedes and never-followed-by relations from traces.",
        discussion: """
            Relations implied by two others (a→b and b→c give a→c) are left out. A relation tied to \
            a built-in rule is always shown: "confirms LC303", or "CONTRADICTS LC303" when the \
            traces break it. --format rules writes a rule file that `lifeline check --rules` reads.

            Examples:
              lifeline mine Traces/ios13 --scope scene
              lifeline mine logs/ --confidence 0.95 --min-support 10
              lifeline mine Traces/ios13 --format rules -o mined.yaml && lifeline check Traces/ios13 --rules mined.yaml
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, rules }
    enum Scope: String, ExpressibleByArgument, CaseIterable { case process, scene }

    @Argument(help: "Traces or directories.") var traces: [String] = []

    @Option(
        name: .customLong("files-from"),
        help: "Also read the traces listed in this file, one path per line ('-': standard input).")
    var filesFrom: String?

    @Option(parsing: .unconditional, help: "Only relations tested in at least this many scope instances (1 or more).")
    var minSupport = 1

    @Option(help: "Only relations that held in at least this fraction of the instances they were tested in (0 to 1).")
    var confidence = 1.0

    @Option(help: "Judge relations per process run or per scene (scene-delegate callbacks only).")
    var scope: Scope = .process

    @Option(help: "Output: text, or rules (a --rules file for lifeline check).")
    var format: Format = .text

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    func validate() throws {
        try NumberOption.require(minSupport, in: 1...Int.max, option: "--min-support")
        guard confidence > 0 && confidence <= 1 else {
            throw ValidationError("--confidence must be above 0 and at most 1")
        }
        if traces.isEmpty && filesFrom == nil {
            throw ValidationError("give traces or directories, or --files-from FILE")
        }
    }

    func run() throws {
        var miner = Miner(scope: scope == .scene ? .scene : .process)
        let paths = try TraceArguments.expand(traces, filesFrom: filesFrom)
        try SameFile.refuseOverwriting(output, inputs: paths)
        for path in paths { try miner.add(path: path) }
        let text =
            format == .rules
            ? miner.rules(minSupport: minSupport, confidence: confidence)
            : miner.text(minSupport: minSupport, confidence: confidence)
        try CheckOutput.emit(text, to: output)
    }
}
