import LifelineSupport
import LifelineTrace

/// The time, process id and thread a console line's prefix gives, in any of the styles the
/// importer knows; read only for lines that are events.
///
/// - a date and time: `2024-01-02 09:41:07.015123+0100` (NSLog, `log stream`, Xcode 15),
///   `2024-01-02 09:41:07:015` and `2024/01/02 09:41:07:015` (CocoaLumberjack), `T` between
///   them, a zone `±hhmm`, `±hh:mm` or `Z`, or none (the log's own clock);
/// - a time of day alone: `09:41:07.015`, `[09:41:07]`, Console.app's `09:41:07.015123+0100`
///   column (microseconds since midnight: the log shows no date);
/// - `Name[pid:tid]` (NSLog, `log stream --style compact`, CocoaLumberjack), `Name[pid]:`
///   after a time (`log show --style syslog`), and `log stream`'s default columns
///   `0xTID  Type  0xActivity  PID  TTL`;
/// - `Timestamp: …`, `PID: …` and `TID: …` fields (Xcode 15's metadata, copied with the line;
///   Xcode 16 and later write them on the line after, read by `XcodeConsoleEntries`).
struct LineMetadata: Equatable {
    /// Microseconds since 1970 (UTC when the line gives a zone), or since midnight for a time of day.
    var timestamp: Int64?
    var pid: Int64?
    var thread: UInt64?

    /// Reads `line[..<limit]` (the part before the callback's name).
    static func read(_ line: UnsafeBufferPointer<UInt8>, upTo limit: Int) -> LineMetadata {
        var result = LineMetadata()
        var i = 0
        var tokens = 0
        // log stream's default columns after the timestamp: thread, type, activity, pid.
        var column = -1
        while i < limit, tokens < 16 {
            while i < limit, isSeparator(line[i]) { i += 1 }
            guard i < limit else { break }
            tokens += 1
            if result.timestamp == nil, let (time, end) = timestamp(line, at: i, limit: limit) {
                result.timestamp = time
                i = end
                column = 0
                continue
            }
            var end = i
            while end < limit, !isSeparator(line[end]) { end += 1 }
            let token = UnsafeBufferPointer(rebasing: line[i..<end])
            switch column {
            case 0:
                // Only `0x…`: a word like `Df` (compact style's type) reads as hex too.
                if token.count > 2, token[token.startIndex + 1] == UInt8(ascii: "x"), let thread = hex(token) {
                    result.thread = thread
                    column = 1
                } else {
                    column = -1
                }
            case 1:
                column = 2
            case 2:
                column = hex(token) != nil ? 3 : -1
            case 3:
                if let pid = decimal(token) { result.pid = pid }
                column = -1
            default:
                break
            }
            i = end
        }
        if let (pid, thread) = processTag(line, upTo: limit) {
            result.pid = pid
            result.thread = thread
        } else if result.timestamp != nil, result.pid == nil, let pid = syslogProcess(line, upTo: limit) {
            result.pid = pid
        }
        if result.timestamp == nil || result.pid == nil { readFields(line, into: &result) }
        return result
    }

    @inline(__always) private static func isSeparator(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == UInt8(ascii: "[") || b == UInt8(ascii: "]") || b == UInt8(ascii: "|")
    }

    /// A date and time, or a time of day, at `at`; and where it ends.
    static func timestamp(_ line: UnsafeBufferPointer<UInt8>, at start: Int, limit: Int) -> (Int64, Int)? {
        var i = start
        var days: Int64? = nil
        if start + 10 <= limit, let year = ConsoleBytes.digits(line, i, 4),
            line[i + 4] == UInt8(ascii: "-") || line[i + 4] == UInt8(ascii: "/"),
            line[i + 7] == line[i + 4], let month = ConsoleBytes.digits(line, i + 5, 2),
            let day = ConsoleBytes.digits(line, i + 8, 2),
            (1...12).contains(month), (1...31).contains(day)
        {
            days = CivilDate.days(year: year, month: month, day: day)
            i += 10
            guard i < limit, line[i] == 0x20 || line[i] == UInt8(ascii: "T") else { return nil }
            i += 1
        }
        guard i + 8 <= limit, let hour = ConsoleBytes.digits(line, i, 2), line[i + 2] == UInt8(ascii: ":"),
            let minute = ConsoleBytes.digits(line, i + 3, 2),
            line[i + 5] == UInt8(ascii: ":"), let second = ConsoleBytes.digits(line, i + 6, 2), hour < 24, minute < 60,
            second < 61
        else { return nil }
        i += 8
        var fraction: Int64 = 0
        if i + 1 < limit, line[i] == UInt8(ascii: ".") || line[i] == UInt8(ascii: ":") || line[i] == UInt8(ascii: ","),
            ConsoleBytes.isDigit(line[i + 1])
        {
            i += 1
            var count = 0
            while i < limit, ConsoleBytes.isDigit(line[i]) {
                if count < 6 { fraction = fraction * 10 + Int64(line[i] &- 48) }
                count += 1
                i += 1
            }
            for _ in min(count, 6)..<6 { fraction *= 10 }
        }
        var offset: Int64 = 0
        if i < limit, line[i] == UInt8(ascii: "Z") {
            i += 1
        } else if i + 3 <= limit, line[i] == UInt8(ascii: "+") || line[i] == UInt8(ascii: "-"),
            let hours = ConsoleBytes.digits(line, i + 1, 2)
        {
            let sign: Int64 = line[i] == UInt8(ascii: "-") ? -1 : 1
            var k = i + 3
            if k < limit, line[k] == UInt8(ascii: ":") { k += 1 }
            if k + 2 <= limit, let minutes = ConsoleBytes.digits(line, k, 2) {
                offset = sign * (hours * 3600 + minutes * 60)
                i = k + 2
            }
        }
        let seconds = (days ?? 0) * 86_400 + hour * 3_600 + minute * 60 + second - offset
        return (seconds * 1_000_000 + fraction, i)
    }

