/// The aggregated timeline's per-interval summaries: `count` buckets per lane, each counting
/// events, problems and the time spent in each state, widening (by merging neighbours)
/// whenever the trace outgrows them, so memory is lanes × buckets whatever its length.
///
/// Stored flat (lane-major arrays of integers) rather than as arrays of `TimelineBucket`:
/// counting an event is then an index and two additions, with no per-bucket array to check
/// for uniqueness; `rows` builds the buckets once, for drawing.
struct TimelineBuckets {
    /// Buckets per lane.
    let count: Int
    /// Bucket width (microseconds).
    private(set) var width: Int64 = 1_000
    /// Whether each lane has buckets yet (a lane has none until something is counted on it).
    private var started: [Bool] = []
    /// By lane × bucket.
    private var cells: [Cell] = []
    /// By (lane × bucket) × state.
    private var stateTime: [Int64] = []
    private let states = TimelineCollector.stateNames.count
    /// The bucket the last time fell in, and its bounds: traces are in time order, so most
    /// look-ups are this one and need no division.
    private var cached = (index: 0, low: Int64.max, high: Int64.min)

    /// One bucket's counts; `timed` says whether it has any state time (its `stateTime` is
    /// otherwise empty).
    private struct Cell {
        var events = 0
        var problems = 0
        var timed = false

        mutating func count(problems: Int) {
            events += 1
            self.problems += problems
        }
    }

    init(count: Int) { self.count = count }

    /// Makes room for one more lane.
    mutating func addLane() {
        started.append(false)
        cells += repeatElement(Cell(), count: count)
        stateTime += repeatElement(0, count: count * states)
    }

    /// The bucket of time `t` (the window starts at `origin`), widening the buckets until it
    /// fits; times before the origin fall in the first.
    @inline(__always)
    mutating func index(of t: Int64, origin: Int64) -> Int {
        if t >= cached.low && t < cached.high { return cached.index }
        var index = Int((t - origin) / width)
        while index >= count {
            widen()
            index = Int((t - origin) / width)
        }
        guard t >= origin else { return 0 }
        let low = origin + Int64(index) * width
        cached = (index, low, low + width)
        return index
    }

    /// Counts an event with `problems` problems on `lane` at `t`.
    ///
    /// Kept out of line: small, its array accesses are optimized to plain loads and stores,
    /// which they are not always when inlined into a large caller.
    @inline(never)
    mutating func count(lane: Int, at t: Int64, origin: Int64, problems: Int) {
        let index = index(of: t, origin: origin)
        if !started[lane] { started[lane] = true }
        cells[lane * count + index].count(problems: problems)
    }

    /// Adds the time from `from` to `to` in state `state` (an index of `stateNames`) on `lane`.
    mutating func addStateTime(lane: Int, state: Int, from: Int64, to: Int64, origin: Int64) {
        if !started[lane] { started[lane] = true }
        if from < to, from >= cached.low, to <= cached.high {
            // Within the last bucket looked up, as most intervals are: what the loop below
            // would do, without its divisions.
            let bucket = lane * count + cached.index
            cells[bucket].timed = true
            stateTime[bucket * states + state] += to - from
            return
        }
        _ = index(of: max(to - 1, from), origin: origin)
        var t = from
        while t < to {
            let index = min(Int((t - origin) / width), count - 1)
            let bucketEnd = origin + Int64(index + 1) * width
            let piece = min(to, bucketEnd) - t
            let bucket = lane * count + index
            cells[bucket].timed = true
            stateTime[bucket * states + state] += piece
            t += max(piece, 1)
            if index == count - 1 && t < to { break }
        }
    }

    /// Each lane's buckets, nil for lanes with none.
    var rows: [[TimelineBucket]?] {
        started.indices.map { lane in
            guard started[lane] else { return nil }
            return (0..<count).map { index in
                let bucket = lane * count + index
                return TimelineBucket(
                    events: cells[bucket].events, problems: cells[bucket].problems,
                    stateTime: cells[bucket].timed ? Array(stateTime[bucket * states..<(bucket + 1) * states]) : [])
            }
        }
    }

    /// Doubles the width: neighbours merge pairwise, so sums are kept exactly.
    private mutating func widen() {
        for lane in started.indices where started[lane] {
            let base = lane * count
            for merged in 0..<(count + 1) / 2 {
                let a = base + 2 * merged, b = a + 1, into = base + merged
                let hasB = 2 * merged + 1 < count
                let second = hasB ? cells[b] : Cell()
                cells[into] = Cell(
                    events: cells[a].events + second.events, problems: cells[a].problems + second.problems,
                    timed: cells[a].timed || second.timed)
                for state in 0..<states {
                    stateTime[into * states + state] =
                        stateTime[a * states + state] + (hasB ? stateTime[b * states + state] : 0)
                }
            }
            for emptied in (count + 1) / 2..<count {
                let bucket = base + emptied
                cells[bucket] = Cell()
                for state in 0..<states { stateTime[bucket * states + state] = 0 }
            }
        }
        width *= 2
        cached = (0, .max, .min)
    }
}
