import Foundation
import Testing
@testable import LifelineLogger

@Suite struct SceneIdentityTests {
    /// Issue 35: a scene freed and replaced by a new one at the same address kept the old id
    /// (three distinct scenes all `S1`). Here each scene connects, disconnects and is freed
    /// before the next is allocated, which is when the allocator hands out the same address.
    @Test func scenesConnectedAndReleasedInTurnGetDistinctIDs() throws {
        let folder = ScratchFolder("scenes")
        defer { folder.remove() }
        let logger = folder.startedLogger(profile: "ipados-multiwindow")
        var addresses = Set<ObjectIdentifier>()
        for index in 0..<1_000 {
            // The scene lives only inside this iteration, as a disconnected UIScene does.
            let scene = Scene()
            addresses.insert(ObjectIdentifier(scene))
            logger.callback("scene(_:willConnectTo:options:)", sceneObject: scene, session: "session-\(index)")
            logger.callback("sceneDidDisconnect(_:)", sceneObject: scene, session: "session-\(index)")
        }
        logger.stop()

        let events = try jsonLines(try #require(logger.fileURL)).dropFirst()
        let ids = events.compactMap { $0["scene"] as? String }
        #expect(ids.count == 2_000)
        #expect(Set(ids).count == 1_000)
        // Each scene's two callbacks name the same scene, and ids come from a counter.
        #expect(ids == (1...1_000).flatMap { ["S\($0)", "S\($0)"] })
        // What makes the test mean something: addresses were reused (a test that only ever saw
        // fresh addresses would pass with ids keyed by address too).
        print("SceneIdentityTests: 1000 scenes at \(addresses.count) distinct addresses")
    }

    @Test func aSceneKeepsItsIDWhileItLives() {
        var identity = SceneIdentity()
        let first = Scene(), second = Scene()
        #expect(identity.current == "S1")
        #expect(identity.name(of: first) == "S1")
        #expect(identity.name(of: second) == "S2")
        #expect(identity.name(of: first) == "S1")
        #expect(identity.current == "S1")
        #expect(identity.name(of: second) == "S2")
        #expect(identity.current == "S2")
    }

    @Test func freedScenesLeaveTheTable() {
        var identity = SceneIdentity()
        let kept = Scene()
        #expect(identity.name(of: kept) == "S1")
        for _ in 0..<10_000 { _ = identity.name(of: Scene()) }
        // The live scene keeps its name through every sweep; the freed ones' entries are gone.
        #expect(identity.name(of: kept) == "S1")
        #expect(identity.tableSize < 128)
    }
}
