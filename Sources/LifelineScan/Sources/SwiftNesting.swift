/// How deep a Swift file's syntax tree would be, measured on its bytes in one pass before
/// swift-syntax parses it.
///
/// The parser and the fact visitor recurse once per level of the tree, and the parser's own
/// limit (`maximumNestingLevel`) counts brackets only: 2,000 nested generic arguments (6 KB),
/// 20,000 `else if`s or a 60,000-member chain overflowed the stack (SIGSEGV, issue 35), and
/// 3,000 nested string interpolations grew past 4 GB. This counts what deepens the tree:
/// brackets, generic arguments, string interpolations, `else if` chains and postfix chains
/// (`a.b(c)[d]…`), so that a file deeper than ``limit`` is skipped with a note, not parsed.
/// Strings and comments are skipped as the lexer skips them; the measure is an upper bound
/// for what it counts (a `<` that is a comparison may count as a generic argument list).
enum SwiftNesting {
    /// The deepest tree read: real code (SwiftUI's nested views and modifier chains
    /// included) stays under 200.
    static let limit = 512

    private enum Open: Equatable { case bracket(UInt8), generic, interpolation }

    /// One open bracket, generic list or interpolation, and the chains in it when it opened.
    private struct Frame {
        var open: Open
        var chain: Int
        var elseIfs: Int
        /// After an interpolation's `)`: the string it returns to (its hashes, multi-line).
        var string: (hashes: Int, multiline: Bool)? = nil
    }

    /// Whether the tree `bytes` would give is deeper than ``limit``.
    static func isTooDeep(_ bytes: [UInt8]) -> Bool { depth(bytes, stoppingAt: limit) > limit }

