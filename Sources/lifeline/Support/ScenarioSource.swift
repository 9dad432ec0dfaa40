import Foundation
import LifelineRuntime
import LifelineTrace

/// Where a scenario comes from: a built-in name, a YAML file, or standard input (`-`).
enum ScenarioSource {
    /// The parsed scenario and the name diagnostics use for it (`builtin:NAME` for built-ins).
    static func load(_ name: String) throws(Diagnostic) -> (Scenario, String) {
        if let builtIn = try BuiltInScenarios.scenario(named: name) { return (builtIn, "builtin:\(name)") }
        let text: String
        if name == "-" {
            text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        } else {
            guard let data = FileManager.default.contents(atPath: name) else {
                throw Diagnostic(file: name, line: 1, column: 1,
                                 "no such scenario file or built-in scenario (built-ins: \(BuiltInScenarios.names.joined(separator: ", ")))")
            }
            text = String(decoding: data, as: UTF8.self)
        }
        let file = Diagnostic.displayName(of: name)
        return (try ScenarioParser.parse(text, file: file), file)
    }
}
