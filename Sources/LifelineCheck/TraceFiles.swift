#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LifelineTrace

/// Expands command-line arguments into trace files: directories become their `.jsonl`
/// files (recursively, sorted, so output is deterministic); `-` and files pass through.
public enum TraceFiles {
    public static func expand(_ arguments: [String]) throws(Diagnostic) -> [String] {
        var files: [String] = []
        for argument in arguments {
            if argument != "-" && isDirectory(argument) {
                let found = walk(argument)
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

    static func walk(_ directory: String) -> [String] {
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
            if isDirectory(path) { files += walk(path) } else if name.hasSuffix(".jsonl") { files.append(path) }
        }
        return files
    }
}
