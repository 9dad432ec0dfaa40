import Foundation
@testable import LifelineCheck
import LifelineModel
@testable import LifelineRender
@testable import LifelineTeach
import LifelineTrace
import Testing

/// One scene identity (issue 30, item 3): the follower names each scene object once per trace,
/// and `stats`, the state diagram and `explain` find scenes by that identity rather than by a
/// map of scene ids of their own. The trace makes the cases a map of ids gets wrong: window S1 closes
/// (its session discarded) and a new window connects under the same id, in the same follower
/// slot; then the process is killed and a new run names S1 again, in slot 0 once more.
@Suite struct SceneIdentityTests {
    static let trace = """
        {"lifeline":1,"profile":"ipados-multiwindow","source":"simulate","scenario":"identity"}
        {"seq":1,"t":0.000,"kind":"action","name":"launch","by":"user"}
        {"seq":2,"t":0.000,"kind":"callback","receiver":"app","method":"application(_:willFinishLaunchingWithOptions:)","from":"notRunning","to":"background"}
        {"seq":3,"t":0.001,"kind":"callback","receiver":"app","method":"application(_:didFinishLaunchingWithOptions:)","from":"background","to":"background"}
        {"seq":4,"t":0.002,"kind":"callback","receiver":"app","session":"A","method":"application(_:configurationForConnecting:options:)","from":"background","to":"background"}
        {"seq":5,"t":0.003,"kind":"callback","receiver":"scene","scene":"S1","session":"A","method":"scene(_:willConnectTo:options:)","from":"unattached","to":"unattached"}
        {"seq":6,"t":0.004,"kind":"callback","receiver":"scene","scene":"S1","session":"A","method":"sceneWillEnterForeground(_:)","from":"unattached","to":"foregroundInactive"}
        {"seq":7,"t":0.005,"kind":"callback","receiver":"scene","scene":"S1","session":"A","method":"sceneDidBecomeActive(_:)","from":"foregroundInactive","to":"foregroundActive"}
        {"seq":8,"t":1.000,"kind":"action","name":"close-window","by":"user","scene":"S1"}
        {"seq":9,"t":1.000,"kind":"callback","receiver":"scene","scene":"S1","session":"A","method":"sceneWillResignActive(_:)","from":"foregroundActive","to":"foregroundInactive"}
        {"seq":10,"t":1.001,"kind":"callback","receiver":"scene","scene":"S1","session":"A","method":"sceneDidEnterBackground(_:)","from":"foregroundInactive","to":"background"}
        {"seq":11,"t":1.002,"kind":"callback","receiver":"scene","scene":"S1","session":"A","method":"sceneDidDisconnect(_:)","from":"background","to":"unattached"}
        {"seq":12,"t":1.003,"kind":"callback","receiver":"app","session":"A","method":"application(_:didDiscardSceneSessions:)"}
        {"seq":13,"t":2.000,"kind":"action","name":"open-window","by":"user"}
        {"seq":14,"t":2.000,"kind":"callback","receiver":"app","session":"B","method":"application(_:configurationForConnecting:options:)"}
        {"seq":15,"t":2.001,"kind":"callback","receiver":"scene","scene":"S1","session":"B","method":"scene(_:willConnectTo:options:)","from":"unattached","to":"unattached"}
        {"seq":16,"t":2.002,"kind":"callback","receiver":"scene","scene":"S1","session":"B","method":"sceneWillEnterForeground(_:)","from":"unattached","to":"foregroundInactive"}
        {"seq":17,"t":2.003,"kind":"callback","receiver":"scene","scene":"S1","session":"B","method":"sceneDidBecomeActive(_:)","from":"foregroundInactive","to":"foregroundActive"}
        {"seq":18,"t":3.000,"kind":"callback","receiver":"scene","scene":"S1","session":"B","method":"sceneWillResignActive(_:)","from":"foregroundActive","to":"foregroundInactive"}
        {"seq":19,"t":3.001,"kind":"callback","receiver":"scene","scene":"S1","session":"B","method":"sceneDidEnterBackground(_:)","from":"foregroundInactive","to":"background"}
        {"seq":20,"t":4.000,"kind":"state","name":"terminate","from":"background","to":"notRunning"}
        {"seq":21,"t":5.000,"kind":"action","name":"launch","by":"user"}
        {"seq":22,"t":5.000,"kind":"callback","receiver":"app","method":"application(_:willFinishLaunchingWithOptions:)","from":"notRunning","to":"background"}
        {"seq":23,"t":5.001,"kind":"callback","receiver":"app","method":"application(_:didFinishLaunchingWithOptions:)","from":"background","to":"background"}
        {"seq":24,"t":5.002,"kind":"callback","receiver":"app","session":"B","method":"application(_:configurationForConnecting:options:)","from":"background","to":"background"}
        {"seq":25,"t":5.003,"kind":"callback","receiver":"scene","scene":"S1","session":"B","method":"scene(_:willConnectTo:options:)","from":"unattached","to":"unattached"}
        {"seq":26,"t":5.004,"kind":"callback","receiver":"scene","scene":"S1","session":"B","method":"sceneWillEnterForeground(_:)","from":"unattached","to":"foregroundInactive"}

        """

