import Foundation
import Testing
@testable import LifelineModel

/// The sentences `lifeline explain` reads from the model, and the facts they cite.
@Suite("Teaching sentences")
struct TeachingSentenceTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every action name the canonical traces in `Traces/` use.
    static func actionNamesInTraces() throws -> Set<String> {
        var names = Set<String>()
        let traces = repository.appendingPathComponent("Traces")
        let enumerator = FileManager.default.enumerator(at: traces, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "jsonl" else { continue }
            for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            where line.contains("\"kind\":\"action\"") {
                guard let start = line.range(of: "\"name\":\"") else { continue }
                names.insert(String(line[start.upperBound...].prefix { $0 != "\"" }))
            }
        }
        return names
    }

    @Test("every action in the canonical traces has a sentence")
    func actionsCovered() throws {
        let names = try Self.actionNamesInTraces()
        #expect(names.count > 15)
        for name in names.sorted() { #expect(ActionCatalogue.info(named: name) != nil, "\(name)") }
        #expect(Set(ActionCatalogue.entries.map(\.name)).count == ActionCatalogue.entries.count)
    }

    @Test("actions cite the facts file")
    func actionCitations() {
        #expect(!Facts.text.isEmpty)
        for entry in ActionCatalogue.entries {
            #expect(!entry.explanation.isEmpty)
            guard let citation = entry.citation else { continue }
            #expect(Facts.text.contains(citation.url), "\(entry.name): \(citation.url)")
            #expect(Facts.hasSection(citation.section), "\(entry.name): §\(citation.section)")
        }
    }

    @Test("every notification and phase level has a sentence")
    func notificationsAndPhases() {
        for notification in LifecycleNotification.allCases {
            #expect(notification.info.explanation.hasPrefix("UIKit tells observers"), "\(notification.name)")
        }
        for level in PhaseLevel.allCases { #expect(!level.explanation.isEmpty) }
    }

    @Test("the launch sequence: willFinish, then didFinish, once")
    func launchSequence() {
        #expect(LaunchSequence.next(after: []) == nil)
        #expect(LaunchSequence.next(after: [.willFinishLaunching]) == .didFinishLaunching)
        #expect(LaunchSequence.next(after: [.willFinishLaunching, .didFinishLaunching]) == nil)
        #expect(Facts.text.contains(LaunchSequence.citation.url))
        // The table alone would allow didFinishLaunching again: that is why the sequence exists.
        #expect(AppMachine.machine.nextCallbacks(from: .inactive, profile: .ios12).contains(.didFinishLaunching))
    }
}
