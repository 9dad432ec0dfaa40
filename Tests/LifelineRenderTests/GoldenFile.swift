import Foundation
import LifelineTestSupport
import Testing

/// Golden files under `Tests/LifelineRenderTests/Golden/`, compared byte for byte.
/// `LIFELINE_UPDATE_GOLDEN=1 swift test --filter LifelineRenderTests` rewrites them.
enum GoldenFile {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Compares `actual` with the golden file `name`, or writes it when updating.
    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if let failure = try GoldenFiles(directory).compare(name, actual: actual).failure(name) {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
    }
}