    /// The follower's reading: for each event, its scene's slot and identity (-1: none).
    static func followed() throws -> (header: TraceHeader, events: [TraceEvent], steps: [FollowStep]) {
        let path = try Self.path()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let reader = try TraceReader(path: path)
        let events = try reader.readAll()
        var follower = try #require(reader.header.follower(key: String.self))
        return (reader.header, events, events.map { follower.step(FollowInput($0)) })
    }

    /// The trace, written to a file of its own (tests run in parallel).
    static func path() throws -> String {
        let path = NSTemporaryDirectory() + "lifeline-scene-identity-\(UUID().uuidString).jsonl"
        try trace.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Three scene objects, all in slot 0: the window that closed, the one that replaced it
    /// under the same id, and the next run's.
    @Test func followerGivesEachSceneObjectItsOwnIdentity() throws {
        let (_, events, steps) = try Self.followed()
        let scened = zip(events, steps).filter { $0.0.receiver == .scene }
        #expect(scened.allSatisfy { $0.1.sceneSlot == 0 })
        #expect(scened.map(\.1.sceneIdentity) == [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2])
        let opening = zip(events, steps).filter { $0.1.opensScene }.map(\.0.seq)
        #expect(opening == [5, 15, 25])
        #expect(steps.filter { $0.sceneIdentity < 0 }.count == events.count - scened.count)
    }

    /// `stats` finds each event's scene by the step's identity; its rows are per id, as its
    /// report is: the three objects of S1 are one row, with every callback and time of each.
    @Test func statsCountsEachIdentityInItsIdsRow() throws {
        let path = try Self.path()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let stats = try TraceStats.gather(path: path)
        let (_, events, steps) = try Self.followed()
        #expect(
            stats.sceneCounts == [
                "S1": zip(events, steps).filter { $0.1.sceneIdentity >= 0 && $0.0.kind == .callback }.count
            ])
        // 0.995 s active for the first window, 0.997 s for the one that replaced it; in the
        // background 0.001 s for the first (until it disconnects) and 0.999 s for the second
        // (until the kill at 4 s).
        let times = try #require(stats.timeInState["S1"])
        #expect(times[SceneActivationState.foregroundActive.slot] == 1_992_000)
        #expect(times[SceneActivationState.background.slot] == 1_000_000)
    }

    /// The state diagram's tracks are the follower's scene objects: each move carries the
    /// identity of the step, and the replacing window starts from its own connection, not from
    /// the closed one's state.
    @Test func stateTracksAreTheFollowersIdentities() throws {
        let (header, events, steps) = try Self.followed()
        var tracker = try #require(
            MachineTable.of(.scene, profile: .ipadosMultiwindow).map {
                StateTracker(table: $0, reading: header.reading)
            })
        let symbols = TraceSymbols()
        var moved: [Int] = []
        for (event, step) in zip(events, steps) {
            guard let move = tracker.apply(symbols.record(for: event), symbols: symbols, step: step) else { continue }
            #expect(move.scene == step.sceneIdentity, "event \(event.seq)")
            moved.append(move.scene)
            if event.seq == 16 { #expect(move.dwell == 1_000, "the new window's own time since it connected") }
        }
        #expect(moved == steps.filter { $0.scene?.from != nil }.map(\.sceneIdentity))
        #expect(Set(moved) == [0, 1, 2])
        let summary = try TraceStateSummary.read(
            EventArraySource(header: header, events: events), machine: .scene,
            options: RenderOptions(), merge: false)
        #expect(summary.clusters.filter { !$0.isApp }.map(\.title) == ["S1"])
    }

    /// `explain` shows the scene objects the follower names: after the window closes, the new
    /// one of the same id is a new scene, starting unattached, not the closed one's state.
    @Test func explainShowsTheFollowersIdentities() throws {
        let (header, events, steps) = try Self.followed()
        let narrated = Narrator(header: header, events: events, file: "identity.jsonl").steps()
        for (index, step) in narrated.enumerated() where steps[index].sceneIdentity >= 0 && steps[index].scene != nil {
            let shown = step.snapshot.scenes.filter { !$0.disconnected || steps[index].sceneGone }
            #expect(shown.map(\.identity) == [steps[index].sceneIdentity], "event \(step.event.seq)")
        }
        #expect(narrated[14].snapshot.scenes.map(\.identity) == [1])
        #expect(narrated[14].snapshot.scenes.first?.state == .unattached)
    }
}
