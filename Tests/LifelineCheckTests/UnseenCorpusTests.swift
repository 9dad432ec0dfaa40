import LifelineCheck
import LifelineModel
import LifelineTrace
import Testing

/// The second open-world corpus (Unseen/manifest.tsv), written after the checker from Apple's
/// pages, DTS answers and public device logs (issue 30), each entry naming its source: the
/// kinds of trace the first corpus did not cover. Legitimate traces check with no error; each
/// misordering is caught by the rule the manifest names, with at most 2 errors for its one
/// fault. A rule whose basis is weaker than DOCUMENTED catches at its own severity (a warning).
@Suite struct UnseenCorpusTests {
    struct Entry: CustomTestStringConvertible, Sendable {
        var file: String
        var section: String
        var rule: String
        var source: String
        var testDescription: String { file }
    }

    static let directory = Fixtures.testsDirectory + "/Unseen"

    static let entries: [Entry] = {
        guard let text = Fixtures.read(directory + "/manifest.tsv") else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 5 else { return nil }
            return Entry(file: fields[0], section: fields[1], rule: fields[2], source: fields[3])
        }
    }()

    @Test func corpusIsLargeEnoughAndNamesItsSources() throws {
        let facts = try #require(Fixtures.read(Fixtures.repository + "/Docs/lifecycle-facts.md"))
        #expect(Self.entries.filter { $0.rule == "-" }.count >= 40)
        #expect(Self.entries.filter { $0.rule != "-" }.count >= 40)
        for entry in Self.entries {
            let top = entry.section.split(separator: ".").first.map(String.init) ?? entry.section
            #expect(facts.contains("## \(top)."), "\(entry.file): §\(entry.section)")
            #expect(entry.source.contains("https://"), "\(entry.file) names no source")
            if entry.rule != "-" { #expect(RuleCatalogue.rule(id: entry.rule) != nil, "\(entry.file): \(entry.rule)") }
        }
    }

    @Test(arguments: entries.filter { $0.rule == "-" })
    func legitimateTraceHasNoError(_ entry: Entry) throws {
        let result = try Checker.check(path: Self.directory + "/" + entry.file)
        let errors = result.violations.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(entry.file) §\(entry.section): \(errors.map { "\($0.ruleID) line \($0.line): \($0.message)" })")
    }

    @Test(arguments: entries.filter { $0.rule != "-" })
    func misorderingIsCaughtByItsRule(_ entry: Entry) throws {
        let result = try Checker.check(path: Self.directory + "/" + entry.file)
        let rule = try #require(RuleCatalogue.rule(id: entry.rule))
        let caught = result.violations.filter { $0.ruleID == entry.rule }
        #expect(caught.contains { $0.severity == rule.severity || $0.severity == .error },
                "\(entry.file): \(result.violations.map { "\($0.ruleID) \($0.severity)" })")
        let errors = result.violations.filter { $0.severity == .error }
        #expect(errors.count <= 2, "\(entry.file): \(errors.map(\.ruleID))")
    }
}
