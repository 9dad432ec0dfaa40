#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LifelineSupport
import SystemPackage

/// An input that a command must read twice, made readable twice: a pipe, a FIFO, a device
/// or standard input (`report <(cat t.jsonl)`, `… | lifeline render -`) is copied once into a
/// private temporary file, which the command then reads like any file. A regular file is
/// read in place. The copy is written as it is read, in 256 KiB pieces (memory stays flat);
/// the readers that read it back apply their own limits (the 1 MiB line limit included).
///
/// Diagnostics about the copy name the input as the user gave it, not the temporary file.
package enum SpooledInput {
    /// Calls `body` with a path to read `path` from as often as it likes, and removes the
    /// copy afterwards.
    package static func withRereadablePath<T>(_ path: String, _ body: (String) throws -> T) throws -> T {
        guard needsSpool(path) else { return try body(path) }
        let name = Diagnostic.displayName(of: path)
        let copy = try spool(path, name: name)
        defer { copy.remove() }
        do {
            return try body(copy.path)
        } catch var diagnostic as Diagnostic
            where diagnostic.file == copy.path || diagnostic.file == Diagnostic.displayName(of: copy.path)
        {
            diagnostic.file = name
            throw diagnostic
        }
    }

    /// The copy: a file with no name on Linux (`O_TMPFILE`, read back through
    /// `/proc/self/fd/N`), which nothing can leave behind, not even a SIGKILL; elsewhere a
    /// named 0600 file, removed when the command is done.
    struct Copy {
        var path: String
        var descriptor: FileDescriptor?

        func remove() {
            if let descriptor { try? descriptor.close() } else { unlink(path) }
        }
    }

    /// Copies `path` into a temporary file in `$TMPDIR` (or /tmp).
    static func spool(_ path: String, name: String) throws(Diagnostic) -> Copy {
        let source = path == "-" ? FileDescriptor.standardInput : try ReadableFile.openForReading(path, name: name)
        defer { if source != .standardInput { try? source.close() } }
        let directory = TemporaryFile.directory
        let copy: Copy
        let target: FileDescriptor
        if let unnamed = TemporaryFile.unnamed(in: directory, .readWrite), access("/proc/self/fd", F_OK) == 0 {
            target = unnamed
            copy = Copy(path: "/proc/self/fd/\(unnamed.rawValue)", descriptor: unnamed)
        } else if let (named, file) = TemporaryFile.named(in: directory, prefix: "lifeline-input-") {
            target = named
            copy = Copy(path: file, descriptor: nil)
        } else {
            throw Diagnostic(
                file: name, line: 1, column: 1,
                "cannot copy the input to a temporary file in \(directory): \(String(cString: strerror(errno)))")
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 18)
        while true {
            let n: Int
            do { n = try ReadableFile.readChunk(source, into: &chunk, at: 0, name: name) } catch {
                abandon(copy, target)
                throw error
            }
            if n == 0 {
                // The unnamed file stays open: its descriptor is its name until `remove()`.
                if copy.descriptor == nil { try? target.close() }
                return copy
            }
            do { _ = try target.writeAll(chunk[..<n]) } catch {
                abandon(copy, target)
                throw Diagnostic(
                    file: name, line: 1, column: 1,
                    "cannot copy the input to a temporary file: \(Errno.describing(error))")
            }
        }
    }

    private static func abandon(_ copy: Copy, _ target: FileDescriptor) {
        if copy.descriptor == nil { try? target.close() }
        copy.remove()
    }

    /// Whether `path` can be read only once: standard input, or anything that is not a
    /// regular file.
    package static func needsSpool(_ path: String) -> Bool {
        if path == "-" { return true }
        guard let type = FileStatus.type(of: path) else { return false }  // the reader reports it
        return type != .regular && type != .directory
    }
}
