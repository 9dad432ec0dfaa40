import LifelineModel

/// A state machine of `LifelineModel` flattened for one profile into integer-indexed arrays,
/// so that checking an event is two array reads instead of a scan over the table's rows.
///
/// Triggers are numbered `Callback.rawValue` first, then the silent transitions.
///
/// A class, read through one reference: the checker consults it on every event, and a
/// struct of arrays would be copied (retaining each array) at each use.
final class LegalityTable<State: LifecycleState> {
    static var triggerCount: Int { triggerCounts.callbacks + triggerCounts.silent }
    static func index(of callback: Callback) -> Int { callback.rawValue }
    static func index(of silent: SilentTransition) -> Int { triggerCounts.callbacks + silent.position }

    let machine: StateMachine<State>
    let profile: Profile
    let states: [State]
    /// Per (state, trigger): bit mask of the states the edges lead to; 0 = illegal there.
    private let targets: [UInt8]
    /// Per (state, trigger): whether every edge is a self-loop (the trigger changes nothing).
    private let selfLoop: [Bool]
    /// Per trigger: the strongest basis among its rows anywhere (0 = no rows under the profile).
    private let strongest: [UInt8]

    init(_ machine: StateMachine<State>, profile: Profile) {
        self.machine = machine
        self.profile = profile
        let states = Array(State.allCases)
        self.states = states
        let n = states.count * Self.triggerCount
        var targets = [UInt8](repeating: 0, count: n)
        var selfLoop = [Bool](repeating: true, count: n)
        var strongest = [UInt8](repeating: 0, count: Self.triggerCount)
        for row in machine.transitions(for: profile) {
            guard let trigger = Self.triggerIndex(row.trigger),
                  let from = states.firstIndex(of: row.from), let to = states.firstIndex(of: row.to) else { continue }
            let cell = from * Self.triggerCount + trigger
            targets[cell] |= 1 << UInt8(to)
            if row.from != row.to { selfLoop[cell] = false }
            strongest[trigger] = max(strongest[trigger], row.citation.basis.strength)
        }
        self.targets = targets
        self.selfLoop = selfLoop
        self.strongest = strongest
    }

    static func triggerIndex(_ trigger: Trigger) -> Int? {
        switch trigger {
        case .callback(let callback): return index(of: callback)
        case .silent(let silent): return index(of: silent)
        default: return nil
        }
    }

    func stateIndex(_ state: State) -> Int { states.firstIndex(of: state) ?? 0 }

    /// The state `trigger` leads to from `state`, preferring `recorded` (the event's `to`)
    /// when several edges exist; nil when the trigger is illegal from `state`.
    func next(from state: Int, trigger: Int, recorded: Int? = nil) -> Int? {
        let mask = targets[state * Self.triggerCount + trigger]
        if mask == 0 { return nil }
        if let recorded, recorded >= 0, mask & (1 << UInt8(recorded)) != 0 { return recorded }
        return mask.trailingZeroBitCount
    }

    /// Whether the trigger's edges from `state` leave it unchanged.
    func isSelfLoop(from state: Int, trigger: Int) -> Bool { selfLoop[state * Self.triggerCount + trigger] }

    /// The strongest basis of the trigger's rows under the profile: the severity its violations get.
    func basis(of trigger: Int) -> FactBasis? { FactBasis(strength: strongest[trigger]) }

    /// The nearest documented row for `trigger`, for the violation's citation (cold path).
    func citation(for trigger: Trigger) -> Citation? {
        let rows = machine.transitions(for: profile).filter { $0.trigger == trigger }
        return (rows.first { $0.citation.basis == .documented } ?? rows.first)?.citation
    }

    /// "expected X first": the triggers that lead from `state` to a state where `trigger` is
    /// legal (cold path, only when reporting).
    func expectedFirst(from state: State, for trigger: Trigger) -> [Trigger] {
        let sources = machine.sources(of: trigger, profile: profile)
        var found: [Trigger] = []
        for row in machine.transitions(for: profile) where row.from == state && sources.contains(row.to)
            && row.from != row.to && !found.contains(row.trigger) {
            found.append(row.trigger)
        }
        return found
    }
}

/// How many callbacks and silent transitions there are, counted once.
private let triggerCounts = (callbacks: Callback.allCases.count, silent: SilentTransition.allCases.count)
