import LifelineTrace

/// The formats `lifeline export` writes, for tools outside Lifeline.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// IEEE 1849 XES, for process-mining tools (pm4py, ProM, Disco, Celonis).
    case xes
    /// One row per event, RFC 4180: `case,activity,timestamp,receiver,scene,kind,seq`.
    case csv
    /// One event per line, traces separated by `--`: what Synoptic and Texada read.
    case synoptic
    /// The console log a real app would have printed (NSLog lines): what `lifeline import`
    /// reads, for round trips and the import benchmark. Not grouped into cases.
    case console
    /// The same log as `log stream --style compact` prints it (`… Df Lifeline[1:1] [subsystem:category] …`).
    case consoleCompact = "console-compact"
    /// The same log in CocoaLumberjack's default format (`yyyy-MM-dd HH:mm:ss:SSS Lifeline[1:1] …`).
    case consoleLumberjack = "console-lumberjack"
    /// The same log as `-[Class selector]` (`__PRETTY_FUNCTION__`) with no time.
    case consoleObjC = "console-objc"

    /// The console style of a console format.
    var consoleStyle: ConsoleLogWriter.Style? {
        switch self {
        case .console: return .nslog
        case .consoleCompact: return .compact
        case .consoleLumberjack: return .lumberjack
        case .consoleObjC: return .objc
        case .xes, .csv, .synoptic: return nil
        }
    }
}

/// What a case (an XES trace, a CSV case id, a Synoptic trace) is.
public enum ExportCase: String, CaseIterable, Sendable {
    /// A process run: launch to termination (`run1`, `run2`, …).
    case run
    /// A scene object (`S1`, `S2`, …); events with no scene are left out.
    case scene
}
