/// The prefix `NSLog` writes before each message:
/// `2019-10-09 14:02:11.123456+0200 MyApp[1234:56789] `.
///
/// Parsed by hand from the bytes, because the importer reads millions of lines a second and a
/// date formatter per line would cost more than everything else together.
struct NSLogPrefix: Equatable {
    /// Microseconds since 1970-01-01T00:00:00Z (the time-zone offset applied), so that lines
    /// written on either side of a DST change or by different zones still order correctly.
    var microseconds: Int64
    /// Where the message starts, after `AppName[pid:tid] `.
    var messageStart: Int

    /// Parses the prefix at the start of `line`, or returns nil when the line has none.
    ///
    /// Accepts 0 to 6 fractional digits (older NSLog wrote milliseconds) and an optional
    /// `±hhmm` offset; the process name may contain spaces.
    static func parse(_ line: UnsafeBufferPointer<UInt8>) -> NSLogPrefix? {
        // The cheapest possible rejection first: "dddd-" is rare in anything but a timestamp.
        guard line.count >= 20, ConsoleBytes.isDigit(line[0]), ConsoleBytes.isDigit(line[3]), line[4] == UInt8(ascii: "-") else { return nil }
        // Fixed positions: "yyyy-MM-dd HH:mm:ss" is 19 bytes.
        @inline(__always) func digits(_ at: Int, _ width: Int) -> Int64? {
            var value: Int64 = 0
            for k in at..<(at + width) {
                let d = line[k] &- 48
                guard d < 10 else { return nil }
                value = value * 10 + Int64(d)
            }
            return value
        }
        let dash = UInt8(ascii: "-"), colon = UInt8(ascii: ":")
        guard line[7] == dash, line[10] == UInt8(ascii: " ") || line[10] == UInt8(ascii: "T"),
              line[13] == colon, line[16] == colon,
              let year = digits(0, 4), let month = digits(5, 2), let day = digits(8, 2),
              let hour = digits(11, 2), let minute = digits(14, 2), let second = digits(17, 2),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else { return nil }
        var i = 19
        func expect(_ byte: UInt8) -> Bool {
            guard i < line.count, line[i] == byte else { return false }
            i += 1
            return true
        }
        var fraction: Int64 = 0
        if expect(UInt8(ascii: ".")) {
            var count = 0
            while i < line.count, ConsoleBytes.isDigit(line[i]) {
                if count < 6 { fraction = fraction * 10 + Int64(line[i] &- 48) }
                count += 1
                i += 1
            }
            guard count > 0 else { return nil }
            for _ in min(count, 6)..<6 { fraction *= 10 }
        }
        var offsetSeconds: Int64 = 0
        if i < line.count, line[i] == UInt8(ascii: "+") || line[i] == UInt8(ascii: "-") {
            let negative = line[i] == UInt8(ascii: "-")
            i += 1
            guard i + 2 <= line.count, let hours = digits(i, 2) else { return nil }
            i += 2
            _ = expect(UInt8(ascii: ":"))
            guard i + 2 <= line.count, let minutes = digits(i, 2) else { return nil }
            i += 2
            offsetSeconds = (hours * 3600 + minutes * 60) * (negative ? -1 : 1)
        } else if i < line.count, line[i] == UInt8(ascii: "Z") {
            i += 1
        }
        guard expect(UInt8(ascii: " ")), let messageStart = processTagEnd(line, from: i) else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offsetSeconds
        return NSLogPrefix(microseconds: seconds * 1_000_000 + fraction, messageStart: messageStart)
    }

    /// The index after `AppName[pid:tid] `: the first `[digits:alnum]` after `from`.
    private static func processTagEnd(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var i = start
        while i < line.count {
            if line[i] == UInt8(ascii: "["), i > start {
                var j = i + 1
                let pidStart = j
                while j < line.count, ConsoleBytes.isDigit(line[j]) { j += 1 }
                if j > pidStart, j < line.count, line[j] == UInt8(ascii: ":") {
                    j += 1
                    let tidStart = j
                    while j < line.count, ConsoleBytes.isAlphanumeric(line[j]) { j += 1 }
                    if j > tidStart, j < line.count, line[j] == UInt8(ascii: "]") {
                        j += 1
                        if j < line.count, line[j] == UInt8(ascii: " ") { j += 1 }
                        return j
                    }
                }
            }
            i += 1
        }
        return nil
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

