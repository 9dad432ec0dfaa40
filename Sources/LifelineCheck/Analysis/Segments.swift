/// An append-only array stored in fixed-size segments: appending never moves what is
/// stored, so memory grows by one segment at a time. An `Array` doubles and copies instead,
/// holding the old and the new storage at once; for `stats`' per-scene state that spike
/// would be the trace's peak memory.
struct Segments<Element> {
    /// 4096 elements per segment.
    private static var shift: Int { 12 }
    private static var segmentSize: Int { 1 << shift }

    private var segments: [[Element]] = []
    private(set) var count = 0

    var indices: Range<Int> { 0..<count }

    mutating func append(_ element: Element) {
        if count & (Self.segmentSize - 1) == 0 {
            var segment: [Element] = []
            segment.reserveCapacity(Self.segmentSize)
            segments.append(segment)
        }
        segments[count >> Self.shift].append(element)
        count += 1
    }

    subscript(index: Int) -> Element { segments[index >> Self.shift][index & (Self.segmentSize - 1)] }

    /// Changes the element at `index` in place.
    @inline(__always)
    mutating func update<Result>(_ index: Int, _ body: (inout Element) -> Result) -> Result {
        body(&segments[index >> Self.shift][index & (Self.segmentSize - 1)])
    }
}

extension Segments: Sendable where Element: Sendable {}
