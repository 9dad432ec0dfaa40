import LifelineModel
import LifelineTrace
import Testing
@testable import LifelineCheck

/// `check` remembers the most recent discarded sessions, not every one: memory stays flat on
/// long traces, and forgetting only ever costs a finding (open world), never makes one.
@Suite struct DiscardedSessionsTests {
    @Test func remembersTheMostRecentDiscardsOnly() {
        var discarded = DiscardedSessions()
        let capacity = DiscardedSessions.capacity
        for i in 0..<capacity { discarded.insert("S\(i)") }
        // Discarding one again does not push another out.
        discarded.insert("S5")
        #expect(discarded.contains("S0") && discarded.contains("S5") && discarded.contains("S\(capacity - 1)"))
        discarded.insert("new")
        #expect(!discarded.contains("S0"))
        #expect(discarded.contains("S1") && discarded.contains("new"))
        for i in 0..<capacity { discarded.insert("T\(i)") }
        #expect(!discarded.contains("new") && !discarded.contains("S\(capacity - 1)"))
        #expect(discarded.contains("T0") && discarded.contains("T\(capacity - 1)"))
    }

    /// A session discarded, then connected again without configurationForConnecting: LC204
    /// while the discard is remembered; unknown (no finding) once `discards` later ones pushed it out.
    func findings(discards: Int) -> [String] {
        let checker = Checker(profile: .ios13, file: "sessions")
        var seq = 0
        func emit(_ callback: Callback, session: String? = nil, scene: String? = nil) {
            seq += 1
            var event = TraceEvent(seq: seq, time: TraceTime(microseconds: Int64(seq) * 1_000), kind: .callback)
            event.receiver = callback.receiver
            event.method = callback
            event.session = session
            event.scene = scene
            checker.consume(event, line: seq + 1)
        }
        emit(.willFinishLaunching)
        emit(.didFinishLaunching)
        for i in 0..<discards {
            emit(.configurationForConnecting, session: "S\(i)")
            emit(.didDiscardSceneSessions, session: "S\(i)")
        }
        emit(.sceneWillConnect, session: "S0", scene: "W")
        return checker.finish().violations.map(\.ruleID)
    }

    @Test func aRememberedDiscardIsStillJudged() {
        // A discarded session connecting again is LC307's finding (issue 30), not LC204's: it
        // is not a new session left unconfigured, it is one UIKit destroyed.
        #expect(findings(discards: 3) == ["LC307"])
        #expect(findings(discards: DiscardedSessions.capacity + 1) == [])
    }
}
