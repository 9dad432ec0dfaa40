import LifelineModel

/// Reads one console line: skips an NSLog prefix when there is one (the common case, cached),
/// scans the rest for a callback's name anywhere at word boundaries (``LineScan``), and for the
/// lines that are events reads the time, process and thread from whatever prefix the line has
/// (``LineMetadata``) and, for scene callbacks, the scene the line prints.
///
/// The hot path is byte scanning and a first-byte check per word; strings are built only for
/// the few lines that become notes.
struct ConsoleLineParser {
    private let spellings = CallbackSpellings.shared
    /// The previous line's NSLog prefix, which the next line mostly repeats.
    private var prefixCache = NSLogPrefix.Cache()

    private static let debuggerPrefix: StaticString = "Message from debugger: "
    private static let programEnded: StaticString = "Program ended with exit code:"
    /// `CallbackSpellings.receivers`, kept here rather than read through a global per line.
    private let receivers = CallbackSpellings.receivers

    mutating func parse(_ line: UnsafeBufferPointer<UInt8>) -> ConsoleLine {
        var result = ConsoleLine(kind: .noise)
        var start = 0
        var nslogTime: Int64? = nil
        if let prefix = NSLogPrefix.parse(line, cache: &prefixCache) {
            nslogTime = prefix.microseconds
            start = prefix.messageStart
        }
        while start < line.count, ConsoleBytes.isSpace(line[start]) { start += 1 }
        guard start < line.count else { return result }

        let first = line[start]
        if first == UInt8(ascii: "M") || first == UInt8(ascii: "P") {
            for marker in [ConsoleLineParser.debuggerPrefix, ConsoleLineParser.programEnded]
            where ConsoleBytes.hasPrefix(marker, in: line, at: start) {
                let textStart = marker.utf8Start == ConsoleLineParser.debuggerPrefix.utf8Start ? start + marker.utf8CodeUnitCount : start
                guard let text = text(line, from: textStart) else { return ConsoleLine(kind: .invalid) }
                result.kind = .termination(text)
                read(line, before: start, nslogTime: nslogTime, messageStart: start, into: &result)
                return result
            }
        }

        let range: Range<Int>
        switch LineScan.scan(line, from: start, spellings: spellings) {
        case .none:
            guard let phase = LineScan.barePhase(line, from: start) else { return result }
            result.kind = .phase(phase)
            range = start..<line.count
        case .callback(let callback, let found):
            result.kind = .callback(callback)
            range = found
        case .phase(let phase, let found):
            result.kind = .phase(phase)
            range = found
        case .unknownMethod(let found):
            guard let text = text(line, from: found.lowerBound) else { return ConsoleLine(kind: .invalid) }
            result.kind = .unknownMethod(text)
            range = found
        case .ambiguous(let reason, _):
            guard ConsoleBytes.isValidUTF8(line) else { return ConsoleLine(kind: .invalid) }
            return ConsoleLine(kind: .ambiguous(reason))
        }
        // A callback name in an otherwise broken line: the line is not trustworthy.
        guard ConsoleBytes.isValidUTF8(line) else { return ConsoleLine(kind: .invalid) }
        read(line, before: range.lowerBound, nslogTime: nslogTime, messageStart: start, into: &result)
        if case .callback(let callback) = result.kind, receivers[callback.rawValue] == .scene {
            let description = SceneDescription.find(in: line, from: start)
            if let address = description.address {
                result.sceneAddress = address
                result.sceneAddressEnd = description.addressEnd
            } else if let identifier = SceneDescription.persistentIdentifier(in: line, from: start) {
                // No scene object printed, only its session's identifier: the identifier tells
                // the scenes apart (a key no heap address has: the top bit set).
                let hash = CallbackSpellings.hash(UnsafeBufferPointer(rebasing: line[identifier]))
                result.sceneAddress = UInt64(bitPattern: Int64(hash)) | 1 << 63
                result.sceneAddressEnd = start
            }
        }
        return result
    }

    /// The time, process and thread, from NSLog's prefix when the line has one.
    private func read(_ line: UnsafeBufferPointer<UInt8>, before limit: Int, nslogTime: Int64?, messageStart: Int,
                      into result: inout ConsoleLine) {
        if let nslogTime {
            result.timestamp = nslogTime
            if let (pid, thread) = LineMetadata.processTag(line, upTo: messageStart) {
                result.pid = pid
                result.thread = thread
            }
            return
        }
        let metadata = LineMetadata.read(line, upTo: limit)
        result.timestamp = metadata.timestamp
        result.pid = metadata.pid
        result.thread = metadata.thread
    }

    /// The rest of the line as text, trailing whitespace trimmed; nil if it is not UTF-8.
    private func text(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> String? {
        var end = line.count
        while end > start, ConsoleBytes.isSpace(line[end - 1]) { end -= 1 }
        return String(validating: UnsafeBufferPointer(rebasing: line[start..<end]), as: UTF8.self)
    }
}
