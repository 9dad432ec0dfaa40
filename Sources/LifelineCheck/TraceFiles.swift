#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LifelineSupport
import SystemPackage

/// Expands command-line arguments into trace files: directories become their `.jsonl`
/// files (recursively, sorted, so output is deterministic); `-` and files pass through.
///
/// A walk takes regular files only (a symbolic link to one included): a FIFO named `x.jsonl`
/// would block the command forever, a device would never end. What it leaves out is listed in
/// `skipped`, for the command to say. It descends into real directories only, never through
/// a symbolic link, so a link to a parent cannot make it loop.
package enum TraceFiles {
    package static func expand(_ arguments: [String]) throws(Diagnostic) -> [String] {
        var skipped: [String] = []
        return try expand(arguments, skipped: &skipped)
    }

    /// `expand`, with each `.jsonl` entry the walk left out as `path: why`.
    package static func expand(_ arguments: [String], skipped: inout [String]) throws(Diagnostic) -> [String] {
        var files: [String] = []
        for argument in arguments {
            if argument != "-" && isDirectory(argument) {
                guard DirectoryListing.names(in: argument) != nil else {
                    throw Diagnostic(
                        file: Diagnostic.displayName(of: argument), line: 1, column: 1,
                        "cannot read this directory: \(String(cString: strerror(errno)))")
                }
                let found = walk(argument, skipped: &skipped)
                if found.isEmpty {
                    throw Diagnostic(
                        file: Diagnostic.displayName(of: argument), line: 1, column: 1,
                        "no .jsonl traces in this directory")
                }
                files += found
            } else {
                files.append(argument)
            }
        }
        return files
    }

    static func isDirectory(_ path: String) -> Bool {
        FileStatus.type(of: path) == .directory
    }

    static func walk(_ directory: String, skipped: inout [String]) -> [String] {
        // A folder that cannot be listed may hold traces: it is an input that could not be
        // read, never an empty one. It stays in the list, so the command reports it as it
        // reports a trace it cannot open, and a directory with one is not "clean" (exit 2).
        guard let listed = DirectoryListing.names(in: directory) else {
            skipped.append("\(directory): cannot read this folder: \(String(cString: strerror(errno)))")
            return [directory]
        }
        // Hidden names (dot files, the writer's own drafts) are never traces to check.
        let names = listed.filter { !$0.hasPrefix(".") }
        var files: [String] = []
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        for name in names.sorted() {
            let path = base + "/" + name
            guard let link = FileStatus.ofLink(path) else {
                // Listed but not there to look at (a path past PATH_MAX): kept as an input, so
                // the command reports it as one it could not read.
                skipped.append("\(path): cannot read: \(String(cString: strerror(errno)))")
                files.append(path)
                continue
            }
            if link.type == .directory {
                files += walk(path, skipped: &skipped)
                continue
            }
            guard name.hasSuffix(".jsonl") else { continue }
            guard let type = FileStatus.type(of: path) else {
                skipped.append("\(path): skipped: a broken symbolic link")
                continue
            }
            switch type {
            case .regular: files.append(path)
            case .fifo: skipped.append("\(path): skipped: a FIFO, not a regular file")
            case .directory: skipped.append("\(path): skipped: a symbolic link to a directory")
            default: skipped.append("\(path): skipped: not a regular file")
            }
        }
        return files
    }
}
