/// Synoptic/Texada input: one event type per line, traces separated by a line `--`.
enum SynopticWriter {
    /// The activity name on one line: a line break inside a name would split an event, so
    /// each one (LF, CR, CR LF, U+2028, U+2029) becomes a space. Scalars, not Characters:
    /// CR LF is one Character, equal to neither "\r" nor "\n".
    static func line(_ event: TraceEvent) -> String {
        let name = ExportActivity.name(of: event) ?? ""
        var out = String.UnicodeScalarView()
        var previousCR = false
        for scalar in name.unicodeScalars {
            defer { previousCR = scalar == "\r" }
            switch scalar {
            case "\n" where previousCR: continue
            case "\n", "\r", "\u{2028}", "\u{2029}": out.append(" ")
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
