import LifelineCheck
import LifelineModel
import LifelineTrace
import Testing

@Suite struct StreamingTests {
    /// Many foreground/background cycles with suspension: clean, and state stays bounded.
    @Test func longCyclingTraceIsClean() throws {
        let checker = Checker(profile: .ios13, file: "cycles")
        var seq = 0
        func emit(
            _ callback: Callback?, scene: String? = "S1", session: String? = nil, silent: SilentTransition? = nil,
            to: String? = nil
        ) {
            seq += 1
            var event = TraceEvent(
                seq: seq, time: TraceTime(microseconds: Int64(seq) * 1_000), kind: callback == nil ? .state : .callback)
            if let callback {
                event.receiver = callback.receiver
                event.method = callback
                if callback.receiver == .scene { event.scene = scene }
            } else {
                event.name = silent?.rawValue
                event.scene = scene
                event.to = to
            }
            event.session = session
            checker.consume(event, line: seq + 1)
        }
        emit(.willFinishLaunching)
        emit(.didFinishLaunching)
        emit(.configurationForConnecting, session: "A")
        emit(.sceneWillConnect, session: "A")
        for _ in 0..<20_000 {
            emit(.sceneWillEnterForeground)
            emit(.sceneDidBecomeActive)
            emit(.sceneWillResignActive)
            emit(.sceneDidEnterBackground)
            emit(nil, silent: .suspend, to: "suspended")
            emit(nil, silent: .resume, to: "background")
        }
        let result = checker.finish()
        #expect(result.violations.isEmpty)
        #expect(result.eventCount == 4 + 120_000)
        #expect(result.tallies.first { $0.ruleID == "LC303" }?.activated == 1)
    }
}
