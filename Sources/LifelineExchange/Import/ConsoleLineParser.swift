import LifelineModel
import LifelineTrace

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
    /// Recent messages and what they say.
    private let messages = ParsedMessageCache()

    private static let debuggerPrefix: StaticString = "Message from debugger: "
    private static let programEnded: StaticString = "Program ended with exit code:"
    /// `CallbackSpellings.receivers`, kept here rather than read through a global per line.
    private let receivers = CallbackSpellings.receivers
    /// The phrases read as callbacks or phases (`--phrases [FILE]`): only on lines that name nothing else.
    var phrases: PhraseTable
    /// Whether any phrase is read: checked before the table is touched, on every unnamed line.
    private let readsPhrases: Bool

    init(phrases: PhraseTable = .none) {
        self.phrases = phrases
        readsPhrases = !phrases.isEmpty
    }

    mutating func parse(_ line: UnsafeBufferPointer<UInt8>) -> ConsoleLine {
        var start = 0
        var nslogTime: Int64? = nil
        if let prefix = NSLogPrefix.parse(line, cache: &prefixCache) {
            nslogTime = prefix.microseconds
            start = prefix.messageStart
        }
        while start < line.count, ConsoleBytes.isSpace(line[start]) { start += 1 }
        guard start < line.count else { return ConsoleLine(kind: .noise) }

        // After NSLog's prefix the message alone is the key (its reading does not depend on
        // the prefix, which `finish` reads per line). Without one, the whole line, and the
        // whole result is kept (its metadata comes from the line itself); but after a time of
        // the line's own (CocoaLumberjack, a logging helper: `2024-01-02 09:41:07:015 …`) the
        // rest is the key and the time is read per line: digits before a word break are
        // skipped by the scan, and the metadata reads the same time there.
        let hasPrefix = nslogTime != nil
        var leading: (time: Int64, end: Int)? = nil
        if !hasPrefix, start == 0, ConsoleBytes.isDigit(line[0]),
            let (time, end) = LineMetadata.timestamp(line, at: 0, limit: line.count), end < line.count,
            !LineScan.isWordByte(line[end])
        {
            leading = (time, end)
        }
        // Xcode 15's metadata after the message (`… | Timestamp: 2024-01-02 09:41:07.015+01:00 |
        // …`): the key is the line around the time, which is read per line. The time is
        // digits and punctuation after a space and before a word break, so nothing but the
        // field reads it.
        var gap: (key: Int, time: Range<Int>, microseconds: Int64)? = nil
        if !hasPrefix, leading == nil, let field = LineMetadata.timestampField(line),
            field.time.upperBound == line.count || !LineScan.isWordByte(line[field.time.upperBound])
        {
            gap = field
        }
        var key = ParsedMessageCache.Key(
            head: UnsafeBufferPointer(rebasing: line[(hasPrefix ? start : leading?.end ?? 0)...]))
        if let gap {
            key = ParsedMessageCache.Key(
                head: UnsafeBufferPointer(rebasing: line[..<gap.time.lowerBound]),
                tail: UnsafeBufferPointer(rebasing: line[gap.time.upperBound...]), gap: gap.time.count)
        }
        guard let (slot, hash) = messages.slot(for: key, kind: hasPrefix ? 2 : leading != nil ? 4 : gap != nil ? 6 : 0)
        else {
            return finish(classify(line, from: start), line, start: start, nslogTime: nslogTime)
        }
        if let known = messages.entry(at: slot, hash: hash, key: key) {
            if hasPrefix { return finish(known.moved(by: start), line, start: start, nslogTime: nslogTime) }
            if let leading {
                var result = known.moved(by: leading.end).line
                if result.timestamp != nil { result.timestamp = leading.time }
                return result
            }
            var result = known.line
            if known.timeInGap, let gap { result.timestamp = gap.microseconds }
            return result
        }
        let message = classify(line, from: start)
        if hasPrefix {
            messages.store(message.moved(by: -start), at: slot, hash: hash, key: key)
            return finish(message, line, start: start, nslogTime: nslogTime)
        }
        let result = finish(message, line, start: start, nslogTime: nslogTime)
        var entry = ParsedMessageCache.Entry(line: result, range: message.range, valid: message.valid)
        if let leading {
            // Kept only where the result's time is that leading one, read before the event's
            // name, and no position in it is before the key (a scene named by its
            // `persistentIdentifier` alone points at the line's start).
            if (result.sceneAddressEnd ?? Int.max) > leading.end,
                result.timestamp == nil || (result.timestamp == leading.time && message.range.lowerBound > leading.end)
            {
                messages.store(entry.moved(by: -leading.end), at: slot, hash: hash, key: key)
            }
        } else if let gap {
            // Kept where the time is not read at all, or read from the field alone (nothing
            // before the event's name gives one), or from before the name.
            if result.timestamp == nil {
                messages.store(entry, at: slot, hash: hash, key: key)
            } else if message.range.lowerBound < gap.key {
                let before = UnsafeBufferPointer(rebasing: line[..<message.range.lowerBound])
                let earlier = LineMetadata.read(before, upTo: before.count).timestamp
                entry.timeInGap = earlier == nil
                if earlier != nil || result.timestamp == gap.microseconds {
                    messages.store(entry, at: slot, hash: hash, key: key)
                }
            }
        } else {
            messages.store(entry, at: slot, hash: hash, key: key)
        }
        return result
    }

    /// What `line[start...]` says, from its bytes alone: the kind (as if the line were UTF-8),
    /// the range the kind was found at, whether those bytes are UTF-8, and for a scene
    /// callback the scene object.
    private func classify(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> ParsedMessageCache.Entry {
        var result = ConsoleLine(kind: .noise)
        // Noise and the debugger's lines are never checked for UTF-8 (`finish` does not ask).
        var valid: Bool { ConsoleBytes.isValidUTF8(UnsafeBufferPointer(rebasing: line[start...])) }
        let first = line[start]
        if first == UInt8(ascii: "M") || first == UInt8(ascii: "P") {
            for marker in [ConsoleLineParser.debuggerPrefix, ConsoleLineParser.programEnded]
            where ConsoleBytes.hasPrefix(marker, in: line, at: start) {
                let textStart =
                    marker.utf8Start == ConsoleLineParser.debuggerPrefix.utf8Start
                    ? start + marker.utf8CodeUnitCount : start
                guard let text = text(line, from: textStart) else {
                    return .init(line: ConsoleLine(kind: .invalid), range: start..<start, valid: false)
                }
                result.kind = .termination(text: text)
                return .init(line: result, range: start..<start, valid: true)
            }
        }

        let range: Range<Int>
        var scanned = LineScan.scan(line, from: start, spellings: spellings)
        if case .callback = scanned {
            // A callback's own name wins over a runner's word.
        } else if let (runner, state, at) = RunnerLifecycle.find(line, from: start) {
            result.wrapper = runner
            result.wrapperState = state
            guard let word = RunnerLifecycle.word(runner, state) else {
                return .init(line: result, range: start..<start, valid: true)
            }
            scanned = .callback(word.callback, range: at..<line.count)
        }
        switch scanned {
        case .none where FlutterLifecycle.find(line, from: start) != nil:
            guard let state = FlutterLifecycle.find(line, from: start), let callback = state.callback else {
                return .init(line: result, range: start..<start, valid: true)
            }
            result.kind = .callback(callback)
            result.wrapper = .flutter
            result.wrapperState = state.rawValue
            range = start..<line.count
        case .none where readsPhrases && phrases.find(line, from: start) != nil:
            guard let (index, at) = phrases.find(line, from: start) else {
                return .init(line: result, range: start..<start, valid: true)
            }
            let phrase = phrases.phrases[index]
            if let callback = phrase.callback {
                result.kind = .callback(callback)
                result.shortName = phrase.short
            } else if let phase = phrase.phase {
                result.kind = .phase(phase)
                result.phaseLevel = LineScan.phaseLevel(line, from: start, to: line.count)
            }
            result.phrase = UInt16(index + 1)
            range = at..<line.count
        case .none:
            guard LineScan.mayEndInPhase(line, from: start) else {
                return .init(line: result, range: start..<start, valid: true)
            }
            if let bare = LineScan.barePhase(line, from: start) {
                result.kind = .phase(bare.phase)
                result.phaseFrom = bare.from
                result.phaseBare = bare.from == nil
                result.phaseLevel = LineScan.phaseLevel(line, from: start, to: line.count)
            } else if let labelled = LineScan.labelledPhase(line, from: start) {
                result.kind = .phase(labelled)
                result.phaseLabelled = true
                result.phaseLevel = LineScan.phaseLevel(line, from: start, to: line.count)
            } else {
                return .init(line: result, range: start..<start, valid: true)
            }
            range = start..<line.count
        case .callback(var callback, let found, let short):
            if CallSite.isProtocolReference(line, message: start, name: found) {
                return .init(line: result, range: start..<start, valid: true)
            }
            // A short name is a print of the method only where it ends the message: inside a
            // sentence ("…before the end of didFinishLaunching; the task has…") it is prose.
            if short, !ShortName.endsMessage(line, after: found.upperBound) {
                return .init(line: result, range: start..<start, valid: true)
            }
            let site = CallSite.read(line, message: start, name: found)
            result.mark = site.mark
            result.textKey = site.key
            if result.wrapper == nil { result.wrapper = site.wrapper }
            // Unity prints `-> applicationDidFinishLaunching()` from
            // application:didFinishLaunchingWithOptions:, not from the legacy method.
            if site.wrapper == .unity, callback == .legacyDidFinishLaunching { callback = .didFinishLaunching }
            result.kind = .callback(callback)
            result.shortName = short
            range = found
        case .phase(let phase, let from, let level, let found):
            result.kind = .phase(phase)
            result.phaseFrom = from
            // Lifeline's own export (`Lifeline: phase scene: inactive`) names the level but not
            // the scene: the line shows a SwiftUI app (the profile) but makes no event. An
            // app-level one neither: with no scene in the log, the checker reads an app phase
            // against scenes it cannot see (LC404).
            result.phaseEvidenceOnly = level != nil
            result.phaseLevel = LineScan.phaseLevel(line, from: start, to: found.lowerBound)
            range = found
        case .unknownMethod(let found):
            guard let text = text(line, from: found.lowerBound) else {
                return .init(line: ConsoleLine(kind: .invalid), range: start..<start, valid: false)
            }
            result.kind = .unknownMethod(text: text)
            range = found
        case .ambiguous(let reason, _):
            return .init(line: ConsoleLine(kind: .ambiguous(reason)), range: start..<start, valid: valid)
        }
        // A short name may be the scene delegate's (`ShortName`): its scene is read too.
        if case .callback(let callback) = result.kind, receivers[callback.rawValue] == .scene || result.shortName {
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
        return .init(line: result, range: range, valid: valid)
    }

    /// The line from its message's reading: a callback name in an otherwise broken line is not
    /// trustworthy (a line is UTF-8 when the bytes before its message and the message are,
    /// since the message starts after an ASCII byte); the time, process and thread for the
    /// lines that are events.
    private func finish(
        _ message: ParsedMessageCache.Entry, _ line: UnsafeBufferPointer<UInt8>, start: Int, nslogTime: Int64?
    ) -> ConsoleLine {
        var result = message.line
        switch result.kind {
        case .noise, .invalid:
            return result
        case .termination:
            read(line, before: start, nslogTime: nslogTime, messageStart: start, into: &result)
            return result
        case .ambiguous, .callback, .phase, .unknownMethod:
            guard message.valid, ConsoleBytes.isValidUTF8(UnsafeBufferPointer(rebasing: line[..<start])) else {
                return ConsoleLine(kind: .invalid)
            }
            if case .ambiguous = result.kind { return result }
            read(line, before: message.range.lowerBound, nslogTime: nslogTime, messageStart: start, into: &result)
            return result
        }
    }

    /// The time, process and thread, from NSLog's prefix when the line has one.
    private func read(
        _ line: UnsafeBufferPointer<UInt8>, before limit: Int, nslogTime: Int64?, messageStart: Int,
        into result: inout ConsoleLine
    ) {
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

    /// Where the rest of the line's text is, trailing whitespace trimmed; nil if it is not UTF-8.
    private func text(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
        var end = line.count
        while end > start, ConsoleBytes.isSpace(line[end - 1]) { end -= 1 }
        return ConsoleBytes.isValidUTF8(UnsafeBufferPointer(rebasing: line[start..<end])) ? start..<end : nil
    }
}

extension ParsedMessageCache.Entry {
    /// The same reading with every position in the line moved by `offset`.
    func moved(by offset: Int) -> ParsedMessageCache.Entry {
        var moved = self
        moved.range = (range.lowerBound + offset)..<(range.upperBound + offset)
        moved.line.sceneAddressEnd = line.sceneAddressEnd.map { $0 + offset }
        switch line.kind {
        case .termination(let text):
            moved.line.kind = .termination(text: (text.lowerBound + offset)..<(text.upperBound + offset))
        case .unknownMethod(let text):
            moved.line.kind = .unknownMethod(text: (text.lowerBound + offset)..<(text.upperBound + offset))
        default: break
        }
        return moved
    }
}
