import Foundation
import LifelineModel
import LifelineRuntime
import LifelineTrace

/// Helpers shared by the runtime tests.
enum Support {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static func builtIn(_ name: String) throws -> Scenario {
        guard let scenario = try BuiltInScenarios.scenario(named: name) else {
            throw TestFailure("no built-in \(name)")
        }
        return scenario
    }

    static func events(
        _ name: String, _ profile: Profile, delegates: DelegateRegistry? = nil,
        configuration: AppConfiguration? = nil
    ) throws -> [TraceEvent] {
        try Simulation(scenario: builtIn(name), profile: profile, configuration: configuration, delegates: delegates)
            .events()
    }

    /// The callbacks of a run as `receiver:method` strings, the shape the facts talk in.
    static func callbacks(_ events: [TraceEvent]) -> [String] {
        events.compactMap { event in
            guard event.kind == .callback, let method = event.method else { return nil }
            return (event.scene.map { $0 + " " } ?? "") + method.swiftName
        }
    }

    /// A scene app's cold launch up to its first scene's connection (§2.1).
    static let sceneConnect = [
        "application(_:willFinishLaunchingWithOptions:)",
        "application(_:didFinishLaunchingWithOptions:)",
        "application(_:configurationForConnecting:options:)",
        "S1 scene(_:willConnectTo:options:)"
    ]

    static func yaml(_ text: String) throws -> Scenario { try ScenarioParser.parse(text, file: "test.yaml") }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
