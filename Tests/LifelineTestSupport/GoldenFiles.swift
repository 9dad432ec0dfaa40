import Foundation

/// A folder of golden files, compared byte for byte; `LIFELINE_UPDATE_GOLDEN=1` records them.
/// Shared by the test targets so the record rule lives in one place; each target reports the
/// outcome with its own testing framework (this target is also linked into the fuzzers).
///
/// Record mode writes each file and then fails (``Outcome/recorded(changed:)``), like a
/// snapshot library's record mode: a run that rewrote the goldens never reads as a pass, so
/// the rewritten files are reviewed and the suite is run again without the variable.
public struct GoldenFiles: Sendable {
    public let directory: URL

    public init(_ directory: URL) { self.directory = directory }

    /// Whether this run records golden files instead of comparing with them.
    public static var updating: Bool { ProcessInfo.processInfo.environment["LIFELINE_UPDATE_GOLDEN"] == "1" }

    /// What comparing with a golden file found.
    public enum Outcome: Equatable, Sendable {
        case matches
        /// The golden file exists and differs.
        case differs
        /// There is no golden file: run with `LIFELINE_UPDATE_GOLDEN=1` to record it.
        case missing
        /// Record mode wrote it (`changed`: its bytes were different or it was missing).
        case recorded(changed: Bool)

        /// Why the test fails, or nil when it passes.
        public func failure(_ name: String) -> String? {
            switch self {
            case .matches: return nil
            case .differs: return "\(name) differs from its golden file"
            case .missing: return "missing golden file \(name); run with LIFELINE_UPDATE_GOLDEN=1"
            case .recorded(let changed):
                return
                    "recorded golden file \(name)\(changed ? " (changed)" : "") in record mode; review it and run again without LIFELINE_UPDATE_GOLDEN"
            }
        }
    }

    /// Compares `actual` with golden file `name`, or records it in record mode.
    public func compare(_ name: String, actual: String, recording: Bool = GoldenFiles.updating) throws -> Outcome {
        try GoldenFiles.compare(directory.appendingPathComponent(name), actual: actual, recording: recording)
    }

    /// Compares `actual` with the file at `url` (a golden kept outside a golden folder, such
    /// as the trace schema in `Docs/`), or records it in record mode.
    public static func compare(_ url: URL, actual: String, recording: Bool = updating) throws -> Outcome {
        let bytes = Array(actual.utf8)
        let existing = FileManager.default.contents(atPath: url.path).map { [UInt8]($0) }
        if recording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url, options: .atomic)
            return .recorded(changed: existing != bytes)
        }
        guard let existing else { return .missing }
        return existing == bytes ? .matches : .differs
    }
}
