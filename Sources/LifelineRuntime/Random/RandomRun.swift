import LifelineModel
import LifelineTrace

/// `lifeline simulate --random`: a random but legal run of user and system actions across
/// several process runs and scenes, streamed (nothing accumulates per event), for property
/// tests and benchmarks. The same profile, size and seed give the same bytes.
public struct RandomRun {
    public var profile: Profile
    /// About how many events to produce (the run stops after the action that reaches it).
    public var events: Int
    public var seed: UInt64

    public init(profile: Profile, events: Int, seed: UInt64) {
        self.profile = profile
        self.events = events
        self.seed = seed
    }

    var scenario: Scenario {
        var options = RuntimeOptions()
        options.swipeKill = nil
        return Scenario(name: "random", summary: "random legal run", options: options, app: profile == .swiftui ? randomApp : nil,
                        actions: [])
    }

    private var randomApp: SwiftUIApp {
        SwiftUIApp(scenes: [
            .init(id: "main", kind: .windowGroup, views: [.init(name: "ContentView", reads: ["colorScheme"])]),
            .init(id: "viewer", kind: .windowGroupForValue, views: [.init(name: "ItemView")]),
        ], delegateAdaptor: "AppDelegate")
    }

    /// Runs into `sink`.
    public func run(into sink: TraceSink) throws(Diagnostic) {
        let runtime = Simulation(scenario: scenario, profile: profile).makeRuntime(sink: sink)
        var rng = SplitMix64(seed: seed)
        var stalls = 0
        while runtime.eventCount < events && stalls < 1_000 {
            let kind = candidate(&rng, runtime)
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
                throw Diagnostic(file: "--random", line: 1, column: 1,
                                 "internal error at event \(runtime.eventCount) (seed \(seed)): \(error)")
            }
        }
    }

    private static let urls = ["lifeline://item/1", "lifeline://item/2"]
    private static let values = ["item-1", "item-2", "item-3"]
    private static let keys = [("colorScheme", ["light", "dark"]), ("locale", ["en_US", "fr_FR"])]

    /// One action drawn with rough weights: the common moves (launch, home, return) most often.
    private func candidate(_ rng: inout SplitMix64, _ runtime: Runtime) -> ActionKind {
        switch rng.below(100) {
        case 0..<14: return .launch
        case 14..<24: return .home
        case 24..<30: return .switcher
        case 30..<38: return .returnToApp
        case 38..<44: return .interruption(["alert", "call", "control-center"][rng.below(3)], seconds: 2)
        case 44..<48: return .lock
        case 48..<52: return .unlock
        case 52..<60: return .suspend
        case 60..<63: return .purge
        case 63..<66: return .swipeKill
        case 66..<69: return .terminate
        case 69..<72: return .memoryWarning
        case 72..<76: return .backgroundEvent(rng.below(2) == 0 ? .fetch : .silentPush)
        case 76..<79: return .openURL(Self.urls[rng.below(2)])
        case 79..<81: return .continueActivity("com.example.view")
        case 81..<83: return .quickAction("com.example.new")
        case 83..<86: return .reclaimScene(nil)
        case 86..<91:
            return .openWindow(group: profile == .swiftui ? "viewer" : nil,
                               value: profile == .swiftui ? Self.values[rng.below(3)] : nil)
        case 91..<95:
            let scenes = runtime.application.connectedScenes
            return .closeWindow(scenes.isEmpty ? nil : scenes[rng.below(scenes.count)].identifier)
        case 95..<97:
            let idle = runtime.application.openSessions.filter { $0.scene == nil }
            return .discardSession(idle.isEmpty ? "?" : idle[rng.below(idle.count)].persistentIdentifier)
        default:
            // iPad windows and the external display (§15): in the share the other profiles give
            // to environment changes, so that their runs stay as they were.
            if profile == .ipadosMultiwindow {
                return .window(WindowAction.allCases[rng.below(WindowAction.allCases.count)], scene: nil)
            }
            let (key, values) = Self.keys[rng.below(2)]
            return .environment(key: key, value: values[rng.below(2)])
        }
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
