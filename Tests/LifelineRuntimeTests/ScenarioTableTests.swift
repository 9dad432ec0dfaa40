import Foundation
import LifelineModel
import LifelineRuntime
import Testing

/// Docs/simulate.md's table of built-in scenarios (the one the README shows) is the list
/// `simulate --list` prints: every scenario once, its profiles, and the facts it cites.
struct ScenarioTableTests {
    static let doc = Support.directory.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs/simulate.md")

    /// The table's rows: scenario name → (profiles, facts) cells.
    static func rows() throws -> [String: (profiles: String, facts: String)] {
        let text = try String(contentsOf: doc, encoding: .utf8)
        var rows: [String: (String, String)] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count == 6, cells[1].hasPrefix("`") else { continue }
            let name = String(cells[1].dropFirst().dropLast())
            guard BuiltInScenarios.yaml(named: name) != nil else { continue }
            rows[name] = (cells[2], cells[3])
        }
        return rows
    }

    @Test("every built-in scenario has a row with its profiles and the § facts its description cites")
    func tableMatchesTheList() throws {
        let rows = try Self.rows()
        #expect(Set(rows.keys) == Set(BuiltInScenarios.names))
        for name in BuiltInScenarios.names {
            guard let scenario = try BuiltInScenarios.scenario(named: name), let row = rows[name] else { continue }
            let profiles = (scenario.profiles ?? Profile.allCases).map(\.rawValue).joined(separator: ", ")
            #expect(row.profiles == profiles, "\(name)")
            let cited = scenario.summary.split(separator: "§").dropFirst()
                .map {
                    "§" + $0.prefix { $0.isNumber || $0 == "." }.trimmingCharacters(in: CharacterSet(charactersIn: "."))
                }
            #expect(!cited.isEmpty, "\(name) cites no fact")
            for fact in cited { #expect(row.facts.contains(fact), "\(name): \(fact)") }
        }
    }
}
