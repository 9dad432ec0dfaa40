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
enum ObjCTokenizer {
    static func tokens(_ source: String) -> [ObjCToken] {
        let bytes = Array(source.utf8)
        var tokens: [ObjCToken] = []
        tokens.reserveCapacity(bytes.count / 4)
        var i = 0
        var line = 1
        var lineStart = 0
        var atLineStart = true
        // Inside a `#define`'s replacement text, read as code: a single-window API spelled in a
        // macro is a use wherever the macro is expanded.
        var inMacro = false
        func isIdentifier(_ b: UInt8) -> Bool {
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x24
                || b >= 0x80
        }
        func newline() {
            line += 1
            lineStart = i + 1
            atLineStart = true
        }
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A {
                newline()
                inMacro = false
                i += 1
                continue
            }
            if inMacro, b == 0x5C, i + 1 < bytes.count, bytes[i + 1] == 0x0A {
                i += 1
                newline()
                atLineStart = false
                i += 1
                continue
            }
            if b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0C {
                i += 1
                continue
            }
            // `#define NAME(params) replacement`: the replacement is tokenized.
            if b == 0x23 && atLineStart, let body = macroBody(bytes, from: i) {
                i = body
                inMacro = true
                atLineStart = false
                continue
            }
            // Any other preprocessor line, continued by backslashes.
            if b == 0x23 && atLineStart {
                while i < bytes.count && bytes[i] != 0x0A {
                    if bytes[i] == 0x5C, i + 1 < bytes.count, bytes[i + 1] == 0x0A {
                        i += 1
                        newline()
                    }
                    i += 1
                }
                continue
            }
            atLineStart = false
            let column = i - lineStart + 1
            if b == 0x2F, i + 1 < bytes.count, bytes[i + 1] == 0x2F {
                while i < bytes.count && bytes[i] != 0x0A { i += 1 }
                continue
            }
            if b == 0x2F, i + 1 < bytes.count, bytes[i + 1] == 0x2A {
                i += 2
                while i < bytes.count && !(bytes[i] == 0x2A && i + 1 < bytes.count && bytes[i + 1] == 0x2F) {
                    if bytes[i] == 0x0A { newline() }
                    i += 1
                }
                i += 2
                continue
            }
            if b == 0x22 || (b == 0x40 && i + 1 < bytes.count && bytes[i + 1] == 0x22) || b == 0x27 {
                let quote: UInt8 = b == 0x27 ? 0x27 : 0x22
                i += b == 0x40 ? 2 : 1
                let start = i
                while i < bytes.count && bytes[i] != quote && bytes[i] != 0x0A {
                    if bytes[i] == 0x5C { i += 1 }
                    i += 1
                }
                let end = min(i, bytes.count)
                if quote == 0x22 {
                    tokens.append(
                        ObjCToken(
                            kind: .string, text: String(decoding: bytes[start..<end], as: UTF8.self), line: line,
                            column: column,
                            offset: lineStart + column - 1, end: min(end + 1, bytes.count)))
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
                    ObjCToken(
                        kind: isNumber ? .number : .identifier,
                        text: String(decoding: bytes[start..<i], as: UTF8.self), line: line, column: column,
                        offset: start, end: i))
                continue
            }
            tokens.append(
                ObjCToken(
                    kind: .punctuation, text: String(UnicodeScalar(b)), line: line, column: column, offset: i,
                    end: i + 1))
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
