import ArgumentParser
import LifelineModel
import LifelineScan
import LifelineSupport

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

            Exit status: 0 ready with nothing to do (notes only), 1 findings at or above \
            --fail-on (default warning: errors and warnings; error: only an app that will not \
            launch or a documented mistake; note: any finding), 2 bad input or a path with no app \
            in it.

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

    enum FailOn: String, ExpressibleByArgument, CaseIterable { case error, warning, note }

    @Option(
        name: .customLong("fail-on"), help: "The least severity that makes the exit status 1: error, warning or note.")
    var failOn: FailOn = .warning

    func run() throws {
        guard !paths.isEmpty else { throw ValidationError("Give the app's folder, an .xcodeproj, or files.") }
        // `-o APP/SceneDelegate.swift` would replace the user's source with the report.
        try SameFile.refuseOverwriting(output, inputs: try AppFolder.collect(paths).files)
        let report = try Scanner.scan(paths)
        for skipped in report.skippedFiles { printError(skipped.description) }
        // A CI gate pointed at the wrong folder must not pass.
        if report.apps.allSatisfy({ $0.lifeCycle == .unknown && $0.findings.isEmpty }) {
            throw Diagnostic(
                file: paths[0], line: 1, column: 1,
                "no app found: no app delegate, SwiftUI App or app Info.plist in the scanned files")
        }
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
        let failing: Set<Severity> =
            failOn == .error ? [.error] : failOn == .warning ? [.error, .warning] : [.error, .warning, .note]
        if report.findings.contains(where: { failing.contains($0.severity) }) { throw ExitCode(1) }
    }
}
