import LifelineTrace

/// Durations and times in readable units, with integer arithmetic so the text is the same on
/// every machine: `250 µs`, `12.5 ms`, `2.00 s`, `3 min 20 s`.
package enum TimeFormat {
    /// A duration in the unit that suits it.
    package static func duration(_ microseconds: Int64) -> String {
        let us = max(microseconds, 0)
        if us == 0 { return "0 s" }
        if us < 1_000 { return "\(us) µs" }
        if us < 10_000 { return decimal(us, per: 1_000, digits: 2) + " ms" }
        if us < 1_000_000 { return decimal(us, per: 1_000, digits: 1) + " ms" }
        if us < 60_000_000 { return decimal(us, per: 1_000_000, digits: 2) + " s" }
        let seconds = us / 1_000_000
        if seconds < 3_600 { return "\(seconds / 60) min \(seconds % 60) s" }
        return "\(seconds / 3_600) h \((seconds % 3_600) / 60) min"
    }

    /// A point in time on an axis: seconds with as many decimals as `step` needs.
    package static func axis(_ time: TraceTime, step microseconds: Int64) -> String {
        let digits =
            microseconds >= 1_000_000
            ? 0 : microseconds >= 100_000 ? 1 : microseconds >= 10_000 ? 2 : microseconds >= 1_000 ? 3 : 6
        return decimal(time.microseconds, per: 1_000_000, digits: digits) + " s"
    }

    /// `value / per` rounded to `digits` decimals.
    static func decimal(_ value: Int64, per: Int64, digits: Int) -> String {
        var scale: Int64 = 1
        for _ in 0..<digits { scale *= 10 }
        let negative = value < 0
        let magnitude = abs(value)
        let scaled = (magnitude * scale + per / 2) / per
        var text = String(scaled / scale)
        if digits > 0 {
            let fraction = String(scaled % scale)
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return (negative ? "-" : "") + text
    }
}
