/// Synoptic/Texada input: one event type per line, traces separated by a line `--`.
enum SynopticWriter {
    /// The activity name on one line (line breaks inside a name would split an event, so they
    /// become spaces).
    static func line(_ event: TraceEvent) -> String {
        let name = ExportActivity.name(of: event) ?? ""
        return String(name.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
    }
}
