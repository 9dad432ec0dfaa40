import Foundation
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
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["LIFELINE_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let expected = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing golden file \(name); run with LIFELINE_UPDATE_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == String(decoding: expected, as: UTF8.self), "\(name) differs from its golden file", sourceLocation: sourceLocation)
    }
}
