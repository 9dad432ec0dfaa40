#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SystemPackage

/// An output that appears whole or not at all: bytes go to a temporary file beside the target,
/// which `commit()` renames over it. `-` writes to standard output instead, and a target that
/// exists and is not a regular file (`/dev/null`, a FIFO, a terminal) is written to directly,
/// as a shell redirection would: renaming over it would replace the device or pipe with a
/// regular file, and what a reader has taken from a pipe cannot be taken back anyway.
///
/// If the process dies or `commit()` is never called, the target keeps its old contents. On
/// Linux the temporary file is anonymous (`O_TMPFILE`) until `commit()` links it beside the
/// target and renames it into place, so even a process killed with SIGKILL mid-write leaves
/// no file behind; elsewhere (or where the file system has no `O_TMPFILE`) it is a hidden
/// `.<name>.tmp-<pid>-<random>` beside the target, removed on failure but not on SIGKILL.
public final class OutputFile {
    /// The target path as given.
    public let path: String
    private let fd: FileDescriptor
    /// The directory the target is in, and the hidden name the temporary file has (from the
    /// start, or from `commit()` on for an anonymous one); nil for standard output and for a
    /// target written in place.
    private let temporaryPath: String?
    /// Whether the temporary file has no name yet (`O_TMPFILE`).
    private let anonymous: Bool
    /// Bytes written to the temporary file, and how many of them the disk was asked to take
    /// (`startWriteback`).
    private var writtenBytes = 0
    private var writebackRequested = 0
    private var buffer: [UInt8] = []
    private var committed = false

    private static let bufferLimit = 1 << 16

    /// Opens a temporary file beside `path` (or standard output for `-`, or `path` itself when
    /// it is a device, FIFO or socket).
    public init(path: String) throws(Diagnostic) {
        self.path = path
        if path == "-" {
            fd = .standardOutput
            temporaryPath = nil
            anonymous = false
            return
        }
        if Self.writesInPlace(path) {
            // No O_CREAT or O_TRUNC: the target exists and is not a file to create or empty.
            do { fd = try FileDescriptor.open(FilePath(path), .writeOnly, options: .closeOnExec) } catch {
                throw Diagnostic(file: path, line: 1, column: 1, "cannot write: \(Errno.describing(error))")
            }
            temporaryPath = nil
            anonymous = false
            return
        }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        // A target the user may not write is not replaced behind their back: in a directory
        // they may write (without the sticky bit), a rename would replace another user's
        // read-only file, where the shell's `>` refuses.
        if access(path, F_OK) == 0, access(path, W_OK) != 0 {
            throw Diagnostic(file: path, line: 1, column: 1, "cannot write: \(String(cString: strerror(errno)))")
        }
        let prefix = (directory.isEmpty ? "" : directory + "/") + ".\(base).tmp-"
        StaleTemporaryFiles.remove(in: directory.isEmpty ? "/" : directory, prefix: ".\(base).tmp-")
        let temporary = prefix + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        temporaryPath = temporary
        if let unnamed = Self.openAnonymous(in: directory.isEmpty ? "/" : directory) {
            fd = unnamed
            anonymous = true
            return
        }
        // O_EXCL with 0600: a file someone else put at this name is never opened, and no one
        // else can read the draft; `commit()` gives it the target's mode.
        do {
            fd = try FileDescriptor.open(
                FilePath(temporary), .writeOnly,
                options: [.create, .exclusiveCreate, .noFollow, .closeOnExec],
                permissions: .ownerReadWrite)
        } catch {
            throw Diagnostic(file: path, line: 1, column: 1, "cannot write: \(Errno.describing(error))")
        }
        anonymous = false
    }

    deinit {
        guard !committed, fd != .standardOutput else { return }
        try? fd.close()
        if let temporaryPath, !anonymous { unlink(temporaryPath) }
    }

    /// Whether output for `path` is a draft until `commit()`: a temporary file put in place
    /// at the end, which a command may drop and write again. Standard output (`-`), devices
    /// and FIFOs receive every byte as it is written.
    package static func isAtomic(_ path: String) -> Bool { path != "-" && !writesInPlace(path) }

    /// Whether `path` is written to directly rather than replaced: it exists (after symbolic
    /// links) and is neither a regular file nor a directory. A character or block device, a
    /// FIFO or a socket is something the user points output at, not a file to replace; a
    /// directory keeps the rename, which fails with "Is a directory".
    static func writesInPlace(_ path: String) -> Bool {
        guard let type = FileStatus.type(of: path) else { return false }
        return type != .regular && type != .directory
    }

    /// An unnamed file in `directory` (Linux `O_TMPFILE`), or nil where that is not available:
    /// then the caller falls back to a named temporary file. Linking it at commit goes through
    /// `/proc/self/fd`, so it is only used when that exists.
    private static func openAnonymous(in directory: String) -> FileDescriptor? {
        #if os(Linux)
            guard access("/proc/self/fd", F_OK) == 0 else { return nil }
        #endif
        return TemporaryFile.unnamed(in: directory, .writeOnly)
    }

