import Foundation
import LifelineTestSupport
import Testing

/// Golden files under `Tests/LifelineTeachTests/Golden/`, compared byte for byte.
/// `LIFELINE_UPDATE_GOLDEN=1 swift test --filter LifelineTeachTests` rewrites them.
enum TeachGolden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    /// The repository, for the canonical traces in `Traces/`.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func trace(_ relative: String) -> String { repository.appendingPathComponent(relative).path }
    static func testTrace(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Traces/" + name).path
    }

    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        // Bytes, not decoded text: a stray invalid byte must not compare equal after decoding.
        if let failure = try GoldenFiles(directory).compare(name, actual: actual).failure(name) {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
    }
}
