import LifelineModel

/// Constants of trace format version 1 (JSON Lines: a header line, then one event per line).
public enum TraceFormat {
    /// The format version written in the header's `lifeline` field.
    public static let version = 1
}
