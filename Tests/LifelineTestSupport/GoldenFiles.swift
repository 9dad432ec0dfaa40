import Foundation

/// A folder of golden files, compared byte for byte; `LIFELINE_UPDATE_GOLDEN=1` rewrites them.
/// Shared by the test targets so the update rule lives in one place; each target records the
/// mismatch with its own testing framework.
public struct GoldenFiles: Sendable {
    public let directory: URL

    public init(_ directory: URL) { self.directory = directory }

    /// Whether this run rewrites golden files instead of comparing with them.
    public static var updating: Bool { ProcessInfo.processInfo.environment["LIFELINE_UPDATE_GOLDEN"] == "1" }

    /// The bytes `actual` must equal for `name`: the golden file's, or nil when it is missing.
    /// When updating, writes `actual` first, so the comparison holds.
    public func expected(_ name: String, actual: String) throws -> [UInt8]? {
        let url = directory.appendingPathComponent(name)
        if GoldenFiles.updating {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
        }
        return FileManager.default.contents(atPath: url.path).map { [UInt8]($0) }
    }
}
