import LifelineModel
import LifelineTrace

/// `lifeline diff A B`: two traces' callbacks aligned (longest common subsequence of their
/// UIKit meaning), e.g. the same scenario under ios12 and ios13: which callbacks moved from
/// the app delegate to a scene delegate, which appeared and which vanished.
///
/// Memory stays linear in the traces' callbacks (five bytes each) whatever their length: the
/// alignment runs in windows of `window` callbacks per side (a table of at most
/// `window`² cells, reused), and rows are handed out as they are found rather than kept.
/// Traces whose unmatched stretch fits one window (every scenario-sized pair) get exactly the
/// longest common subsequence; longer ones are optimal within each window, which commits the
/// first half of its path and slides on.
public struct TraceDiff: Sendable {
    public enum Row: Sendable, Equatable {
        case same(Callback, lineA: Int, lineB: Int)
        /// The same life-cycle moment, delivered to another delegate (applicationDidBecomeActive ↔ sceneDidBecomeActive).
        case moved(Callback, Callback, lineA: Int, lineB: Int)
        case onlyA(Callback, line: Int)
        case onlyB(Callback, line: Int)
    }
    public var rows: [Row]

    /// The most callbacks per side one alignment table covers.
    static let window = 2_048

    /// One trace's callbacks, compactly: the method and the number its row reports.
    struct Callbacks {
        var methods: [Callback] = []
        var lines: [Int32] = []
        var count: Int { methods.count }
    }

    /// How many rows of each kind a comparison produced.
    public struct Counts: Sendable, Equatable {
        public var same = 0, moved = 0, onlyA = 0, onlyB = 0
        public var isIdentical: Bool { moved == 0 && onlyA == 0 && onlyB == 0 }
    }

    /// The life-cycle moment a callback stands for: the first callback the notification
    /// catalogue pairs it with (`accompanies` lists the sceneless method first).
    static func moment(_ callback: Callback) -> Callback {
        for entry in NotificationCatalogue.entries where entry.poster == .application && entry.accompanies.contains(callback) {
            return entry.accompanies[0]
        }
        return callback
    }

    /// `moment` for every callback, worked out once.
    private static let moments: [Callback] = Callback.allCases.map(moment)

    static func callbacks(path: String) throws(Diagnostic) -> Callbacks {
        let reader = try TraceReader(path: path)
        var out = Callbacks()
        while let record = try reader.nextRecord() {
            if record.kind == .callback, let callback = record.method {
                out.methods.append(callback)
                out.lines.append(Int32(truncatingIfNeeded: reader.lineNumber))
            }
        }
        return out
    }

    public static func compare(_ pathA: String, _ pathB: String) throws(Diagnostic) -> TraceDiff {
        var rows: [Row] = []
        try compare(pathA, pathB) { rows.append($0) }
        return TraceDiff(rows: rows)
    }

    /// Streams the rows of `pathA` against `pathB` to `emit`, in order, without keeping them.
    @discardableResult
    public static func compare(_ pathA: String, _ pathB: String, emit: (Row) throws(Diagnostic) -> Void) throws(Diagnostic) -> Counts {
        let a = try callbacks(path: pathA), b = try callbacks(path: pathB)
        return try align(a, b, emit: emit)
    }

    /// Aligns two callback sequences held in memory (a simulated run, say); each callback comes
    /// with the number its row reports (a line, or any index the caller maps back).
    public static func align(_ a: [(Callback, Int)], _ b: [(Callback, Int)]) -> TraceDiff {
        var rows: [Row] = []
        func pack(_ list: [(Callback, Int)]) -> Callbacks {
            Callbacks(methods: list.map(\.0), lines: list.map { Int32(truncatingIfNeeded: $0.1) })
        }
        align(pack(a), pack(b)) { rows.append($0) }
        return TraceDiff(rows: rows)
    }

