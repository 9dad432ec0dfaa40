import SystemPackage

/// The two system calls every whole-file and streaming reader repeats: opening a path for
/// reading (refusing a directory) and reading a chunk (retrying on EINTR), with Lifeline's
/// diagnostics.
package enum ReadableFile {
    /// Opens `path` read-only; `name` is how diagnostics show it.
    package static func openForReading(_ path: String, name: String) throws(Diagnostic) -> FileDescriptor {
        let fd: FileDescriptor
        do { fd = try FileDescriptor.open(FilePath(path), .readOnly, options: .closeOnExec) } catch {
            throw Diagnostic(file: name, line: 1, column: 1, "cannot open file: \(Errno.describing(error))")
        }
        if let info = try? fd.stat(), info.type == .directory {
            try? fd.close()
            throw Diagnostic(file: name, line: 1, column: 1, "is a directory, not a file")
        }
        return fd
    }

    /// Reads into `buffer[offset...]`; the number of bytes read, 0 at the end of the file.
    package static func readChunk(_ fd: FileDescriptor, into buffer: inout [UInt8], at offset: Int, name: String)
        throws(Diagnostic) -> Int
    {
        try buffer.withUnsafeMutableBufferPointer {
            (p: inout UnsafeMutableBufferPointer<UInt8>) throws(Diagnostic) -> Int in
            guard let base = p.baseAddress else { return 0 }
            return try readChunk(fd, into: base + offset, count: p.count - offset, name: name)
        }
    }

    /// Reads at most `count` bytes into `destination`; the number read, 0 at the end of the file.
    package static func readChunk(
        _ fd: FileDescriptor, into destination: UnsafeMutablePointer<UInt8>, count: Int, name: String
    ) throws(Diagnostic) -> Int {
        do { return try fd.read(into: UnsafeMutableRawBufferPointer(start: destination, count: count)) } catch {
            throw Diagnostic(file: name, line: 1, column: 1, "read error: \(Errno.describing(error))")
        }
    }
}
