#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The names in a directory (`opendir`/`readdir`; swift-system has no directory API yet).
package enum DirectoryListing {
    /// Every name in `directory` except `.` and `..`, in the order the file system gives
    /// them; nil when it cannot be opened.
    package static func names(in directory: String) -> [String]? {
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            // Read the name where it lies: a directory entry is only as long as its name, so
            // copying the declared 256-byte `d_name` reads past its end (ASan, make fuzz).
            guard let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { continue }
            let name = String(cString: UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self))
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
