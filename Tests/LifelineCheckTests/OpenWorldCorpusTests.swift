import LifelineCheck
import LifelineModel
import LifelineTrace
import Testing

/// The open-world corpus (OpenWorld/manifest.tsv): legitimate traces written from the facts,
/// each naming its section, must check with no error; misorderings must each be caught with an
/// error by the named rule, with at most 2 errors for the one injected fault. Every entry
/// holds: a regression fails the test.
@Suite struct OpenWorldCorpusTests {
    struct Entry: CustomTestStringConvertible, Sendable {
        var file: String
        var section: String
        var rule: String
        var testDescription: String { file }
    }

    static let directory = Fixtures.testsDirectory + "/OpenWorld"

    static let entries: [Entry] = {
        guard let text = Fixtures.read(directory + "/manifest.tsv") else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 5 else { return nil }
            return Entry(file: fields[0], section: fields[1], rule: fields[2])
        }
    }()

    @Test func corpusIsLargeEnoughAndCitesTheFacts() throws {
        let facts = try #require(Fixtures.read(Fixtures.repository + "/Docs/lifecycle-facts.md"))
        #expect(Self.entries.filter { $0.rule == "-" }.count >= 30)
        #expect(Self.entries.filter { $0.rule != "-" }.count >= 36)
        for entry in Self.entries {
            let top = entry.section.split(separator: ".").first.map(String.init) ?? entry.section
            #expect(facts.contains("## \(top).") , "\(entry.file): §\(entry.section)")
            if entry.section.contains(".") && !(top == "8") {
                #expect(facts.contains("### \(entry.section) "), "\(entry.file): §\(entry.section)")
            }
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
        let errors = result.violations.filter { $0.severity == .error }
        #expect(errors.contains { $0.ruleID == entry.rule }, "\(entry.file): \(errors.map(\.ruleID))")
        #expect(errors.count <= 2, "\(entry.file): \(errors.map(\.ruleID))")
    }

    /// The issue's false alarms (issue 17), each a legitimate corpus entry that must pass.
    @Test func issueFalseAlarmsAreInTheCorpus() {
        let legitimate = Set(Self.entries.filter { $0.rule == "-" }.map(\.file))
        for file in ["legit/ios13-relaunch-remembered-session.jsonl", "legit/ios13-deferred-discard.jsonl",
                     "legit/ios12-silent-kill-relaunch.jsonl", "legit/ios13-terminate-before-disconnect.jsonl",
                     "legit/ios12-background-fetch-then-open.jsonl", "legit/ios13-connect-then-active.jsonl",
                     "legit/ios13-fast-kill-new-instance.jsonl", "legit/ipad-close-last-window-relaunch.jsonl"] {
            #expect(legitimate.contains(file), "\(file)")
        }
    }
}
