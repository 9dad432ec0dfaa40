import ArgumentParser
import LifelineExchange
import LifelineModel
import LifelineSupport

/// `lifeline import`: console output in, trace out.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn Xcode console / NSLog / os_log / print(#function) output into a trace.",
        discussion: """
            Finds a delegate callback's name anywhere in a line, after any prefix and before any \
            text of the app's own, in every spelling: Swift (sceneDidBecomeActive(_:), shortened \
            application(_:continue:)), Objective-C selectors and -[Class selector], Type.method, \
            Type:method, Type::method, bare names (willFinishLaunchingWithOptions) and the \
            application-glued camel case. Times, process and thread ids come from NSLog, \
            CocoaLumberjack, log stream (default and compact), Console.app rows and Xcode 15 \
            metadata; a new process id is a new process run. SwiftUI phase prints become phase \
            events, delegate-looking methods the catalogue does not know become notes, lines \
            naming two callbacks or a look-alike are skipped and counted. Exits 1 when no callback \
            is recognised. See Docs/importing.md.

            Examples:
              lifeline import console.log -o trace.jsonl
              xcrun simctl spawn booted log stream --style compact | lifeline import - --profile ios13
            """
    )

    @Argument(help: "The console log ('-' for standard input).")
    var log: String

    @Option(
        help: "The profile (\(Profile.allValueStrings.joined(separator: ", "))); inferred from the log when omitted.")
    var profile: Profile?

    @Option(name: .shortAndLong, help: "Where to write the trace ('-' for standard output).")
    var output: String = "-"

    @OptionGroup var progressOptions: ProgressOptions

    @Flag(
        help: """
            List the skipped lines that look like life-cycle output, and the lines merged into a call read before, with \
            the reason, on standard error.
            """)
    var showSkipped = false

    @Option(
        name: .long, defaultAsFlag: "",
        help: ArgumentHelp(
            """
            Also read phrases as callbacks: alone, the built-in English ones (\"App did become active\", \"scene entered \
            background\"); with FILE, a YAML mapping of the app's own phrases or regular expressions to callbacks \
            (phrases: - match: \"应用进入后台\" callback: applicationDidEnterBackground(_:)), read before the English \
            ones. Each event says the phrase, where it was mapped and its confidence. See Docs/importing.md.
            """, valueName: "FILE"))
    var phrases: String?

    @Option(
        help:
            """
            Say why the line with this number (from 1) was taken, merged, skipped or found ambiguous, and write \
            no trace.
            """
    )
    var explain: Int?

    /// The phrases read: none, the built-in English ones (`--phrases` alone), or a file's and those.
    private func phraseTable() throws -> PhraseTable {
        guard let phrases else { return .none }
        return phrases.isEmpty ? .english : try PhraseTable.file(phrases)
    }

    func run() throws {
        let phrases = try phraseTable()
        if let explain {
            print(try ConsoleLogImporter.explain(line: explain, of: log, profile: profile, phrases: phrases))
            return
        }
        try SameFile.refuseOverwriting(output, inputs: [log])
        let skipped: ((SkippedLine) -> Void)? =
            showSkipped
            ? { printError("\(Diagnostic.displayName(of: log)):\($0.line): \($0.outcome) (\($0.reason)): \($0.text)") }
            : nil
        let progress = Progress.start("importing \(log)", options: progressOptions)
        defer { progress.finish() }
        let summary = try ConsoleLogImporter.importLog(
            at: log, to: output, profile: profile, phrases: phrases, skipped: skipped)
        progress.finish()
        printError(summary.description)
        if summary.recognised == 0 {
            printError(
                """
                lifeline import: no life-cycle callback recognised. Recognised styles: print(#function) \
                (sceneDidBecomeActive(_:)), NSLog selectors (applicationDidBecomeActive:), \
                -[AppDelegate applicationDidBecomeActive:], Type.method / Type:method / Type::method, bare \
                names (sceneDidDisconnect), after any prefix (NSLog, CocoaLumberjack, log stream and log show \
                in their default, compact, syslog, json and ndjson styles, Console.app, Xcode's console copied \
                with metadata, [Tag], 09:41:07.015 [INFO]); Unity, Flutter, React Native, Capacitor and .NET MAUI lines; see Docs/importing.md.
                """)
            throw ExitCode(1)
        }
    }
}
