/// Xcode 16 and later copy a debug-console entry with its metadata on the line *after* the
/// message: the message line or lines first, then one line of fields,
///
/// ```
/// sceneDidBecomeActive(_:)
/// Type: Notice | Timestamp: 2025-08-22 10:41:13.200000+09:00 | Process: Shop | Library: Shop.debug.dylib | Subsystem: com.example.shop | Category: lifecycle | TID: 0xf900
/// ```
///
/// and `print` output closed by a bare `Type: stdio` line, which carries no time or thread
/// (several printed lines can share one). This holds an event line that has no time of its own
/// until the next line is read: a metadata line gives it that entry's time and thread, anything
/// else hands it on as it was. Only the very next line counts, so a callback on the first line
/// of a multi-line message keeps no time (as before), and nothing else is ever delayed.
///
/// The shape is OBSERVED, not DOCUMENTED: Apple describes the console's metadata columns
/// (WWDC23 10226) but not what Copy writes; the fields, their order and `Type: stdio` are read
/// from public copies (Docs/importing.md cites them). `Process:` is a name (no process id);
/// later copies drop it and write the zone as `+0900`: both read.
struct XcodeConsoleEntries<Tag> {
    /// The event line waiting for the next line, with a copy of its bytes (the source's view of
    /// a line is valid only until it reads the next one).
    private var held: (line: ConsoleLine, tag: Tag)? = nil
    private var heldBytes: [UInt8] = []

    /// Reads `line` (already `parsed`) in its place; `body` gets each line when it is ready, in
    /// the log's order, with the tag it was read with: the held line first, then this one, or
    /// this one later (held).
    mutating func read<E: Error>(
        _ parsed: ConsoleLine, _ line: UnsafeBufferPointer<UInt8>, tag: Tag,
        _ body: (inout ConsoleLine, UnsafeBufferPointer<UInt8>, Tag) throws(E) -> Void
    ) throws(E) {
        if held != nil {
            if let fields = XcodeMetadataLine.read(line) {
                if var entry = held {
                    if entry.line.timestamp == nil { entry.line.timestamp = fields.timestamp }
                    if entry.line.thread == nil { entry.line.thread = fields.thread }
                    held = entry
                }
            }
            try release(body)
        }
        var parsed = parsed
        if Self.waitsForMetadata(parsed.kind) {
            if XcodeMetadataLine.read(line) != nil {
                // A metadata line names a library, subsystem or category (`Category:
                // applicationDidEnterBackground`), never a call.
                parsed = ConsoleLine(kind: .noise)
            } else if parsed.timestamp == nil {
                heldBytes.removeAll(keepingCapacity: true)
                heldBytes.append(contentsOf: line)
                held = (parsed, tag)
                return
            }
        }
        try body(&parsed, line, tag)
    }

    /// Hands on the line still held at the end of the log.
    mutating func finish<E: Error>(_ body: (inout ConsoleLine, UnsafeBufferPointer<UInt8>, Tag) throws(E) -> Void)
        throws(E)
    {
        if held != nil { try release(body) }
    }

    private mutating func release<E: Error>(
        _ body: (inout ConsoleLine, UnsafeBufferPointer<UInt8>, Tag) throws(E) -> Void
    ) throws(E) {
        guard var entry = held else { return }
        held = nil
        // Copied out first: `body` may read the next line into `heldBytes`' place.
        let bytes = heldBytes
        heldBytes = []
        try bytes.withUnsafeBufferPointer { (view: UnsafeBufferPointer<UInt8>) throws(E) in
            try body(&entry.line, view, entry.tag)
        }
        heldBytes = bytes
    }

    /// The lines an import makes an event of: they may have their time on the next line.
    private static func waitsForMetadata(_ kind: ConsoleLine.Kind) -> Bool {
        switch kind {
        case .callback, .phase, .unknownMethod, .termination: true
        case .ambiguous, .noise, .invalid: false
        }
    }
}

/// An Xcode console copy's metadata line (``XcodeConsoleEntries``).
enum XcodeMetadataLine {
    private static let typeKey: StaticString = "Type: "
    private static let tidKey: StaticString = "| TID: "

    /// The entry's time and thread when `line` is an Xcode metadata line (`Type: Notice |
    /// Timestamp: … | … | TID: 0x…`, or `Type: stdio` with neither); nil for any other line.
    /// A copy pasted into Markdown or a comment may indent it by one space.
    static func read(_ line: UnsafeBufferPointer<UInt8>) -> (timestamp: Int64?, thread: UInt64?)? {
        var start = 0
        while start < line.count, start < 2, line[start] == 0x20 { start += 1 }
        let key = typeKey.utf8CodeUnitCount
        guard line.count - start > key,
            typeKey.withUTF8Buffer({ $0.elementsEqual(line[start..<(start + key)]) })
        else { return nil }
        var end = start + key
        while end < line.count, ConsoleBytes.isLetter(line[end]) { end += 1 }
        guard end > start + key else { return nil }
        var trimmed = line.count
        while trimmed > end, ConsoleBytes.isSpace(line[trimmed - 1]) { trimmed -= 1 }
        // `Type: stdio` alone: the end of printed output, with no time.
        if trimmed == end { return (nil, nil) }
        let rest = UnsafeBufferPointer(rebasing: line[end..<trimmed])
        guard rest.starts(with: " | ".utf8), let field = LineMetadata.timestampField(rest) else { return nil }
        var thread: UInt64? = nil
        if let tid = ConsoleBytes.find(tidKey, in: rest, from: field.time.upperBound) {
            var digits = tid + tidKey.utf8CodeUnitCount
            let first = digits
            while digits < rest.count, ConsoleBytes.isAlphanumeric(rest[digits]) { digits += 1 }
            thread = LineMetadata.hex(UnsafeBufferPointer(rebasing: rest[first..<digits]))
        }
        return (field.microseconds, thread)
    }
}