    /// Appends `text` as UTF-8.
    public func write(_ text: String) throws(Diagnostic) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= OutputFile.bufferLimit { try flush() }
    }

    /// Appends `bytes`.
    public func write<C: Collection>(bytes: C) throws(Diagnostic) where C.Element == UInt8 {
        buffer.append(contentsOf: bytes)
        if buffer.count >= OutputFile.bufferLimit { try flush() }
    }

    /// Appends bytes the caller has already gathered into a piece (`TraceWriter` hands over
    /// 64 KiB at a time): a piece that would fill the buffer goes to the file as it is, with
    /// no copy into the buffer.
    package func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(Diagnostic) {
        guard buffer.count + bytes.count >= OutputFile.bufferLimit else {
            buffer.append(contentsOf: bytes)
            return
        }
        try flush()
        try writeAll(bytes)
    }

    package func flush() throws(Diagnostic) {
        try buffer.withUnsafeBufferPointer { (p) throws(Diagnostic) in try writeAll(p) }
        buffer.removeAll(keepingCapacity: true)
    }

    private func writeAll(_ bytes: UnsafeBufferPointer<UInt8>) throws(Diagnostic) {
        do { _ = try fd.writeAll(UnsafeRawBufferPointer(bytes)) } catch {
            throw Diagnostic(file: path, line: 1, column: 1, "write failed: \(Errno.describing(error))")
        }
        writtenBytes += bytes.count
        if temporaryPath != nil, writtenBytes - writebackRequested >= OutputFile.writebackStep {
            OutputFile.startWriteback(fd.rawValue, offset: writebackRequested, count: writtenBytes - writebackRequested)
            writebackRequested = writtenBytes
        }
    }

    /// Writes what is buffered and puts the file in place.
    public func commit() throws(Diagnostic) {
        try flush()
        guard let temporaryPath else {
            guard fd != .standardOutput else { return }
            committed = true
            do { try fd.close() } catch {
                throw Diagnostic(file: path, line: 1, column: 1, "write failed: \(Errno.describing(error))")
            }
            return
        }
        committed = true
        func failure(_ what: String) -> Diagnostic {
            Diagnostic(file: path, line: 1, column: 1, "\(what): \(String(cString: strerror(errno)))")
        }
        // fsync, fchmod and linkat have no swift-system counterpart: the C library's, on the
        // descriptor's raw value.
        guard fsync(fd.rawValue) == 0 || errno == EINVAL else {
            let error = failure("write failed")
            try? fd.close()
            if !anonymous { unlink(temporaryPath) }
            throw error
        }
        // The rewritten file keeps the target's permissions (a 0600 trace stays private); a
        // new one gets what the shell's `>` would give it (0666 less the umask).
        guard fchmod(fd.rawValue, OutputFile.mode(for: path)) == 0 else {
            let error = failure("cannot write")
            try? fd.close()
            if !anonymous { unlink(temporaryPath) }
            throw error
        }
        // An anonymous file gets its hidden name only now, just before the rename.
        if anonymous, linkat(AT_FDCWD, "/proc/self/fd/\(fd.rawValue)", AT_FDCWD, temporaryPath, AT_SYMLINK_FOLLOW) != 0
        {
            let error = failure("cannot write")
            try? fd.close()
            throw error
        }
        do { try fd.close() } catch {
            let error = Diagnostic(file: path, line: 1, column: 1, "write failed: \(Errno.describing(error))")
            unlink(temporaryPath)
            throw error
        }
        guard rename(temporaryPath, path) == 0 else {
            let error = failure("cannot write")
            unlink(temporaryPath)
            throw error
        }
    }

    /// Writes `bytes` to `path` atomically in one call.
    public static func write<C: Collection>(_ bytes: C, to path: String) throws(Diagnostic) where C.Element == UInt8 {
        let file = try OutputFile(path: path)
        try file.write(bytes: bytes)
        try file.commit()
    }
}

extension OutputFile {
    /// The permission bits the file at `path` should end with: the existing target's, or
    /// 0666 less the umask for a new one.
    static func mode(for path: String) -> mode_t {
        if let info = FileStatus.of(path) { return info.permissions.rawValue }
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }

    /// How many bytes of a temporary file are written before the kernel is asked to start
    /// putting them on disk.
    static let writebackStep = 8 << 20

    /// Asks the kernel to start writing `count` bytes at `offset` of `fd` to disk, without
    /// waiting. `commit()`'s `fsync` must wait for every byte to reach the disk before the
    /// rename; started as the file grows, that writing overlaps the work that produces the
    /// bytes, and `fsync` waits only for the last few megabytes (for a 150 MB trace, 70 ms of
    /// a half-second run otherwise). Linux's `sync_file_range(SYNC_FILE_RANGE_WRITE)`, which
    /// Swift's C library module does not import; elsewhere, or if it fails, `fsync` does it all.
    static func startWriteback(_ fd: Int32, offset: Int, count: Int) {
        #if os(Linux)
            guard let syncFileRange else { return }
            _ = syncFileRange(fd, off_t(offset), off_t(count), 2)  // 2: SYNC_FILE_RANGE_WRITE
        #endif
    }

    #if os(Linux)
        private typealias SyncFileRange = @convention(c) (Int32, off_t, off_t, UInt32) -> Int32
        /// glibc's `sync_file_range`, looked up once.
        private static let syncFileRange: SyncFileRange? = {
            guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "sync_file_range") else { return nil }
            return unsafeBitCast(symbol, to: SyncFileRange.self)
        }()
    #endif
}
