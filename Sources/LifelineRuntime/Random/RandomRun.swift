import LifelineModel
import LifelineSupport
import LifelineTrace

/// `lifeline simulate --random`: a random but legal run of user and system actions across
/// several process runs and scenes, streamed (nothing accumulates per event), for property
/// tests and benchmarks. The same profile, size and seed give the same bytes.
public struct RandomRun {
    package var profile: Profile
    /// About how many events to produce (the run stops after the action that reaches it).
    package var events: Int
    package var seed: UInt64

    /// A run of `events` events under `profile`; the same `seed` gives the same run.
    public init(profile: Profile, events: Int, seed: UInt64) {
        self.profile = profile
        self.events = events
        self.seed = seed
    }

    var scenario: Scenario {
        var options = RuntimeOptions()
        options.swipeKill = nil
        return Scenario(
            name: "random", summary: "random legal run", options: options, app: profile == .swiftui ? randomApp : nil,
            actions: [])
    }

    private var randomApp: SwiftUIApp {
        // The §16 handlers and routing: URLs of items go to a viewer window, which prefers them.
        SwiftUIApp(
            scenes: [
                .init(
                    id: "main", kind: .windowGroup,
                    views: [
                        .init(
                            name: "ContentView", reads: ["colorScheme"], opensURLs: true,
                            continuesActivities: ["com.example.view"])
                    ]),
                .init(
                    id: "viewer", kind: .windowGroupForValue,
                    views: [.init(name: "ItemView", opensURLs: true, prefersExternalEvents: ["item/2"])],
                    handlesExternalEvents: ["item/2"])
            ], delegateAdaptor: "AppDelegate")
    }

    /// Runs into `sink`.
    public func run(into sink: TraceSink) throws(Diagnostic) {
        let runtime = Simulation(scenario: scenario, profile: profile).makeRuntime(sink: sink)
        var rng = SplitMix64(seed: seed)
        var stalls = 0
        let draws = Self.draws(for: profile), total = draws.reduce(0) { $0 + $1.weight }
        while runtime.eventCount < events && stalls < 1_000 {
            let kind = candidate(&rng, runtime, from: draws, total: total)
            guard runtime.canPerform(kind) else {
                stalls += 1
                continue
            }
            stalls = 0
            do {
                try runtime.perform(ScenarioAction(kind))
            } catch let diagnostic as Diagnostic {
                throw diagnostic
            } catch {
                throw Diagnostic(
                    file: "--random", line: 1, column: 1,
                    "internal error at event \(runtime.eventCount) (seed \(seed)): \(error)")
            }
        }
    }

    private static let urls = ["lifeline://item/1", "lifeline://item/2"]
    private static let values = ["item-1", "item-2", "item-3"]
    private static let keys = [("colorScheme", ["light", "dark"]), ("locale", ["en_US", "fr_FR"])]

    /// A kind of action and how often it is drawn, out of the weights' sum; `make` picks its
    /// arguments. The runtime refuses what the app's state does not allow (`canPerform`), so a
    /// row needs no condition of its own.
    private struct Draw {
        var weight: Int
        /// The profiles it is drawn under; nil: every profile.
        var only: Set<Profile>? = nil
        var make: @Sendable (RandomRun, inout SplitMix64, Runtime) -> ActionKind
    }

