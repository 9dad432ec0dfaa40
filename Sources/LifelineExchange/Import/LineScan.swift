import LifelineModel
import LifelineTrace

/// What the words of one console message name: a fast scan over its bytes that looks every
/// word up in ``CallbackSpellings``, at word boundaries, wherever in the line it is.
///
/// A word is a run of letters, digits and `_`; it starts a spelling only after a byte that is
/// none of those (a space, `[`, `.`, `:`, `>`, an emoji, Korean text …). At each word the
/// scanner tries the longest spelling first: the Swift form up to its `)`, the selector run
/// `piece:piece:`, then the word alone. Whatever follows the spelling is the app's own text.
enum LineScan {
    /// Why a line that names something callback-like was not used.
    enum Ambiguity: String, Equatable, Sendable {
        /// Two different callbacks in one line.
        case twoCallbacks = "names two different callbacks"
        /// A spelling that several callbacks share (`willContinueUserActivityWithType`).
        case sharedSpelling = "a spelling several callbacks share"
        /// A name that resembles a callback but is none (`appDidBecomeActive()`).
        case lookAlike = "resembles a callback but is none"
        /// A runner's word that two UIKit methods send (React Native's first `background`).
        case runnerState = "a runner's state word that two UIKit methods send"
    }

    enum Finding: Equatable {
        case none
        /// One callback (possibly named more than once); `range`: its first spelling. `short`:
        /// named only by a short name (`didEnterBackground`), which the profile reads (`ShortName`).
        case callback(Callback, range: Range<Int>, short: Bool = false)
        case ambiguous(Ambiguity, range: Range<Int>)
        /// A delegate-looking method the catalogue does not know (`application(_:didFoo:)`).
        case unknownMethod(range: Range<Int>)
        /// A SwiftUI phase print (`scenePhase: active`, `ScenePhase.inactive`); `from`: the old
        /// phase of a change printed on one line (`scenePhase: active → inactive`).
        /// `level`: the level the line names (Lifeline's own export, `phase scene: inactive`).
        case phase(ScenePhase, from: ScenePhase?, level: PhaseLevel?, range: Range<Int>)
    }

    /// A letter, digit or `_`, by one bit of a 128-bit mask: one well-predicted branch per byte
    /// instead of three range checks (the word loop is most of the scan).
    @inline(__always) static func isWordByte(_ b: UInt8) -> Bool {
        // Bits 48–57: `0`–`9`. Bits 64+1…64+26: `A`–`Z`; 64+31: `_`; 64+33…64+58: `a`–`z`.
        let mask: UInt64 = b < 64 ? 0x03FF_0000_0000_0000 : b < 128 ? 0x07FF_FFFE_87FF_FFFE : 0
        return (mask >> UInt64(b & 63)) & 1 != 0
    }

