import LifelineModel
import LifelineTrace

/// One user rule's state in one scope instance (a scene, a session, a run, the trace):
/// a handful of integers, whatever the number of events.
struct UserRuleState {
    var count = 0
    /// An open obligation or interval: where it opened.
    var open = false
    var openSeq = 0
    var openLine = 0
    var openTime: Int64 = 0
    /// The last `a` (always-precedes, never-followed-by).
    var seenA = false
    var lastATime: Int64 = 0
    var firstLine = 0
    var firstTime: Int64 = 0
    var activated = false
    var violated = false
}

/// Evaluates user rules alongside the built-in ones, in the same single pass.
struct UserRuleEngine {
    let rules: [UserRule]
    var isActive: Bool { !rules.isEmpty }
    private var processStates: [UserRuleState]
    private var traceStates: [UserRuleState]
    private var sessionStates: [String: [UserRuleState]] = [:]
    private(set) var tallies: [RuleTally]

    init(rules: [UserRule]) {
        self.rules = rules
        processStates = Array(repeating: UserRuleState(), count: rules.count)
        traceStates = processStates
        tallies = rules.map { RuleTally(ruleID: $0.id, scope: $0.scope) }
    }

    func freshStates(scope: RuleScope) -> [UserRuleState] {
        rules.contains { $0.scope == scope } ? Array(repeating: UserRuleState(), count: rules.count) : []
    }

    static func code(of event: TraceEvent) -> Int {
        switch event.kind {
        case .callback: return event.method?.rawValue ?? -1
        case .notification: return event.notification?.rawValue ?? -1
        case .state: return event.name.flatMap(SilentTransition.init(rawValue:))?.position ?? -1
        default: return -1
        }
    }

    mutating func consume(_ event: TraceEvent, line: Int, checker: Checker) {
        let code = Self.code(of: event)
        // The follower's slot for the event's scene (none for kinds that move no scene).
        let sceneSlot =
            event.scene != nil && checker.step.sceneSlot >= 0 ? checker.judging(scene: checker.step.sceneSlot) : nil
        for (index, rule) in rules.enumerated() {
            if let profiles = rule.profiles, !profiles.contains(checker.profile) { continue }
            switch rule.scope {
            // Each state is copied out, stepped and written back: `step` also books tallies on self.
            case .trace:
                var state = traceStates[index]
                step(index, rule, &state, event, code, line, checker, scene: nil)
                traceStates[index] = state
            case .process:
                var state = processStates[index]
                step(index, rule, &state, event, code, line, checker, scene: nil)
                processStates[index] = state
            case .scene:
                guard let slot = sceneSlot, index < checker.sceneBooks[slot].user.count else { continue }
                var state = checker.sceneBooks[slot].user[index]
                step(index, rule, &state, event, code, line, checker, scene: slot)
                checker.sceneBooks[slot].user[index] = state
            case .session:
                guard let session = event.session, event.method != .didDiscardSceneSessions else { continue }
                var states = sessionStates[session] ?? freshStates(scope: .session)
                step(index, rule, &states[index], event, code, line, checker, scene: nil)
                sessionStates[session] = states
            }
        }
    }

