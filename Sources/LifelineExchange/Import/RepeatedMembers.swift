#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The members of the last well-formed `--style ndjson` record, so that a record's members that
/// repeat it byte for byte are not read again.
///
/// `log` writes every record with the same keys in the same order, and most values repeat from
/// one record to the next (the process's image path and UUID, the sender's, the subsystem, the
/// format string, …): of a record's twenty-odd members, only the time, the message and a few
/// numbers change. Reading a member is most of an ndjson import; comparing its bytes with the
/// previous record's member at the same place is a fraction of that.
///
/// Exact: a member is its bytes from its key's opening quote to the next member's (the value,
/// the `,` and any space after it), and reading it looks at nothing else, so the same bytes read
/// the same, and keep the same field at the same place in them. After a repeated member the
/// space before the next one is skipped as reading would.
final class RepeatedMembers {
    /// One member of the previous record that a `,` followed.
    struct Member {
        /// Where it starts in `previous`, and its length up to the next member.
        var start: Int32
        var length: Int32
        var key: UnifiedLogFields.Key
        /// The kept bytes (`UnifiedLogFields.keep`'s range) from `start`.
        var kept: Int32
        var keptLength: Int32
    }

    /// More members than this are read, not remembered (a record has about twenty).
    static let capacity = 64

    /// The previous record's line, and its members.
    private var previous = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096)
    private var previousCapacity = 4096
    private var members = UnsafeMutablePointer<Member>.allocate(capacity: RepeatedMembers.capacity)
    private(set) var count = 0
    /// The members of the record being read.
    private var next = UnsafeMutablePointer<Member>.allocate(capacity: RepeatedMembers.capacity)
    private var nextCount = 0

    deinit {
        previous.deallocate()
        members.deallocate()
        next.deallocate()
    }

    /// A new record is being read.
    @inline(__always) func begin() { nextCount = 0 }

    /// The previous record's member `index` when `base[at...]` starts with its bytes: its
    /// length and what it keeps.
    @inline(__always) func repeated(_ index: Int, _ base: UnsafePointer<UInt8>, _ n: Int, at: Int) -> Member? {
        guard index < count else { return nil }
        let member = members[index]
        let length = Int(member.length)
        guard at &+ length <= n, memcmp(base + at, previous + Int(member.start), length) == 0 else { return nil }
        return member
    }

    /// Remembers the member of the record being read at `start`, `length` bytes long.
    @inline(__always) func read(
        start: Int, length: Int, key: UnifiedLogFields.Key, kept: Range<Int>
    ) {
        guard nextCount < RepeatedMembers.capacity else { return }
        next[nextCount] = Member(
            start: Int32(truncatingIfNeeded: start), length: Int32(truncatingIfNeeded: length), key: key,
            kept: Int32(truncatingIfNeeded: kept.lowerBound &- start), keptLength: Int32(truncatingIfNeeded: kept.count)
        )
        nextCount &+= 1
    }

    /// The record `line` was well formed: its members are the ones the next is compared with.
    func finish(_ line: UnsafeBufferPointer<UInt8>) {
        guard let base = line.baseAddress, line.count < Int(Int32.max) else {
            count = 0
            return
        }
        if line.count > previousCapacity {
            previous.deallocate()
            previousCapacity = line.count * 2
            previous = .allocate(capacity: previousCapacity)
        }
        previous.update(from: base, count: line.count)
        swap(&members, &next)
        count = nextCount
    }
}
