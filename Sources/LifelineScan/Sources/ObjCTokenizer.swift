/// One Objective-C token: an identifier (with `@` keywords such as `@implementation` kept
/// whole), a string literal (its contents), a number, or one punctuation character.
struct ObjCToken: Sendable {
    enum Kind: Sendable { case identifier, string, number, punctuation }
    var kind: Kind
    var text: String
    var line: Int
    var column: Int
    /// The UTF-8 offset of the token's first byte (for a string literal, its opening quote).
    var offset: Int = 0
    /// The UTF-8 offset just past the token (past a string literal's closing quote).
    var end: Int = 0
}

/// A small hand-written Objective-C tokenizer: it drops comments, preprocessor lines and
/// character literals, keeps string literals as single tokens (so a selector or a key inside
/// one is never mistaken for code), and records each token's line and byte column.
///
/// Lines are spliced first, as C's translation phase 2 does: a backslash at a line's end
/// joins it to the next wherever it is (a string literal, a `#define`, a `//` comment, code),
/// and the tokens are read from the joined text. Each token's line, column and offsets are
/// those of the file as written, so findings after a continued line keep their lines.
enum ObjCTokenizer {
    static func tokens(_ source: String) -> [ObjCToken] {
        let text = SplicedLines(Array(source.utf8))
        let bytes = text.bytes
        var place = text.places()
        var tokens: [ObjCToken] = []
        tokens.reserveCapacity(bytes.count / 4)
        var i = 0
        var atLineStart = true
        func isIdentifier(_ b: UInt8) -> Bool {
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x24
                || b >= 0x80
        }
        func token(_ kind: ObjCToken.Kind, _ text: String, from start: Int, to end: Int) -> ObjCToken {
            let (line, column, offset) = place.of(start)
            return ObjCToken(
                kind: kind, text: text, line: line, column: column, offset: offset, end: place.end(end))
        }
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A {
                atLineStart = true
                i += 1
                continue
            }
            if b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0C {
                i += 1
                continue
            }
            // `#define NAME(params) replacement`: the replacement is tokenized, read as code (a
            // single-window API spelled in a macro is a use wherever the macro is expanded).
            if b == 0x23 && atLineStart, let body = macroBody(bytes, from: i) {
                i = body
                atLineStart = false
                continue
            }
            // Any other preprocessor line (its continuations are spliced into it).
            if b == 0x23 && atLineStart {
                while i < bytes.count && bytes[i] != 0x0A { i += 1 }
                continue
            }
            atLineStart = false
            if b == 0x2F, i + 1 < bytes.count, bytes[i + 1] == 0x2F {
                while i < bytes.count && bytes[i] != 0x0A { i += 1 }
                continue
            }
            if b == 0x2F, i + 1 < bytes.count, bytes[i + 1] == 0x2A {
                i += 2
                while i < bytes.count && !(bytes[i] == 0x2A && i + 1 < bytes.count && bytes[i + 1] == 0x2F) { i += 1 }
                i += 2
                continue
            }
            if b == 0x22 || (b == 0x40 && i + 1 < bytes.count && bytes[i + 1] == 0x22) || b == 0x27 {
                let quote: UInt8 = b == 0x27 ? 0x27 : 0x22
                let opening = i
                i += b == 0x40 ? 2 : 1
                let start = i
                while i < bytes.count && bytes[i] != quote && bytes[i] != 0x0A {
                    if bytes[i] == 0x5C { i += 1 }
                    i += 1
                }
                let end = min(i, bytes.count)
                if quote == 0x22 {
                    tokens.append(
                        token(
                            .string, String(decoding: bytes[start..<end], as: UTF8.self), from: opening,
                            to: min(end + 1, bytes.count)))
                }
                i += 1
                continue
            }
            if isIdentifier(b) || (b == 0x40 && i + 1 < bytes.count && isIdentifier(bytes[i + 1])) {
                let start = i
                i += 1
                while i < bytes.count && isIdentifier(bytes[i]) { i += 1 }
                let isNumber = b >= 0x30 && b <= 0x39
                tokens.append(
                    token(
                        isNumber ? .number : .identifier, String(decoding: bytes[start..<i], as: UTF8.self),
                        from: start, to: i))
                continue
            }
            tokens.append(token(.punctuation, String(UnicodeScalar(b)), from: i, to: i + 1))
            i += 1
        }
        return tokens
    }

    /// For a `#define` at `start`, the offset where its replacement text begins (after the
    /// macro's name and parameter list); nil for any other directive.
    private static func macroBody(_ bytes: [UInt8], from start: Int) -> Int? {
        var i = start + 1
        func skipBlanks() { while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 } }
        skipBlanks()
        let word = Array("define".utf8)
        guard i + word.count <= bytes.count, Array(bytes[i..<(i + word.count)]) == word else { return nil }
        i += word.count
        skipBlanks()
        while i < bytes.count,
            bytes[i] == 0x5F || (bytes[i] | 0x20 >= 0x61 && bytes[i] | 0x20 <= 0x7A)
                || (bytes[i] >= 0x30 && bytes[i] <= 0x39)
        { i += 1 }
        if i < bytes.count, bytes[i] == 0x28 {
            while i < bytes.count, bytes[i] != 0x29, bytes[i] != 0x0A { i += 1 }
            if i < bytes.count, bytes[i] == 0x29 { i += 1 }
        }
        return i
    }
}

