import LifelineModel
import LifelineTrace

/// Where a violation or an activation is booked: the scope instance it counts against.
enum Booking {
    case trace
    case run
    case scene(Int)
    case session(String)
}

extension Checker {
    /// Whether `rule` is evaluated for this trace.
    @inline(__always) func enabled(_ rule: BuiltinRule) -> Bool { skipMask & rule.bit == 0 }

    /// Records that `rule` had something to check in `booking`'s scope instance.
    @inline(__always) func activate(_ rule: BuiltinRule, _ booking: Booking) {
        switch booking {
        case .trace: traceActivated |= rule.bit
        case .run: run.activated |= rule.bit
        case .scene(let slot): sceneBooks[slot].activated |= rule.bit
        case .session(let id): sessions[id, default: SessionRecord(run: runIndex)].activated |= rule.bit
        }
    }

    /// Reports a violation of `rule` at the event on `line`.
    func report(
        _ rule: BuiltinRule, _ booking: Booking, severity: Severity? = nil, seq: Int, line: Int,
        _ message: String, citation: Citation? = nil
    ) {
        guard enabled(rule) else { return }
        let entry = rule.rule
        var scene: String? = nil
        var session: String? = nil
        var evidence: [EvidenceLine]
        // Evidence comes from where the event happened; the masks from the rule's own scope.
        switch booking {
        case .scene(let slot):
            scene = sceneBooks[slot].id
            session = sceneBooks[slot].session
            evidence = render(sceneBooks[slot].evidence, scene: scene, sceneStates: true)
        case .session(let id):
            session = id
            evidence = render(run.evidence, scene: nil, sceneStates: false)
        case .trace, .run:
            evidence = render(run.evidence, scene: nil, sceneStates: false)
        }
        switch (entry.scope, booking) {
        case (.trace, _):
            traceActivated |= rule.bit
            traceViolated |= rule.bit
        case (.scene, .scene(let slot)):
            sceneBooks[slot].activated |= rule.bit
            sceneBooks[slot].violated |= rule.bit
        case (.session, .session(let id)):
            sessions[id, default: SessionRecord(run: runIndex)].activated |= rule.bit
            sessions[id, default: SessionRecord(run: runIndex)].violated |= rule.bit
        default:
            if !run.open && run.violated & rule.bit == 0 {
                // Outside any run (after a termination, or a trace with no launch): count the
                // stretch as an instance of its own, since no run will fold it.
                tallies[rule.rawValue].instances += 1
                tallies[rule.rawValue].activated += 1
                tallies[rule.rawValue].violated += 1
            }
            run.activated |= rule.bit
            run.violated |= rule.bit
        }
        tallies[rule.rawValue].violations += 1
        guard violations.count < options.maxReported else {
            unreported += 1
            return
        }
        violations.append(
            Violation(
                ruleID: entry.id, severity: severity ?? entry.severity, seq: seq, line: line, message: message,
                scene: scene, session: session, citation: citation?.url ?? entry.citation,
                section: citation?.section ?? entry.section, evidence: evidence))
    }

    func render(_ ring: EvidenceRing, scene: String?, sceneStates: Bool) -> [EvidenceLine] {
        ring.recent.map {
            EvidenceLine(line: $0.line, seq: $0.seq, text: $0.text(scene: scene, sceneStates: sceneStates))
        }
    }

    /// Adds a scope instance's masks to the tallies of the rules judged over `scope`.
    func fold(activated: UInt64, violated: UInt64, scope: RuleScope) {
        // Sceneless, the app stands in for its one implicit scene.
        var rules = Checker.rulesJudged(over: scope)
        if scope == .process && !usesScenes { rules |= Checker.rulesJudged(over: .scene) }
        rules &= ~skipMask
        while rules != 0 {
            let rule = rules.trailingZeroBitCount
            rules &= rules &- 1
            let bit: UInt64 = 1 << UInt64(rule)
            tallies[rule].instances += 1
            if activated & bit != 0 { tallies[rule].activated += 1 }
            if violated & bit != 0 { tallies[rule].violated += 1 }
        }
    }

    /// The rules judged over `scope`, as a mask: read from the catalogue once, not for every
    /// rule of every fold (a `Rule` copied, strings and all, once per rule per scene and run
    /// was 1.3% of `check`; Docs/performance-check-speed.md).
    private static func rulesJudged(over scope: RuleScope) -> UInt64 {
        switch scope {
        case .trace: return scopeMasks.trace
        case .process: return scopeMasks.process
        case .scene: return scopeMasks.scene
        case .session: return scopeMasks.session
        }
    }

    private static let scopeMasks: (trace: UInt64, process: UInt64, scene: UInt64, session: UInt64) = {
        var masks: (trace: UInt64, process: UInt64, scene: UInt64, session: UInt64) = (0, 0, 0, 0)
        for rule in BuiltinRule.allCases {
            switch rule.rule.scope {
            case .trace: masks.trace |= rule.bit
            case .process: masks.process |= rule.bit
            case .scene: masks.scene |= rule.bit
            case .session: masks.session |= rule.bit
            }
        }
        return masks
    }()

    /// An evidence entry for `event`; `from`/`to` are state indices in the receiver's machine.
    func evidenceEntry(_ event: EventRecord, line: Int, code: Int, from: Int, to: Int) -> EvidenceRing.Entry {
        EvidenceRing.Entry(
            line: line, seq: event.seq, kind: UInt8(event.kind.index), code: Int16(code),
            from: Int8(from), to: Int8(to))
    }

    /// Whether every callback among `triggers` is one an imported log never shows: then a
    /// violation "expected X first" cannot be judged.
    func unobservable(_ triggers: [Trigger]) -> Bool {
        guard let observed = options.observedCallbacks else { return false }
        let callbacks = triggers.compactMap(\.callback)
        return !callbacks.isEmpty && callbacks.allSatisfy { !observed.contains($0) }
    }
}

extension EventKind {
    /// Position in `allCases`, for integer evidence entries.
    var index: Int {
        switch self {
        case .action: return 0
        case .callback: return 1
        case .notification: return 2
        case .state: return 3
        case .phase: return 4
        case .environment: return 5
        case .note: return 6
        }
    }
}
