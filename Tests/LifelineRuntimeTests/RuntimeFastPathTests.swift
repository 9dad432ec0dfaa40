import Foundation
import Testing
import PropertyBased
import LifelineModel
@testable import LifelineRuntime
import LifelineTrace

/// The runtime's look-up tables against the model they are built from, and what it writes
/// against what it emits.
@Suite("Runtime fast paths")
struct RuntimeFastPathTests {
    private static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-run-\(getpid())-\(name).jsonl").path
    }

    @Test(
        "a random run's file reads back to the events it emitted, the same bytes each time", arguments: Profile.allCases
    )
    func writtenRun(_ profile: Profile) throws {
        let path = Self.temporaryPath("\(profile)")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = RandomRun(profile: profile, events: 5_000, seed: 3)
        try run.write(to: path, mutation: nil)
        let first = try Data(contentsOf: URL(fileURLWithPath: path))
        try run.write(to: path, mutation: nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == first, "\(profile): same seed, same bytes")
        let collector = TraceCollector()
        try run.run(into: collector)
        let reader = try TraceReader(path: path)
        let events = try reader.readAll()
        #expect(events == collector.events, "\(profile)")
        #expect(events.map(\.seq) == Array(1...events.count))
        #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time }, "\(profile): time never goes back")
        // Every caused event names an earlier action.
        let actions = Set(events.filter { $0.kind == .action }.map(\.seq))
        #expect(
            events.allSatisfy { event in event.cause.map { actions.contains($0) && $0 < event.seq } ?? true },
            "\(profile)")
    }

    @Test("a swap mutation exchanges exactly the two callbacks its header names", arguments: Profile.allCases)
    func swappedRun(_ profile: Profile) throws {
        let plainPath = Self.temporaryPath("\(profile)-plain"), swappedPath = Self.temporaryPath("\(profile)-swap")
        defer {
            try? FileManager.default.removeItem(atPath: plainPath)
            try? FileManager.default.removeItem(atPath: swappedPath)
        }
        let run = RandomRun(profile: profile, events: 5_000, seed: 4)
        try run.write(to: plainPath, mutation: nil)
        try run.write(to: swappedPath, mutation: .swap)
        let plain = try TraceReader(path: plainPath).readAll()
        let swappedReader = try TraceReader(path: swappedPath)
        let swapped = try swappedReader.readAll()
        guard case .array(let mutations)? = swappedReader.header[extra: "mutations"], mutations.count == 1,
            case .object(let members) = mutations[0],
            case .array(let seqs)? = members.first(where: { $0.key == "seqs" })?.value, seqs.count == 2,
            case .number(let first) = seqs[0], case .number(let second) = seqs[1],
            let a = Int(first), let b = Int(second)
        else {
            Issue.record(
                "\(profile): no swap in the header: \(String(describing: swappedReader.header[extra: "mutations"]))")
            return
        }
        #expect(plain.count == swapped.count)
        for (before, after) in zip(plain, swapped) {
            let exchanged = before.seq == a ? plain[b - 1] : before.seq == b ? plain[a - 1] : before
            #expect(
                after.kind == exchanged.kind && after.method == exchanged.method && after.scene == exchanged.scene,
                "\(profile) seq \(before.seq)")
        }
    }

    @Test("the edge index leads where the model's rows lead, for every state and trigger", arguments: Profile.allCases)
    func edgeIndex(_ profile: Profile) {
        let edges = EdgeIndex(profile: profile)
        let triggers =
            Callback.allCases.map(Trigger.callback) + SilentTransition.allCases.map(Trigger.silent)
            + LifecycleNotification.allCases.map(Trigger.notification)
        for trigger in triggers {
            for state in AppState.allCases {
                let rows = AppMachine.machine.transitions(for: profile).filter {
                    $0.from == state && $0.trigger == trigger
                }
                #expect(edges.appTargets(from: state, on: trigger) == rows.map(\.to), "\(profile) \(state) \(trigger)")
            }
            for state in SceneActivationState.allCases {
                let rows = SceneMachine.machine.transitions(for: profile).filter {
                    $0.from == state && $0.trigger == trigger
                }
                #expect(
                    edges.sceneTargets(from: state, on: trigger) == rows.map(\.to), "\(profile) \(state) \(trigger)")
            }
        }
    }

    @Test("a step's target is the first edge's, or the wanted one if an edge leads there", arguments: Profile.allCases)
    func edgeChoice(_ profile: Profile) {
        let edges = EdgeIndex(profile: profile)
        for callback in Callback.allCases {
            // A callback with no app edge from any state moves no state (facts §1.7): its
            // target is where the app is.
            let unknown = AppState.allCases.allSatisfy { edges.appTargets(from: $0, on: .callback(callback)).isEmpty }
            for state in AppState.allCases {
                let targets = unknown ? [state] : edges.appTargets(from: state, on: .callback(callback))
                for wanted in [nil] + AppState.allCases {
                    #expect(
                        edges.appTarget(from: state, on: callback, preferring: wanted)
                            == targets.first { wanted == nil || $0 == wanted },
                        "\(profile) \(state) \(callback) \(String(describing: wanted))")
                }
            }
            for state in SceneActivationState.allCases {
                let targets = edges.sceneTargets(from: state, on: .callback(callback))
                for wanted in [nil] + SceneActivationState.allCases {
                    #expect(
                        edges.sceneTarget(from: state, on: callback, preferring: wanted)
                            == targets.first { wanted == nil || $0 == wanted },
                        "\(profile) \(state) \(callback) \(String(describing: wanted))")
                }
            }
        }
    }

    @Test("the step tables say what the catalogues say", arguments: Profile.allCases)
    func stepFacts(_ profile: Profile) {
        let facts = StepFacts(
            profile: profile, swiftUI: profile == .swiftui ? .template : nil, edges: EdgeIndex(profile: profile))
        for callback in Callback.allCases {
            #expect(facts.receiver[callback.rawValue] == callback.receiver)
            // willFinishLaunching runs in the launch state already (§1.1, §3).
            #expect(
                facts.past[callback.rawValue]
                    == (callback == .willFinishLaunching
                        || callback.swiftName.contains("Did") || callback.swiftName.contains("did")))
        }
        for notification in LifecycleNotification.allCases {
            #expect(facts.notificationName[notification.rawValue] == notification.name)
            #expect(facts.postedByScene[notification.rawValue] == (notification.info.poster == .scene))
            #expect(facts.postedBefore[notification.rawValue] == (notification.info.order == .beforeDelegate))
        }
    }

    @Test("the aggregate table is AppState.aggregate(of:) for any scene states (property)")
    func aggregate() async {
        let facts = StepFacts(profile: .ipadosMultiwindow, swiftUI: nil, edges: EdgeIndex(profile: .ipadosMultiwindow))
        let states = Gen.int(in: 0...4).map { SceneActivationState.allCases[$0] }.array(of: 0...8)
        await propertyCheck(count: 200, input: states) { states in
            let mask = states.reduce(UInt8(0)) { $0 | StepFacts.bit($1) }
            #expect(facts.aggregateBySet[Int(mask)] == AppState.aggregate(of: states))
        }
    }

    @Test("the runtime's reused event is emptied of every field TraceEvent has")
    func resetEmptiesEveryField() {
        var event = TraceEvent(
            seq: 9, time: TraceTime(microseconds: 5), kind: .callback, name: "n", by: .user, receiver: .scene,
            scene: "S1", session: "A", method: .sceneDidBecomeActive, from: "a", to: "b", level: .app,
            view: "v", value: "x", duration: .zero, cause: 3, detail: "d", handler: "h")
        let fields = Mirror(reflecting: event).children
        // A new field in TraceEvent fails here first: `reset(kind:time:)` must empty it too.
        #expect(fields.count == 18)
        #expect(fields.allSatisfy { "\($0.value)" != "nil" })
        event.reset(kind: .note, time: TraceTime(microseconds: 7))
        #expect(event == TraceEvent(seq: 0, time: TraceTime(microseconds: 7), kind: .note))
    }

    @Test("sessions hold their scene only while it is connected, and nothing outlives the runtime")
    func sceneReferences() throws {
        weak var closed: Scene?
        weak var open: Scene?
        var session: SceneSession?
        do {
            let runtime = Simulation(scenario: try Support.yaml("actions: []"), profile: .ipadosMultiwindow)
                .makeRuntime(sink: TraceCollector())
            try runtime.perform(ScenarioAction(.launch))
            try runtime.perform(ScenarioAction(.openWindow(group: nil, value: nil)))
            #expect(runtime.application.connectedScenes.count == 2)
            closed = runtime.application.connectedScenes.first
            open = runtime.application.connectedScenes.last
            session = closed?.session
            #expect(session?.scene === closed)
            try runtime.perform(ScenarioAction(.closeWindow("S1")))
            #expect(session?.scene == nil)
            #expect(closed == nil)
            #expect(open?.session.scene === open)
        }
        // The runtime is gone: the open scene and its session no longer hold each other.
        #expect(open == nil)
    }
}