/// A file's bytes with every backslash-newline (`\\` then LF or CR LF) removed, and the way back
/// from an offset in the joined bytes to the line, column and offset of the file as written.
struct SplicedLines {
    /// The joined bytes (the file's own when nothing is continued).
    let bytes: [UInt8]
    /// Where each splice was, as an offset in the joined bytes, and how many bytes had been
    /// removed up to and including it.
    private var splices: [(at: Int, removed: Int)] = []
    /// The offset of each line's first byte in the file as written.
    private var lineStarts: [Int] = [0]

    init(_ original: [UInt8]) {
        var joined: [UInt8] = []
        var removed = 0
        var copied = 0
        var i = 0
        while i < original.count {
            let b = original[i]
            if b == 0x0A {
                lineStarts.append(i + 1)
            } else if b == 0x5C {
                let length =
                    i + 1 < original.count && original[i + 1] == 0x0A
                    ? 2 : i + 2 < original.count && original[i + 1] == 0x0D && original[i + 2] == 0x0A ? 3 : 0
                if length > 0 {
                    if joined.isEmpty { joined.reserveCapacity(original.count) }
                    joined += original[copied..<i]
                    removed += length
                    splices.append((joined.count, removed))
                    lineStarts.append(i + length)
                    i += length
                    copied = i
                    continue
                }
            }
            i += 1
        }
        if splices.isEmpty {
            bytes = original
        } else {
            joined += original[copied...]
            bytes = joined
        }
    }

    /// A cursor that turns joined offsets, asked in increasing order, into places.
    func places() -> Places { Places(splices: splices, lineStarts: lineStarts) }

    struct Places {
        fileprivate let splices: [(at: Int, removed: Int)]
        fileprivate let lineStarts: [Int]
        private var splice = 0
        private var line = 0

        fileprivate init(splices: [(at: Int, removed: Int)], lineStarts: [Int]) {
            self.splices = splices
            self.lineStarts = lineStarts
        }

        /// The file's offset of the joined byte at `index`.
        private mutating func original(_ index: Int) -> Int {
            while splice < splices.count, splices[splice].at <= index { splice += 1 }
            return index + (splice == 0 ? 0 : splices[splice - 1].removed)
        }

        /// The 1-based line, byte column and file offset of the joined byte at `index`.
        mutating func of(_ index: Int) -> (line: Int, column: Int, offset: Int) {
            let offset = original(index)
            while line + 1 < lineStarts.count, lineStarts[line + 1] <= offset { line += 1 }
            return (line + 1, offset - lineStarts[line] + 1, offset)
        }

        /// The file offset just past the joined byte before `end` (a splice after a token is
        /// not part of it).
        mutating func end(_ end: Int) -> Int {
            guard end > 0 else { return 0 }
            // Without moving the cursor: the next token starts at or after `end`.
            var k = splice
            while k < splices.count, splices[k].at <= end - 1 { k += 1 }
            return end - 1 + (k == 0 ? 0 : splices[k - 1].removed) + 1
        }
    }
}
