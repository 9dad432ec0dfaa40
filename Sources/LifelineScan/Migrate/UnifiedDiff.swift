/// A unified diff of one file, as `git diff` prints it, from the file's lines before and after
/// the edits: `git apply` applies it in the folder the paths are relative to.
enum UnifiedDiff {
    /// The context lines around each change.
    static let context = 3

    /// `old` nil: a new file. Same input, same text.
    static func render(path: String, old: [UInt8]?, new: [UInt8]) -> String {
        let before = old.map(lines) ?? []
        let after = lines(new)
        var out = "diff --git a/\(path) b/\(path)\n"
        if old == nil { out += "new file mode 100644\n--- /dev/null\n" } else { out += "--- a/\(path)\n" }
        out += "+++ b/\(path)\n"
        for hunk in hunks(before, after) {
            out += "@@ -\(range(hunk.oldStart, hunk.oldCount)) +\(range(hunk.newStart, hunk.newCount)) @@\n"
            out += hunk.body
        }
        return out
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    /// Lines with their newline kept (the last may lack one).
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var out: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            out.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { out.append(bytes[start...]) }
        return out
    }

    private struct Hunk {
        var oldStart: Int, oldCount: Int, newStart: Int, newCount: Int
        var body: String
    }

    /// The changed regions of the shortest edit script, each with up to `context` equal lines
    /// around it; two regions closer than twice that share a hunk.
    private static func hunks(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Hunk] {
        let script = editScript(a, b)
        // Group changes with their context.
        var hunks: [Hunk] = []
        var index = 0
        while index < script.count {
            guard script[index].kind != .same else {
                index += 1
                continue
            }
            var start = index
            var back = 0
            while start > 0, back < context, script[start - 1].kind == .same {
                start -= 1
                back += 1
            }
            var end = index
            while end < script.count {
                if script[end].kind != .same {
                    end += 1
                    continue
                }
                var run = 0
                while end + run < script.count, script[end + run].kind == .same { run += 1 }
                if end + run >= script.count || run > 2 * context {
                    end += min(run, context)
                    break
                }
                end += run
            }
            let slice = script[start..<end]
            let oldStart = (slice.first { $0.kind != .insert }?.oldIndex ?? slice.first?.oldIndex ?? 0) + 1
            let newStart = (slice.first { $0.kind != .delete }?.newIndex ?? slice.first?.newIndex ?? 0) + 1
            var body = ""
            var oldCount = 0, newCount = 0
            for step in slice {
                switch step.kind {
                case .same:
                    body += " " + text(a[step.oldIndex])
                    oldCount += 1
                    newCount += 1
                case .delete:
                    body += "-" + text(a[step.oldIndex])
                    oldCount += 1
                case .insert:
                    body += "+" + text(b[step.newIndex])
                    newCount += 1
                }
            }
            hunks.append(
                Hunk(
                    oldStart: oldCount == 0 ? oldStart - 1 : oldStart, oldCount: oldCount,
                    newStart: newCount == 0 ? newStart - 1 : newStart, newCount: newCount, body: body))
            index = end
        }
        return hunks
    }

    private static func text(_ line: ArraySlice<UInt8>) -> String {
        let string = String(decoding: line, as: UTF8.self)
        return line.last == 0x0A ? string : string + "\n\\ No newline at end of file\n"
    }

    private struct Step {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var oldIndex: Int
        var newIndex: Int
    }

    /// Equal prefix and suffix, then a shortest edit script of the middle (Myers' O(ND)
    /// algorithm, as `git diff` uses): its cost grows with the number of changed lines, not
    /// with the file's length, so two edits 3,000 lines apart in a project file stay two small
    /// hunks. Within a changed run, deletions come before insertions, as `git diff` prints them.
    private static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Step] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        var steps: [Step] = (0..<prefix).map { Step(kind: .same, oldIndex: $0, newIndex: $0) }
        let middle = shortestEdit(Array(a[prefix..<(a.count - suffix)]), Array(b[prefix..<(b.count - suffix)]))
        steps += middle.map { Step(kind: $0.kind, oldIndex: prefix + $0.oldIndex, newIndex: prefix + $0.newIndex) }
        for k in 0..<suffix {
            steps.append(Step(kind: .same, oldIndex: a.count - suffix + k, newIndex: b.count - suffix + k))
        }
        return steps
    }

    /// How many changed lines the search follows before it gives up and replaces the middle
    /// whole (a longer patch, as correct): its memory grows with their square.
    static let maxEdits = 4_000

    /// Myers' greedy search for the fewest deletions and insertions that turn `a` into `b`.
    private static func shortestEdit(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Step] {
        let n = a.count, m = b.count
        let limit = min(n + m, maxEdits)
        // frontier[k + offset]: the furthest x reached on diagonal k (y = x - k); each round's
        // frontier is kept (only diagonals -d...d) to walk the path back.
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        var rounds: [[Int]] = []
        var found = false
        search: for d in 0...limit {
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && frontier[k - 1 + offset] < frontier[k + 1 + offset])
                    ? frontier[k + 1 + offset] : frontier[k - 1 + offset] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[k + offset] = x
                if x >= n, y >= m {
                    rounds.append(Array(frontier[(offset - d)...(offset + d)]))
                    found = true
                    break search
                }
            }
            rounds.append(Array(frontier[(offset - d)...(offset + d)]))
        }
        guard found else {
            return (0..<n).map { Step(kind: .delete, oldIndex: $0, newIndex: 0) }
                + (0..<m).map { Step(kind: .insert, oldIndex: n, newIndex: $0) }
        }
        // Walk back from (n, m), round by round.
        var reversed: [Step] = []
        var x = n, y = m
        for d in stride(from: rounds.count - 1, through: 0, by: -1) {
            let k = x - y
            var previousX = 0, previousY = 0
            if d > 0 {
                let before = rounds[d - 1]  // diagonals -(d-1)...(d-1)
                func reach(_ diagonal: Int) -> Int { before[diagonal + d - 1] }
                let down = k == -d || (k != d && reach(k - 1) < reach(k + 1))
                let previousK = down ? k + 1 : k - 1
                previousX = reach(previousK)
                previousY = previousX - previousK
            }
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                reversed.append(Step(kind: .same, oldIndex: x, newIndex: y))
            }
            guard d > 0 else { break }
            if x == previousX {
                y -= 1
                reversed.append(Step(kind: .insert, oldIndex: x, newIndex: y))
            } else {
                x -= 1
                reversed.append(Step(kind: .delete, oldIndex: x, newIndex: y))
            }
        }
        return deletionsFirst(reversed.reversed())
    }

    /// Each run of changes with its deletions first, then its insertions, each in order.
    private static func deletionsFirst(_ steps: [Step]) -> [Step] {
        var out: [Step] = []
        out.reserveCapacity(steps.count)
        var index = 0
        while index < steps.count {
            guard steps[index].kind != .same else {
                out.append(steps[index])
                index += 1
                continue
            }
            var end = index
            while end < steps.count, steps[end].kind != .same { end += 1 }
            out += steps[index..<end].filter { $0.kind == .delete }
            out += steps[index..<end].filter { $0.kind == .insert }
            index = end
        }
        return out
    }
}
