/// One reference state machine flattened for one profile into arrays indexed by
/// `state.slot * TriggerCode.count + trigger code`: the one compiled form of the model's
/// machines, which the follower, the checker and the runtime all read.
///
/// A class, shared through `MachineIndex.of(_:)`: consumers consult it on every event, and a
/// struct of arrays would be copied (retaining each array) at each use.
public final class CompiledMachine<State: LifecycleState>: @unchecked Sendable {  // immutable after init
    public let machine: StateMachine<State>
    public let profile: Profile
    /// Whether the machine has any edge under the profile (no scenes under `ios12`).
    public let applies: Bool
    // The look-ups below are `@inlinable` (and the tables they read `@usableFromInline`): the
    // checker calls them per event from another module, where an opaque generic method costs
    // a witness call per state and a metadata look-up.
    @usableFromInline let states = Array(State.allCases)
    /// Per cell: the states the edges lead to, as bits (`1 << slot`); 0 = illegal there.
    @usableFromInline let mask: [UInt8]
    /// Per cell: the first edge's target in the model's row order (-1: none).
    @usableFromInline let first: [Int8]
    /// Per cell: every target, in row order.
    @usableFromInline let ordered: [[State]]
    /// Per cell: whether every edge is a self-loop.
    @usableFromInline let selfLoop: [Bool]
    /// Per trigger: the targets of its edges from any state, as bits.
    @usableFromInline let anywhere: [UInt8]
    /// Per trigger: the strongest basis among its rows (nil: no rows under the profile).
    private let strongest: [FactBasis?]

    public init(_ machine: StateMachine<State>, profile: Profile) {
        self.machine = machine
        self.profile = profile
        let n = State.allCases.count * TriggerCode.count
        var mask = [UInt8](repeating: 0, count: n)
        var first = [Int8](repeating: -1, count: n)
        var ordered = [[State]](repeating: [], count: n)
        var selfLoop = [Bool](repeating: true, count: n)
        var anywhere = [UInt8](repeating: 0, count: TriggerCode.count)
        var strongest = [FactBasis?](repeating: nil, count: TriggerCode.count)
        let rows = machine.transitions(for: profile)
        for row in rows {
            let code = row.trigger.code
            let cell = row.from.slot * TriggerCode.count + code
            mask[cell] |= 1 << UInt8(row.to.slot)
            if first[cell] < 0 { first[cell] = Int8(row.to.slot) }
            ordered[cell].append(row.to)
            if row.from != row.to { selfLoop[cell] = false }
            anywhere[code] |= 1 << UInt8(row.to.slot)
            if CompiledMachine.rank(row.citation.basis) > CompiledMachine.rank(strongest[code]) { strongest[code] = row.citation.basis }
        }
        self.mask = mask
        self.first = first
        self.ordered = ordered
        self.selfLoop = selfLoop
        self.anywhere = anywhere
        self.strongest = strongest
        applies = !rows.isEmpty
    }

    private static func rank(_ basis: FactBasis?) -> Int {
        switch basis {
        case .documented: return 3
        case .observed: return 2
        case .unsure: return 1
        case nil: return 0
        }
    }

    /// The state whose `slot` is `slot`.
    @inlinable @inline(__always) public func state(_ slot: Int) -> State { states[slot] }

    @inlinable @inline(__always) func cell(_ state: State, _ code: Int) -> Int { state.slot * TriggerCode.count + code }

    /// Whether any edge leaves `state` on the trigger.
    @inlinable @inline(__always) public func allows(from state: State, on code: Int) -> Bool { mask[cell(state, code)] != 0 }

    /// Whether an edge leads from `state` to `target` on the trigger.
    @inlinable @inline(__always) public func leads(from state: State, on code: Int, to target: State) -> Bool {
        mask[cell(state, code)] & (1 << UInt8(target.slot)) != 0
    }

    /// Where the trigger leads from `state`: `preferring` when an edge leads there, else the
    /// first edge in the model's row order; nil when the trigger is illegal from `state`.
    @inlinable @inline(__always) public func target(from state: State, on code: Int, preferring: State? = nil) -> State? {
        let cell = cell(state, code)
        if let preferring, mask[cell] & (1 << UInt8(preferring.slot)) != 0 { return preferring }
        let slot = first[cell]
        return slot < 0 ? nil : states[Int(slot)]
    }

    /// A dense number for the move `from` —trigger→ `to`, in the model or not: what a
    /// consumer that counts the moves a trace makes indexes by.
    @inline(__always) public func moveNumber(from: State, on code: Int, to: State) -> Int {
        cell(from, code) * states.count + to.slot
    }

    /// The targets of the trigger's edges from `state`, in the model's row order.
    @inlinable @inline(__always) public func targets(from state: State, on code: Int) -> [State] { ordered[cell(state, code)] }

    /// Whether the trigger's edges from `state` all leave it unchanged.
    @inlinable @inline(__always) public func isSelfLoop(from state: State, on code: Int) -> Bool { selfLoop[cell(state, code)] }

    /// The one state every edge of the trigger leads to, from wherever it starts; nil when the
    /// edges lead to several states or there are none. What a step from an unknown state
    /// still knows (`sceneDidBecomeActive(_:)` leads to foregroundActive from anywhere).
    @inlinable @inline(__always) public func soleTarget(on code: Int) -> State? {
        let bits = anywhere[code]
        guard bits != 0, bits & (bits - 1) == 0 else { return nil }
        return states[bits.trailingZeroBitCount]
    }

    /// Whether the machine has an edge for the trigger anywhere under the profile.
    @inlinable @inline(__always) public func knows(_ code: Int) -> Bool { anywhere[code] != 0 }

    /// The strongest basis of the trigger's rows under the profile: what a violation of it weighs.
    public func basis(of code: Int) -> FactBasis? { strongest[code] }

    /// The nearest documented row of the trigger, for a violation's citation (cold path).
    public func citation(for trigger: Trigger) -> Citation? {
        let rows = machine.transitions(for: profile).filter { $0.trigger == trigger }
        return (rows.first { $0.citation.basis == .documented } ?? rows.first)?.citation
    }

    /// "expected X first": the triggers that lead from `state` to a state where `trigger` is
    /// legal (cold path, only when reporting).
    public func expectedFirst(from state: State, for trigger: Trigger) -> [Trigger] {
        let sources = machine.sources(of: trigger, profile: profile)
        var found: [Trigger] = []
        for row in machine.transitions(for: profile) where row.from == state && sources.contains(row.to)
            && row.from != row.to && !found.contains(row.trigger) {
            found.append(row.trigger)
        }
        return found
    }
}