    /// The alignment: a match is always taken (some longest common subsequence takes it); at a
    /// mismatch, the side to skip comes from the table of suffix lengths over the window ahead,
    /// preferring to skip B's callback on a tie.
    @discardableResult
    static func align<E: Error>(_ a: Callbacks, _ b: Callbacks, emit: (Row) throws(E) -> Void) throws(E) -> Counts {
        let n = a.count, m = b.count
        var counts = Counts()
        func row(_ r: Row) throws(E) {
            switch r {
            case .same: counts.same += 1
            case .moved: counts.moved += 1
            case .onlyA: counts.onlyA += 1
            case .onlyB: counts.onlyB += 1
            }
            try emit(r)
        }
        let moments = TraceDiff.moments
        func moment(_ side: Callbacks, _ k: Int) -> Callback { moments[side.methods[k].rawValue] }
        var table: [UInt16] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, moment(a, i) == moment(b, j) {
                let x = a.methods[i], y = b.methods[j], la = Int(a.lines[i]), lb = Int(b.lines[j])
                try row(x == y ? .same(x, lineA: la, lineB: lb) : .moved(x, y, lineA: la, lineB: lb))
                i += 1; j += 1
                continue
            }
            // A mismatch: the table of the window ahead, suffix lengths from its far corner.
            let endA = min(n, i + window), endB = min(m, j + window)
            let last = endA == n && endB == m
            let rowsCount = endA - i, columns = endB - j
            let width = columns + 1
            table.removeAll(keepingCapacity: true)
            table.append(contentsOf: repeatElement(0, count: (rowsCount + 1) * width))
            table.withUnsafeMutableBufferPointer { t in
                for r in stride(from: rowsCount - 1, through: 0, by: -1) {
                    let ma = moment(a, i + r)
                    for c in stride(from: columns - 1, through: 0, by: -1) {
                        t[r * width + c] = ma == moment(b, j + c) ? t[(r + 1) * width + c + 1] + 1
                            : max(t[(r + 1) * width + c], t[r * width + c + 1])
                    }
                }
            }
            // Walk the window: all of it when it reaches both ends, else its first half.
            let startA = i, startB = j
            let half = window / 2
            while i < endA || j < endB {
                if !last, i - startA >= half || j - startB >= half { break }
                let r = i - startA, c = j - startB
                if i < endA, j < endB, moment(a, i) == moment(b, j) {
                    let x = a.methods[i], y = b.methods[j], la = Int(a.lines[i]), lb = Int(b.lines[j])
                    try row(x == y ? .same(x, lineA: la, lineB: lb) : .moved(x, y, lineA: la, lineB: lb))
                    i += 1; j += 1
                } else if j < endB && (i == endA || table[r * width + c + 1] >= table[(r + 1) * width + c]) {
                    try row(.onlyB(b.methods[j], line: Int(b.lines[j]))); j += 1
                } else {
                    try row(.onlyA(a.methods[i], line: Int(a.lines[i]))); i += 1
                }
                // At a window edge that is not the trace's end, the table knows nothing beyond.
                if (i == endA && endA < n) || (j == endB && endB < m) { break }
            }
        }
        return counts
    }

    /// Unified-diff-like text: ` ` same, `~` moved to another delegate, `-` only in A, `+` only in B.
    public func text(a: String, b: String) -> String {
        var out = TraceDiff.header(a: a, b: b)
        var counts = Counts()
        for row in rows {
            switch row {
            case .same: counts.same += 1
            case .moved: counts.moved += 1
            case .onlyA: counts.onlyA += 1
            case .onlyB: counts.onlyB += 1
            }
            out += TraceDiff.line(row)
        }
        return out + TraceDiff.summary(counts, a: a, b: b)
    }

    /// The text's first two lines.
    public static func header(a: String, b: String) -> String { "--- \(a)\n+++ \(b)\n" }

    /// One row of the text.
    public static func line(_ row: Row) -> String {
        switch row {
        case .same(let c, let la, let lb): return "  \(c.swiftName)  (\(la), \(lb))\n"
        case .moved(let x, let y, let la, let lb):
            return "~ \(x.swiftName) [\(x.receiver.rawValue)] → \(y.swiftName) [\(y.receiver.rawValue)]  (\(la), \(lb))\n"
        case .onlyA(let c, let l): return "- \(c.swiftName)  (\(l))\n"
        case .onlyB(let c, let l): return "+ \(c.swiftName)  (\(l))\n"
        }
    }

    /// The text's last line.
    public static func summary(_ counts: Counts, a: String, b: String) -> String {
        "\(counts.moved) moved between delegates, \(counts.onlyA) only in \(a), \(counts.onlyB) only in \(b)\n"
    }

    public var isIdentical: Bool { rows.allSatisfy { if case .same = $0 { return true } else { return false } } }
}
