import LifelineCheck
import LifelineModel
import LifelineTrace
import Testing

/// A corpus of traces written from the facts (`manifest.tsv`: file, facts section, the rule
/// that must catch it or `-`, then columns of its own): what both open-world corpora share.
/// A rule written `LC407:warning` catches a fault only a contested fact forbids (§8): at
/// that severity, naming both sources, whatever the rule's own severity.
struct CorpusEntry: CustomTestStringConvertible, Sendable {
    var file: String
    var section: String
    var rule: String
    /// The severity the rule catches it at, when the manifest names one (a contested fact).
    var severity: Severity? = nil
    /// The manifest's fourth column: a status (`holds`) or a source.
    var fourth: String
    var testDescription: String { file }

    /// The entries of the manifest in `directory`, comment lines left out.
    static func read(_ directory: String) -> [CorpusEntry] {
        guard let text = Fixtures.read(directory + "/manifest.tsv") else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 5 else { return nil }
            let rule = fields[2].split(separator: ":").map(String.init)
            return CorpusEntry(
                file: fields[0], section: fields[1], rule: rule[0],
                severity: rule.count > 1 ? Severity(rawValue: rule[1]) : nil,
                fourth: fields[3])
        }
    }

    /// The corpus has at least `legitimate` and `misordered` entries, each citing a section of
    /// `Docs/lifecycle-facts.md` that exists (its subsection too when `subsections`, but in the
    /// numbered list of §8) and naming a rule of the catalogue.
    static func expectSize(_ entries: [CorpusEntry], legitimate: Int, misordered: Int, subsections: Bool) throws {
        let facts = try #require(Fixtures.read(Fixtures.repository + "/Docs/lifecycle-facts.md"))
        #expect(entries.filter { $0.rule == "-" }.count >= legitimate)
        #expect(entries.filter { $0.rule != "-" }.count >= misordered)
        for entry in entries {
            let top = entry.section.split(separator: ".").first.map(String.init) ?? entry.section
            #expect(facts.contains("## \(top)."), "\(entry.file): §\(entry.section)")
            if subsections, entry.section.contains("."), top != "8" {
                #expect(facts.contains("### \(entry.section) "), "\(entry.file): §\(entry.section)")
            }
            if entry.rule != "-" { #expect(RuleCatalogue.rule(id: entry.rule) != nil, "\(entry.file): \(entry.rule)") }
        }
    }

    /// A legitimate entry checks with no error.
    func expectNoError(in directory: String) throws {
        let result = try Checker.check(path: directory + "/" + file)
        let errors = result.violations.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(file) §\(section): \(errors.map { "\($0.ruleID) line \($0.line): \($0.message)" })")
    }

    /// A misordering is caught by its rule at the rule's severity (an error for a DOCUMENTED
    /// one), with at most 2 errors for its one fault.
    func expectCaught(in directory: String) throws {
        let result = try Checker.check(path: directory + "/" + file)
        let expected = try severity ?? #require(RuleCatalogue.rule(id: rule)).severity
        #expect(
            result.violations.contains { $0.ruleID == rule && $0.severity == expected },
            "\(file): \(result.violations.map { "\($0.ruleID) \($0.severity)" })")
        let errors = result.violations.filter { $0.severity == .error }
        #expect(errors.count <= 2, "\(file): \(errors.map(\.ruleID))")
        if severity == .warning {
            // Contested: never an error, and the warning names both sources (two pages).
            #expect(!errors.contains { $0.ruleID == rule }, "\(file): \(rule) is an error on a contested fact")
            #expect(
                result.violations.contains {
                    $0.ruleID == rule && $0.message.components(separatedBy: "://").count >= 3
                },
                "\(file): the \(rule) warning does not name both sources")
        }
    }
}