    /// Scans `line[from...]`.
    static func scan(_ line: UnsafeBufferPointer<UInt8>, from start: Int, spellings: CallbackSpellings) -> Finding {
        let n = line.count
        var callback: (Callback, Range<Int>)? = nil
        var short = false
        var ambiguity: (Ambiguity, Range<Int>)? = nil
        var unknown: Range<Int>? = nil
        var lookAlike: Range<Int>? = nil
        var phase: (ScenePhase, ScenePhase?, PhaseLevel?, Range<Int>)? = nil
        var i = start
        while i < n {
            let b = line[i]
            guard isWordByte(b) else {
                i += 1
                continue
            }
            var e = i + 1
            while e < n, isWordByte(line[e]) { e += 1 }
            if ConsoleBytes.isDigit(b) || e - i < 5 {
                i = e
                continue
            }
            let next: UInt8 = e < n ? line[e] : 0
            let open = UInt8(ascii: "("), colon = UInt8(ascii: ":")
            var match: CallbackSpellings.Match? = nil
            var end = e
            var close: Int? = nil
            var selectorEnd = e
            if spellings.mayStart(b) {
                if next == open, let c = closingParenthesis(line, from: e + 1) {
                    close = c
                    if let m = spellings.find(UnsafeBufferPointer(rebasing: line[i..<(c + 1)])) {
                        match = m
                        end = c + 1
                    }
                } else if next == colon {
                    selectorEnd = selectorRunEnd(line, from: e)
                    if let m = spellings.find(UnsafeBufferPointer(rebasing: line[i..<selectorEnd])) {
                        match = m
                        end = selectorEnd
                    }
                }
                if match == nil, let m = spellings.find(UnsafeBufferPointer(rebasing: line[i..<e])) {
                    match = m
                    end = e
                }
            } else if next == colon {
                selectorEnd = selectorRunEnd(line, from: e)
            } else if next == open {
                close = closingParenthesis(line, from: e + 1)
            }
            switch match {
            case .callback(let found)?, .short(let found)?:
                let isShort = if case .short = match { true } else { false }
                if let (known, _) = callback, known != found {
                    if ambiguity == nil { ambiguity = (.twoCallbacks, i..<end) }
                } else if callback == nil {
                    callback = (found, i..<end)
                    short = isShort
                } else if !isShort {
                    // The method's own name beside its short name: no profile needed.
                    short = false
                }
                i = end
                continue
            case .ambiguous?:
                if ambiguity == nil { ambiguity = (.sharedSpelling, i..<end) }
                i = end
                continue
            case nil:
                break
            }
            if next == open || next == colon {
                let word = UnsafeBufferPointer(rebasing: line[i..<e])
                let spellingEnd = next == open ? (close.map { $0 + 1 } ?? e) : selectorEnd
                if looksLikeDelegateMethod(word, line: line, next: e, spellingEnd: spellingEnd) {
                    if unknown == nil { unknown = i..<spellingEnd }
                    i = spellingEnd
                    continue
                }
                if lookAlike == nil, resemblesCallback(word) { lookAlike = i..<spellingEnd }
            }
            if e - i >= 5, let found = phaseAfter(word: i..<e, in: line) {
                phase = (found.phase, found.from, found.level, i..<found.end)
                i = found.end
                continue
            }
            i = e
        }
        if let ambiguity { return .ambiguous(ambiguity.0, range: ambiguity.1) }
        if let (found, range) = callback { return .callback(found, range: range, short: short) }
        if let unknown { return .unknownMethod(range: unknown) }
        if let (found, from, level, range) = phase { return .phase(found, from: from, level: level, range: range) }
        if let lookAlike { return .ambiguous(.lookAlike, range: lookAlike) }
        return .none
    }

    /// The `)` closing a Swift parameter list that starts at `from`: labels, `_` and colons only
    /// (`_:didFinishLaunchingWithOptions:`), and not far.
    private static func closingParenthesis(_ line: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        var k = from
        let limit = min(line.count, from + 160)
        while k < limit {
            let c = line[k]
            if c == UInt8(ascii: ")") { return k }
            guard isWordByte(c) || c == UInt8(ascii: ":") else { return nil }
            k += 1
        }
        return nil
    }

    /// The end of a selector run `word:piece:piece:` whose first colon is at `colon`.
    private static func selectorRunEnd(_ line: UnsafeBufferPointer<UInt8>, from colon: Int) -> Int {
        var end = colon + 1
        var j = end
        while j < line.count, ConsoleBytes.isLetter(line[j]) || line[j] == UInt8(ascii: "_") {
            var k = j + 1
            while k < line.count, isWordByte(line[k]) { k += 1 }
            guard k < line.count, line[k] == UInt8(ascii: ":") else { break }
            end = k + 1
            j = end
        }
        return end
    }

    private static let delegatePrefixes: [[UInt8]] = CallbackSpellings.delegatePrefixes.map { Array($0.utf8) }
    private static let verbs: [[UInt8]] = ["Did", "Will", "Should"].map { Array($0.utf8) }

