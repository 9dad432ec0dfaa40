#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds which of `TraceEventCodec.keys` a key on a line is, with one table load and one
/// `memcmp`: the fast decoder asks it for every field of every line.
///
/// The keys' first letters and lengths pick at most one candidate (checked when the table
/// is built), and the comparison confirms it, so a key that merely looks like one is never
/// taken for it.
final class KeyIndex: @unchecked Sendable {  // immutable once built
    /// Candidate key index + 1 by (first byte & 31, length), 0 for none.
    private let candidates: UnsafeMutablePointer<UInt8>
    /// Each key's bytes, side by side.
    private let spelled: UnsafeMutablePointer<UInt8>
    private let offsets: [Int]
    private let lengths: [Int]
    /// Each key of up to eight bytes as a little-endian word (0 for longer ones).
    private let words: UnsafeMutablePointer<UInt64>
    private static let longest = 15

    /// One table for the process: it never changes.
    static let shared = KeyIndex(TraceEventCodec.keys)

    init(_ keys: [String]) {
        candidates = .allocate(capacity: 32 * (KeyIndex.longest + 1))
        candidates.initialize(repeating: 0, count: 32 * (KeyIndex.longest + 1))
        let bytes = keys.map { Array($0.utf8) }
        spelled = .allocate(capacity: max(bytes.reduce(0) { $0 + $1.count }, 1))
        var offsets: [Int] = []
        var at = 0
        for (index, key) in bytes.enumerated() {
            offsets.append(at)
            for byte in key {
                spelled[at] = byte
                at += 1
            }
            // A clash would make the table answer for one key only; the keys are fixed and
            // a test holds every one of them findable.
            guard let first = key.first, key.count <= KeyIndex.longest else { continue }
            let cell = Int(first & 31) * (KeyIndex.longest + 1) + key.count
            if candidates[cell] == 0 { candidates[cell] = UInt8(index + 1) }
        }
        self.offsets = offsets
        lengths = bytes.map(\.count)
        words = .allocate(capacity: max(bytes.count, 1))
        for (index, key) in bytes.enumerated() {
            words[index] =
                key.count <= 8 ? key.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) } : 0
        }
    }

    deinit {
        candidates.deallocate()
        spelled.deallocate()
        words.deallocate()
    }

    /// The index of the key whose `length` bytes are the low bytes of `word` (the bytes
    /// above them are ignored), or nil.
    @inline(__always)
    func index(of word: UInt64, length: Int) -> Int? {
        guard length > 0 else { return nil }
        let entry = Int(candidates[Int(word & 31) * (KeyIndex.longest + 1) + length])
        guard entry != 0 else { return nil }
        let index = entry - 1
        let mask: UInt64 = length >= 8 ? .max : (1 << (8 * UInt64(length))) - 1
        return words[index] == word & mask ? index : nil
    }

    /// The index of the key spelled by `count` bytes at `start`, or nil.
    @inline(__always)
    func index(of start: UnsafePointer<UInt8>, count: Int) -> Int? {
        guard count > 0, count <= KeyIndex.longest else { return nil }
        let entry = Int(candidates[Int(start[0] & 31) * (KeyIndex.longest + 1) + count])
        guard entry != 0 else { return nil }
        let index = entry - 1
        let key = spelled + offsets[index]
        for i in 0..<count where key[i] != start[i] { return nil }
        return index
    }
}
