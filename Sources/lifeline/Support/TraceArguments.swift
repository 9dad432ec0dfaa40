import LifelineCheck
import LifelineSupport
import LifelineTrace

/// The traces a command was given: files, directories (walked for regular `.jsonl` files,
/// saying on standard error what the walk left out) and the paths listed by `--files-from`.
enum TraceArguments {
    static func expand(_ arguments: [String], filesFrom: String? = nil) throws -> [String] {
        var all = arguments
        if let filesFrom { all += try PathList.read(filesFrom) }
        var skipped: [String] = []
        let files = try TraceFiles.expand(all, skipped: &skipped)
        for note in skipped { printError(Escaping.Terminal.escaped(note)) }
        return files
    }
}

/// `--files-from FILE`: one path per line (`-`: standard input), for more paths than a
/// command line holds. Blank lines are skipped; a path is taken as written, spaces included.
enum PathList {
    /// At most this many paths (a million): the list is held in memory.
    static let maxPaths = 1_000_000

    static func read(_ path: String) throws(Diagnostic) -> [String] {
        let lines = try LineReader(path: path)
        var paths: [String] = []
        while let line = try lines.nextLine() {
            var bytes = line
            if bytes.last == 0x0D { bytes = bytes.dropLast() }
            if bytes.isEmpty { continue }
            guard paths.count < maxPaths else {
                throw Diagnostic(
                    file: lines.displayName, line: lines.lineNumber, column: 1, "more than \(maxPaths) paths")
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw Diagnostic(file: lines.displayName, line: lines.lineNumber, column: 1, "a path that is not UTF-8")
            }
            paths.append(text)
        }
        return paths
    }
}
