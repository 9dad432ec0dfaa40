import LifelineTrace

extension Checker {
    /// Gives the violations reported at this event (from index `first` on) the event's own
    /// trace line, which the text report quotes. Cold: runs only when something was reported.
    func quoteSource(_ record: EventRecord, event: TraceEvent?, from first: Int) {
        let line = TraceEventCodec.encode(event ?? symbols.event(for: record))
        for index in first..<violations.count
        where violations[index].source == nil && violations[index].seq == record.seq {
            violations[index].source = line
        }
    }
}
