import LifelineTrace

/// The runtime's deterministic clock: time moves only when the simulation says so.
///
/// Every delegate call costs `callbackCost`; delegate code that "takes time" calls
/// `advance(by:)`, and the documented budgets (`Budget`) are checked against the total.
public final class SimulatedClock {
    /// The current time since the trace's start.
    public var now: TraceTime { current }
    /// Stored apart, as `Application`'s state is.
    private var current: TraceTime = .zero
    /// What one delegate call costs when the delegate does not advance the clock.
    package let callbackCost: TraceTime

    init(callbackCost: TraceTime = TraceTime(microseconds: 1_000)) {
        self.callbackCost = callbackCost
    }

    /// Lets simulated delegate code take time: `application.clock.advance(by: .seconds(6))`.
    public func advance(by duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let micros = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
        if micros > 0 { current = current + TraceTime(microseconds: micros) }
    }

    /// Moves the clock forward to `time` (never backwards).
    func move(to time: TraceTime) {
        if current < time { current = time }
    }

    func advance(micros: Int64) {
        if micros > 0 { current = current + TraceTime(microseconds: micros) }
    }
}
