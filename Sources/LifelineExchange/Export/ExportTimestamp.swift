import LifelineSupport
import LifelineTrace

/// Trace times as ISO 8601 date-times for tools that want absolute ones.
///
/// Traces hold seconds since their start; exports put that start at a fixed epoch,
/// 1970-01-01T00:00:00Z, so the same trace always exports to the same bytes and durations
/// read correctly (documented in Docs/real-apps.md).
package enum ExportTimestamp {
    /// `1970-01-01T00:00:00.023456+00:00` for t = 0.023456 s.
    package static func iso8601(_ time: TraceTime) -> String {
        let micros = max(time.microseconds, 0)
        let totalSeconds = micros / 1_000_000
        let days = totalSeconds / 86_400
        let secondOfDay = totalSeconds % 86_400
        let (year, month, day) = CivilDate.date(days: days)
        var out = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
        out +=
            "T" + pad(secondOfDay / 3_600, 2) + ":" + pad(secondOfDay % 3_600 / 60, 2) + ":" + pad(secondOfDay % 60, 2)
        out += "." + pad(micros % 1_000_000, 6) + "+00:00"
        return out
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
