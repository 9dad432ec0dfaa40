import Foundation
@testable import LifelineLogger

/// A clock the test moves by hand (nanoseconds), safe to read from the logger's lock.
final class ManualClock: Sendable {
    private let now = LockedState<UInt64>(5_000_000_000)

    var reading: UInt64 { now.withLock { $0 } }

    func advance(milliseconds: UInt64) {
        now.withLock { $0 += milliseconds * 1_000_000 }
    }
}

/// A scene object, as UIKit's `UIScene` is one (a main-actor class, so Sendable): the
/// logger names it by identity.
final class Scene: Sendable {}

/// A fresh folder under the temporary directory, removed by `remove()`.
struct ScratchFolder {
    let url: URL

    init(_ name: String) {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "lifeline-logger-\(name)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    }

    /// The trace files in it, by name.
    func traces() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "jsonl" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// A logger writing only its file, started in this folder, its clock stopped at zero.
    func startedLogger(profile: String) -> LifelineLogger {
        let logger = LifelineLogger(clock: { 0 })
        logger.outputs = .file
        logger.start(profile: profile, directory: url)
        return logger
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

struct MalformedTrace: Error, CustomStringConvertible {
    let description: String
}

/// A complete file's lines, each parsed as a JSON object: throws when the file does not end
/// with a newline (a line cut short) or a line is not a JSON object.
func jsonLines(_ url: URL) throws -> [[String: Any]] {
    let text = try String(contentsOf: url, encoding: .utf8)
    guard text.hasSuffix("\n") else { throw MalformedTrace(description: "\(url.path): no newline at the end") }
    return try text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().enumerated().map {
        number, line in
        guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            throw MalformedTrace(description: "\(url.path):\(number + 1): not a JSON object")
        }
        return object
    }
}
