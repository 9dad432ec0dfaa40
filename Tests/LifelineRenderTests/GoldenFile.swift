import Foundation
import LifelineTestSupport
import Testing

/// Golden files under `Tests/LifelineRenderTests/Golden/`, compared byte for byte.
/// `LIFELINE_UPDATE_GOLDEN=1 swift test --filter LifelineRenderTests` rewrites them.
enum GoldenFile {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Compares `actual` with the golden file `name`, or writes it when updating.
    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard let expected = try GoldenFiles(directory).expected(name, actual: actual) else {
            Issue.record("missing golden file \(name); run with LIFELINE_UPDATE_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        #expect(Array(actual.utf8) == expected, "\(name) differs from its golden file", sourceLocation: sourceLocation)
    }
}