    private mutating func step(
        _ index: Int, _ rule: UserRule, _ state: inout UserRuleState, _ event: TraceEvent,
        _ code: Int, _ line: Int, _ checker: Checker, scene: Int?
    ) {
        let time = event.time.microseconds
        if state.firstLine == 0 {
            state.firstLine = line
            state.firstTime = time
        }
        let within = rule.within?.microseconds
        // A time-bounded obligation whose deadline passed is broken now, not at the scope's end.
        if rule.template == .alwaysFollowedBy, state.open, let within, time - state.openTime > within {
            state.open = false
            fail(
                index, &state, seq: state.openSeq, line: state.openLine, checker, scene: scene,
                "\(rule.a) is not followed by \(rule.b?.description ?? "?") within \(rule.within?.description ?? "") s")
        }
        let isA = rule.a.matches(event, code: code)
        let isB = rule.b?.matches(event, code: code) ?? false
        switch rule.template {
        case .alwaysFollowedBy:
            if isB && state.open { state.open = false }
            if isA {
                state.activated = true
                if !state.open { open(&state, event, line) }
            }
        case .alwaysPrecedes:
            if isB {
                state.activated = true
                if !state.seenA {
                    fail(
                        index, &state, seq: event.seq, line: line, checker, scene: scene,
                        "\(rule.b?.description ?? "?") without \(rule.a) before it")
                } else if let within, time - state.lastATime > within {
                    fail(
                        index, &state, seq: event.seq, line: line, checker, scene: scene,
                        "\(rule.b?.description ?? "?") more than \(rule.within?.description ?? "") s after \(rule.a)")
                }
            }
            if isA {
                state.seenA = true
                state.lastATime = time
            }
        case .neverFollowedBy:
            // With `within`, only a b that close to the latest a breaks the rule.
            if isB && state.seenA && (within.map { time - state.lastATime <= $0 } ?? true) {
                fail(
                    index, &state, seq: event.seq, line: line, checker, scene: scene,
                    "\(rule.b?.description ?? "?") after \(rule.a) (line \(state.openLine))"
                        + (rule.within.map { ", within \($0) s" } ?? ""))
            }
            if isA {
                state.activated = true
                state.seenA = true
                state.openLine = line
                state.lastATime = time
            }
        case .immediatelyFollowedBy:
            let relevant = event.kind == rule.a.kind || event.kind == rule.b?.kind
            if state.open && relevant {
                state.open = false
                if !isB {
                    fail(
                        index, &state, seq: event.seq, line: line, checker, scene: scene,
                        "\(describe(event)) right after \(rule.a) (line \(state.openLine)); expected \(rule.b?.description ?? "?")"
                    )
                } else if let within, time - state.openTime > within {
                    fail(
                        index, &state, seq: event.seq, line: line, checker, scene: scene,
                        "\(rule.b?.description ?? "?") more than \(rule.within?.description ?? "") s after \(rule.a)")
                }
            }
            if isA {
                state.activated = true
                open(&state, event, line)
            }
        case .exactlyOnce, .atMostOnce:
            if isA {
                state.activated = true
                state.count += 1
                if let within, rule.template == .atMostOnce {
                    // At most once in any window of `within`: a second a that close to the previous one.
                    if state.count > 1 && time - state.lastATime <= within {
                        fail(
                            index, &state, seq: event.seq, line: line, checker, scene: scene,
                            "\(rule.a) again \(TraceTime(microseconds: time - state.lastATime)) s after the previous one; at most once within \(rule.within?.description ?? "") s"
                        )
                    }
                } else if state.count == 2 {
                    fail(
                        index, &state, seq: event.seq, line: line, checker, scene: scene,
                        "\(rule.a) a second time in the same \(rule.scope.rawValue)")
                } else if state.count == 1, rule.template == .exactlyOnce, let within, time - state.firstTime > within {
                    fail(
                        index, &state, seq: event.seq, line: line, checker, scene: scene,
                        "\(rule.a) \(TraceTime(microseconds: time - state.firstTime)) s into the \(rule.scope.rawValue); expected within \(rule.within?.description ?? "") s"
                    )
                }
                state.lastATime = time
            }
        case .absenceBetween:
            if isB { state.open = false }
            // With `within`, only the first `within` after a counts as between.
            if let forbidden = rule.forbidden, state.open, forbidden.matches(event, code: code),
                within.map({ time - state.openTime <= $0 }) ?? true
            {
                fail(
                    index, &state, seq: event.seq, line: line, checker, scene: scene,
                    "\(forbidden) between \(rule.a) (line \(state.openLine)) and \(rule.b?.description ?? "?")")
            }
            if isA {
                state.activated = true
                if !state.open { open(&state, event, line) }
            }
        case .returnsWithin:
            if isA {
                state.activated = true
                if let within, let duration = event.duration?.microseconds, duration > within {
                    fail(
                        index, &state, seq: event.seq, line: line, checker, scene: scene,
                        "\(rule.a) took \(event.duration?.description ?? "") s; the budget is \(rule.within?.description ?? "") s"
                    )
                }
            }
        }
    }

    private func open(_ state: inout UserRuleState, _ event: TraceEvent, _ line: Int) {
        state.open = true
        state.openSeq = event.seq
        state.openLine = line
        state.openTime = event.time.microseconds
    }

