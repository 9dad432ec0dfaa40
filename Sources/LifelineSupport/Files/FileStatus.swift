import SystemPackage

/// What a path names, after symbolic links (`stat(2)`, as swift-system's typed `Stat`): nil
/// when nothing is there or it cannot be examined. Every "is it a regular file, a directory,
/// a FIFO?" question of the I/O layer asks it here.
package enum FileStatus {
    package static func of(_ path: String) -> Stat? { try? Stat(FilePath(path)) }

    /// What `path` itself is (`lstat(2)`): a symbolic link is not followed.
    package static func ofLink(_ path: String) -> Stat? { try? Stat(FilePath(path), followTargetSymlink: false) }

    /// The type of what `path` names, or nil when nothing is there.
    package static func type(of path: String) -> FileType? { of(path)?.type }
}
