import Foundation
@testable import LifelineCheck
import LifelineModel
@testable import LifelineRender
@testable import LifelineTeach
import LifelineTrace
import Testing

/// One scene identity (issue 30, item 3): the follower names each scene object once per trace,
/// and `stats`, the state diagram and `explain` show that identity rather than keeping a map of
/// scene ids of their own. The trace makes the cases a map of ids gets wrong: window S1 closes
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

    /// `stats` has one row per identity, with each object's own callbacks and times.
    @Test func statsRowsAreTheFollowersIdentities() throws {
        let path = try Self.path()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let stats = try TraceStats.gather(path: path)
        let (_, events, steps) = try Self.followed()
        let rows = Array(stats.tallies.indices.dropFirst())
        #expect(rows.count == 3)
        for row in rows {
            let identity = row - 1
            let own = zip(events, steps).filter { $0.1.sceneIdentity == identity && $0.0.kind == .callback }
            #expect(stats.tallies[row].callbacks == own.count, "identity \(identity)")
            #expect(stats.ids[row] == "S1")
        }
        // The first window: 0.995 s active, from didBecomeActive to willResignActive.
        #expect(stats.tallies[1].time[SceneActivationState.foregroundActive.slot] == 995_000)
        // The second: 0.997 s active, then background until the kill (0.999 s).
        #expect(stats.tallies[2].time[SceneActivationState.foregroundActive.slot] == 997_000)
        #expect(stats.tallies[2].time[SceneActivationState.background.slot] == 999_000)
        let report = stats.text(file: "identity.jsonl")
        #expect(report.components(separatedBy: "\n").filter { $0.hasPrefix("      S1") }.count == 3, "\(report)")
    }

    /// The state diagram draws each scene object in its own cluster, its moves those the
    /// follower made for that identity.
    @Test func stateDiagramClustersAreTheFollowersIdentities() throws {
        let (header, events, steps) = try Self.followed()
        let summary = try TraceStateSummary.read(EventArraySource(header: header, events: events), machine: .scene,
                                                 options: RenderOptions(), merge: false)
        let scenes = summary.clusters.filter { !$0.isApp }
        #expect(scenes.map(\.title) == ["S1", "S1", "S1"])
        for (identity, cluster) in scenes.enumerated() {
            let moves = steps.filter { $0.sceneIdentity == identity && $0.scene?.from != nil }.count
            #expect(cluster.edgeList.reduce(0) { $0 + $1.count } == moves, "identity \(identity)")
        }
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
