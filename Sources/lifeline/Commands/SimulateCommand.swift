import ArgumentParser
import LifelineModel
import LifelineRuntime
import LifelineScan
import LifelineSupport

/// `lifeline simulate`: run a scenario through the simulated UIKit and write its trace.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Run a scenario through the simulated UIKit and write the trace.",
        discussion: """
            SCENARIO is a built-in scenario's name (see --list) or a YAML file. The trace goes to \
            standard output unless -o names a file (written atomically). Same inputs, same bytes.

            Examples:
              lifeline simulate cold-launch --profile ios12
              lifeline simulate my-scenario.yaml --profile ios13 --info-plist Info.plist -o trace.jsonl
              lifeline simulate swipe-kill --profile ios13 --mutate swap --seed 7
              lifeline simulate --random --events 100000 --seed 1 -o random.jsonl
              lifeline simulate home-and-return --app MyApp/ --profile ios12

            --app PATH scans an app (as lifeline scan does) and runs the scenario with its own \
            delegates: only the methods it implements, each callback naming the app's method and \
            its file:line ("handler"), and its own manifest. Without --profile the app runs as it \
            is (no manifest: the app-delegate routing); --profile ios12 is the app before its move \
            to scenes, --profile ios13 after it (an app without a manifest gets Xcode's template \
            one). See Docs/scanning.md.
            """
    )

    @Argument(help: "A built-in scenario's name or a scenario YAML file.")
    var scenario: String?

    @Option(help: "The profile: \(Profile.allValueStrings.joined(separator: ", ")) (default ios13).")
    var profile: Profile?

    @Option(help: "An app (its folder, .xcodeproj or files): run the scenario with its own delegates and manifest.")
    var app: String?

    @Option(
        name: .customLong("info-plist"), help: "An Info.plist (XML or binary) whose scene manifest configures the app.")
    var infoPlist: String?

    @Option(help: "The seed for --random and --mutate (default 1).")
    var seed: UInt64?

    @Option(help: "Inject a fault: drop, duplicate, swap or delay[:N].")
    var mutate: String?

    @Option(name: .shortAndLong, help: "Write the trace here instead of standard output.")
    var output: String = "-"

    @Flag(help: "List the built-in scenarios with the profiles they apply to.")
    var list = false

    @Flag(help: "Print a built-in scenario's YAML instead of running it.")
    var show = false

    @Flag(help: "Generate a random legal run of user and system actions.")
    var random = false

    @Option(
        parsing: .unconditional,
        help: "With --random: about how many events to generate (1 to \(SimulateUsage.maxEvents), default 1000).")
    var events: Int?

    func validate() throws {
        let usage = SimulateUsage(
            scenario: scenario, infoPlist: infoPlist, seedGiven: seed != nil, mutate: mutate,
            outputGiven: output != "-", list: list, show: show, random: random, events: events)
        try usage.validate()
        if app != nil, infoPlist != nil || random || mutate != nil || list || show {
            throw ValidationError(
                """
                --app reads the app's own manifest and delegates; it does not combine with --info-plist, --random, \
                --mutate, --list or --show
                """)
        }
    }

    @OptionGroup var progressOptions: ProgressOptions

    func run() throws {
        if list {
            for name in BuiltInScenarios.names {
                guard let scenario = try BuiltInScenarios.scenario(named: name) else { continue }
                let profiles = (scenario.profiles ?? Profile.allCases).map(\.rawValue).joined(separator: ",")
                printOut("\(name)\t\(profiles)\t\(scenario.summary)")
            }
            return
        }
        try SameFile.refuseOverwriting(output, inputs: [scenario, infoPlist])
        let mutation = try mutate.map { text throws(Diagnostic) in try Mutation.parse(text) }
        if random {
            let progress = Progress.start("simulating about \(events ?? 1000) events", options: progressOptions)
            defer { progress.finish() }
            try RandomRun(profile: profile ?? .ios13, events: events ?? 1000, seed: seed ?? 1).write(
                to: output, mutation: mutation)
            return
        }
        guard let name = scenario else {
            throw ValidationError("give a scenario (a built-in name or a YAML file), --list or --random")
        }
        if show {
            guard let yaml = BuiltInScenarios.yaml(named: name) else {
                throw Diagnostic(file: name, line: 1, column: 1, "no built-in scenario '\(name)'")
            }
            try OutputFile.write(Array(yaml.utf8), to: output)
            return
        }
        let (parsed, file) = try ScenarioSource.load(name)
        if let app {
            try SameFile.refuseOverwriting(output, inputs: [app] + AppFolder.collect([app]).files)
            let adoption = try AppAdoption.scanning([app])
            let routing = try AppRun.routing(adoption, requested: profile, path: app)
            let simulation = Simulation(
                scenario: parsed, profile: routing.profile, app: adoption,
                migrated: routing.migrated, file: file)
            try simulation.write(to: output, mutation: nil, seed: 1)
            return
        }
        let profile = profile ?? .ios13
        let configuration = try infoPlist.map { path throws(Diagnostic) in try InfoPlistReader.read(path: path) }
        let simulation = Simulation(
            scenario: parsed, profile: profile, configuration: configuration, file: file,
            seed: mutation == nil ? nil : seed ?? 1)
        try simulation.write(to: output, mutation: mutation, seed: seed ?? 1)
    }
}