    /// Every action a scenario can name, with rough weights: the common moves (launch, home,
    /// return) most often, the breadth of §14 (notifications, background work, prewarming,
    /// scene-session requests) now and then.
    private static let draws: [Draw] = [
        Draw(weight: 14) { _, _, _ in .launch },
        Draw(weight: 10) { _, _, _ in .home },
        Draw(weight: 6) { _, _, _ in .switcher },
        Draw(weight: 8) { _, _, _ in .returnToApp },
        Draw(weight: 6) { _, rng, _ in .interruption(["alert", "call", "control-center"][rng.below(3)], seconds: 2) },
        Draw(weight: 4) { _, _, _ in .lock },
        Draw(weight: 4) { _, _, _ in .unlock },
        Draw(weight: 8) { _, _, _ in .suspend },
        Draw(weight: 3) { _, _, _ in .purge },
        Draw(weight: 3) { _, _, _ in .swipeKill },
        Draw(weight: 3) { _, _, _ in .terminate },
        Draw(weight: 3) { _, _, _ in .memoryWarning },
        Draw(weight: 4) { _, rng, _ in
            .backgroundEvent(BackgroundEvent.allCases[rng.below(BackgroundEvent.allCases.count)])
        },
        Draw(weight: 3) { _, rng, _ in .openURL(urls[rng.below(2)]) },
        Draw(weight: 2) { _, _, _ in .continueActivity("com.example.view") },
        Draw(weight: 2) { _, _, _ in .quickAction("com.example.new") },
        Draw(weight: 1) { _, _, _ in .notification("com.example.message") },
        Draw(weight: 1) { _, _, _ in .notificationResponse("com.example.message") },
        // Within the allowance, or past it with the expiration handler ending the task (§14);
        // a task that never ends is an app bug (LC501) that a legal run does not show.
        Draw(weight: 1) { _, rng, _ in .backgroundTask(seconds: [5, 45][rng.below(2)], endsTask: true) },
        Draw(weight: 1) { _, _, _ in .prewarm },
        Draw(weight: 1) { _, rng, runtime in
            let request = SceneRequest.allCases[rng.below(SceneRequest.allCases.count)]
            guard request != .activation else { return .sceneRequest(.activation, target: nil) }
            let scenes = runtime.application.connectedScenes
            return .sceneRequest(request, target: scenes.isEmpty ? nil : scenes[rng.below(scenes.count)].identifier)
        },
        Draw(weight: 3) { _, _, _ in .reclaimScene(nil) },
        Draw(weight: 5) { run, rng, _ in
            .openWindow(
                group: run.profile == .swiftui ? "viewer" : nil,
                value: run.profile == .swiftui ? values[rng.below(3)] : nil)
        },
        Draw(weight: 4) { run, rng, runtime in
            let scenes = runtime.application.connectedScenes
            // SwiftUI: the app's own dismissWindow as often as the user's close (§16).
            if run.profile == .swiftui, rng.below(2) == 0 {
                return .dismissWindow(group: rng.below(2) == 0 ? "viewer" : nil, value: nil)
            }
            return .closeWindow(scenes.isEmpty ? nil : scenes[rng.below(scenes.count)].identifier)
        },
        // iPad windows and the external display (§15).
        Draw(weight: 3, only: [.ipadosMultiwindow]) { _, rng, _ in
            .window(WindowAction.allCases[rng.below(WindowAction.allCases.count)], scene: nil)
        },
        Draw(weight: 2) { _, rng, runtime in
            let idle = runtime.application.openSessions.filter { $0.scene == nil }
            return .discardSession(idle.isEmpty ? "?" : idle[rng.below(idle.count)].persistentIdentifier)
        },
        Draw(weight: 3) { _, rng, _ in
            let (key, values) = keys[rng.below(2)]
            return .environment(key: key, value: values[rng.below(2)])
        }
    ]

    /// The rows drawn under `profile`.
    private static func draws(for profile: Profile) -> [Draw] {
        draws.filter { $0.only?.contains(profile) ?? true }
    }

    /// One action drawn from `draws` by their weights (`total`: the weights' sum).
    private func candidate(_ rng: inout SplitMix64, _ runtime: Runtime, from draws: [Draw], total: Int) -> ActionKind {
        var pick = rng.below(total)
        for draw in draws {
            if pick < draw.weight { return draw.make(self, &rng, runtime) }
            pick -= draw.weight
        }
        return .launch
    }

    /// Writes the run to `path`, atomically; a mutation works as for scenarios.
    public func write(to path: String, mutation: Mutation?) throws(Diagnostic) {
        let simulation = Simulation(scenario: scenario, profile: profile, seed: seed)
        guard let mutation else {
            let writer = try TraceWriter(path: path, header: simulation.header())
            try run(into: TraceWriterSink(writer))
            try writer.finish()
            return
        }
        let locator = CallbackLocator()
        try run(into: locator)
        let plan = try mutation.plan(locator, seed: seed)
        let writer = try TraceWriter(path: path, header: simulation.header(mutations: [plan.json]))
        let sink = MutatingSink(TraceWriterSink(writer), plan: plan)
        try run(into: sink)
        try sink.finish()
        try writer.finish()
    }
}
