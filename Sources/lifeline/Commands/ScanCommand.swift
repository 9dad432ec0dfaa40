import ArgumentParser
import LifelineScan
import LifelineTrace

/// `lifeline scan`: reads a real app's delegates, Info.plist and build settings (never builds
/// it) and maps its move to the scene life cycle.
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Read an app's sources and Info.plist and map its move to the scene life cycle.",
        discussion: """
        Parses Swift with swift-syntax and Objective-C with a small tokenizer (nothing is \
        compiled), reads Info.plist (XML or binary) and project.pbxproj build settings, then says \
        whether the app is on the app-delegate or the scene-based life cycle and whether it \
        launches when built with the iOS 27 SDK (TN3187), and where UIKit delivers each delegate \
        method, observer, launchOptions read and single-window API under scenes. Every finding \
        cites its fact in Docs/lifecycle-facts.md. See Docs/scanning.md.

        Exit status: 0 ready with nothing to do (notes only), 1 findings, 2 bad input.

        Examples:
          lifeline scan MyApp/
          lifeline scan MyApp.xcodeproj --format sarif -o scan.sarif
          lifeline scan AppDelegate.swift Info.plist --no-notes
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, sarif }

    @Argument(help: "The app's folder, an .xcodeproj, or source files and Info.plists.")
    var paths: [String] = []

    @Option(help: "Output format: text, json or sarif.")
    var format: Format = .text

    @Option(name: .shortAndLong, help: "Write the report to this file (atomically) instead of standard output.")
    var output: String?

    @Flag(inversion: .prefixedNo, help: "List the inventory notes (methods that stay, observers) in the text report.")
    var notes = true

    func run() throws {
        guard !paths.isEmpty else { throw ValidationError("Give the app's folder, an .xcodeproj, or files.") }
        let report = try Scanner.scan(paths)
        let text: String
        switch format {
        case .text: text = ScanTextReport.render(report, notes: notes)
        case .json: text = ScanJSONReport.render(report)
        case .sarif: text = ScanSARIFReport.render(report)
        }
        if let output {
            try OutputFile.write(Array(text.utf8), to: output)
        } else {
            print(text, terminator: "")
        }
        if report.hasWork { throw ExitCode(1) }
    }
}
