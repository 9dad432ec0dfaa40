import Foundation
import LifelineRuntime
import LifelineSupport

/// Where a scenario comes from: a built-in name, a YAML file, or standard input (`-`).
enum ScenarioSource {
    /// The parsed scenario and the name diagnostics use for it (`builtin:NAME` for built-ins).
    static func load(_ name: String) throws(Diagnostic) -> (Scenario, String) {
        if let builtIn = try BuiltInScenarios.scenario(named: name) { return (builtIn, "builtin:\(name)") }
        if name != "-", !FileManager.default.fileExists(atPath: name) {
            throw Diagnostic(
                file: name, line: 1, column: 1,
                "no such scenario file or built-in scenario (built-ins: \(BuiltInScenarios.names.joined(separator: ", ")))"
            )
        }
        let file = Diagnostic.displayName(of: name)
        // The parser reads the file itself, with the size and alias limits of hostile input.
        return (try ScenarioParser.parse(path: name), file)
    }
}
