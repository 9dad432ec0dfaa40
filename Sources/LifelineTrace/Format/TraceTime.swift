/// A time in a trace: whole microseconds since the trace's start.
///
/// Kept as an integer so that reading and writing round-trip exactly and the same input
/// always gives the same bytes; written as seconds with 3 to 6 decimals (`0.004`, `1.250125`).
public struct TraceTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Whole microseconds since the trace's start.
    public var microseconds: Int64

    /// A time `microseconds` after the trace's start.
    public init(microseconds: Int64) { self.microseconds = microseconds }
    package init(milliseconds: Int64) { self.microseconds = milliseconds * 1_000 }
    package init(seconds: Double) { self.microseconds = Int64((seconds * 1_000_000).rounded()) }

    /// The start of the trace.
    public static let zero = TraceTime(microseconds: 0)
    /// The latest time a trace can hold: the reader accepts times below 9,000,000,000 s.
    package static let latest = TraceTime(microseconds: 9_000_000_000 * 1_000_000 - 1)
    /// The time in seconds.
    public var seconds: Double { Double(microseconds) / 1_000_000 }

    /// Earlier times sort first.
    public static func < (a: TraceTime, b: TraceTime) -> Bool { a.microseconds < b.microseconds }
    /// The sum of two times.
    public static func + (a: TraceTime, b: TraceTime) -> TraceTime {
        TraceTime(microseconds: a.microseconds + b.microseconds)
    }
    package static func - (a: TraceTime, b: TraceTime) -> TraceTime {
        TraceTime(microseconds: a.microseconds - b.microseconds)
    }

    /// Seconds with at least 3 and at most 6 decimals: `0.004`, `12.500`, `0.000125`.
    public var description: String {
        let sign = microseconds < 0 ? "-" : ""
        let magnitude = microseconds.magnitude
        var fraction = String(magnitude % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.count > 3, fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(sign)\(magnitude / 1_000_000).\(fraction)"
    }

    /// Parses a JSON number of seconds exactly (no floating point), rounding past 6 decimals.
    /// Returns nil for negative, exponent or out-of-range values.
    package init?(parsing text: String) {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit),
            let seconds = Int64(whole), seconds <= 9_000_000_000
        else { return nil }
        var micros: Int64 = 0
        if parts.count == 2 {
            let digits = parts[1]
            guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else { return nil }
            let kept = String(digits.prefix(6))
            micros = Int64(kept + String(repeating: "0", count: 6 - kept.count)) ?? 0
            if digits.count > 6, let next = digits.dropFirst(6).first, next >= "5" { micros += 1 }
        }
        self.microseconds = seconds * 1_000_000 + micros
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
