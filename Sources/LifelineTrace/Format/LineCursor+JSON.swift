/// The scanning steps of any JSON object line (white space, keys in any order, escaped
/// strings, numbers with exponents), for `ForeignLineDecoder`. Each one reads exactly what
/// `JSONParser` and `FieldReader` would read, or returns nil and leaves the line to them.
extension Cursor {
    /// Skips JSON white space (space, tab, carriage return, line feed).
    @inline(__always)
    mutating func skipSpace() {
        while index < end {
            let b = base[index]
            guard b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0A else { return }
            index += 1
        }
    }

    /// A quoted key without escapes that is one of `keys`, as its index.
    @inline(__always)
    mutating func quotedKey(in keys: KeyIndex) -> Int? {
        guard index < end, base[index] == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        // Every key but a longer unknown one ends within the next eight bytes: one word holds
        // it, its closing quote (or a backslash, which no key has) found by SWAR.
        if start + 8 <= end {
            let word = UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self)
            let flags =
                Cursor.hasZeroByte(word ^ (Cursor.ones &* 0x22)) | Cursor.hasZeroByte(word ^ (Cursor.ones &* 0x5C))
            if flags != 0 {
                let length = flags.trailingZeroBitCount / 8
                guard base[start + length] == UInt8(ascii: "\""), let key = keys.index(of: word, length: length) else {
                    return nil
                }
                index = start + length + 1
                return key
            }
        }
        var close = start
        while close < end, base[close] != UInt8(ascii: "\"") {
            if base[close] == UInt8(ascii: "\\") { return nil }
            close += 1
        }
        guard close < end, let key = keys.index(of: base + start, count: close - start) else { return nil }
        index = close + 1
        return key
    }

    /// A non-negative integer as `Int(text)` reads it, and nothing longer: a number that goes
    /// on with a fraction or an exponent is `FieldReader`'s to reject.
    @inline(__always)
    mutating func plainInteger() -> Int? {
        guard let value = integer() else { return nil }
        if index < end, base[index] == UInt8(ascii: ".") || base[index] | 0x20 == UInt8(ascii: "e") { return nil }
        return value
    }

    /// A number of seconds exactly as `FieldReader.time` reads it: the decimal digits
    /// exactly, rounding past the sixth; a number with an exponent through `Double`.
    mutating func anyTime() -> TraceTime? {
        let start = index
        while index < end, base[index] &- UInt8(ascii: "0") < 10 { index += 1 }
        let wholeEnd = index
        guard wholeEnd > start, wholeEnd - start == 1 || base[start] != UInt8(ascii: "0") else { return nil }
        var fractionStart = wholeEnd, fractionEnd = wholeEnd
        if index < end, base[index] == UInt8(ascii: ".") {
            index += 1
            fractionStart = index
            while index < end, base[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            fractionEnd = index
            guard fractionEnd > fractionStart else { return nil }
        }
        if index < end, base[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < end, base[index] == UInt8(ascii: "+") || base[index] == UInt8(ascii: "-") { index += 1 }
            let exponentStart = index
            while index < end, base[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            guard index > exponentStart else { return nil }
            // Rare (Python writes 5e-05): the reference's own conversion, so both round alike.
            let text = String(decoding: UnsafeBufferPointer(start: base + start, count: index - start), as: UTF8.self)
            guard let value = Double(text), value.isFinite, value >= 0, value < 9e9 else { return nil }
            return TraceTime(seconds: value)
        }
        guard wholeEnd - start <= 10 else { return nil }
        var seconds: Int64 = 0
        for i in start..<wholeEnd { seconds = seconds * 10 + Int64(base[i] &- UInt8(ascii: "0")) }
        guard seconds <= 9_000_000_000 else { return nil }
        let digits = fractionEnd - fractionStart
        var micros: Int64 = 0
        for i in 0..<6 { micros = micros * 10 + (i < digits ? Int64(base[fractionStart + i] &- UInt8(ascii: "0")) : 0) }
        if digits > 6, base[fractionStart + 6] >= UInt8(ascii: "5") { micros += 1 }
        return TraceTime(microseconds: seconds * 1_000_000 + micros)
    }

    /// A quoted string as `JSONParser` reads it: its bytes in the line when it has no escape,
    /// otherwise unescaped into `scratch` (which must hold as many bytes as the line).
    mutating func unescapedString(into scratch: UnsafeMutablePointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        let start = index + 1
        guard let run = plainRun() else { return nil }
        guard base[run.stop] == UInt8(ascii: "\\") else {
            return finish(base + start, count: run.stop - start, after: run.stop, ascii: run.ascii)
        }
        return unescape(from: start, at: run.stop, ascii: run.ascii, into: scratch)
    }

    /// The slow half of `unescapedString`: the bytes before the first backslash at `at` are
    /// copied, then the rest is read escape by escape.
    private mutating func unescape(
        from start: Int, at first: Int, ascii: Bool,
        into scratch: UnsafeMutablePointer<UInt8>
    ) -> UnsafeBufferPointer<UInt8>? {
        var out = first - start
        scratch.update(from: base + start, count: out)
        var ascii = ascii
        var i = first
        while i < end {
            let b = base[i]
            if b == UInt8(ascii: "\"") { return finish(scratch, count: out, after: i, ascii: ascii) }
            if b < 0x20 { return nil }
            if b != UInt8(ascii: "\\") {
                if b >= 0x80 { ascii = false }
                scratch[out] = b
                out += 1
                i += 1
                continue
            }
            guard i + 1 < end else { return nil }
            let escape = base[i + 1]
            i += 2
            let plain: UInt8
            switch escape {
            case UInt8(ascii: "\""): plain = 0x22
            case UInt8(ascii: "\\"): plain = 0x5C
            case UInt8(ascii: "/"): plain = 0x2F
            case UInt8(ascii: "b"): plain = 0x08
            case UInt8(ascii: "f"): plain = 0x0C
            case UInt8(ascii: "n"): plain = 0x0A
            case UInt8(ascii: "r"): plain = 0x0D
            case UInt8(ascii: "t"): plain = 0x09
            case UInt8(ascii: "u"):
                guard var scalar = hex4(at: i) else { return nil }
                i += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    guard i + 1 < end, base[i] == UInt8(ascii: "\\"), base[i + 1] == UInt8(ascii: "u"),
                        let low = hex4(at: i + 2), (0xDC00...0xDFFF).contains(low)
                    else { return nil }
                    i += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    return nil
                }
                // UTF-8 by hand: the scalar is valid (surrogates are paired or refused above).
                if scalar < 0x80 {
                    scratch[out] = UInt8(scalar)
                    out += 1
                } else if scalar < 0x800 {
                    scratch[out] = UInt8(0xC0 | scalar >> 6)
                    scratch[out + 1] = UInt8(0x80 | scalar & 0x3F)
                    out += 2
                } else if scalar < 0x10000 {
                    scratch[out] = UInt8(0xE0 | scalar >> 12)
                    scratch[out + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
                    scratch[out + 2] = UInt8(0x80 | scalar & 0x3F)
                    out += 3
                } else {
                    scratch[out] = UInt8(0xF0 | scalar >> 18)
                    scratch[out + 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
                    scratch[out + 2] = UInt8(0x80 | scalar >> 6 & 0x3F)
                    scratch[out + 3] = UInt8(0x80 | scalar & 0x3F)
                    out += 4
                }
                continue
            default:
                return nil
            }
            scratch[out] = plain
            out += 1
        }
        return nil
    }

    /// Four hex digits at `at`, or nil.
    private func hex4(at: Int) -> UInt32? {
        guard at + 4 <= end else { return nil }
        var value: UInt32 = 0
        for i in at..<at + 4 {
            let b = base[i]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