    private func describe(_ event: TraceEvent) -> String {
        event.method?.swiftName ?? event.name ?? event.kind.rawValue
    }

    private mutating func fail(
        _ index: Int, _ state: inout UserRuleState, seq: Int, line: Int, _ checker: Checker,
        scene: Int?, _ message: String
    ) {
        state.activated = true
        state.violated = true
        tallies[index].violations += 1
        checker.reportUser(rules[index], seq: seq, line: line, scene: scene, message)
    }

    /// Closes one scope instance: open obligations and missing occurrences become violations.
    private mutating func close(
        _ index: Int, _ state: inout UserRuleState, _ checker: Checker, scene: Int?, why: String
    ) {
        let rule = rules[index]
        switch rule.template {
        case .alwaysFollowedBy where state.open:
            fail(
                index, &state, seq: state.openSeq, line: state.openLine, checker, scene: scene,
                "\(rule.a) is never followed by \(rule.b?.description ?? "?") before \(why)")
        case .immediatelyFollowedBy where state.open:
            fail(
                index, &state, seq: state.openSeq, line: state.openLine, checker, scene: scene,
                "\(rule.a) is not followed by \(rule.b?.description ?? "?") before \(why)")
        case .exactlyOnce where state.count == 0:
            // Exactly-once is never vacuous: a scope without the event breaks it.
            fail(
                index, &state, seq: 0, line: max(state.firstLine, 1), checker, scene: scene,
                "\(rule.a) never occurs in this \(rule.scope.rawValue); expected exactly once")
        default:
            break
        }
        tallies[index].instances += 1
        if state.activated { tallies[index].activated += 1 }
        if state.violated { tallies[index].violated += 1 }
        state = UserRuleState()
    }

    mutating func endRun(checker: Checker) {
        guard isActive else { return }
        for (index, rule) in rules.enumerated() {
            if let profiles = rule.profiles, !profiles.contains(checker.profile) { continue }
            switch rule.scope {
            case .scene:
                for slot in checker.sceneBooks.indices where index < checker.sceneBooks[slot].user.count {
                    var state = checker.sceneBooks[slot].user[index]
                    close(index, &state, checker, scene: slot, why: "the process run ends")
                    checker.sceneBooks[slot].user[index] = state
                }
            default: break
            }
        }
    }

    /// Closes the process scope: at the next launch, or at the end of the trace.
    mutating func closeProcess(checker: Checker) {
        guard isActive else { return }
        for (index, rule) in rules.enumerated() where rule.scope == .process {
            if let profiles = rule.profiles, !profiles.contains(checker.profile) { continue }
            var state = processStates[index]
            if state.firstLine > 0 { close(index, &state, checker, scene: nil, why: "the process run ends") }
            processStates[index] = state
        }
    }

    mutating func finish(checker: Checker) {
        guard isActive else { return }
        for (index, rule) in rules.enumerated() {
            if let profiles = rule.profiles, !profiles.contains(checker.profile) { continue }
            switch rule.scope {
            case .trace:
                var state = traceStates[index]
                close(index, &state, checker, scene: nil, why: "the trace ends")
                traceStates[index] = state
            case .session:
                for key in sessionStates.keys.sorted() {
                    guard var states = sessionStates[key] else { continue }
                    close(index, &states[index], checker, scene: nil, why: "the trace ends")
                    sessionStates[key] = states
                }
            default: break
            }
        }
    }
}

extension Checker {
    /// Books a user rule's violation, with the scene's evidence when it has one.
    func reportUser(_ rule: UserRule, seq: Int, line: Int, scene: Int?, _ message: String) {
        guard violations.count < options.maxReported else {
            unreported += 1
            return
        }
        var evidence: [EvidenceLine] = []
        var sceneID: String? = nil
        if let scene, scene < sceneBooks.count {
            sceneID = sceneBooks[scene].id
            evidence = render(sceneBooks[scene].evidence, scene: sceneID, sceneStates: true)
        }
        violations.append(
            Violation(
                ruleID: rule.id, severity: rule.severity, seq: seq, line: line, message: message,
                scene: sceneID, citation: rule.location, section: rule.title, evidence: evidence))
    }
}
