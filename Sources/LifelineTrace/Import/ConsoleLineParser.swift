import LifelineModel

/// Reads one console line: strips an NSLog prefix, finds the first word and looks it up as a
/// callback, and for scene callbacks reads the scene object's description after it.
///
/// The hot path is byte scanning and one hash probe; strings are built only for the few lines
/// that are callbacks or debugger messages.
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
        if let prefix = NSLogPrefix.parse(line, cache: &prefixCache) {
            result.timestamp = prefix.microseconds
            start = prefix.messageStart
        }
        while start < line.count, ConsoleBytes.isSpace(line[start]) { start += 1 }
        guard start < line.count else { return result }

        let first = line[start]
        if first == UInt8(ascii: "M") || first == UInt8(ascii: "P") {
            if ConsoleBytes.hasPrefix(ConsoleLineParser.debuggerPrefix, in: line, at: start) {
                let textStart = start + ConsoleLineParser.debuggerPrefix.utf8CodeUnitCount
                guard let text = text(line, from: textStart) else { return ConsoleLine(kind: .invalid) }
                result.kind = .termination(text)
                return result
            }
            if ConsoleBytes.hasPrefix(ConsoleLineParser.programEnded, in: line, at: start) {
                guard let text = text(line, from: start) else { return ConsoleLine(kind: .invalid) }
                result.kind = .termination(text)
                return result
            }
        }

        guard let (callback, end) = callbackName(line, from: start) else { return result }
        // A callback name in an otherwise broken line: the line is not trustworthy.
        guard ConsoleBytes.isValidUTF8(line) else { return ConsoleLine(kind: .invalid) }
        result.kind = .callback(callback)
        if receivers[callback.rawValue] == .scene {
            let description = SceneDescription.find(in: line, from: end)
            result.sceneAddress = description.address
            result.sceneAddressEnd = description.addressEnd
        }
        return result
    }

    /// The callback named at `start`, and where its name ends. Understands the bare word,
    /// `-[AppDelegate applicationDidBecomeActive:]` (`__PRETTY_FUNCTION__`),
    /// `SceneDelegate.sceneDidBecomeActive(_:)` and `SceneDelegate sceneDidBecomeActive(_:)`.
    private func callbackName(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> (Callback, Int)? {
        var i = start
        if line.count - i > 3, line[i] == UInt8(ascii: "-") || line[i] == UInt8(ascii: "+"), line[i + 1] == UInt8(ascii: "[") {
            // -[Class selector]: the selector is the second word, up to the bracket.
            i += 2
            while i < line.count, line[i] != 0x20, line[i] != UInt8(ascii: "]") { i += 1 }
            guard i < line.count, line[i] == 0x20 else { return nil }
            i += 1
            var end = i
            while end < line.count, line[end] != UInt8(ascii: "]"), line[end] != 0x20 { end += 1 }
            return match(line, i, end)
        }
        var end = i
        // Stop at whitespace, or at a ',' or '<' glued to the name; a '.' keeps going so that
        // `Type.method` is one word.
        while end < line.count, !ConsoleBytes.isSpace(line[end]), line[end] != UInt8(ascii: "<"), line[end] != UInt8(ascii: ",") { end += 1 }
        if let found = match(line, i, end) { return found }
        // `SceneDelegate.sceneDidBecomeActive(_:)`: the part after the last dot before '('.
        var dot: Int? = nil
        var k = i
        while k < end, line[k] != UInt8(ascii: "(") {
            if line[k] == UInt8(ascii: ".") { dot = k }
            k += 1
        }
        if let dot, let found = match(line, dot + 1, end) { return found }
        // `SceneDelegate sceneDidBecomeActive(_:)` or `AppDelegate: didFinishLaunching…`.
        if endsWithDelegate(line, i, end) {
            var next = end
            while next < line.count, ConsoleBytes.isSpace(line[next]) { next += 1 }
            var nextEnd = next
            while nextEnd < line.count, !ConsoleBytes.isSpace(line[nextEnd]), line[nextEnd] != UInt8(ascii: "<") { nextEnd += 1 }
            return match(line, next, nextEnd)
        }
        return nil
    }

    private func match(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (Callback, Int)? {
        guard start < end else { return nil }
        var stop = end
        // Tolerate a trailing ':' after a Swift spelling or bare name (`sceneDidBecomeActive(_:):`);
        // selectors end with ':' themselves, so try the full word first.
        if let callback = spellings.lookup(UnsafeBufferPointer(rebasing: line[start..<stop])) { return (callback, end) }
        while stop > start, line[stop - 1] == UInt8(ascii: ":") || line[stop - 1] == UInt8(ascii: ".") { stop -= 1 }
        guard stop < end, let callback = spellings.lookup(UnsafeBufferPointer(rebasing: line[start..<stop])) else { return nil }
        return (callback, end)
    }

    private static let delegateSuffix: StaticString = "Delegate"

    private func endsWithDelegate(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var stop = end
        if stop > start, line[stop - 1] == UInt8(ascii: ":") { stop -= 1 }
        let suffix = ConsoleLineParser.delegateSuffix
        return stop - start >= suffix.utf8CodeUnitCount && ConsoleBytes.hasPrefix(suffix, in: line, at: stop - suffix.utf8CodeUnitCount)
    }

    /// The rest of the line as text, trailing whitespace trimmed; nil if it is not UTF-8.
    private func text(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> String? {
        var end = line.count
        while end > start, ConsoleBytes.isSpace(line[end - 1]) { end -= 1 }
        return String(validating: UnsafeBufferPointer(rebasing: line[start..<end]), as: UTF8.self)
    }
}
