/// Maps trace times to x positions for a detailed timeline.
///
/// Life-cycle traces are bursts (a launch takes milliseconds) separated by long gaps (seconds
/// in the background), so a linear axis would crush every burst into one pixel. This axis
/// gives each distinct time its own step, grows the step with the gap up to a cap, and marks
/// every capped gap with a break (`≈ +1.99 s`) so the compression is visible.
struct TimeAxis {
    struct Break {
        var x: Double
        var gap: Int64
    }

    private(set) var positions: [Int64: Double] = [:]
    private(set) var breaks: [Break] = []
    private(set) var width: Double = 0
    /// The times in order.
    private(set) var times: [Int64] = []

    static let minStep = 26.0
    static let maxStep = 120.0
    static let breakGap: Int64 = 50_000

    init(times unsorted: [Int64]) {
        times = Array(Set(unsorted)).sorted()
        var x = 0.0
        var previous: Int64?
        for t in times {
            if let previous {
                let gap = t - previous
                // 1 ms ≈ 2 px on top of the minimum step, capped; long gaps become breaks.
                let step = min(Self.minStep + Double(gap) / 500, Self.maxStep)
                x += step
                if gap >= Self.breakGap { breaks.append(Break(x: x - step / 2, gap: gap)) }
            }
            positions[t] = x
            previous = t
        }
        width = x
    }

    func x(_ t: Int64) -> Double {
        if let x = positions[t] { return x }
        // Between two known times: interpolate (interval ends are always known times).
        guard let after = times.firstIndex(where: { $0 > t }) else { return width }
        guard after > 0 else { return 0 }
        let a = times[after - 1], b = times[after]
        let xa = positions[a] ?? 0, xb = positions[b] ?? 0
        return xa + (xb - xa) * Double(t - a) / Double(b - a)
    }
}
