import Foundation
import LifelineModel
@testable import LifelineExchange
@testable import LifelineTrace

/// The fixtures folder beside this file.
let importFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "ImportFixtures")

/// Imports a fixture in memory, reading `phrases` too.
func importFixture(_ name: String, profile: Profile? = nil, phrases: PhraseTable = .none) throws -> (
    header: TraceHeader, events: [TraceEvent], summary: ImportSummary
) {
    let bytes = try Data(contentsOf: importFixtures.appendingPathComponent(name))
    return try ConsoleLogImporter.importBytes(Array(bytes), profile: profile, phrases: phrases)
}

/// The example mappings shipped in Docs/examples (`phrases-zh.yaml`, `phrases-ja.yaml`).
func examplePhrases(_ name: String) throws -> PhraseTable {
    let docs = importFixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return try PhraseTable.file(docs.appendingPathComponent("Docs/examples/\(name)").path)
}

/// One event as a short line for exact comparisons:
/// `S1 sceneWillEnterForeground(_:) unattached>foregroundInactive`, `app applicationWillTerminate(_:) background>notRunning`,
/// `state terminate ?>notRunning`, `note Terminated due to signal 9`. `?` marks a side left out.
func describe(_ e: TraceEvent) -> String {
    switch e.kind {
    case .callback:
        return "\(e.scene ?? "app") \(e.method?.swiftName ?? "?") \(e.from ?? "?")>\(e.to ?? "?")"
    case .state:
        return "state \(e.name ?? "?") \(e.from ?? "?")>\(e.to ?? "?")"
    case .note:
        return "note \(e.value ?? "")"
    default:
        return "\(e.kind.rawValue) \(e.name ?? "")"
    }
}
