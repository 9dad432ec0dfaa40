#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
        defer { unlink(copy) }
        do {
            return try body(copy)
        } catch var diagnostic as Diagnostic where diagnostic.file == copy {
            diagnostic.file = name
            throw diagnostic
        }
    }

    /// Whether `path` can be read only once: standard input, or anything that is not a
    /// regular file.
    package static func needsSpool(_ path: String) -> Bool {
        if path == "-" { return true }
        guard let type = FileStatus.type(of: path) else { return false }  // the reader reports it
        return type != .regular && type != .directory
    }

    /// Copies `path` into a new 0600 file in `$TMPDIR` (or /tmp) and returns its path.
    static func spool(_ path: String, name: String) throws(Diagnostic) -> String {
        let source = path == "-" ? FileDescriptor.standardInput : try ReadableFile.openForReading(path, name: name)
        defer { if source != .standardInput { try? source.close() } }
        let directory = TemporaryFile.directory
        guard let (target, copy) = TemporaryFile.named(in: directory, prefix: "lifeline-input-") else {
            throw Diagnostic(file: name, line: 1, column: 1, "cannot copy the input to a temporary file in \(directory): \(String(cString: strerror(errno)))")
        }
        defer { try? target.close() }
        var chunk = [UInt8](repeating: 0, count: 1 << 18)
        while true {
            let n: Int
            do { n = try ReadableFile.readChunk(source, into: &chunk, at: 0, name: name) } catch {
                unlink(copy)
                throw error
            }
            if n == 0 { return copy }
            do { _ = try target.writeAll(chunk[..<n]) } catch {
                unlink(copy)
                throw Diagnostic(file: name, line: 1, column: 1, "cannot copy the input to a temporary file: \(Errno.describing(error))")
            }
        }
    }
}
