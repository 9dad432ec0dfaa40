import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A scratch file path unique to the test process, in a folder of its own under the temporary
/// directory: test targets run as separate processes, so two never share a path.
public func scratchPath(_ name: String) -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-tests-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent(name).path
}

/// A fresh, empty directory for one test (its name made unique), inside ``scratchPath(_:)``'s folder.
public func scratchDirectory(_ name: String) throws -> String {
    let path = scratchPath("\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// The file type bits of `path` (`S_IFREG`, `S_IFIFO`, `S_IFCHR`, …, after symbolic links), or
/// nil if it does not exist.
public func fileType(_ path: String) -> mode_t? {
    var info = stat()
    return stat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
}
