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

    /// The mutants of `profile`'s random runs in which check finds an error, with those errors.
    static func faultyMutants(_ profile: Profile) throws -> [(label: String, trace: Projected, errors: Set<String>)] {
        var out: [(label: String, trace: Projected, errors: Set<String>)] = []
        for mutation in mutations {
            for seed in UInt64(1)...12 {
                let mutant = try Self.mutant(profile, seed: seed, mutation)
                let found = try Self.errors(mutant)
                if !found.isEmpty { out.append(("\(mutation) seed \(seed)", mutant, found)) }
            }
        }
        return out
    }

    @Test("an error survives the loss of every from/to", arguments: Profile.allCases)
    func errorsSurviveNoStates(_ profile: Profile) throws {
        let mutants = try Self.faultyMutants(profile)
        var lost: [String] = []
        for (label, mutant, found) in mutants {
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
                lost.append("\(label): \(found.sorted()) became \(after.sorted())")
            }
        }
        #expect(mutants.count > 10, "\(profile): mutants with an error to follow")
        #expect(
            lost.isEmpty,
            Comment(
                rawValue: "\(profile): \(lost.count) of \(mutants.count) faults lost:\n" + lost.joined(separator: "\n"))
        )
    }

    @Test("an error survives callbacks shown as their notifications", arguments: [Profile.ios12, .ios13])
    func errorsSurviveNotifications(_ profile: Profile) throws {
        let mutants = try Self.faultyMutants(profile)
        var lost: [String] = []
        for (label, mutant, found) in mutants {
            if try Self.errors(Self.asNotifications(mutant)).isEmpty {
                lost.append("\(label): \(found.sorted()) became clean")
            }
        }
        #expect(mutants.count > 10, "\(profile): mutants with an error to follow")
        // A scene app's dropped callback takes its notification with it here; the move it
        // made is then hidden, because the follower widens along every callback the header's
        // observedCallbacks leaves out, even where the trace shows that the app observes the
        // move's notification (UIKit posts it for every move). Open: the hidden moves should
        // leave out those whose notifications the trace shows.
        withKnownIssue("a notifications-only scene log hides the moves whose callbacks it does not print") {
            #expect(
                lost.isEmpty,
                Comment(
                    rawValue: "\(profile): \(lost.count) of \(mutants.count) faults lost:\n"
                        + lost.joined(separator: "\n")))
        } when: {
            profile.usesScenes
        }
    }

    /// The trace as an app that observes notifications where UIKit posts one would print it:
    /// every life-cycle callback that has a notification (its catalogue row: the same poster,
    /// the callback among those it accompanies) replaced by it, the others kept (nothing is
    /// posted for willFinishLaunching), the runtime's own notifications dropped.
    static func asNotifications(_ trace: Projected) -> Projected {
        var out: [TraceEvent] = []
        for event in trace.events {
            switch event.kind {
            case .callback:
                let poster: NotificationPoster = event.receiver == .scene ? .scene : .application
                guard let method = event.method, method.moves,
                    let info = NotificationCatalogue.entries.first(where: {
                        $0.poster == poster && $0.accompanies.contains(method)
                    })
                else {
                    out.append(event)
                    continue
                }
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
        header.extra = [("observedCallbacks", .array(Projection.printed(out).map { .string($0.swiftName) }))]
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
