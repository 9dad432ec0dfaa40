import ArgumentParser
import LifelineModel
import LifelineRender
import LifelineRuntime
import LifelineScan
import LifelineSupport
import LifelineTeach

/// `lifeline compare`: one scenario under two profiles (or two traces) side by side.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Put two runs side by side: one scenario under two profiles, or two traces.",
        discussion: """
            With one SCENARIO (a built-in name or a YAML file), simulates it under each of \
            --profiles (default ios12,ios13); with two TRACE files, reads them. Prints the two \
            callback sequences in aligned columns, by life-cycle moment: '→' marks a callback that \
            moved from the app delegate to a scene delegate, '-' and '+' what only the left or the \
            right run has; then what the model's routing table says about each difference.

            --image FILE draws both runs in one image (svg, png, pdf or dot, from the extension): \
            their state diagrams side by side (--kind state, the app machine for ios12 and the scene \
            machine otherwise) or their timelines one above the other (--kind timeline).

            Examples:
              lifeline compare cold-launch
              lifeline compare home-and-return --profiles ios12,ios13 --image out/home.svg
              lifeline compare two-windows --profiles ipados-multiwindow,swiftui --kind timeline --image out/two.png
              lifeline compare Traces/ios12/cold-launch.jsonl Traces/ios13/cold-launch.jsonl
              lifeline compare home-and-return --app MyApp/ --profiles ios12,ios13

            --app PATH scans an app (as lifeline scan does) and runs the scenario with its own \
            delegates under each of --profiles (ios12: before its move to scenes; ios13: after, \
            with Xcode's template manifest if it has none): one row per method of the app \
            (class.method, file:line), one column per routing, named app-delegate or scenes, each \
            cell how many times UIKit called it; the scene's configuration is the one \
            configurationForConnecting gives the window scene, not another role's (CarPlay); '!' marks a method that stops being called, with what UIKit calls instead. \
            See Docs/scanning.md.
            """
    )

    @Argument(help: "A scenario (built-in name or YAML file), or two trace files.")
    var inputs: [String]

    @Option(
        help: "With a scenario: the two profiles, comma-separated (\(Profile.allValueStrings.joined(separator: ", ")))."
    )
    var profiles: String?

    @Option(help: "With --image: state (state diagrams side by side) or timeline (one above the other).")
    var kind: CompareKind = .state

    @Option(help: "Also draw both runs in one image: svg, png, pdf or dot, from the extension.")
    var image: String?

    @Option(name: .shortAndLong, help: "Write the columns to this file instead of standard output.")
    var output: String?

    @Option(help: "An app (its folder, .xcodeproj or files): table which of its methods run under each profile.")
    var app: String?

    func validate() throws {
        guard inputs.count == 1 || inputs.count == 2 else {
            throw ValidationError("give one scenario, or two trace files")
        }
        if inputs.count == 2 && profiles != nil {
            throw ValidationError("--profiles applies to a scenario; traces carry their profile in their header")
        }
        if app != nil, inputs.count != 1 || image != nil {
            throw ValidationError("--app runs one scenario with the app's delegates: give one SCENARIO and no --image")
        }
        if let image, ImageFormat(path: image) == nil {
            throw ValidationError("--image needs a file ending in .svg, .png, .pdf or .dot, not '\(image)'")
        }
    }

    func run() throws {
        try SameFile.refuseOverwriting(output, inputs: inputs)
        try SameFile.refuseOverwriting(image, inputs: inputs + [output], option: "--image")
        if let app {
            try SameFile.refuseOverwriting(output, inputs: [app] + AppFolder.collect([app]).files)
            let (scenario, file) = try ScenarioSource.load(inputs[0])
            let adoption = try AppAdoption.scanning([app])
            let routings = try AppRun.routings(adoption, profiles: profiles, path: app)
            // Columns named by routing (app-delegate, scenes), not by the profile's OS version.
            var runs: [AppMethodTable.Run] = []
            for routing in routings {
                let simulation = Simulation(
                    scenario: scenario, profile: routing.profile, app: adoption, migrated: routing.migrated, file: file)
                runs.append(
                    AppMethodTable.Run(
                        title: adoption.routingTitle(profile: routing.profile, migrated: routing.migrated),
                        events: try simulation.events()))
            }
            try CheckOutput.emit(
                AppMethodTable(adoption: adoption, scenario: scenario.name, runs: runs).text(), to: output)
            return
        }
        let (left, right, title) = try sides()
        try CheckOutput.emit(
            SideBySide(left, right).text(title: title + ": callbacks aligned by life-cycle moment"), to: output)
        if let image, let format = ImageFormat(path: image) {
            let kind = CompareDiagramKind(rawValue: kind.rawValue) ?? .state
            let bytes = try SideBySideDiagram.render(left, right, kind: kind, title: title, format: format.graphviz)
            try OutputFile.write(bytes, to: image)
        }
    }

    /// The two runs and the title above them.
    private func sides() throws -> (CompareSide, CompareSide, String) {
        if inputs.count == 2 {
            let left = try WorkBudget.compareSide(path: inputs[0]), right = try WorkBudget.compareSide(path: inputs[1])
            return (
                left, right, "\(left.title) (\(left.profile.rawValue)) and \(right.title) (\(right.profile.rawValue))"
            )
        }
        let pair = try profilePair()
        let (scenario, file) = try ScenarioSource.load(inputs[0])
        let left = try CompareSide.simulated(scenario, profile: pair.0, file: file)
        let right = try CompareSide.simulated(scenario, profile: pair.1, file: file)
        for side in [left, right] { try WorkBudget.check(side, file: file) }
        return (left, right, "\(scenario.name) under \(left.title) and \(right.title)")
    }

    private func profilePair() throws -> (Profile, Profile) {
        let names = (profiles ?? "ios12,ios13").split(separator: ",").map { String($0) }
        let parsed = names.compactMap(Profile.init(rawValue:))
        guard names.count == 2, parsed.count == 2 else {
            throw ValidationError(
                "--profiles takes two of \(Profile.allValueStrings.joined(separator: ", ")), comma-separated, not '\(profiles ?? "")'"
            )
        }
        return (parsed[0], parsed[1])
    }
}

/// What `--image` draws.
enum CompareKind: String, ExpressibleByArgument, CaseIterable {
    case state, timeline
}

/// The image formats `--image` writes, from the file's extension.
enum ImageFormat {
    case svg, png, pdf, dot

    init?(path: String) {
        guard let dot = path.lastIndex(of: ".") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "svg": self = .svg
        case "png": self = .png
        case "pdf": self = .pdf
        case "dot", "gv": self = .dot
        default: return nil
        }
    }

    var graphviz: GraphvizFormat {
        switch self {
        case .svg: return .svg
        case .png: return .png
        case .pdf: return .pdf
        case .dot: return .dot
        }
    }
}
