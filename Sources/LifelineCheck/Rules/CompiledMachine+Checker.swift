import LifelineModel

/// The checker reads the model's compiled machines (`MachineIndex`) by state slot, as integers.
extension CompiledMachine {
    @inline(__always) func stateIndex(_ state: State) -> Int { state.slot }

    /// The state `trigger` leads to from `state`, preferring `recorded` (the event's `to`)
    /// when several edges exist; nil when the trigger is illegal from `state`.
    @inline(__always)
    func next(from state: Int, trigger: Int, recorded: Int? = nil) -> Int? {
        target(from: self.state(state), on: trigger, preferring: recorded.map(self.state))?.slot
    }

    /// Whether the trigger's edges from `state` leave it unchanged.
    @inline(__always)
    func isSelfLoop(from state: Int, trigger: Int) -> Bool { isSelfLoop(from: self.state(state), on: trigger) }
}
