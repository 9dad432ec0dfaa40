#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SystemPackage

/// The private temporary files Lifeline makes: unnamed where Linux offers it, else named
/// 0600 files from `mkstemp`. One place for the two system calls swift-system has no word for.
package enum TemporaryFile {
    /// `$TMPDIR` when set and not empty, else `/tmp`.
    package static var directory: String {
        getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    /// A file in `directory` with no name (Linux `O_TMPFILE`), or nil where that is not
    /// available (another system, or a file system without it).
    package static func unnamed(in directory: String, _ access: FileDescriptor.AccessMode) -> FileDescriptor? {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
            // O_TMPFILE is `__O_TMPFILE | O_DIRECTORY`, a macro Swift does not import; __O_TMPFILE
            // is 020000000 on these architectures.
            let options = FileDescriptor.OpenOptions(rawValue: O_DIRECTORY | 0o20000000).union(.closeOnExec)
            return try? FileDescriptor.open(FilePath(directory), access, options: options, permissions: .ownerReadWrite)
        #else
            return nil
        #endif
    }

    /// A new 0600 file in `directory` named `prefix` and six random characters, and its path;
    /// nil when it cannot be made (`errno` says why).
    package static func named(in directory: String, prefix: String) -> (FileDescriptor, String)? {
        // mkstemp replaces the template's last six characters, which must all be "X".
        var template = Array((directory + "/" + prefix + String(repeating: "X", count: 6)).utf8CString)
        let made = template.withUnsafeMutableBufferPointer { name -> Int32 in
            guard let base = name.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard made >= 0 else { return nil }
        let path = template.withUnsafeBufferPointer { name in name.baseAddress.map { String(cString: $0) } ?? "" }
        return (FileDescriptor(rawValue: made), path)
    }
}
