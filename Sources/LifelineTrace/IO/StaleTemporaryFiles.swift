#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Temporary files a killed `lifeline` left beside a target (`.NAME.tmp-PID-RANDOM`: where
/// there is no `O_TMPFILE`, or when killed between linking and renaming): the next write of
/// the same target removes those whose process is gone and that belong to this user.
enum StaleTemporaryFiles {
    /// Removes `directory/prefix<pid>-<random>` for every pid that no longer runs.
    static func remove(in directory: String, prefix: String) {
        guard let handle = opendir(directory) else { return }
        var stale: [String] = []
        while let entry = readdir(handle) {
            // Read the name where it lies: a directory entry is only as long as its name, so
            // copying the declared 256-byte `d_name` reads past its end (ASan, make fuzz).
            guard let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { continue }
            let name = String(cString: UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self))
            guard name.hasPrefix(prefix) else { continue }
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0,
                  UInt32(rest[rest.index(after: dash)...]) != nil else { continue }
            // ESRCH: no such process. EPERM means it runs under another user: not ours.
            if kill(pid, 0) != 0 && errno == ESRCH { stale.append(name) }
        }
        closedir(handle)
        for name in stale {
            let path = directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == geteuid() else { continue }
            unlink(path)
        }
    }
}