    /// `[pid:tid]` after a process name: the first `[digits:alphanumerics]` before `limit`.
    static func processTag(_ line: UnsafeBufferPointer<UInt8>, upTo limit: Int) -> (Int64, UInt64?)? {
        var i = 0
        while i < limit, let open = ConsoleBytes.find(UInt8(ascii: "["), in: line, from: i), open < limit {
            var j = open + 1
            let pidStart = j
            while j < limit, ConsoleBytes.isDigit(line[j]) { j += 1 }
            if j > pidStart, j < limit, line[j] == UInt8(ascii: ":"),
                let pid = decimal(UnsafeBufferPointer(rebasing: line[pidStart..<j]))
            {
                let tidStart = j + 1
                var k = tidStart
                while k < limit, ConsoleBytes.isAlphanumeric(line[k]) { k += 1 }
                if k > tidStart, k < line.count, line[k] == UInt8(ascii: "]") {
                    return (pid, hex(UnsafeBufferPointer(rebasing: line[tidStart..<k])))
                }
            }
            i = open + 1
        }
        return nil
    }

    /// `Name[pid]:` after the time (`log show --style syslog`: `2024-01-02 09:41:07.015123-0800
    /// localhost Shop[512]: …`, the host then the process, no thread): the first `[digits]:`
    /// right after a name, before `limit`.
    static func syslogProcess(_ line: UnsafeBufferPointer<UInt8>, upTo limit: Int) -> Int64? {
        var i = 0
        while i < limit, let open = ConsoleBytes.find(UInt8(ascii: "["), in: line, from: i), open < limit {
            var j = open + 1
            while j < limit, ConsoleBytes.isDigit(line[j]) { j += 1 }
            if open > 0, LineScan.isWordByte(line[open - 1]), j > open + 1, j + 1 < line.count,
                line[j] == UInt8(ascii: "]"), line[j + 1] == UInt8(ascii: ":")
            {
                return decimal(UnsafeBufferPointer(rebasing: line[(open + 1)..<j]))
            }
            i = open + 1
        }
        return nil
    }

    private static let timestampKey: StaticString = "Timestamp: "
    private static let pidKey: StaticString = "PID: "
    private static let tidKey: StaticString = "TID: "

    /// Xcode 15's `Timestamp:` field: where its key starts, where its time is, and the time.
    static func timestampField(_ line: UnsafeBufferPointer<UInt8>) -> (key: Int, time: Range<Int>, microseconds: Int64)?
    {
        guard let key = ConsoleBytes.find(timestampKey, in: line, from: 0) else { return nil }
        let start = key + timestampKey.utf8CodeUnitCount
        guard let (time, end) = timestamp(line, at: start, limit: line.count) else { return nil }
        return (key, start..<end, time)
    }

    /// Xcode's metadata fields, wherever in the line (15's, after the message; 16's, a line of their own).
    private static func readFields(_ line: UnsafeBufferPointer<UInt8>, into result: inout LineMetadata) {
        if result.timestamp == nil, ConsoleBytes.find(timestampKey, in: line, from: 0) != nil {
            result.timestamp = timestampField(line)?.microseconds
        }
        if result.pid == nil, let key = ConsoleBytes.find(pidKey, in: line, from: 0) {
            result.pid = decimal(word(line, at: key + pidKey.utf8CodeUnitCount))
        }
        if result.thread == nil, let key = ConsoleBytes.find(tidKey, in: line, from: 0) {
            result.thread = hex(word(line, at: key + tidKey.utf8CodeUnitCount))
        }
    }

    private static func word(_ line: UnsafeBufferPointer<UInt8>, at start: Int) -> UnsafeBufferPointer<UInt8> {
        var end = start
        while end < line.count, ConsoleBytes.isAlphanumeric(line[end]) { end += 1 }
        return UnsafeBufferPointer(rebasing: line[min(start, end)..<end])
    }

    /// Decimal digits only, at most 18.
    static func decimal(_ token: UnsafeBufferPointer<UInt8>) -> Int64? {
        guard !token.isEmpty, token.count <= 18 else { return nil }
        var value: Int64 = 0
        for b in token {
            guard ConsoleBytes.isDigit(b) else { return nil }
            value = value * 10 + Int64(b &- 48)
        }
        return value
    }

    /// `0x2a1b3` or `2a1b3` (a thread id as NSLog and `log stream` print it), at most 16 digits.
    static func hex(_ token: UnsafeBufferPointer<UInt8>) -> UInt64? {
        var digits = token
        if digits.count > 2, digits[digits.startIndex] == UInt8(ascii: "0"),
            digits[digits.startIndex + 1] | 0x20 == UInt8(ascii: "x")
        {
            digits = UnsafeBufferPointer(rebasing: digits[(digits.startIndex + 2)...])
        }
        guard !digits.isEmpty, digits.count <= 16 else { return nil }
        var value: UInt64 = 0
        for b in digits {
            guard ConsoleBytes.isHexDigit(b) else { return nil }
            let lower = b | 0x20
            value = value << 4 | UInt64(ConsoleBytes.isDigit(b) ? b &- 48 : lower &- 87)
        }
        return value
    }
}
