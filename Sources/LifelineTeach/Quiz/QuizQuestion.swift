import LifelineModel

/// One question: before a callback, the callbacks the model allowed there, numbered.
package struct QuizQuestion: Sendable {
    /// The states the student sees when asked.
    package let before: LifecycleSnapshot
    /// The legal candidates as the narration lists them (``NextCallbacks/choices(_:after:profile:)``:
    /// the callbacks that change no state as one choice per receiver); the delivered one is among them.
    package let choices: [NextChoice]
    /// The index of the delivered callback in `choices`.
    package let answer: Int
    /// Whether the delivered callback is one the model does not allow there (the trace breaks
    /// a rule; `lifeline check` says which): it is added to the choices all the same.
    package let offModel: Bool
    /// The callback event, told.
    package let step: NarratedStep

    /// Whether `choice` (0-based) is the delivered callback.
    package func isRight(_ choice: Int) -> Bool { choice == answer }
}

/// A quiz over a trace: its events in order, with a question before every callback that UIKit
/// could have chosen among several (a callback that was the only legal one is just shown).
public struct Quiz: Sendable {
    /// One event, or a question about it.
    package enum Item: Sendable {
        case shown(NarratedStep)
        case asked(QuizQuestion)
    }

    package let narrator: Narrator
    package let items: [Item]

    /// A quiz over `narrator`'s trace.
    public init(narrator: Narrator) {
        self.narrator = narrator
        var tracker = SnapshotTracker(adoption: narrator.adoption, reading: narrator.header.reading)
        var items: [Item] = []
        for event in narrator.events {
            let before = tracker.snapshot
            tracker.apply(event)
            let step = NarratedStep(event: event, snapshot: tracker.snapshot, adoption: narrator.adoption)
            guard event.kind == .callback, let method = event.method else {
                items.append(.shown(step))
                continue
            }
            let profile = narrator.adoption.profile
            let legal = NextCallbacks.candidates(after: before, adoption: narrator.adoption)
            let candidate = Candidate(method, to: NextCallbacks.target(of: event, before: before))
            // Whether the trace breaks a rule here is the follower's verdict, the one `check`
            // reads: not whether the callback is among those listed, which the follower may
            // allow all the same through a move the log cannot show (Docs/following.md).
            let offModel = tracker.lastStep.isIllegal
            let grouped = NextCallbacks.choices(legal, after: before, profile: profile)
            // A callback the list leaves out is named, even when it would change no state.
            let listed = legal.contains(candidate)
            let delivered =
                listed
                ? NextCallbacks.choice(for: candidate, after: before, profile: profile)
                : NextChoice(target: candidate.target, callback: method)
            let choices = grouped.contains(delivered) ? grouped : grouped + [delivered]
            guard choices.count >= 2, let answer = choices.firstIndex(of: delivered) else {
                items.append(.shown(step))
                continue
            }
            items.append(
                .asked(QuizQuestion(before: before, choices: choices, answer: answer, offModel: offModel, step: step)))
        }
        self.items = items
    }

    /// How many questions the quiz asks.
    package var questionCount: Int {
        items.reduce(0) { count, item in if case .asked = item { return count + 1 } else { return count } }
    }
}