    /// A delegate method's shape: `application(_:…:)`, `scene:foo:bar:`, or a prefix glued to
    /// a verb (`applicationDidFoo(_:)`, `sceneWillBar:`). `applicationState: 0` is not one.
    static func looksLikeDelegateMethod(
        _ word: UnsafeBufferPointer<UInt8>, line: UnsafeBufferPointer<UInt8>, next: Int, spellingEnd: Int
    ) -> Bool {
        for prefix in delegatePrefixes where word.count >= prefix.count && word.starts(with: prefix) {
            if word.count == prefix.count {
                // The receiver itself: at least one more label or selector piece.
                if line[next] == UInt8(ascii: "(") {
                    return spellingEnd > next + 3 && line[next + 1] == UInt8(ascii: "_")
                        && line[next + 2] == UInt8(ascii: ":")
                        && spellingEnd - next > 4
                }
                return spellingEnd > next + 1 && line[spellingEnd - 1] == UInt8(ascii: ":") && spellingEnd - next > 2
            }
            let rest = UnsafeBufferPointer(rebasing: word[(word.startIndex + prefix.count)...])
            return verbs.contains { rest.starts(with: $0) }
        }
        return false
    }

    /// Life-cycle words a look-alike carries: `appDidBecomeActive()`, `onWillTerminate:`.
    private static let lifecycleWords: [[UInt8]] = [
        "idBecomeActive", "illResignActive", "idEnterBackground", "illEnterForeground", "illTerminate",
        "inishLaunching", "idDisconnect", "illConnect"
    ].map { Array($0.utf8) }

    /// Every life-cycle word starts with `i` then `d`, `l` or `n`: the word is walked once, and
    /// only at such a pair are the words compared.
    static func resemblesCallback(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = word.baseAddress, word.count >= 10 else { return false }
        var k = 0
        while k + 10 <= word.count {
            if base[k] == UInt8(ascii: "i") {
                let second = base[k + 1]
                if second == UInt8(ascii: "d") || second == UInt8(ascii: "l") || second == UInt8(ascii: "n") {
                    for needle in lifecycleWords where k + needle.count <= word.count && needle[1] == second {
                        if UnsafeBufferPointer(start: base + k, count: needle.count).elementsEqual(needle) {
                            return true
                        }
                    }
                }
            }
            k += 1
        }
        return false
    }

    private static let phaseWords: [(ScenePhase, [UInt8])] = ScenePhase.allCases.map { ($0, Array($0.rawValue.utf8)) }

    /// `scenePhase: active`, `ScenePhase.inactive`, `newPhase = background`: a word ending in
    /// `Phase`/`phase`, a few separators (or `changed from`), then a phase's name as a whole word.
    /// A change on one line (`scenePhase: active → inactive`, `ScenePhase changed from background
    /// to inactive`) is its new phase, `from` the old one.
    /// Lifeline's own export names the level (`Lifeline: phase scene: inactive`).
    static func phaseAfter(word: Range<Int>, in line: UnsafeBufferPointer<UInt8>) -> (
        phase: ScenePhase, from: ScenePhase?, level: PhaseLevel?, end: Int
    )? {
        let tail = word.upperBound - 5
        guard line[tail + 1] == UInt8(ascii: "h"), line[tail + 2] == UInt8(ascii: "a"),
            line[tail + 3] == UInt8(ascii: "s"),
            line[tail + 4] == UInt8(ascii: "e"), line[tail] | 0x20 == UInt8(ascii: "p")
        else { return nil }
        var k = word.upperBound
        let limit = min(line.count, k + 6)
        // `)`: `onChange(of: scenePhase) background`, the modifier then the value it printed.
        while k < limit, " :.=>-()".utf8.contains(line[k]) { k += 1 }
        var level: PhaseLevel? = nil
        for (index, filler) in fillers.enumerated()
        where k + filler.count <= line.count
            && UnsafeBufferPointer(rebasing: line[k..<(k + filler.count)]).elementsEqual(filler)
        {
            k += filler.count
            if index < levels.count { level = levels[index] }
            break
        }
        guard k > word.upperBound, let (phase, end) = phaseWord(line, at: k) else { return nil }
        if let (next, nextEnd) = transition(line, after: end) { return (next, phase, level, nextEnd) }
        return (phase, nil, level, end)
    }

