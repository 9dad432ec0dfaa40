import Foundation
import Testing
import PropertyBased
import LifelineModel
@testable import LifelineRuntime
import LifelineTrace

/// FNV-1a, 64-bit, over a file's bytes: pins outputs without storing them.
func fnv1a(_ bytes: [UInt8]) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
    return h
}

/// The runtime's look-up tables against the model they are built from, and its output against
/// the bytes it wrote before they existed.
@Suite("Runtime fast paths")
struct RuntimeFastPathTests {
    /// `simulate --random --events 20000 --seed 3` and `--events 5000 --seed 4 --mutate swap`,
    /// hashed from the output of the runtime before its tables (commit 620b9fa), re-pinned for
    /// issue 18's fidelity fixes (restoration activity, no force-quit relaunch, resume before reclaim).
    static let pinned: [(Profile, plain: UInt64, swapped: UInt64)] = [
        (.ios12, 0xccdd_7e95_11f9_ad52, 0x0018_4666_cdb5_a5f4),
        (.ios13, 0x3fb0_068b_6fef_208d, 0xe6d7_a91b_4ee5_3eac),
        (.ipadosMultiwindow, 0x85eb_ea8d_9b45_ca63, 0x5049_3b48_05a0_5ea0),
        (.swiftui, 0x4409_16df_f719_8713, 0x932e_6773_624a_2f54),
    ]

    @Test("random runs write the same bytes as before, plain and mutated", arguments: pinned.indices)
    func sameBytes(_ index: Int) throws {
        let (profile, plain, swapped) = Self.pinned[index]
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-pin-\(getpid())-\(index).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try RandomRun(profile: profile, events: 20_000, seed: 3).write(to: path, mutation: nil)
        #expect(fnv1a(Array(try Data(contentsOf: URL(fileURLWithPath: path)))) == plain, "\(profile)")
        try RandomRun(profile: profile, events: 5_000, seed: 4).write(to: path, mutation: .swap)
        #expect(fnv1a(Array(try Data(contentsOf: URL(fileURLWithPath: path)))) == swapped, "\(profile) swap")
    }

    @Test("the edge index leads where the model's rows lead, for every state and trigger", arguments: Profile.allCases)
    func edgeIndex(_ profile: Profile) {
        let edges = EdgeIndex(profile: profile)
        let triggers = Callback.allCases.map(Trigger.callback) + SilentTransition.allCases.map(Trigger.silent)
            + LifecycleNotification.allCases.map(Trigger.notification)
        for trigger in triggers {
            for state in AppState.allCases {
                let rows = AppMachine.machine.transitions(for: profile).filter { $0.from == state && $0.trigger == trigger }
                #expect(edges.appTargets(from: state, on: trigger) == rows.map(\.to), "\(profile) \(state) \(trigger)")
            }
            for state in SceneActivationState.allCases {
                let rows = SceneMachine.machine.transitions(for: profile).filter { $0.from == state && $0.trigger == trigger }
                #expect(edges.sceneTargets(from: state, on: trigger) == rows.map(\.to), "\(profile) \(state) \(trigger)")
            }
        }
    }

    @Test("a step's target is the first edge's, or the wanted one if an edge leads there", arguments: Profile.allCases)
    func edgeChoice(_ profile: Profile) {
        let edges = EdgeIndex(profile: profile)
        for callback in Callback.allCases {
            for state in AppState.allCases {
                let targets = edges.appTargets(from: state, on: .callback(callback))
                for wanted in [nil] + AppState.allCases {
                    #expect(edges.appTarget(from: state, on: callback, preferring: wanted)
                            == targets.first { wanted == nil || $0 == wanted }, "\(profile) \(state) \(callback) \(String(describing: wanted))")
                }
            }
            for state in SceneActivationState.allCases {
                let targets = edges.sceneTargets(from: state, on: .callback(callback))
                for wanted in [nil] + SceneActivationState.allCases {
                    #expect(edges.sceneTarget(from: state, on: callback, preferring: wanted)
                            == targets.first { wanted == nil || $0 == wanted }, "\(profile) \(state) \(callback) \(String(describing: wanted))")
                }
            }
        }
    }

    @Test("the step tables say what the catalogues say", arguments: Profile.allCases)
    func stepFacts(_ profile: Profile) {
        let facts = StepFacts(profile: profile, swiftUI: profile == .swiftui ? .template : nil, edges: EdgeIndex(profile: profile))
        for callback in Callback.allCases {
            #expect(facts.receiver[callback.rawValue] == callback.receiver)
            // willFinishLaunching runs in the launch state already (§1.1, §3).
            #expect(facts.past[callback.rawValue] == (callback == .willFinishLaunching
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