    /// The deepest point, counted until it passes `stop`.
    static func depth(_ bytes: [UInt8], stoppingAt stop: Int = .max) -> Int {
        var frames: [Frame] = []
        var saved = 0  // the chains and else-ifs of the open frames
        var chain = 0, elseIfs = 0
        var deepest = 0
        var previous: UInt8 = 0x20  // the last byte of code, spaces included
        var afterCloseBrace = false
        var i = 0
        let n = bytes.count
        func isWord(_ b: UInt8) -> Bool {
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b >= 0x80
        }
        func ends(_ b: UInt8) -> Bool {
            isWord(b) || b == UInt8(ascii: ")") || b == UInt8(ascii: "]") || b == UInt8(ascii: "?")
                || b == UInt8(ascii: "!") || b == UInt8(ascii: ">")
        }
        func word(at start: Int) -> ArraySlice<UInt8> {
            var end = start
            while end < n, isWord(bytes[end]) { end += 1 }
            return bytes[start..<end]
        }
        func push(_ open: Open) {
            frames.append(Frame(open: open, chain: chain, elseIfs: elseIfs))
            saved += chain + elseIfs
            chain = 0
            elseIfs = 0
        }
        func pop() -> Frame? {
            guard let frame = frames.popLast() else { return nil }
            saved -= frame.chain + frame.elseIfs
            chain = frame.chain
            elseIfs = frame.elseIfs
            return frame
        }
        /// Skips a string literal whose opening quote(s) end before `i`; stops at its end or
        /// at an interpolation's `(`, which it pushes. Returns whether the string ended.
        func skipString(hashes: Int, multiline: Bool) {
            while i < n {
                let b = bytes[i]
                if b == UInt8(ascii: "\\") {
                    var j = i + 1, h = 0
                    while h < hashes, j < n, bytes[j] == UInt8(ascii: "#") {
                        h += 1
                        j += 1
                    }
                    if h == hashes, j < n, bytes[j] == UInt8(ascii: "(") {
                        push(.interpolation)
                        frames[frames.count - 1].string = (hashes, multiline)
                        i = j + 1
                        return
                    }
                    i = h == hashes ? j + 1 : j
                    continue
                }
                if b == UInt8(ascii: "\"") {
                    let quotes = multiline ? 3 : 1
                    var j = i, q = 0
                    while q < quotes, j < n, bytes[j] == UInt8(ascii: "\"") {
                        q += 1
                        j += 1
                    }
                    var h = 0
                    while q == quotes, h < hashes, j < n, bytes[j] == UInt8(ascii: "#") {
                        h += 1
                        j += 1
                    }
                    if q == quotes && h == hashes {
                        i = j
                        return
                    }
                    i = max(j, i + 1)
                    continue
                }
                if b == 0x0A && !multiline { return }
                i += 1
            }
        }
        while i < n {
            let b = bytes[i]
            let next = i + 1 < n ? bytes[i + 1] : 0
            if b == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
                while i < n, bytes[i] != 0x0A { i += 1 }
                continue
            }
            if b == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
                var comments = 1
                i += 2
                while i < n, comments > 0 {
                    if bytes[i] == UInt8(ascii: "/"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "*") {
                        comments += 1
                        i += 2
                    } else if bytes[i] == UInt8(ascii: "*"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "/") {
                        comments -= 1
                        i += 2
                    } else {
                        i += 1
                    }
                }
                continue
            }
            if b == UInt8(ascii: "#") || b == UInt8(ascii: "\"") {
                var j = i, hashes = 0
                while j < n, bytes[j] == UInt8(ascii: "#") {
                    hashes += 1
                    j += 1
                }
                if j < n, bytes[j] == UInt8(ascii: "\"") {
                    let multiline =
                        j + 2 < n && bytes[j + 1] == UInt8(ascii: "\"") && bytes[j + 2] == UInt8(ascii: "\"")
                    i = j + (multiline ? 3 : 1)
                    skipString(hashes: hashes, multiline: multiline)
                    previous = UInt8(ascii: "\"")
                    afterCloseBrace = false
                } else {
                    i = max(j, i + 1)
                    previous = UInt8(ascii: "#")
                }
                deepest = max(deepest, frames.count + saved + chain + elseIfs)
                if deepest > stop { return deepest }
                continue
            }
            switch b {
            case 0x20, 0x09, 0x0A, 0x0D:
                i += 1
                previous = b
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                if b == UInt8(ascii: "{") { while frames.last?.open == .generic { _ = pop() } }
                let postfix = b != UInt8(ascii: "{") && ends(previous)
                if postfix { chain += 1 }
                push(.bracket(b))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                while frames.last?.open == .generic { _ = pop() }
                let closed = pop()
                if b == UInt8(ascii: "}") {
                    afterCloseBrace = true
                    previous = b
                    i += 1
                    continue
                }
                if let string = closed?.string {
                    i += 1
                    skipString(hashes: string.hashes, multiline: string.multiline)
                    previous = UInt8(ascii: "\"")
                    continue
                }
            case UInt8(ascii: "<")
            where isWord(previous) && i + 1 < n
                && (isWord(next) || next == UInt8(ascii: "[") || next == UInt8(ascii: "(")):
                push(.generic)
            case UInt8(ascii: ">") where previous != UInt8(ascii: "-") && frames.last?.open == .generic:
                _ = pop()
            case UInt8(ascii: "."):
                if !(ends(previous) || previous == 0x20 || previous == 0x0A || previous == 0x09)
                    || !(i + 1 < n && isWord(next))
                {
                    chain = 0
                } else {
                    chain += 1
                }
            case _ where isWord(b):
                let name = word(at: i)
                if previous != UInt8(ascii: ".") {
                    if name.elementsEqual("else".utf8) {
                        var j = i + name.count
                        while j < n, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[j]) { j += 1 }
                        if word(at: j).elementsEqual("if".utf8) { elseIfs += 1 }
                    } else if !name.elementsEqual("if".utf8) && afterCloseBrace {
                        elseIfs = 0
                    }
                    if !name.elementsEqual("else".utf8) && !name.elementsEqual("if".utf8) { chain = 0 }
                }
                afterCloseBrace = false
                i += name.count
                previous = bytes[i - 1]
                deepest = max(deepest, frames.count + saved + chain + elseIfs)
                if deepest > stop { return deepest }
                continue
            case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"):
                chain = 0
            default:
                break
            }
            afterCloseBrace = false
            previous = b
            i += 1
            deepest = max(deepest, frames.count + saved + chain + elseIfs)
            if deepest > stop { return deepest }
        }
        return deepest
    }
}
