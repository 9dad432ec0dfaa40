import ArgumentParser
import LifelineModel
import LifelineTrace

/// `lifeline import`: console output in, trace out.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn Xcode console / NSLog / print(#function) output into a trace.",
        discussion: """
        Recognises, mixed in one file: Swift print(#function) output \
        (sceneDidBecomeActive(_:)), Objective-C selectors from NSLog with or without NSLog's \
        date/time/AppName[pid:tid] prefix, bare names (sceneDidBecomeActive), names followed by \
        a printed scene (<UIWindowScene: 0x…; …>: a new address is a new scene) and the \
        debugger's "Message from debugger: Terminated due to signal 9". Everything else is \
        skipped and counted. A summary goes to standard error. See README.md ("Real apps in, real tools out").

        Examples:
          lifeline import console.log -o trace.jsonl
          xcrun simctl spawn booted log stream | lifeline import - --profile ios13
        """
    )

    @Argument(help: "The console log ('-' for standard input).")
    var log: String

    @Option(help: "The profile (\(Profile.allValueStrings.joined(separator: ", "))); inferred from the log when omitted.")
    var profile: Profile?

    @Option(name: .shortAndLong, help: "Where to write the trace ('-' for standard output).")
    var output: String = "-"

    func run() throws {
        try SameFile.refuseOverwriting(output, inputs: [log])
        let summary = try ConsoleLogImporter.importLog(at: log, to: output, profile: profile)
        printError(summary.description)
    }
}
