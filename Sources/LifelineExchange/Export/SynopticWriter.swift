import LifelineTrace

/// Synoptic/Texada input: one event type per line, traces separated by a line `--`.
enum SynopticWriter {
    /// The line that separates traces.
    static let separator = "--"

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
        // A name that reads as the separator would split the trace in two: Synoptic has no
        // quoting, so it is written in double quotes, which no separator line has.
        let text = String(out)
        return text.trimmingSpaces == separator ? "\"\(text)\"" : text
    }
}

private extension String {
    /// Without leading and trailing spaces and tabs (Synoptic's reader trims lines).
    var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
