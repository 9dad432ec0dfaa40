/// One reference state machine flattened for one profile into arrays indexed by
/// `state.slot * TriggerCode.count + trigger code`: the one compiled form of the model's
/// machines, which the follower, the checker and the runtime all read.
///
/// A class, shared through `MachineIndex.of(_:)`: consumers consult it on every event, and a
/// struct of arrays would be copied (retaining each array) at each use.
// `@unchecked Sendable`: immutable after init.
@usableFromInline package final class CompiledMachine<State: LifecycleState>: @unchecked Sendable {
    /// The machine the tables were compiled from.
    @usableFromInline package let machine: StateMachine<State>
    /// The profile whose edges the tables hold.
    @usableFromInline package let profile: Profile
    /// Whether the machine has any edge under the profile (no scenes under `ios12`).
    @usableFromInline package let applies: Bool
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
    /// Per cell: the strongest basis among its rows, as `rank` (0: no row).
    @usableFromInline let cellRank: [UInt8]
    /// Per trigger: the states it has an edge from, as bits.
    @usableFromInline let sources: [UInt8]
    /// Every state of the machine, as bits: the set of a state nothing is known of.
    @usableFromInline package let everyState: UInt8
    /// The edges a trace may leave out as a device variant (`SceneMachine.unshown`), under the profile.
    @usableFromInline package let unshown: [Transition<State>]
    /// The states some unshown edge leaves, as bits.
    @usableFromInline let unshownSources: UInt8

    /// Compiles `machine`'s edges under `profile`; `unshown` are the edges a trace may take without showing them.
    @usableFromInline package init(_ machine: StateMachine<State>, profile: Profile, unshown: [Transition<State>] = [])
    {
        self.machine = machine
        self.profile = profile
        let unshown = unshown.filter { $0.profiles.contains(profile) }
        self.unshown = unshown
        unshownSources = unshown.reduce(0) { $0 | (1 << UInt8($1.from.slot)) }
        let n = State.allCases.count * TriggerCode.count
        var mask = [UInt8](repeating: 0, count: n)
        var first = [Int8](repeating: -1, count: n)
        var ordered = [[State]](repeating: [], count: n)
        var selfLoop = [Bool](repeating: true, count: n)
        var anywhere = [UInt8](repeating: 0, count: TriggerCode.count)
        var strongest = [FactBasis?](repeating: nil, count: TriggerCode.count)
        var cellRank = [UInt8](repeating: 0, count: n)
        var sources = [UInt8](repeating: 0, count: TriggerCode.count)
        let rows = machine.transitions(for: profile)
        for row in rows {
            let code = row.trigger.code
            let cell = row.from.slot * TriggerCode.count + code
            mask[cell] |= 1 << UInt8(row.to.slot)
            if first[cell] < 0 { first[cell] = Int8(row.to.slot) }
            ordered[cell].append(row.to)
            if row.from != row.to { selfLoop[cell] = false }
            anywhere[code] |= 1 << UInt8(row.to.slot)
            if CompiledMachine.rank(row.citation.basis) > CompiledMachine.rank(strongest[code]) {
                strongest[code] = row.citation.basis
            }
            cellRank[cell] = max(cellRank[cell], UInt8(CompiledMachine.rank(row.citation.basis)))
            sources[code] |= 1 << UInt8(row.from.slot)
        }
        self.cellRank = cellRank
        self.sources = sources
        everyState = UInt8(truncatingIfNeeded: (1 << State.allCases.count) - 1)
        self.mask = mask
        self.first = first
        self.ordered = ordered
        self.selfLoop = selfLoop
        self.anywhere = anywhere
        self.strongest = strongest
        applies = !rows.isEmpty
    }

    static func rank(_ basis: FactBasis?) -> Int {
        switch basis {
        case .documented: return 3
        case .observed: return 2
        case .unsure: return 1
        case nil: return 0
        }
    }

    // MARK: Sets of states (the readings a trace leaves open; Docs/following.md)

    /// The states of `bits` (bit `1 << slot` per state) the trigger has an edge from.
    @inlinable @inline(__always) package func sources(in bits: UInt8, on code: Int) -> UInt8 { bits & sources[code] }

    /// Where the trigger's edges lead from any state of `bits`, as bits.
    @inlinable package func image(of bits: UInt8, on code: Int) -> UInt8 {
        // One state (the common case): one read.
        if bits & (bits &- 1) == 0 { return bits == 0 ? 0 : mask[bits.trailingZeroBitCount * TriggerCode.count + code] }
        var result: UInt8 = 0
        var rest = bits
        while rest != 0 {
            let slot = rest.trailingZeroBitCount
            result |= mask[slot * TriggerCode.count + code]
            rest &= rest - 1
        }
        return result
    }

    /// The strongest basis of the trigger's edges from any state of `bits` (nil: none).
    @inlinable package func basis(from bits: UInt8, on code: Int) -> FactBasis? {
        var best: UInt8 = 0
        var rest = bits
        while rest != 0 {
            best = max(best, cellRank[rest.trailingZeroBitCount * TriggerCode.count + code])
            rest &= rest &- 1
        }
        switch best {
        case 3: return .documented
        case 2: return .observed
        case 1: return .unsure
        default: return nil
        }
    }

    /// The one state of `bits`, or nil when it holds none or several.
    @inlinable @inline(__always) package func single(_ bits: UInt8) -> State? {
        bits != 0 && bits & (bits - 1) == 0 ? states[bits.trailingZeroBitCount] : nil
    }

    /// `states` as bits.
    @inlinable @inline(__always) package func bits(_ state: State?) -> UInt8 {
        state.map { 1 << UInt8($0.slot) } ?? everyState
    }

    /// What `bits` may have become through moves the trace cannot show (`hidden`, trigger
    /// codes): every state reachable from one of `bits` along those triggers' edges.
    @usableFromInline package func closure(of bits: UInt8, hidden: [Int]) -> UInt8 {
        var result = bits
        while true {
            var next = result
            for code in hidden { next |= image(of: result, on: code) }
            if next == result { return result }
            result = next
        }
    }

    /// The index in `unshown` of the first edge from a state of `bits` (-1: none): an integer,
    /// so that a step that needs none copies no `Transition`.
    @usableFromInline package func unshownEdge(from bits: UInt8) -> Int {
        guard bits & unshownSources != 0 else { return -1 }
        return unshown.firstIndex { bits & (1 << UInt8($0.from.slot)) != 0 } ?? -1
    }

    /// The trigger among `hidden` whose edge leads from `from` to `to`, if any: the unseen
    /// move a step names when it had to come first.
    @usableFromInline package func hiddenMove(from: State, to: State, hidden: [Int]) -> Int? {
        hidden.first { leads(from: from, on: $0, to: to) }
    }

    /// The state whose `slot` is `slot`.
    @inlinable @inline(__always) package func state(_ slot: Int) -> State { states[slot] }

    @inlinable @inline(__always) func cell(_ state: State, _ code: Int) -> Int { state.slot * TriggerCode.count + code }

    /// Whether any edge leaves `state` on the trigger.
    @inlinable @inline(__always) package func allows(from state: State, on code: Int) -> Bool {
        mask[cell(state, code)] != 0
    }

    /// Whether an edge leads from `state` to `target` on the trigger.
    @inlinable @inline(__always) package func leads(from state: State, on code: Int, to target: State) -> Bool {
        mask[cell(state, code)] & (1 << UInt8(target.slot)) != 0
    }

    /// Where the trigger leads from `state`: `preferring` when an edge leads there, else the
    /// first edge in the model's row order; nil when the trigger is illegal from `state`.
    @inlinable @inline(__always) package func target(from state: State, on code: Int, preferring: State? = nil)
        -> State?
    {
        let cell = cell(state, code)
        if let preferring, mask[cell] & (1 << UInt8(preferring.slot)) != 0 { return preferring }
        let slot = first[cell]
        return slot < 0 ? nil : states[Int(slot)]
    }

    /// A dense number for the move `from` —trigger→ `to`, in the model or not: what a
    /// consumer that counts the moves a trace makes indexes by.
    @inline(__always) @usableFromInline package func moveNumber(from: State, on code: Int, to: State) -> Int {
        cell(from, code) * states.count + to.slot
    }

    /// The targets of the trigger's edges from `state`, in the model's row order.
    @inlinable @inline(__always) package func targets(from state: State, on code: Int) -> [State] {
        ordered[cell(state, code)]
    }

    /// Whether the trigger's edges from `state` all leave it unchanged.
    @inlinable @inline(__always) package func isSelfLoop(from state: State, on code: Int) -> Bool {
        selfLoop[cell(state, code)]
    }

    /// The one state every edge of the trigger leads to, from wherever it starts; nil when the
    /// edges lead to several states or there are none. What a step from an unknown state
    /// still knows (`sceneDidBecomeActive(_:)` leads to foregroundActive from anywhere).
    @inlinable @inline(__always) package func soleTarget(on code: Int) -> State? {
        let bits = anywhere[code]
        guard bits != 0, bits & (bits - 1) == 0 else { return nil }
        return states[bits.trailingZeroBitCount]
    }

    /// Every state the trigger's edges lead to, from wherever they start, as bits (0: none).
    /// What a step from an unknown state still knows: `didFinishLaunching` leaves the app
    /// inactive or background, whatever came before.
    @inlinable @inline(__always) package func targets(on code: Int) -> UInt8 { anywhere[code] }

    /// Whether the machine has an edge for the trigger anywhere under the profile.
    @inlinable @inline(__always) package func knows(_ code: Int) -> Bool { anywhere[code] != 0 }

    /// The strongest basis of the trigger's rows under the profile: what a violation of it weighs.
    @usableFromInline package func basis(of code: Int) -> FactBasis? { strongest[code] }

    /// The nearest documented row of the trigger, for a violation's citation (cold path).
    @usableFromInline package func citation(for trigger: Trigger) -> Citation? {
        let rows = machine.transitions(for: profile).filter { $0.trigger == trigger }
        return (rows.first { $0.citation.basis == .documented } ?? rows.first)?.citation
    }

    /// "expected X first": the triggers that lead from `state` to a state where `trigger` is
    /// legal (cold path, only when reporting).
    ///
    /// Only DOCUMENTED rows count on both sides: a device variant (an OBSERVED edge into the
    /// trigger's source, such as the swipe-kill's disconnect) is not what a reader should have
    /// done first.
    @usableFromInline package func expectedFirst(from state: State, for trigger: Trigger) -> [Trigger] {
        let rows = machine.transitions(for: profile).filter { $0.citation.basis == .documented }
        let sources = Set(rows.filter { $0.trigger == trigger }.map(\.from))
        var found: [Trigger] = []
        for row in rows
        where row.from == state && sources.contains(row.to) && row.from != row.to && !found.contains(row.trigger) {
            found.append(row.trigger)
        }
        return found
    }
}
