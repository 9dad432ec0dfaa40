#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LifelineTrace

/// Byte classes for scanning console lines without building strings.
enum ConsoleBytes {
    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b &- 48 < 10 }
    @inline(__always) static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- 97 < 26 }
    @inline(__always) static func isAlphanumeric(_ b: UInt8) -> Bool { isDigit(b) || isLetter(b) }
    @inline(__always) static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D }
    @inline(__always) static func isHexDigit(_ b: UInt8) -> Bool { isDigit(b) || (b | 0x20) &- 97 < 6 }

    /// `width` decimal digits at `at` as a number, or nil if one is not a digit or the line
    /// ends first: the fields of console timestamps (`2024-01-02 10:00:00.123+0100`).
    @inline(__always) static func digits(_ line: UnsafeBufferPointer<UInt8>, _ at: Int, _ width: Int) -> Int64? {
        guard at + width <= line.count else { return nil }
        var value: Int64 = 0
        for k in at..<(at + width) {
            let d = line[k] &- 48
            guard d < 10 else { return nil }
            value = value * 10 + Int64(d)
        }
        return value
    }

    /// Whether `bytes` are valid UTF-8 (ASCII fast path first, eight bytes at a time: console
    /// lines nearly always are ASCII).
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var i = 0
        while i + 8 <= bytes.count,
            UnsafeRawPointer(base).loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
        {
            i += 8
        }
        while i < bytes.count, bytes[i] < 0x80 { i += 1 }
        if i == bytes.count { return true }
        return String(validating: UnsafeBufferPointer(rebasing: bytes[i...]), as: UTF8.self) != nil
    }

    /// The index of the first `byte` in `bytes[from...]`, or nil.
    static func find(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard let base = bytes.baseAddress, from >= 0, from < bytes.count,
            let hit = memchr(base + from, Int32(byte), bytes.count - from)
        else { return nil }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }

    /// The index of the first occurrence of `needle` in `bytes[from...]`, or nil: `memchr`
    /// to each candidate first byte (far faster than a byte loop), then `memcmp`.
    static func find(_ needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        let length = needle.utf8CodeUnitCount
        guard let base = bytes.baseAddress, length > 0 else { return nil }
        let first = Int32(needle.utf8Start[0])
        var i = from
        while i + length <= bytes.count {
            guard let hit = memchr(base + i, first, bytes.count - length + 1 - i) else { return nil }
            let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + at, needle.utf8Start, length) == 0 { return at }
            i = at + 1
        }
        return nil
    }

    /// Whether `bytes[at...]` starts with `prefix`.
    static func hasPrefix(_ prefix: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at: Int) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard at >= 0, at + count <= bytes.count else { return false }
        let start = prefix.utf8Start
        for k in 0..<count where bytes[at + k] != start[k] { return false }
        return true
    }
}
