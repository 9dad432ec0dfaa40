import ArgumentParser
import LifelineCheck
import LifelineSupport

/// `lifeline diff A B`: two traces aligned by life-cycle moment.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Align two traces: callbacks that moved between delegates, appeared or vanished.",
        discussion: """
            A scene-delegate callback aligns with the app-delegate callback it replaces under \
            scenes and is shown as moved (`~`): the activation methods, and URLs \
            (application(_:open:options:) ↔ scene(_:openURLContexts:)), user activities and quick \
            actions. --include adds UIApplication and UIScene notifications, SwiftUI phase changes, \
            or both, to the callbacks.

            Exit status 0 when the aligned events are identical, 1 when they differ, 2 on bad input.
            """)

    @Argument(help: "The first trace.") var a: String
    @Argument(help: "The second trace.") var b: String

    @Option(
        help: ArgumentHelp(
            "Also align these kinds of event: notification, phase (comma-separated).",
            valueName: "kinds"))
    var include: String?

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    /// Rows are written as they are found (a million-callback diff is never held as text), in
    /// pieces escaped as `CheckOutput` escapes a report.
    func validate() throws {
        _ = try includedKinds()
    }

    /// `--include`'s kinds; an unknown name is a usage error.
    func includedKinds() throws -> Set<DiffItem.Kind> {
        var kinds: Set<DiffItem.Kind> = []
        for name in (include ?? "").split(separator: ",") {
            // "notifications" and "phases" read as naturally as the singular.
            let singular = name.hasSuffix("s") ? name.dropLast() : name
            guard let kind = DiffItem.Kind(rawValue: String(singular)) else {
                throw ValidationError("--include: unknown kind '\(name)' (expected notification, phase)")
            }
            kinds.insert(kind)
        }
        return kinds
    }

    func run() throws {
        let included = try includedKinds()
        try SameFile.refuseOverwriting(output, inputs: [a, b])
        let file = try OutputFile(path: output ?? "-")
        var pending = TraceDiff.header(a: a, b: b)
        func flush() throws(Diagnostic) {
            try file.write(Escaping.Terminal.escaped(pending, keepingLineFeeds: true))
            pending = ""
        }
        let counts = try TraceDiff.compare(a, b, including: included) { (row) throws(Diagnostic) in
            pending += TraceDiff.line(row)
            if pending.utf8.count >= 1 << 16 { try flush() }
        }
        pending += TraceDiff.summary(counts, a: a, b: b)
        try flush()
        try file.commit()
        if !counts.isIdentical { throw ExitCode(1) }
    }
}
