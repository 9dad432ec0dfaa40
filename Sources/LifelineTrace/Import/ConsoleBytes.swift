/// Byte classes for scanning console lines without building strings.
enum ConsoleBytes {
    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b &- 48 < 10 }
    @inline(__always) static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- 97 < 26 }
    @inline(__always) static func isAlphanumeric(_ b: UInt8) -> Bool { isDigit(b) || isLetter(b) }
    @inline(__always) static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D }
    @inline(__always) static func isHexDigit(_ b: UInt8) -> Bool { isDigit(b) || (b | 0x20) &- 97 < 6 }

    /// Whether `bytes` are valid UTF-8 (ASCII fast path first: console lines nearly always are).
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i < bytes.count, bytes[i] < 0x80 { i += 1 }
        if i == bytes.count { return true }
        return String(validating: UnsafeBufferPointer(rebasing: bytes[i...]), as: UTF8.self) != nil
    }

    /// The index of the first occurrence of `needle` in `bytes[from...]`, or nil.
    static func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var i = from
        let last = bytes.count - needle.count
        while i <= last {
            if bytes[i] == first {
                var k = 1
                while k < needle.count, bytes[i + k] == needle[k] { k += 1 }
                if k == needle.count { return i }
            }
            i += 1
        }
        return nil
    }

    /// Whether `bytes[at...]` starts with `prefix`.
    static func hasPrefix(_ prefix: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at: Int) -> Bool {
        guard at + prefix.count <= bytes.count else { return false }
        for k in 0..<prefix.count where bytes[at + k] != prefix[k] { return false }
        return true
    }
}
