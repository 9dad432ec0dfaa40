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
        let (year, month, day) = civil(fromDays: days)
        var out = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
        out += "T" + pad(secondOfDay / 3_600, 2) + ":" + pad(secondOfDay % 3_600 / 60, 2) + ":" + pad(secondOfDay % 60, 2)
        out += "." + pad(micros % 1_000_000, 6) + "+00:00"
        return out
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    /// Year, month, day of `days` since 1970-01-01 (Howard Hinnant's algorithm).
    static func civil(fromDays z: Int64) -> (Int64, Int64, Int64) {
        let z = z + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