    /// Words between `ScenePhase` and the phase in a change written out (`changed from`).
    /// The first ones name a level, as Lifeline's console export writes it (`phase view: active`).
    private static let fillers: [[UInt8]] = [
        "app: ", "scene: ", "view: ", "changed from ", "changed to ", "changed: ",
        "onChange: ", "from ", "is now ", "now "
    ].map { Array($0.utf8) }
    private static let levels: [PhaseLevel] = [.app, .scene, .view]

    /// The phase named by the whole word at `k` (its first letter in either case: `Active`, as
    /// `print("Active")` in a tutorial's `onChange(of: scenePhase)`), and where it ends.
    private static func phaseWord(_ line: UnsafeBufferPointer<UInt8>, at k: Int) -> (ScenePhase, Int)? {
        guard k < line.count, !ConsoleBytes.isDigit(line[k]) else { return nil }
        var e = k
        while e < line.count, isWordByte(line[e]) { e += 1 }
        guard e - k >= 6, e - k <= 10 else { return nil }
        for (phase, name) in phaseWords where name.count == e - k && line[k] | 0x20 == name[0] {
            var i = 1
            while i < name.count, line[k + i] == name[i] { i += 1 }
            if i == name.count { return (phase, e) }
        }
        return nil
    }

    /// After a phase ending at `end`: ` -> `, ` → `, ` => ` or ` to `, then another phase.
    static func transition(_ line: UnsafeBufferPointer<UInt8>, after end: Int) -> (ScenePhase, Int)? {
        var k = end
        while k < line.count, line[k] == UInt8(ascii: " ") { k += 1 }
        guard k + 2 < line.count else { return nil }
        let a = line[k], b = line[k + 1]
        if (a == UInt8(ascii: "-") || a == UInt8(ascii: "=")) && b == UInt8(ascii: ">") {
            k += 2
        } else if a == 0xE2, b == 0x86, line[k + 2] == 0x92 {
            k += 3  // →
        } else if a == UInt8(ascii: "t"), b == UInt8(ascii: "o"), line[k + 2] == UInt8(ascii: " ") {
            k += 2
        } else {
            return nil
        }
        while k < line.count, line[k] == UInt8(ascii: " ") || line[k] == UInt8(ascii: ".") { k += 1 }
        return phaseWord(line, at: k)
    }

    /// Whether `line[start...]` may end in a phase's name (`barePhase`, `labelledPhase`): its last
    /// byte that is no space is the last letter of one (`active`, `inactive`, `background`),
    /// or `)` or `"` after it. One look at the line's end rejects most of a log's other lines.
    @inline(__always) static func mayEndInPhase(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var e = line.count
        while e > start, ConsoleBytes.isSpace(line[e - 1]) { e -= 1 }
        guard e - start >= 6 else { return false }
        let last = line[e - 1] | 0x20
        return last == UInt8(ascii: "e") || last == UInt8(ascii: "d") || line[e - 1] == UInt8(ascii: ")")
            || line[e - 1] == UInt8(ascii: "\"")
    }

