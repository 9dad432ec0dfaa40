#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LifelineTrace

/// Expands command-line arguments into trace files: directories become their `.jsonl`
/// files (recursively, sorted, so output is deterministic); `-` and files pass through.
///
/// A walk takes regular files only (a symbolic link to one included): a FIFO named `x.jsonl`
/// would block the command forever, a device would never end. What it leaves out is listed in
/// `skipped`, for the command to say. It descends into real directories only, never through
/// a symbolic link, so a link to a parent cannot make it loop.
public enum TraceFiles {
    public static func expand(_ arguments: [String]) throws(Diagnostic) -> [String] {
        var skipped: [String] = []
        return try expand(arguments, skipped: &skipped)
    }

    /// `expand`, with each `.jsonl` entry the walk left out as `path: why`.
    public static func expand(_ arguments: [String], skipped: inout [String]) throws(Diagnostic) -> [String] {
        var files: [String] = []
        for argument in arguments {
            if argument != "-" && isDirectory(argument) {
                let found = walk(argument, skipped: &skipped)
                if found.isEmpty { throw Diagnostic(file: argument, line: 1, column: 1, "no .jsonl traces in this directory") }
                files += found
            } else {
                files.append(argument)
            }
        }
        return files
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func walk(_ directory: String, skipped: inout [String]) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name.hasPrefix(".") { continue }
            names.append(name)
        }
        var files: [String] = []
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        for name in names.sorted() {
            let path = base + "/" + name
            var link = stat()
            guard lstat(path, &link) == 0 else { continue }
            if (link.st_mode & S_IFMT) == S_IFDIR { files += walk(path, skipped: &skipped); continue }
            guard name.hasSuffix(".jsonl") else { continue }
            var info = stat()
            guard stat(path, &info) == 0 else { skipped.append("\(path): skipped: a broken symbolic link"); continue }
            switch info.st_mode & S_IFMT {
            case S_IFREG: files.append(path)
            case S_IFIFO: skipped.append("\(path): skipped: a FIFO, not a regular file")
            case S_IFDIR: skipped.append("\(path): skipped: a symbolic link to a directory")
            default: skipped.append("\(path): skipped: not a regular file")
            }
        }
        return files
    }
}
