import ArgumentParser

/// Thousands of trace paths on one command line (`lifeline check $(find … -name '*.jsonl')`).
///
/// swift-argument-parser's parsing is quadratic in the number of positional values (measured:
/// 2,000 paths 1.4 s, 8,000 paths 26 s of CPU before any work), so the long run of plain
/// paths at the end of a `check` or `mine` command line is set aside, the rest parsed as
/// usual, and the paths appended to the parsed command's list: linear, and the same result.
enum ManyPaths {
    /// Commands whose trailing arguments are all trace paths.
    static let commands: Set<String> = ["check", "mine", "stats"]
    /// Below this many arguments, parsing is fast enough as it is.
    static let threshold = 64

    /// The arguments to parse and the paths to append. The first two plain arguments of the
    /// trailing run stay (the first may be the previous option's value); `--` turns it off.
    static func split(_ arguments: [String]) -> (parse: [String], paths: [String]) {
        guard arguments.count > threshold, let name = arguments.first, commands.contains(name),
            !arguments.contains("--")
        else { return (arguments, []) }
        var start = arguments.count
        while start > 1, !isOption(arguments[start - 1]) { start -= 1 }
        let keep = min(arguments.count, start + 2)
        return (Array(arguments[..<keep]), Array(arguments[keep...]))
    }

    /// `-` (standard input) is a path; anything else starting with `-` is an option.
    private static func isOption(_ argument: String) -> Bool { argument != "-" && argument.hasPrefix("-") }

    /// `command` with `paths` added to its traces.
    static func append(_ paths: [String], to command: ParsableCommand) -> ParsableCommand {
        guard !paths.isEmpty else { return command }
        if var check = command as? CheckCommand {
            check.traces += paths
            return check
        }
        if var stats = command as? StatsCommand {
            stats.traces += paths
            return stats
        }
        if var mine = command as? MineCommand {
            mine.traces += paths
            return mine
        }
        return command
    }
}
