/// A unified diff of one file, as `git diff` prints it, from the file's lines before and after
/// the edits: `git apply` applies it in the folder the paths are relative to. The hunks come
/// from the changed line ranges, which the edits give, not from a search for a shortest diff.
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

    /// The changed regions: the common prefix and suffix of each stretch between equal lines,
    /// found by matching the two files' lines in order (a longest common subsequence over the
    /// lines that differ, which edits keep small).
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

    /// Equal prefix and suffix, then a longest common subsequence of the middle.
    private static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Step] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let middleA = Array(a[prefix..<(a.count - suffix)]), middleB = Array(b[prefix..<(b.count - suffix)])
        var steps: [Step] = (0..<prefix).map { Step(kind: .same, oldIndex: $0, newIndex: $0) }
        let n = middleA.count, m = middleB.count
        // lengths[i][j]: the LCS of middleA[i...] and middleB[j...].
        // Past a few million cells (edits spread over a long file), the middle is replaced
        // whole: a longer patch, as correct.
        guard n * m <= 4_000_000 else {
            steps += (0..<n).map { Step(kind: .delete, oldIndex: prefix + $0, newIndex: prefix) }
            steps += (0..<m).map { Step(kind: .insert, oldIndex: prefix + n, newIndex: prefix + $0) }
            for k in 0..<suffix {
                steps.append(Step(kind: .same, oldIndex: a.count - suffix + k, newIndex: b.count - suffix + k))
            }
            return steps
        }
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        if n > 0 && m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lengths[i][j] =
                        middleA[i] == middleB[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
                }
            }
        }
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, middleA[i] == middleB[j] {
                steps.append(Step(kind: .same, oldIndex: prefix + i, newIndex: prefix + j))
                i += 1
                j += 1
            } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
                steps.append(Step(kind: .delete, oldIndex: prefix + i, newIndex: prefix + j))
                i += 1
            } else {
                steps.append(Step(kind: .insert, oldIndex: prefix + i, newIndex: prefix + j))
                j += 1
            }
        }
        for k in 0..<suffix {
            steps.append(Step(kind: .same, oldIndex: a.count - suffix + k, newIndex: b.count - suffix + k))
        }
        return steps
    }
}
