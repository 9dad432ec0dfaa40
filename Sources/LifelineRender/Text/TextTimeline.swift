import LifelineSupport
import LifelineTrace

/// A timeline for the terminal (`--kind timeline --format txt`): at most 80 columns, one strip
/// per lane drawn with block characters, then the events one per line (or, past the detail
/// limit, a note to narrow the window). ANSI colours on a terminal.
package enum TextTimeline {
    /// Columns of the strip: 18 for the lane name, 2 borders, 58 buckets = 78 (< 80).
    package static let stripWidth = 58
    static let nameWidth = 18
    package static let width = 80

    package static func render(_ c: TimelineCollector, title: String, color: Bool) -> String {
        var out = ""
        func line(_ text: String) { out += text + "\n" }
        let span = c.start.map { "\(TraceTime(microseconds: $0)) s … \(TraceTime(microseconds: c.end)) s" } ?? "empty"
        line(fit("\(title) — profile \(c.profile.rawValue) — \(c.eventCount) events, \(span)"))
        let used = c.start == nil ? 0 : min(c.bucketCount, Int((c.end - (c.start ?? 0)) / c.bucketWidth) + 1)
        line(String(repeating: " ", count: nameWidth) + "┌" + String(repeating: "─", count: stripWidth) + "┐")
        for lane in c.lanes {
            guard let buckets = c.buckets[lane] else { continue }
            var strip = ""
            for (i, bucket) in buckets.prefix(stripWidth).enumerated() {
                strip += i < used ? cell(bucket, color: color) : " "
            }
            strip += String(repeating: " ", count: max(0, stripWidth - min(buckets.count, stripWidth)))
            line(pad(fit(c.title(of: lane), nameWidth - 1), nameWidth) + "│" + strip + "│")
        }
        line(String(repeating: " ", count: nameWidth) + "└" + String(repeating: "─", count: stripWidth) + "┘")
        let left = c.start.map { "\(TraceTime(microseconds: $0)) s" } ?? ""
        let right = "\(TraceTime(microseconds: (c.start ?? 0) + Int64(used) * c.bucketWidth)) s"
        line(String(repeating: " ", count: nameWidth + 1) + pad(left, stripWidth - right.count) + right)
        line(fit("  each column: \(TimeFormat.duration(c.bucketWidth)); the state held most of it:"))
        line(
            paint("█", "32", color) + " active  " + paint("▓", "33", color) + " inactive  " + paint("▒", "34", color)
                + " background  " + paint("░", "35", color) + " suspended  " + paint("·", "90", color)
                + " not running/unattached")
        line("│ events only  " + paint("!", "31", color) + " a problem (✗ not in the model, ⚑ rule)")
        // Only where drawn, so a trace that fixes every state reads as before.
        if c.buckets.values.contains(where: { $0.contains { ($0.stateTime.last ?? 0) > 0 } }) {
            line(paint("?", "90", color) + " left open: the trace allows several states (inactive or background…)")
        }
        line("")
        if c.aggregated {
            line(
                fit(
                    """
                    \(c.eventCount) events: too many to list (over \(c.options.detailLimit)); use --from/--to or \
                    --scene.
                    """
                ))
            return out
        }
        for mark in c.marks.sorted(by: { ($0.time, $0.seq) < ($1.time, $1.seq) }) {
            let time = pad(String(describing: TraceTime(microseconds: mark.time)), 9, right: true)
            let who = pad(fit(short(mark.lane), 10), 10)
            var text = mark.label
            if !mark.problems.isEmpty { text += " " + mark.problems.joined(separator: " ") }
            let body = fit(time + "  " + who + " " + symbol(mark) + " " + text)
            line(mark.problems.isEmpty ? body : paint(body, "31", color))
        }
        return out
    }

    private static func cell(_ bucket: TimelineBucket, color: Bool) -> String {
        if bucket.problems > 0 { return paint("!", "31", color) }
        let dominant = bucket.stateTime.enumerated().max { ($0.element, -$0.offset) < ($1.element, -$1.offset) }
        guard let dominant, dominant.element > 0 else { return bucket.events > 0 ? "│" : " " }
        switch TimelineCollector.stateNames[dominant.offset] {
        case "active", "foregroundActive": return paint("█", "32", color)
        case "inactive", "foregroundInactive": return paint("▓", "33", color)
        case "background": return paint("▒", "34", color)
        case "suspended": return paint("░", "35", color)
        case TimelineCollector.openState: return paint("?", "90", color)
        default: return paint("·", "90", color)
        }
    }

    private static func symbol(_ mark: TimelineMark) -> String {
        switch mark.kind {
        case .action: return mark.byUser ? "▼" : "▽"
        case .note: return "✎"
        case .callback: return "→"
        case .notification: return "✉"
        case .silent: return "∙"
        case .phase: return "◇"
        }
    }

    private static func short(_ lane: TimelineLane) -> String {
        switch lane {
        case .actions: return "action"
        case .app: return "app"
        case .appPhase: return "app phase"
        case let .scene(_, id): return id
        case let .scenePhase(_, id): return id + " phase"
        case let .viewController(_, id): return id.isEmpty ? "root VC" : id + " VC"
        case .notifications: return "notif."
        }
    }

    private static func paint(_ text: String, _ code: String, _ color: Bool) -> String {
        color ? "\u{1B}[\(code)m" + text + "\u{1B}[0m" : text
    }

    /// `text` cut to `width` characters (with an ellipsis), control characters shown as `␣`-like
    /// pictures so a hostile name cannot move the cursor or break the line.
    static func fit(_ text: String, _ width: Int = TextTimeline.width) -> String {
        var safe = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 {
                safe.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
            }
            // DEL, C1 controls, line separators and bidi controls: a visible escape, like
            // every other text output (`Escaping.Terminal`).
            else if Escaping.Terminal.needsEscape(scalar) {
                safe += Escaping.Terminal.escaped(String(scalar))
            } else {
                safe.unicodeScalars.append(scalar)
            }
        }
        return safe.count <= width ? safe : String(safe.prefix(width - 1)) + "…"
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let space = String(repeating: " ", count: max(0, width - text.count))
        return right ? space + text : text + space
    }
}
