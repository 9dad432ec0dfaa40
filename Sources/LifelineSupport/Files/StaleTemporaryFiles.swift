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
        var stale: [String] = []
        for name in DirectoryListing.names(in: directory) ?? [] {
            guard name.hasPrefix(prefix) else { continue }
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0,
                UInt32(rest[rest.index(after: dash)...]) != nil
            else { continue }
            // ESRCH: no such process. EPERM means it runs under another user: not ours.
            if kill(pid, 0) != 0 && errno == ESRCH { stale.append(name) }
        }
        for name in stale {
            let path = directory + "/" + name
            guard let info = FileStatus.ofLink(path), info.type == .regular, info.userID.rawValue == geteuid() else {
                continue
            }
            unlink(path)
        }
    }
}
