/// Tells when a callback line repeats the one before it as part of the same invocation: a
/// delegate method that prints several lines (`applicationDidEnterBackground: saving`,
/// `applicationDidEnterBackground: done`) is one call, not two.
///
/// The same callback on the very next line, with the same timestamp, thread and scene: a log with no
/// timestamps cannot tell one call from two, so there nothing is merged.
struct InvocationMerger {
    private var last: (line: Int, kind: ConsoleLine.Kind, timestamp: Int64, pid: Int64?, thread: UInt64?, scene: UInt64?)?

    /// Whether `parsed`, on line `number` (counted from 1), continues the previous line's call.
    mutating func continues(_ parsed: ConsoleLine, line number: Int) -> Bool {
        guard case .callback = parsed.kind, let timestamp = parsed.timestamp else {
            last = nil
            return false
        }
        defer { last = (number, parsed.kind, timestamp, parsed.pid, parsed.thread, parsed.sceneAddress) }
        guard let last, last.line == number - 1, last.kind == parsed.kind, last.timestamp == timestamp,
              last.pid == parsed.pid, last.thread == parsed.thread, last.scene == parsed.sceneAddress else { return false }
        return true
    }
}
