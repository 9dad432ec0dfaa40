#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LifelineSupport
import LifelineTrace

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

    /// What the previous line's prefix was: the lines of a log mostly share their second and
    /// their process tag, so the same bytes there need not be read again.
    struct Cache {
        /// The date and time of day, `yyyy-MM-dd HH:mm:ss` (19 bytes), and their seconds.
        fileprivate var clock: (UInt64, UInt64, UInt32) = (0, 0, 0)
        fileprivate var clockSeconds: Int64?
        /// What follows the fraction up to the message, ` +0200 AppName[pid:tid] ` (empty:
        /// none yet, or a tag not followed by a space), and the zone offset it gives.
        fileprivate var suffix: [UInt8] = []
        fileprivate var suffixOffset: Int64 = 0
    }

    /// Parses the prefix at the start of `line`, or returns nil when the line has none.
    ///
    /// Accepts 0 to 6 fractional digits (older NSLog wrote milliseconds) and an optional
    /// `±hhmm` offset; the process name may contain spaces.
    static func parse(_ line: UnsafeBufferPointer<UInt8>) -> NSLogPrefix? {
        var cache = Cache()
        return parse(line, cache: &cache)
    }

    /// As `parse(_:)`, reusing what `cache` remembers of the previous line: the same bytes
    /// give the same result, so only the parts that changed are read.
    static func parse(_ line: UnsafeBufferPointer<UInt8>, cache: inout Cache) -> NSLogPrefix? {
        // The cheapest possible rejection first: "dddd-" is rare in anything but a timestamp.
        guard line.count >= 20, let base = line.baseAddress, ConsoleBytes.isDigit(line[0]),
            ConsoleBytes.isDigit(line[3]),
            line[4] == UInt8(ascii: "-")
        else { return nil }
        let raw = UnsafeRawPointer(base)
        let clock = (
            raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
            raw.loadUnaligned(fromByteOffset: 15, as: UInt32.self)
        )
        let clockSeconds: Int64
        if let known = cache.clockSeconds, clock == cache.clock {
            clockSeconds = known
        } else {
            guard let parsed = parseClock(line) else { return nil }
            cache.clock = clock
            cache.clockSeconds = parsed
            clockSeconds = parsed
        }
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
        let suffixStart = i
        var offsetSeconds: Int64 = 0
        let messageStart: Int
        if !cache.suffix.isEmpty, i + cache.suffix.count <= line.count,
            cache.suffix.withUnsafeBufferPointer({ known in
                known.baseAddress.map { memcmp($0, base + i, known.count) == 0 } ?? false
            })
        {
            // The same bytes through the tag's closing "] ": the same zone, and the tag ends
            // at the same place.
            offsetSeconds = cache.suffixOffset
            messageStart = i + cache.suffix.count
        } else {
            if i < line.count, line[i] == UInt8(ascii: "+") || line[i] == UInt8(ascii: "-") {
                let negative = line[i] == UInt8(ascii: "-")
                i += 1
                guard i + 2 <= line.count, let hours = ConsoleBytes.digits(line, i, 2) else { return nil }
                i += 2
                _ = expect(UInt8(ascii: ":"))
                guard i + 2 <= line.count, let minutes = ConsoleBytes.digits(line, i, 2) else { return nil }
                i += 2
                offsetSeconds = (hours * 3600 + minutes * 60) * (negative ? -1 : 1)
            } else if i < line.count, line[i] == UInt8(ascii: "Z") {
                i += 1
            }
            guard expect(UInt8(ascii: " ")), let end = processTagEnd(line, from: i) else { return nil }
            messageStart = end
            let tagEndsInSpace = end > i && line[end - 1] == UInt8(ascii: " ") && line[end - 2] == UInt8(ascii: "]")
            cache.suffix = tagEndsInSpace ? Array(UnsafeBufferPointer(rebasing: line[suffixStart..<end])) : []
            cache.suffixOffset = offsetSeconds
        }
        let seconds = clockSeconds - offsetSeconds
        return NSLogPrefix(microseconds: seconds * 1_000_000 + fraction, messageStart: messageStart)
    }

    /// `yyyy-MM-dd HH:mm:ss` (the first 19 bytes) as seconds since 1970 in the line's own zone.
    private static func parseClock(_ line: UnsafeBufferPointer<UInt8>) -> Int64? {
        // Fixed positions: "yyyy-MM-dd HH:mm:ss" is 19 bytes.
        let dash = UInt8(ascii: "-"), colon = UInt8(ascii: ":")
        guard line[7] == dash, line[10] == UInt8(ascii: " ") || line[10] == UInt8(ascii: "T"),
            line[13] == colon, line[16] == colon,
            let year = ConsoleBytes.digits(line, 0, 4), let month = ConsoleBytes.digits(line, 5, 2),
            let day = ConsoleBytes.digits(line, 8, 2),
            let hour = ConsoleBytes.digits(line, 11, 2), let minute = ConsoleBytes.digits(line, 14, 2),
            let second = ConsoleBytes.digits(line, 17, 2),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        let days = CivilDate.days(year: year, month: month, day: day)
        return days * 86_400 + hour * 3_600 + minute * 60 + second
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
}
