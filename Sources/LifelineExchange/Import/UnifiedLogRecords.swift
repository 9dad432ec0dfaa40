import LifelineTrace

/// Where the line a source hands out comes from in the log.
struct LinePosition: Equatable {
    /// The log's line (from 1) the line stands for: itself, or for a record of `log`'s JSON
    /// styles, the line of its `eventMessage` (the one line of an ndjson record).
    var line = 0
    /// The record's first line (`{`, `[{` or `},{`) and last; `line` for a plain line.
    var first = 0
    var last = 0
    /// Whether the line was made from a record.
    var isRecord = false
    /// For the first raw line handed out of a record that is not readable JSON: why.
    var unreadable: String? = nil
}

/// Reads the records of the unified log's JSON styles as the console lines they stand for, and
/// hands every other line on untouched:
///
/// - `log stream`/`log show --style ndjson`: one object per line,
///   `{"timezoneName":"",…,"timestamp":"2025-07-27 15:47:10.504275-0400",…,"eventMessage":"…",…,"processID":512,…}`;
/// - `--style json`: an array of objects, one member per line, records opened by `[{`, `{` or
///   `},{` and closed by `}`, `},` or `}]`, with a nested `backtrace` object spread over lines.
///
/// A record becomes NSLog's line for it (`UnifiedLogFields.line`): the time, process id and
/// thread from its fields, then its unescaped `eventMessage`. A record without an
/// `eventMessage`, or JSON that is not a log record, is handed on as its own lines, as before.
/// A record that is not readable JSON (cut short, a broken string, more than
/// `maxRecordLines` lines) is handed on as its raw lines too, so that nothing in it is lost,
/// and the first says why (`LinePosition.unreadable`): the importer counts and shows it.
final class UnifiedLogRecords {
    /// A record's lines are kept until it closes (to hand them on if it is broken): at most this many.
    static let maxRecordLines = 1_000

    private(set) var position = LinePosition()
    /// Whether `position` is a plain line's: itself only, not a record's, nothing unreadable.
    var isPlainLine: Bool {
        position.first == position.line && position.last == position.line && !position.isRecord
            && position.unreadable == nil
    }
    /// Lines of the log read so far.
    private(set) var linesRead = 0
    /// Records read as lines.
    private(set) var records = 0
    /// Records that were not readable JSON.
    private(set) var unreadableRecords = 0

    private var fields = UnifiedLogFields()
    /// The last ndjson record's members, which the next mostly repeats.
    private let repeats = RepeatedMembers()
    /// `--style json`: inside a record, how deep (1: its members), where it started and where its message was.
    private var depth = 0
    private var start = 0
    private var messageLine = 0
    /// The open record's raw lines (bytes and where each ends).
    private var held: [UInt8] = []
    private var heldEnds: [Int] = []
    /// Raw lines being handed on (a broken or foreign record), from `replayNext`, numbered from `replayLine`.
    private var replay: [UInt8] = []
    private var replayEnds: [Int] = []
    private var replayNext = 0
    private var replayLine = 0
    private var replayReason: String?
    /// Where a line made here is handed out from: valid until the next call, like a reader's line.
    private let out = LineStorage()

    /// The next raw line of a record being handed on, if any: call before reading another line.
    func replayed() -> UnsafeBufferPointer<UInt8>? {
        guard replayNext < replayEnds.count else { return nil }
        let from = replayNext == 0 ? 0 : replayEnds[replayNext - 1]
        let line = out.hold(replay[from..<replayEnds[replayNext]])
        position = LinePosition(
            line: replayLine + replayNext, first: replayLine + replayNext, last: replayLine + replayNext,
            unreadable: replayNext == 0 ? replayReason : nil)
        replayNext += 1
        if replayNext == replayEnds.count {
            replay.removeAll(keepingCapacity: true)
            replayEnds.removeAll(keepingCapacity: true)
            replayNext = 0
            replayReason = nil
        }
        return line
    }

