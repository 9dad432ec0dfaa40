import LifelineModel
import LifelineSupport
import LifelineTrace

/// `lifeline explain`: a trace told event by event, for students.
///
/// For every event: a headline, the model's sentence for it, the app's and every scene's state
/// after it, and what UIKit may deliver next (`NextCallbacks`). The text depends only on the
/// trace and the model's tables, so the same trace always reads the same.
public struct Narrator: Sendable {
    package let header: TraceHeader
    package let events: [TraceEvent]
    package let profile: Profile
    package let adoption: DelegateAdoption
    /// The trace's name in the introduction.
    package let file: String

    /// A narrator for `events`; `profile` overrides the header's.
    public init(header: TraceHeader, events: [TraceEvent], file: String, profile: Profile? = nil) {
        self.header = header
        self.events = events
        self.file = file
        self.profile = profile ?? header.profile ?? .ios13
        self.adoption = DelegateAdoption(profile: self.profile, events: events)
    }

    /// Reads the trace at `path` (`-` for standard input). Explaining is for teaching-sized
    /// traces, so the events are held in memory: the narration needs to know up front which
    /// delegates the app has.
    public static func load(path: String, profile: Profile? = nil) throws(Diagnostic) -> Narrator {
        let reader = try TraceReader(path: path)
        // A narration is read by a person: a note or detail of a megabyte is told as its first
        // words and its length (`DrawnText`), so holding the trace costs its events, not its bytes.
        var events: [TraceEvent] = []
        while var event = try reader.next() {
            event.value = event.value.map(DrawnText.label)
            event.detail = event.detail.map(DrawnText.label)
            events.append(event)
        }
        return Narrator(header: reader.header, events: events, file: Diagnostic.displayName(of: path), profile: profile)
    }

    /// Which trace, which profile: `Traces/ios13/cold-launch.jsonl: cold-launch, profile ios13 (…)`.
    package var title: String {
        let name = header.scenario.map { "\($0), " } ?? ""
        return "\(file): \(name)profile \(profile.rawValue) (\(profile.summary))"
    }

    /// Two lines: the title, then what follows.
    package var introduction: String {
        title + """
            \n\(events.count) events. After each: what it means, the state of the app and of every scene, what UIKit \
            may deliver next.\n
            """
    }

    /// Every step, in order.
    public func steps() -> [NarratedStep] {
        var tracker = SnapshotTracker(adoption: adoption, reading: header.reading)
        return events.map { event in
            tracker.apply(event)
            return NarratedStep(
                event: event, snapshot: tracker.snapshot, adoption: adoption, judgement: tracker.judgement)
        }
    }

    /// The whole narration: the introduction, then one paragraph per event.
    public func text() -> String {
        ([introduction] + steps().map(\.text)).joined(separator: "\n")
    }
}

/// One event told: what happened, the states after it and what may come next.
public struct NarratedStep: Sendable {
    package let event: TraceEvent
    package let sentence: EventSentence
    /// The states after the event.
    package let snapshot: LifecycleSnapshot
    /// What UIKit may deliver next, from the model's tables.
    package let next: [Candidate]
    /// `next` as the narration lists it: the callbacks that change no state as one line per receiver.
    package let nextChoices: [NextChoice]
    /// SwiftUI phase changes the phase machine allows next (swiftui only).
    package let nextPhases: [String]
    /// What the follower's verdict says of the event, when it is more than an edge of the
    /// model: the same judgement `check` and `render` read.
    package let judgement: String?

    init(event: TraceEvent, snapshot: LifecycleSnapshot, adoption: DelegateAdoption, judgement: String? = nil) {
        self.judgement = judgement
        self.event = event
        self.sentence = EventSentence(event)
        self.snapshot = snapshot
        self.next = NextCallbacks.candidates(after: snapshot, adoption: adoption)
        self.nextChoices = NextCallbacks.choices(next, after: snapshot, profile: adoption.profile)
        self.nextPhases = NextCallbacks.phaseChanges(after: snapshot, profile: adoption.profile)
    }

    /// The paragraph: headline, explanation, detail, `now:` and `next:` lines.
    package var text: String {
        var lines = [sentence.headline]
        if !sentence.explanation.isEmpty {
            lines.append(TextWrap.wrap(sentence.explanation, lead: "   ", indent: "   "))
        }
        if let handler = sentence.handler {
            lines.append(TextWrap.wrap(handler, lead: "   runs: ", indent: "         "))
        }
        if let detail = sentence.detail {
            lines.append(TextWrap.wrap(detail, lead: "   detail: ", indent: "           "))
        }
        if let judgement { lines.append(TextWrap.wrap(judgement, lead: "   judge: ", indent: "          ")) }
        lines.append(TextWrap.wrap(snapshot.line, lead: "   now:  ", indent: "         "))
        for (index, group) in nextGroups.enumerated() {
            let lead = (index == 0 ? "   next: " : "         ") + group.label
            lines.append(TextWrap.list(group.items, lead: lead, indent: "           "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Candidates grouped by who would receive them, then the SwiftUI phase changes.
    private var nextGroups: [(label: String, items: [String])] {
        var groups: [(label: String, items: [String])] = []
        var targets: [CandidateTarget] = []
        for choice in nextChoices {
            let item = choice.callback?.swiftName ?? NextChoice.changesNoState
            if let index = targets.firstIndex(of: choice.target) {
                groups[index].items.append(item)
            } else {
                targets.append(choice.target)
                groups.append((choice.target.phrase + ": ", [item]))
            }
        }
        if !nextPhases.isEmpty { groups.append(("SwiftUI: ", nextPhases)) }
        if groups.isEmpty {
            let reason =
                snapshot.app == .notRunning
                ? "nothing until the app launches"
                : snapshot.app == nil
                    ? "unknown until the trace shows the app's state (a launch tells it)"
                    : "no delegate callback (the app adopts no delegate that would receive one)"
            groups.append(("", [reason]))
        }
        return groups
    }
}
