import LifelineModel
import LifelineSupport
import LifelineTrace

/// `lifeline diff A B`: two traces' callbacks aligned (longest common subsequence of their
/// UIKit meaning), e.g. the same scenario under ios12 and ios13: which callbacks moved from
/// the app delegate to a scene delegate, which appeared and which vanished. A scene-delegate
/// callback aligns with the app-delegate callback it replaces (`SceneTwin`): the activation
/// methods, and URLs, user activities and quick actions (`application(_:open:options:)` ↔
/// `scene(_:openURLContexts:)`). Notifications and SwiftUI phases join when asked.
///
/// Memory stays linear in the traces' events (six bytes each) whatever their length: the
/// alignment runs in windows of `window` events per side (a table of at most `window`²
/// cells, reused), and rows are handed out as they are found rather than kept. Traces whose
/// unmatched stretch fits one window (every scenario-sized pair) get exactly the longest
/// common subsequence; longer ones are optimal within each window, which commits the first
/// half of its path and slides on.
public struct TraceDiff: Sendable {
    /// One line of the comparison: an event in both traces, moved to another delegate, or in one only.
    public enum Row: Sendable, Equatable {
        case same(DiffItem, lineA: Int, lineB: Int)
        /// The same life-cycle moment, delivered to another delegate (applicationDidBecomeActive ↔ sceneDidBecomeActive).
        case moved(Callback, Callback, lineA: Int, lineB: Int)
        case onlyA(DiffItem, line: Int)
        case onlyB(DiffItem, line: Int)
    }
    package var rows: [Row]

    /// The most events per side one alignment table covers.
    static let window = 2_048

    /// One trace's events, compactly: each item's `code` and the number its row reports.
    struct Items {
        var codes: [UInt16] = []
        var lines: [Int32] = []
        var count: Int { codes.count }
    }

    /// How many rows of each kind a comparison produced.
    public struct Counts: Sendable, Equatable {
        package var same = 0, moved = 0, onlyA = 0, onlyB = 0
        package var isIdentical: Bool { moved == 0 && onlyA == 0 && onlyB == 0 }
    }

    static func items(path: String, including included: Set<DiffItem.Kind>) throws(Diagnostic) -> Items {
        let reader = try TraceReader(path: path, readsAhead: true)
        var out = Items()
        while let record = try reader.nextRecord() {
            if let item = DiffItem.of(record, symbols: reader.symbols, including: included) {
                out.codes.append(item.code)
                out.lines.append(Int32(truncatingIfNeeded: reader.lineNumber))
            }
        }
        return out
    }

    /// Compares the traces at two paths, event by event; `including` adds kinds of difference
    /// left out by default.
    public static func compare(_ pathA: String, _ pathB: String, including included: Set<DiffItem.Kind> = [])
        throws(Diagnostic) -> TraceDiff
    {
        var rows: [Row] = []
        try compare(pathA, pathB, including: included) { rows.append($0) }
        return TraceDiff(rows: rows)
    }

    /// Streams the rows of `pathA` against `pathB` to `emit`, in order, without keeping them;
    /// `included` adds notifications or phases to the callbacks.
    @discardableResult
    public static func compare(
        _ pathA: String, _ pathB: String, including included: Set<DiffItem.Kind> = [],
        emit: (Row) throws(Diagnostic) -> Void
    ) throws(Diagnostic) -> Counts {
        let a = try items(path: pathA, including: included), b = try items(path: pathB, including: included)
        return try align(a, b, emit: emit)
    }

    /// Aligns two event sequences held in memory (a simulated run, say); each item comes with
    /// the number its row reports (a line, or any index the caller maps back).
    package static func align(_ a: [(DiffItem, Int)], _ b: [(DiffItem, Int)]) -> TraceDiff {
        var rows: [Row] = []
        func pack(_ list: [(DiffItem, Int)]) -> Items {
            Items(codes: list.map(\.0.code), lines: list.map { Int32(truncatingIfNeeded: $0.1) })
        }
        align(pack(a), pack(b)) { rows.append($0) }
        return TraceDiff(rows: rows)
    }

    /// The row for two items of the same moment: the same, or a callback that moved.
    private static func matched(_ x: UInt16, _ y: UInt16, lineA: Int, lineB: Int) -> Row {
        let itemA = DiffItem.all[Int(x)], itemB = DiffItem.all[Int(y)]
        if x != y, case .callback(let cx) = itemA, case .callback(let cy) = itemB {
            return .moved(cx, cy, lineA: lineA, lineB: lineB)
        }
        return .same(itemA, lineA: lineA, lineB: lineB)
    }

    /// The alignment: a match is always taken (some longest common subsequence takes it); at a
    /// mismatch, the side to skip comes from the table of suffix lengths over the window ahead,
    /// preferring to skip B's callback on a tie.
    @discardableResult
    static func align<E: Error>(_ a: Items, _ b: Items, emit: (Row) throws(E) -> Void) throws(E) -> Counts {
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
        let moments = DiffItem.momentCodes
        func moment(_ side: Items, _ k: Int) -> UInt16 { moments[Int(side.codes[k])] }
        var table: [UInt16] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, moment(a, i) == moment(b, j) {
                try row(matched(a.codes[i], b.codes[j], lineA: Int(a.lines[i]), lineB: Int(b.lines[j])))
                i += 1
                j += 1
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
                        t[r * width + c] =
                            ma == moment(b, j + c)
                            ? t[(r + 1) * width + c + 1] + 1
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
                    try row(matched(a.codes[i], b.codes[j], lineA: Int(a.lines[i]), lineB: Int(b.lines[j])))
                    i += 1
                    j += 1
                } else if j < endB && (i == endA || table[r * width + c + 1] >= table[(r + 1) * width + c]) {
                    try row(.onlyB(DiffItem.all[Int(b.codes[j])], line: Int(b.lines[j])))
                    j += 1
                } else {
                    try row(.onlyA(DiffItem.all[Int(a.codes[i])], line: Int(a.lines[i])))
                    i += 1
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
    package static func header(a: String, b: String) -> String {
        "--- \(Escaping.Terminal.escaped(a))\n+++ \(Escaping.Terminal.escaped(b))\n"
    }

    /// One row of the text.
    package static func line(_ row: Row) -> String {
        switch row {
        case .same(let item, let la, let lb): return "  \(item.text)  (\(la), \(lb))\n"
        case .moved(let x, let y, let la, let lb):
            return
                "~ \(x.swiftName) [\(x.receiver.rawValue)] → \(y.swiftName) [\(y.receiver.rawValue)]  (\(la), \(lb))\n"
        case .onlyA(let item, let l): return "- \(item.text)  (\(l))\n"
        case .onlyB(let item, let l): return "+ \(item.text)  (\(l))\n"
        }
    }

    /// The text's last line.
    package static func summary(_ counts: Counts, a: String, b: String) -> String {
        """
        \(counts.moved) moved between delegates, \(counts.onlyA) only in \(Escaping.Terminal.escaped(a)), \
        \(counts.onlyB) only in \(Escaping.Terminal.escaped(b))\n
        """
    }

    package var isIdentical: Bool { rows.allSatisfy { if case .same = $0 { return true } else { return false } } }
}
