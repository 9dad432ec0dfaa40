import LifelineModel
import LifelineTrace

/// `lifeline diff A B`: two traces' callbacks aligned (longest common subsequence of their
/// UIKit meaning), e.g. the same scenario under ios12 and ios13: which callbacks moved from
/// the app delegate to a scene delegate, which appeared and which vanished.
public struct TraceDiff: Sendable {
    public enum Row: Sendable, Equatable {
        case same(Callback, lineA: Int, lineB: Int)
        /// The same life-cycle moment, delivered to another delegate (applicationDidBecomeActive ↔ sceneDidBecomeActive).
        case moved(Callback, Callback, lineA: Int, lineB: Int)
        case onlyA(Callback, line: Int)
        case onlyB(Callback, line: Int)
    }
    public var rows: [Row]

    /// The life-cycle moment a callback stands for: the first callback the notification
    /// catalogue pairs it with (`accompanies` lists the sceneless method first).
    static func moment(_ callback: Callback) -> Callback {
        for entry in NotificationCatalogue.entries where entry.poster == .application && entry.accompanies.contains(callback) {
            return entry.accompanies[0]
        }
        return callback
    }

    static func callbacks(path: String) throws(Diagnostic) -> [(Callback, Int)] {
        let reader = try TraceReader(path: path)
        var out: [(Callback, Int)] = []
        while let event = try reader.next() {
            if event.kind == .callback, let callback = event.method { out.append((callback, reader.lineNumber)) }
        }
        return out
    }

    public static func compare(_ pathA: String, _ pathB: String) throws(Diagnostic) -> TraceDiff {
        align(try callbacks(path: pathA), try callbacks(path: pathB))
    }

    /// Aligns two callback sequences held in memory (a simulated run, say); each callback comes
    /// with the number its row reports (a line, or any index the caller maps back).
    public static func align(_ a: [(Callback, Int)], _ b: [(Callback, Int)]) -> TraceDiff {
        let ma = a.map { moment($0.0) }, mb = b.map { moment($0.0) }
        // LCS table over moments; traces compared this way are scenario-sized, not millions of events.
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = ma[i] == mb[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var rows: [Row] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, ma[i] == mb[j] {
                rows.append(a[i].0 == b[j].0 ? .same(a[i].0, lineA: a[i].1, lineB: b[j].1) : .moved(a[i].0, b[j].0, lineA: a[i].1, lineB: b[j].1))
                i += 1; j += 1
            } else if j < b.count && (i == a.count || table[i][j + 1] >= table[i + 1][j]) {
                rows.append(.onlyB(b[j].0, line: b[j].1)); j += 1
            } else {
                rows.append(.onlyA(a[i].0, line: a[i].1)); i += 1
            }
        }
        return TraceDiff(rows: rows)
    }

    /// Unified-diff-like text: ` ` same, `~` moved to another delegate, `-` only in A, `+` only in B.
    public func text(a: String, b: String) -> String {
        var out = "--- \(a)\n+++ \(b)\n"
        var moved = 0, onlyA = 0, onlyB = 0
        for row in rows {
            switch row {
            case .same(let c, let la, let lb): out += "  \(c.swiftName)  (\(la), \(lb))\n"
            case .moved(let x, let y, let la, let lb):
                moved += 1
                out += "~ \(x.swiftName) [\(x.receiver.rawValue)] → \(y.swiftName) [\(y.receiver.rawValue)]  (\(la), \(lb))\n"
            case .onlyA(let c, let l): onlyA += 1; out += "- \(c.swiftName)  (\(l))\n"
            case .onlyB(let c, let l): onlyB += 1; out += "+ \(c.swiftName)  (\(l))\n"
            }
        }
        out += "\(moved) moved between delegates, \(onlyA) only in \(a), \(onlyB) only in \(b)\n"
        return out
    }

    public var isIdentical: Bool { rows.allSatisfy { if case .same = $0 { return true } else { return false } } }
}
