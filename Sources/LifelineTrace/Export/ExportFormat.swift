/// The formats `lifeline export` writes, for tools outside Lifeline.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// IEEE 1849 XES, for process-mining tools (pm4py, ProM, Disco, Celonis).
    case xes
    /// One row per event, RFC 4180: `case,activity,timestamp,receiver,scene,kind,seq`.
    case csv
    /// One event per line, traces separated by `--`: what Synoptic and Texada read.
    case synoptic
}

/// What a case (an XES trace, a CSV case id, a Synoptic trace) is.
public enum ExportCase: String, CaseIterable, Sendable {
    /// A process run: launch to termination (`run1`, `run2`, …).
    case run
    /// A scene object (`S1`, `S2`, …); events with no scene are left out.
    case scene
}
