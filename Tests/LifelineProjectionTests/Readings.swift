import LifelineCheck
import LifelineModel
import LifelineRender
import LifelineTeach
import LifelineTrace

/// What each command makes of one projected trace, and where two of them tell another story.
/// The reference is the follower itself, stepped here: every command must agree with it.
enum Readings {
    /// Every disagreement on `trace`, as sentences (empty: every command reads it alike).
    static func disagreements(_ trace: Projected) throws -> [String] {
        var out: [String] = []
        let result = try Checker.check(events: trace.events, header: trace.header, file: "projected.jsonl")
        let errors = result.violations.filter { $0.severity == .error }
        if let first = errors.first {
            out.append("check: \(errors.count) error(s), first \(first.ruleID) line \(first.line): \(first.message)")
        }
        guard let profile = trace.header.profile else { return out }
        let reference = reference(trace, profile: profile)

        // explain: never `unknown` where the follower has one state, never "breaks a rule".
        let narrator = Narrator(header: trace.header, events: trace.events, file: "projected.jsonl")
        for (index, step) in narrator.steps().enumerated() {
            let line = step.snapshot.line
            if reference.states[index] != nil, line.hasPrefix("app unknown") {
                out.append("explain #\(index + 1): `\(line)` where the follower knows \(reference.states[index]!)")
                break
            }
            if errors.isEmpty, let judgement = step.judgement, judgement.contains("✗") {
                out.append("explain #\(index + 1): says the clean trace breaks a rule: \(judgement)")
                break
            }
        }
        // The quiz: never "this trace breaks a rule" on a trace check finds free of errors.
        if errors.isEmpty {
            let quiz = Quiz(narrator: narrator)
            for case .asked(let question) in quiz.items where question.offModel {
                out.append(
                    "quiz: says the clean trace breaks a rule at \(question.step.event.method?.swiftName ?? "?")")
                break
            }
        }
        // stats: the app's time in each state is the follower's, to the millisecond.
        var stats = TraceStats(header: trace.header)
        for event in trace.events { stats.add(event) }
        stats.finish()
        for state in AppState.allCases where state != .notRunning {
            let timed = stats.appTimeInState[state.slot], held = reference.time[state.slot]
            if abs(timed - held) > 1_000 {
                out.append(
                    "stats: app \(state) \(Double(timed) / 1e6) s, the follower's reading holds it \(Double(held) / 1e6) s"
                )
            }
        }
        return out
    }

    /// The follower's reading: `applicationState` after each event (nil where it leaves
    /// several states open) and the time it holds each single state.
    static func reference(_ trace: Projected, profile: Profile) -> (states: [AppState?], time: [Int64]) {
        var follower = TraceFollower<String>(profile: profile, reading: trace.header.reading)
        var states: [AppState?] = []
        var time = [Int64](repeating: 0, count: AppState.allCases.count)
        var open: (state: AppState, since: Int64)?
        var previous: Int64 = 0
        for event in trace.events {
            let step = follower.step(FollowInput(event))
            let now = event.time.microseconds
            defer { previous = now }
            // A run that ended unseen stops at its last event: when it ended is unknown.
            if step.startsRun, let held = open, held.state != .notRunning {
                time[held.state.slot] += previous - held.since
                open = nil
            }
            let state =
                AppState.states(in: step.applicationPossibleAfter).count == 1
                ? AppState.states(in: step.applicationPossibleAfter).first : nil
            states.append(state)
            if state != open?.state {
                if let open { time[open.state.slot] += now - open.since }
                open = state.map { ($0, now) }
            }
        }
        if let open, let last = trace.events.last { time[open.state.slot] += last.time.microseconds - open.since }
        return (states, time)
    }
}
