import LifelineModel
import LifelineTrace

/// What a callback line says beyond the callback's name: the words around the name that tell
/// an entry line from an exit line (`applicationDidBecomeActive - begin` / `- end`, `… Function
/// Called` / `… Response`), a key for the call site's own text (two lines with the same key print
/// the same thing), and the engine or runner whose wrapper printed the line.
///
/// Read once per distinct message (the parser's cache keeps it), from bytes, building nothing.
enum CallMark: UInt8, Equatable, Sendable {
    case none
    /// The line opens a call (`begin`, `start`, `called`, `->`).
    case entry
    /// The line closes a call (`end`, `done`, `response`, `<-`): another line of the call before it.
    case exit
}

/// A wrapper that prints a UIKit callback under its own spelling.
enum CallWrapper: UInt8, Equatable, Sendable {
    /// Unity's `UnityAppController` (`printf_console("-> applicationDidBecomeActive()\n")`).
    case unity
    /// A Flutter app printing its `AppLifecycleState` (`flutter: AppLifecycleState.paused`),
    /// which Flutter's engine sends on UIKit's notifications (`FlutterLifecycle`).
    case flutter
    /// A React Native app's JavaScript `AppState` line, a Capacitor app's `appStateChange`, or a
    /// .NET MAUI app's delegate override (`RunnerLifecycle`); `ConsoleLine.wrapperState` says which word.
    case reactNative, capacitor, maui

    /// What the event's detail says; `state`: the line's `ConsoleLine.wrapperState`.
    func note(for callback: Callback, state: UInt8 = 0) -> String {
        switch self {
        case .reactNative, .capacitor, .maui:
            return RunnerLifecycle.word(self, state)?.why ?? callback.swiftName
        case .flutter:
            return FlutterLifecycle.note(for: callback)
        case .unity:
            if callback == .didFinishLaunching {
                return
                    "Unity's UnityAppController prints `-> applicationDidFinishLaunching()` from \(callback.swiftName)"
            }
            return "Unity's UnityAppController line for \(callback.swiftName)"
        }
    }
}

enum CallSite {
    /// Words that open or close a call, lowercased. Only whole words next to the name count.
    private static let exitWords: [[UInt8]] = [
        "end", "ended", "ends", "done", "finished", "finish", "exit", "exited", "exiting", "response",
        "return", "returned", "returning", "returns", "complete", "completed", "leave", "leaving"
    ].map { Array($0.utf8) }
    private static let entryWords: [[UInt8]] = [
        "begin", "begins", "beginning", "start", "started", "starting", "called", "call", "enter", "entered",
        "entering", "entry", "invoked", "before"
    ].map { Array($0.utf8) }

    /// How many words after the name are read for a mark (`Function Called` is two).
    static let wordsAfter = 3