    /// Takes the log's next raw line: the line to hand out (`raw` itself for a plain line), or
    /// nil when the line belongs to a record still open (or `replayed()` has lines to hand on).
    func take(_ raw: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        linesRead += 1
        if depth == 0 {
            // The common case first: a console line starts with neither `{` nor `[` nor `}`.
            var i = 0
            while i < raw.count, raw[i] == 0x20 || raw[i] == 0x09 { i += 1 }
            let first = i < raw.count ? raw[i] : 0
            guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") || first == UInt8(ascii: "}") else {
                return plain(raw)
            }
            if first == UInt8(ascii: "{"), i + 1 < raw.count, raw[i + 1] == UInt8(ascii: "\"") {
                return ndjson(raw, at: i)
            }
            guard opensRecord(raw, at: i) else { return plain(raw) }
            open(raw)
            return nil
        }
        return insideRecord(raw)
    }

    /// At the log's end: a record still open is handed on (`replayed()`) as its raw lines.
    func finish() {
        guard depth > 0 else { return }
        depth = 0
        handOn(reason: "a --style json record that is not readable JSON (the log ends inside it)")
    }

    private func plain(_ raw: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        position = LinePosition(line: linesRead, first: linesRead, last: linesRead)
        return raw
    }

    // MARK: --style ndjson

    private func ndjson(_ raw: UnsafeBufferPointer<UInt8>, at i: Int) -> UnsafeBufferPointer<UInt8> {
        fields.reset()
        let readable = UnifiedLogJSON.object(raw, from: i, into: &fields, repeats: repeats)
        guard readable, fields.hasMessage else {
            var position = LinePosition(line: linesRead, first: linesRead, last: linesRead)
            if !readable, ConsoleBytes.find("\"eventMessage\"", in: raw, from: i) != nil {
                unreadableRecords += 1
                position.unreadable = "an ndjson record that is not readable JSON"
            }
            self.position = position
            return raw
        }
        records += 1
        position = LinePosition(line: linesRead, first: linesRead, last: linesRead, isRecord: true)
        // The fields are where they are in the line: the console line is made from it directly.
        return fields.line(from: raw.baseAddress!, into: out)
    }

    // MARK: --style json

    /// `[{`, `{` or `},{` alone on the line (spaces aside): a record of `--style json` opens.
    private func opensRecord(_ raw: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        let rest = UnifiedLogRecords.packed(raw, from: i)
        return rest == UnifiedLogRecords.pack("{") || rest == UnifiedLogRecords.pack("[{")
            || rest == UnifiedLogRecords.pack("},{")
    }

    /// The line's bytes from `from`, spaces left out, packed into one number when there are at
    /// most three (nil otherwise): the bracket lines of `--style json` compared with no array built.
    private static func packed(_ raw: UnsafeBufferPointer<UInt8>, from: Int) -> UInt32? {
        var value: UInt32 = 0
        var count = 0
        for k in from..<raw.count where raw[k] != 0x20 && raw[k] != 0x09 && raw[k] != 0x0D {
            count += 1
            if count > 3 { return nil }
            value = value << 8 | UInt32(raw[k])
        }
        return value
    }

    private static func pack(_ text: StaticString) -> UInt32 {
        var value: UInt32 = 0
        for k in 0..<text.utf8CodeUnitCount { value = value << 8 | UInt32(text.utf8Start[k]) }
        return value
    }

    private func open(_ raw: UnsafeBufferPointer<UInt8>) {
        depth = 1
        start = linesRead
        messageLine = 0
        fields.reset()
        hold(raw)
    }

    private func hold(_ raw: UnsafeBufferPointer<UInt8>) {
        held.append(contentsOf: raw)
        heldEnds.append(held.count)
    }

    private func insideRecord(_ raw: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        hold(raw)
        guard heldEnds.count <= UnifiedLogRecords.maxRecordLines else {
            return broken("longer than \(UnifiedLogRecords.maxRecordLines) lines")
        }
        var i = 0
        UnifiedLogJSON.skipSpace(raw, &i)
        if depth > 1 {
            guard let change = UnifiedLogJSON.depthChange(raw, from: i), depth + change >= 1 else {
                return broken("a string or bracket in it does not close")
            }
            depth += change
            return nil
        }
        guard i < raw.count else { return broken("an empty line inside it") }
        if raw[i] == UInt8(ascii: "\"") {
            let hadMessage = fields.hasMessage
            switch UnifiedLogJSON.member(raw, &i, into: &fields, copy: true) {
            case .broken: return broken("a member that is not `\"key\" : value`")
            case .opens(let opened): depth += opened
            case .read:
                UnifiedLogJSON.skipSpace(raw, &i)
                if i < raw.count, raw[i] == UInt8(ascii: ",") { i += 1 }
                UnifiedLogJSON.skipSpace(raw, &i)
                guard i == raw.count else { return broken("text after a member") }
            }
            if !hadMessage, fields.hasMessage { messageLine = linesRead }
            return nil
        }
        guard raw[i] == UInt8(ascii: "}") else { return broken("a line that is neither a member nor the record's end") }
        // The record closes: `}`, `},`, `}]`, or `},{` (the next one opens on the same line).
        let rest = UnifiedLogRecords.packed(raw, from: i + 1)
        let next = rest == UnifiedLogRecords.pack(",{")
        guard rest == 0 || rest == UnifiedLogRecords.pack(",") || rest == UnifiedLogRecords.pack("]") || next else {
            return broken("text after its closing brace")
        }
        depth = 0
        guard fields.hasMessage else {
            // Some other JSON, not a log record: its lines as they are (a `},{` line opens the next).
            if next {
                heldEnds.removeLast()
                held.removeSubrange((heldEnds.last ?? 0)...)
            }
            handOn(reason: nil)
            if next { open(raw) }
            return nil
        }
        records += 1
        position = LinePosition(line: messageLine, first: start, last: linesRead, isRecord: true)
        held.removeAll(keepingCapacity: true)
        heldEnds.removeAll(keepingCapacity: true)
        let line = fields.store.withUnsafeBufferPointer { store in
            // An empty store (every kept field empty) has no address, and none is read.
            fields.line(from: store.baseAddress ?? raw.baseAddress!, into: out)
        }
        // `},{`: the next record opens on the same line (its fields start afresh).
        if next { open(raw) }
        return line
    }

    /// The open record is not readable JSON: its lines are handed on as they are.
    private func broken(_ why: String) -> UnsafeBufferPointer<UInt8>? {
        depth = 0
        handOn(reason: "a --style json record that is not readable JSON (\(why))")
        return nil
    }

    /// Queues the open record's raw lines for `replayed()`; a reason when it looked like a log record.
    private func handOn(reason: String?) {
        let looksLikeLog =
            fields.hasMessage
            || held.withUnsafeBufferPointer { ConsoleBytes.find("\"eventMessage\"", in: $0, from: 0) != nil }
        if let reason, looksLikeLog {
            unreadableRecords += 1
            replayReason = reason
        }
        // Handed on before another line is read: the queue is empty here.
        replay.append(contentsOf: held)
        replayEnds.append(contentsOf: heldEnds)
        replayNext = 0
        replayLine = start
        held.removeAll(keepingCapacity: true)
        heldEnds.removeAll(keepingCapacity: true)
    }
}

/// Bytes handed out as a line: owned here, valid until the next `hold`.
final class LineStorage {
    private var bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 4096)

    deinit { bytes.deallocate() }

    func hold(_ line: ArraySlice<UInt8>) -> UnsafeBufferPointer<UInt8> {
        _ = reserve(line.count)
        let count = line.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress, let target = bytes.baseAddress else { return 0 }
            target.update(from: base, count: source.count)
            return source.count
        }
        return UnsafeBufferPointer(rebasing: UnsafeBufferPointer(bytes)[..<count])
    }

    /// Room for a line of up to `count` bytes, written in place: what it held is gone.
    func reserve(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        if count > bytes.count {
            bytes.deallocate()
            bytes = .allocate(capacity: count * 2)
        }
        return bytes.baseAddress!
    }
}
