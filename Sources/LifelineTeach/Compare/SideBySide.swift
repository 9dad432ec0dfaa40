import LifelineCheck
import LifelineModel

/// Two runs' callbacks in two aligned columns, by life-cycle moment (`TraceDiff`): what both
/// have, what moved from the app delegate to a scene delegate, what only one has; then, from
/// the model's routing table, why.
public struct SideBySide: Sendable {
    package let left: CompareSide
    package let right: CompareSide
    /// The aligned rows; each callback's number indexes its side's callback list.
    package let diff: TraceDiff

    /// Two runs to line up.
    public init(_ left: CompareSide, _ right: CompareSide) {
        self.left = left
        self.right = right
        let a = left.callbacks.enumerated().map { (DiffItem.callback($0.element.callback), $0.offset) }
        let b = right.callbacks.enumerated().map { (DiffItem.callback($0.element.callback), $0.offset) }
        diff = TraceDiff.align(a, b)
    }

    /// A row's mark: ` ` the same, `→` moved from the app delegate to a scene delegate, `←` the
    /// other way, `-` only on the left, `+` only on the right.
    static func mark(_ row: TraceDiff.Row) -> String {
        switch row {
        case .same: return " "
        case .moved(let a, let b, _, _):
            if a.receiver == .app && b.receiver == .scene { return "→" }
            return b.receiver == .app && a.receiver == .scene ? "←" : "~"
        case .onlyA: return "-"
        case .onlyB: return "+"
        }
    }

    /// The text: a title, the two columns, a legend, and the routing table's reasons.
    public func text(title: String) -> String {
        let leftCallbacks = left.callbacks, rightCallbacks = right.callbacks
        func cell(_ entry: (callback: Callback, scene: String?)) -> String {
            (entry.scene ?? "app").padded(to: 4) + " " + entry.callback.swiftName
        }
        var rows: [(String, String, String)] = []
        for row in diff.rows {
            switch row {
            case .same(_, let a, let b), .moved(_, _, let a, let b):
                rows.append((Self.mark(row), cell(leftCallbacks[a]), cell(rightCallbacks[b])))
            case .onlyA(_, let a): rows.append((Self.mark(row), cell(leftCallbacks[a]), ""))
            case .onlyB(_, let b): rows.append((Self.mark(row), "", cell(rightCallbacks[b])))
            }
        }
        let width = max(rows.map(\.1.count).max() ?? 0, left.title.count, 20)
        var out = title + "\n\n"
        out += "   " + left.title.padded(to: width) + "   " + right.title + "\n"
        out +=
            "   " + String(repeating: "-", count: width) + "   "
            + String(repeating: "-", count: max(rows.map(\.2.count).max() ?? 0, right.title.count)) + "\n"
        for (mark, a, b) in rows {
            out += (mark + "  " + a.padded(to: width) + "   " + b).trimmingTrailingSpaces + "\n"
        }
        out += "\n" + legend() + "\n"
        let reasons = RoutingReasons(left: left.profile, right: right.profile, rows: diff.rows).lines
        if !reasons.isEmpty {
            out += """
                \nWhy: the routing table (yes: UIKit delivers it; -: it does not; adaptor, delegateClass: only when a \
                SwiftUI app adopts one)\n
                """
            out += reasons.joined(separator: "\n") + "\n"
        }
        return out
    }

    /// The marks used, with their counts.
    private func legend() -> String {
        var counts: [String: Int] = [:]
        for row in diff.rows { counts[Self.mark(row), default: 0] += 1 }
        let meanings: [(String, String)] = [
            (" ", "the same callback on both sides"),
            ("→", "moved from the app delegate to a scene delegate"),
            ("←", "moved from a scene delegate to the app delegate"),
            ("~", "the same moment, another callback"),
            ("-", "only under \(left.title)"),
            ("+", "only under \(right.title)")
        ]
        return meanings.compactMap { mark, meaning in
            counts[mark].map { "\(mark == " " ? "(blank)" : mark) \(meaning): \($0)" }
        }.joined(separator: "\n")
    }
}

/// For each callback that moved or appears on one side only, what the routing table says
/// under each profile, with the facts' sections: a small table.
struct RoutingReasons {
    let left: Profile
    let right: Profile
    let rows: [TraceDiff.Row]

    /// `(mark, callback)` pairs to explain, each once, in row order; a moved row gives two.
    private var entries: [(mark: String, callback: Callback)] {
        var seen = Set<Callback>()
        var out: [(String, Callback)] = []
        for row in rows {
            let callbacks: [Callback]
            switch row {
            case .same: continue
            case .moved(let a, let b, _, _): callbacks = [a, b]
            case .onlyA(let item, _), .onlyB(let item, _): callbacks = item.callback.map { [$0] } ?? []
            }
            guard !callbacks.allSatisfy(seen.contains) else { continue }
            for (index, callback) in callbacks.enumerated() {
                seen.insert(callback)
                out.append((index == 0 ? SideBySide.mark(row) : " ", callback))
            }
        }
        return out
    }

    /// The table's lines, empty when the two runs have the same callbacks.
    var lines: [String] {
        let entries = entries
        guard !entries.isEmpty else { return [] }
        let width = entries.map(\.callback.swiftName.count).max() ?? 0
        let leftWidth =
            max(left.rawValue.count, entries.map { $0.callback.info.routing[left].cell.count }.max() ?? 0) + 2
        let rightWidth =
            max(right.rawValue.count, entries.map { $0.callback.info.routing[right].cell.count }.max() ?? 0) + 2
        var out = ["  " + "".padded(to: width + 2) + left.rawValue.padded(to: leftWidth) + right.rawValue]
        for (mark, callback) in entries {
            let info = callback.info
            let line =
                mark + " " + callback.swiftName.padded(to: width + 2) + info.routing[left].cell.padded(to: leftWidth)
                + info.routing[right].cell.padded(to: rightWidth)
                + EventSentence.sections(info.citations).trimmingParentheses
            out.append(line.trimmingTrailingSpaces)
        }
        return out
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    func padded(to width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }

    /// ` (§2.1)` as `§2.1`.
    var trimmingParentheses: String { filter { $0 != "(" && $0 != ")" }.trimmingLeadingSpaces }

    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }

    /// Without trailing spaces.
    var trimmingTrailingSpaces: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
