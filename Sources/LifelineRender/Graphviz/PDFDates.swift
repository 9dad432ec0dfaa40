#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LifelineSupport

/// The dates cairo writes into a PDF's information dictionary, made the same on every run.
///
/// cairo stamps `/CreationDate (D:YYYYMMDDHHmmSS…)` with the clock (1.16 ignores
/// SOURCE_DATE_EPOCH; later versions also write `/ModDate`), so two renders of one graph gave
/// different bytes. The fourteen digits become those of SOURCE_DATE_EPOCH when it is set, of
/// 1970-01-01 00:00:00 otherwise; the length does not change, so the cross-reference table's
/// byte offsets stay right.
enum PDFDates {
    static func normalize(_ pdf: inout [UInt8]) {
        let digits = Array(stamp(epoch: sourceDateEpoch).utf8)
        for key in ["/CreationDate", "/ModDate"] {
            let pattern = Array((key + " (D:").utf8)
            var index = 0
            while let found = firstIndex(of: pattern, in: pdf, from: index) {
                var position = found + pattern.count
                for digit in digits where position < pdf.count && isDigit(pdf[position]) {
                    pdf[position] = digit
                    position += 1
                }
                index = position
            }
        }
    }

    /// SOURCE_DATE_EPOCH (reproducible-builds.org) if it is a number of seconds, else 0.
    private static var sourceDateEpoch: Int64 {
        guard let text = getenv("SOURCE_DATE_EPOCH").map({ String(cString: $0) }), let value = Int64(text), value >= 0
        else { return 0 }
        return value
    }

    /// `YYYYMMDDHHmmSS` in UTC for seconds since 1970 (proleptic Gregorian, days from civil).
    static func stamp(epoch: Int64) -> String {
        let days = epoch / 86_400, seconds = epoch % 86_400
        let (year, month, day) = CivilDate.date(days: days)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText = String(String(year).suffix(4))
        return String(repeating: "0", count: 4 - yearText.count) + yearText
            + two(month) + two(day) + two(seconds / 3600) + two(seconds / 60 % 60) + two(seconds % 60)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
