import LifelineTrace

extension Checker {
    /// LC001 and LC002: the trace's own order, which every other rule relies on.
    func checkHygiene(_ event: EventRecord, line: Int) {
        activate(.seqIncreasing, .trace)
        activate(.timeMonotonic, .trace)
        if event.seq <= lastSeq {
            report(
                .seqIncreasing, .trace, seq: event.seq, line: line,
                "seq \(event.seq) does not increase (the previous event has seq \(lastSeq))")
        }
        let time = event.time.microseconds
        if time < lastTime {
            report(
                .timeMonotonic, .trace, seq: event.seq, line: line,
                "t \(event.time) goes backwards (the previous event is at \(TraceTime(microseconds: lastTime)))")
        }
        lastSeq = max(lastSeq, event.seq)
        lastTime = max(lastTime, time)
    }

    /// LC003: a recorded `from` that disagrees with the tracked state. `agrees` is the
    /// caller's comparison of the two, by the symbol's traits in the receiver's machine.
    func checkRecordedFrom(
        _ recorded: Symbol, agrees: Bool, tracked: String, event: EventRecord, line: Int,
        booking: Booking, what: @autoclosure () -> String
    ) {
        guard !recorded.isNone else { return }
        activate(.recordedStates, .trace)
        if !agrees {
            report(
                .recordedStates, booking, seq: event.seq, line: line,
                "\(what()) records from \"\(symbols.string(recorded) ?? "")\" but the events before it leave \(tracked)"
            )
        }
    }
}
