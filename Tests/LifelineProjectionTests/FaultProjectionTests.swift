import Foundation
import LifelineCheck
import LifelineModel
import LifelineRuntime
import LifelineTrace
import Testing

/// Issue 43: a fault survives the projections that keep it. Each `--mutate` kind on random
/// runs: where the mutant has an error, dropping every `from`/`to` keeps an error of the
/// same rule, and so does showing the callbacks as the notifications that accompany them.
@Suite struct FaultProjectionTests {
    static let mutations: [Mutation] = [.drop, .duplicate, .swap, .delay(3)]

    /// The mutant of random run `seed`, read back.
    static func mutant(_ profile: Profile, seed: UInt64, _ mutation: Mutation) throws -> Projected {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lifeline-fault-\(getpid())-\(profile)-\(seed).jsonl"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try RandomRun(profile: profile, events: 80, seed: seed).write(to: path, mutation: mutation)
        let reader = try TraceReader(path: path)
        var events: [TraceEvent] = []
        while let event = try reader.next() { events.append(event) }
        return Projected(header: reader.header, events: events)
    }

    static func errors(_ trace: Projected) throws -> Set<String> {
        let result = try Checker.check(events: trace.events, header: trace.header)
        return Set(result.violations.filter { $0.severity == .error }.map(\.ruleID))
    }

    @Test("an error survives the loss of every from/to", arguments: Profile.allCases)
    func errorsSurviveNoStates(_ profile: Profile) throws {
        var judged = 0
        var lost: [String] = []
        for mutation in Self.mutations {
            for seed in UInt64(1)...12 {
                let mutant = try Self.mutant(profile, seed: seed, mutation)
                let found = try Self.errors(mutant)
                guard !found.isEmpty else { continue }
                judged += 1
                var bare = mutant
                for index in bare.events.indices {
                    bare.events[index].from = nil
                    if bare.events[index].kind != .phase { bare.events[index].to = nil }
                }
                // Faults in the recorded states go with them: LC003 (a recorded from/to the
                // follower disputes) and LC402 (a recorded applicationState the scenes deny).
                let kept = found.subtracting(["LC003", "LC402"])
                let after = try Self.errors(bare)
                if !kept.isEmpty, kept.isDisjoint(with: after) {
                    lost.append("\(mutation) seed \(seed): \(found.sorted()) became \(after.sorted())")
                }
            }
        }
        #expect(judged > 10, "\(profile): mutants with an error to follow")
        #expect(
            lost.isEmpty,
            Comment(rawValue: "\(profile): \(lost.count) of \(judged) faults lost:\n" + lost.joined(separator: "\n")))
    }

    @Test("an error survives callbacks shown as their notifications", arguments: [Profile.ios12, .ios13])
    func errorsSurviveNotifications(_ profile: Profile) throws {
        var judged = 0
        var lost: [String] = []
        for mutation in Self.mutations {
            for seed in UInt64(1)...12 {
                let mutant = try Self.mutant(profile, seed: seed, mutation)
                let found = try Self.errors(mutant)
                guard !found.isEmpty, let shown = Self.asNotifications(mutant) else { continue }
                judged += 1
                let after = try Self.errors(shown)
                if after.isEmpty { lost.append("\(mutation) seed \(seed): \(found.sorted()) became clean") }
            }
        }
        #expect(
            lost.isEmpty,
            Comment(rawValue: "\(profile): \(lost.count) of \(judged) faults lost:\n" + lost.joined(separator: "\n")))
    }

    /// The trace as an app that observes notifications and implements no delegate method would
    /// print it: every life-cycle callback replaced by the notification UIKit posts with it
    /// (its catalogue row: the same poster, the callback among those it accompanies), the
    /// runtime's own notifications dropped. nil when some callback of the mutant's has no
    /// notification: the projection would delete what the mutation did.
    static func asNotifications(_ trace: Projected) -> Projected? {
        var out: [TraceEvent] = []
        for event in trace.events {
            switch event.kind {
            case .callback:
                guard let method = event.method, method.moves else { continue }
                let poster: NotificationPoster = event.receiver == .scene ? .scene : .application
                guard
                    let info = NotificationCatalogue.entries.first(where: {
                        $0.poster == poster && $0.accompanies.contains(method)
                    })
                else { return nil }
                var shown = TraceEvent(seq: event.seq, time: event.time, kind: .notification, name: info.name)
                if poster == .scene { shown.scene = event.scene }
                out.append(shown)
            case .notification, .state, .action:
                continue
            default:
                out.append(event)
            }
        }
        var header = TraceHeader(profile: trace.header.profile, source: "import")
        header.extra = [("observedCallbacks", .array([]))]
        return Projected(header: header, events: out)
    }
}

extension Callback {
    /// Whether the callback moves the app or a scene somewhere in the model: the life-cycle
    /// ones a notification can stand for.
    fileprivate var moves: Bool {
        AppMachine.machine.transitions.contains { $0.trigger == .callback(self) && $0.from != $0.to }
            || SceneMachine.machine.transitions.contains { $0.trigger == .callback(self) && $0.from != $0.to }
    }
}
