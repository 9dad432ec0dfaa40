import ArgumentParser
import LifelineScan
import LifelineSupport

/// `lifeline migrate`: writes an app's move to the scene life cycle as a patch, and proves it.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Write an app-delegate app's move to the scene life cycle as a patch, and prove it.",
        discussion: """
            Scans the app as lifeline scan does, then prints a unified diff (git apply applies it) \
            that adds the scene manifest (to the Info.plist, or the \
            INFOPLIST_KEY_UIApplicationSceneManifest_Generation build setting when the target \
            generates its Info.plist), a SceneDelegate in the app's language added to the project, \
            the launch window and launch-option reads moved to scene(_:willConnectTo:options:), \
            and each UI life-cycle method handed to its scene twin (kept on the app delegate when \
            the deployment target includes iOS 12). Where the move is not mechanical it leaves a \
            '// lifeline migrate:' comment naming the fact. Everything comes from the model's \
            tables (SceneTwin, SceneTwinCall, LaunchOptionKey, SingleWindowAPI).

            The summary (standard error, or standard output with --write) says what moved, what \
            stays and what needs a person, then the proof: the patched tree scanned again, and \
            the app's own methods by life-cycle moment over every built-in scenario, under the \
            app-delegate routing and under scenes. A moment whose code no longer runs is an error.

            --write applies the patch: all files or none, each written to a temporary file and \
            renamed, refused when a file changed since the scan. See Docs/migrating.md.

            Exit status: 0 the proof holds and nothing needs a person, 1 otherwise, 2 bad input.

            Examples:
              lifeline migrate MyApp/ > scenes.patch && git apply scenes.patch
              lifeline migrate MyApp.xcodeproj --write
            """
    )

    @Argument(help: "The app's folder, an .xcodeproj, or source files and Info.plists.")
    var paths: [String] = []

    @Flag(help: "Apply the patch to the files (atomically) instead of printing it.")
    var write = false

    @Option(name: .shortAndLong, help: "Write the patch to this file (atomically) instead of standard output.")
    var output: String?

    func validate() throws {
        if write && output != nil {
            throw ValidationError("--write applies the patch; -o writes it to a file: give one")
        }
    }

    func run() throws {
        guard !paths.isEmpty else { throw ValidationError("Give the app's folder, an .xcodeproj, or files.") }
        try SameFile.refuseOverwriting(output, inputs: paths)
        let result = try Migrator.plan(paths)
        let proofs = try MigrationProof.check(result)
        let summary = MigrationSummary.render(result, proofs: proofs)
        if write {
            try result.write()
            printOut(summary, terminator: "")
        } else {
            let patch = result.diff()
            if let output {
                try OutputFile.write(Array(patch.utf8), to: output)
            } else {
                printOut(patch, terminator: "")
            }
            printError(String(summary.dropLast()))
        }
        let needsPerson = result.apps.contains { $0.notes.contains { $0.kind == .person } }
        if needsPerson || proofs.contains(where: { !$0.holds }) { throw ExitCode(1) }
    }
}