    /// A message that is nothing but a phase's name (`print(newPhase)` in a SwiftUI app), or a
    /// change from one to another (`active -> inactive`, `.active → .inactive`): the new phase,
    /// and the old one.
    static func barePhase(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> (
        phase: ScenePhase, from: ScenePhase?
    )? {
        var s = start, e = line.count
        while s < e, ConsoleBytes.isSpace(line[s]) { s += 1 }
        while e > s, ConsoleBytes.isSpace(line[e - 1]) { e -= 1 }
        s = afterUnifiedLogTag(line, from: s, end: e)
        // `(.inactive)` (`print(phase)` of an optional wrapped by a helper), `"active"` (`debugPrint`).
        if e - s >= 2,
            line[s] == UInt8(ascii: "(") && line[e - 1] == UInt8(ascii: ")")
                || line[s] == UInt8(ascii: "\"") && line[e - 1] == UInt8(ascii: "\"")
        {
            s += 1
            e -= 1
        }
        if s < e, line[s] == UInt8(ascii: ".") { s += 1 }
        guard e - s >= 6, e - s <= 30 else { return nil }
        let bounded = UnsafeBufferPointer(rebasing: line[..<e])
        guard let (phase, end) = phaseWord(bounded, at: s) else { return nil }
        if end == e { return (phase, nil) }
        guard let (next, nextEnd) = transition(bounded, after: end), nextEnd == e else { return nil }
        return (next, phase)
    }

    /// After the unified log's `[subsystem:category] ` (`log stream --style compact`, `[net.example.app:App]`):
    /// the log's own tag, not the app's text, so `[net.example.app:App] Active` is the value alone.
    private static func afterUnifiedLogTag(_ line: UnsafeBufferPointer<UInt8>, from s: Int, end e: Int) -> Int {
        guard s < e, line[s] == UInt8(ascii: "[") else { return s }
        var k = s + 1, dot = false, colon = false
        while k < min(e, s + 160), line[k] != UInt8(ascii: "]") {
            if line[k] == UInt8(ascii: ".") && !colon { dot = true }
            if line[k] == UInt8(ascii: ":") { colon = true }
            k += 1
        }
        guard k < e, line[k] == UInt8(ascii: "]"), dot, colon else { return s }
        k += 1
        while k < e, line[k] == UInt8(ascii: " ") { k += 1 }
        return k
    }

    /// The level a phase line says it was read at, from the words before the phase (`end`): a
    /// word ending in `View` (`[ContentView] active`) is a view's, the word `App` or `app`
    /// (`App is active`, `[com.example.shop:App] Active`) the App's; any other is the scene's,
    /// which is what a view reads (facts §5) and, with one window, what the App reads too.
    /// The last such word before the phase decides. Only phase lines are read (and cached).
    static func phaseLevel(_ line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> PhaseLevel {
        var level = PhaseLevel.scene
        var i = start
        let limit = min(end, line.count)
        while i < limit {
            guard isWordByte(line[i]) else {
                i += 1
                continue
            }
            var e = i + 1
            while e < limit, isWordByte(line[e]) { e += 1 }
            let n = e - i
            if n == 3, line[i] | 0x20 == UInt8(ascii: "a"), line[i + 1] == UInt8(ascii: "p"),
                line[i + 2] == UInt8(ascii: "p")
            {
                level = .app
            } else if n >= 4, line[e - 4] == UInt8(ascii: "V"), line[e - 3] == UInt8(ascii: "i"),
                line[e - 2] == UInt8(ascii: "e"), line[e - 1] == UInt8(ascii: "w")
            {
                level = .view
            }
            i = e
        }
        return level
    }

    /// Bytes that end a label before a value (`[ContentView] active`, `ContentView: inactive`,
    /// `phase = background`, `-> active`, `| active`).
    private static let labelEnds = Array("]:=>|-".utf8)

    /// A message that ends in a phase's name after a label (`[ContentView] active`, `App state:
    /// background`, `🌙 background`): the phase, or nil. Only the line's end is read. Such a line
    /// is a phase only in a log that is otherwise SwiftUI's (`ConsoleLine.phaseLabelled`): a value
    /// in a sentence (`user is active in chat`, `status is active`) never is.
    static func labelledPhase(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> ScenePhase? {
        var e = line.count
        while e > start, ConsoleBytes.isSpace(line[e - 1]) { e -= 1 }
        if e > start, line[e - 1] == UInt8(ascii: ")") || line[e - 1] == UInt8(ascii: "\"") { e -= 1 }
        var s = e
        while s > start, isWordByte(line[s - 1]) { s -= 1 }
        guard e - s >= 6, e - s <= 10, let (phase, end) = phaseWord(UnsafeBufferPointer(rebasing: line[..<e]), at: s),
            end == e
        else { return nil }
        var k = s
        if k > start,
            line[k - 1] == UInt8(ascii: ".") || line[k - 1] == UInt8(ascii: "(")
                || line[k - 1] == UInt8(ascii: "\"")
        {
            k -= 1
        }
        while k > start, line[k - 1] == UInt8(ascii: " ") { k -= 1 }
        // A label ends in punctuation or in a symbol (an emoji, whose last UTF-8 byte is ≥ 0x80).
        guard k > start, labelEnds.contains(line[k - 1]) || line[k - 1] >= 0x80 else { return nil }
        return phase
    }
}