    /// The mark, text key and wrapper of the callback spelled at `name` in `line`, whose
    /// message starts at `start`.
    static func read(_ line: UnsafeBufferPointer<UInt8>, message start: Int, name: Range<Int>) -> (
        mark: CallMark, key: UInt32, wrapper: CallWrapper?
    ) {
        var mark = CallMark.none
        var key: UInt64 = 0xcbf2_9ce4_8422_2325
        // Before the name: an arrow right before it, or the one word before it.
        var p = name.lowerBound
        while p > start, line[p - 1] == UInt8(ascii: " ") { p -= 1 }
        var wrapper: CallWrapper? = nil
        if p - 2 >= start, line[p - 1] == UInt8(ascii: ">"),
            line[p - 2] == UInt8(ascii: "-") || line[p - 2] == UInt8(ascii: "=")
        {
            mark = .entry
            key = mix(key, 0x3E)
            // Unity: `-> applicationDidBecomeActive()`, after nothing but a level word
            // (`WARNING -> applicationDidReceiveMemoryWarning()`).
            if name.count > 2, line[name.upperBound - 1] == UInt8(ascii: ")"),
                line[name.upperBound - 2] == UInt8(ascii: "("),
                p - 2 == start || (line[p - 3] == UInt8(ascii: " ") && isUpperWord(line, from: start, to: p - 3))
            {
                wrapper = .unity
            }
        } else if p - 2 >= start, line[p - 2] == UInt8(ascii: "<"),
            line[p - 1] == UInt8(ascii: "-") || line[p - 1] == UInt8(ascii: "=")
        {
            mark = .exit
            key = mix(key, 0x3C)
        } else {
            while p > start, !LineScan.isWordByte(line[p - 1]) { p -= 1 }
            var w = p
            while w > start, LineScan.isWordByte(line[w - 1]) { w -= 1 }
            if w < p, !ConsoleBytes.isDigit(line[w]) {
                let word = UnsafeBufferPointer(rebasing: line[w..<p])
                key = mix(key, hash(word))
                if let found = classify(word) { mark = found }
            }
        }
        key = mix(key, 0x7C)
        // After the name: up to `wordsAfter` words, stopping at a digit, a `|` (Xcode's
        // metadata columns) or the line's end.
        var i = name.upperBound
        var words = 0
        while words < wordsAfter, i < line.count {
            while i < line.count, !LineScan.isWordByte(line[i]) {
                if line[i] == UInt8(ascii: "|") {
                    i = line.count
                    break
                }
                i += 1
            }
            guard i < line.count, !ConsoleBytes.isDigit(line[i]) else { break }
            var e = i + 1
            while e < line.count, LineScan.isWordByte(line[e]) { e += 1 }
            let word = UnsafeBufferPointer(rebasing: line[i..<e])
            key = mix(key, hash(word))
            if mark == .none || (mark == .entry && wrapper == nil), let found = classify(word) {
                // An exit word after the name wins over an entry word before it.
                if found == .exit || mark == .none { mark = found }
            }
            words += 1
            i = e
        }
        return (mark, UInt32(truncatingIfNeeded: key ^ (key >> 32)), wrapper)
    }

    /// Whether the name at `name` is UIKit naming a protocol's method (`You've implemented
    /// -[<UIApplicationDelegate> application:didReceiveRemoteNotification:fetchCompletionHandler:],
    /// but …`): `-[<Protocol> ` right before it. A reference, not a call.
    static func isProtocolReference(_ line: UnsafeBufferPointer<UInt8>, message start: Int, name: Range<Int>) -> Bool {
        var p = name.lowerBound
        while p > start, line[p - 1] == UInt8(ascii: " ") { p -= 1 }
        guard p > start + 3, line[p - 1] == UInt8(ascii: ">") else { return false }
        p -= 1
        while p > start, LineScan.isWordByte(line[p - 1]) { p -= 1 }
        return p >= start + 3 && line[p - 1] == UInt8(ascii: "<") && line[p - 2] == UInt8(ascii: "[")
            && line[p - 3] == UInt8(ascii: "-")
    }

    /// Whether `line[from..<to]` is one word of capitals (`WARNING`).
    private static func isUpperWord(_ line: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Bool {
        guard from < to else { return false }
        for k in from..<to where !(line[k] >= UInt8(ascii: "A") && line[k] <= UInt8(ascii: "Z")) { return false }
        return true
    }

    private static func classify(_ word: UnsafeBufferPointer<UInt8>) -> CallMark? {
        guard word.count >= 3, word.count <= 9 else { return nil }
        if matches(word, exitWords) { return .exit }
        if matches(word, entryWords) { return .entry }
        return nil
    }

    /// Whether `word`, lowercased, is one of `words`.
    private static func matches(_ word: UnsafeBufferPointer<UInt8>, _ words: [[UInt8]]) -> Bool {
        outer: for candidate in words where candidate.count == word.count {
            for k in 0..<word.count where word[k] | 0x20 != candidate[k] { continue outer }
            return true
        }
        return false
    }

    @inline(__always) private static func hash(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in word { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h
    }

    @inline(__always) private static func mix(_ h: UInt64, _ v: UInt64) -> UInt64 {
        (h ^ v) &* 0x9E37_79B9_7F4A_7C15
    }
}
