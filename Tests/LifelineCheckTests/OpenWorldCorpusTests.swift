import LifelineCheck
import LifelineModel
import LifelineTrace
import Testing

/// The open-world corpus (OpenWorld/manifest.tsv): legitimate traces written from the facts,
/// each naming its section, must check with no error; misorderings must each be caught with an
/// error by the named rule, with at most 2 errors for the one injected fault. Every entry
/// holds: a regression fails the test.
@Suite struct OpenWorldCorpusTests {
    static let directory = Fixtures.testsDirectory + "/OpenWorld"
    static let entries = CorpusEntry.read(directory)

    @Test func corpusIsLargeEnoughAndCitesTheFacts() throws {
        try CorpusEntry.expectSize(Self.entries, legitimate: 30, misordered: 36, subsections: true)
    }

    @Test(arguments: entries.filter { $0.rule == "-" })
    func legitimateTraceHasNoError(_ entry: CorpusEntry) throws { try entry.expectNoError(in: Self.directory) }

    @Test(arguments: entries.filter { $0.rule != "-" })
    func misorderingIsCaughtByItsRule(_ entry: CorpusEntry) throws { try entry.expectCaught(in: Self.directory) }

    /// The issue's false alarms (issue 17), each a legitimate corpus entry that must pass.
    @Test func issueFalseAlarmsAreInTheCorpus() {
        let legitimate = Set(Self.entries.filter { $0.rule == "-" }.map(\.file))
        for file in [
            "legit/ios13-relaunch-remembered-session.jsonl", "legit/ios13-deferred-discard.jsonl",
            "legit/ios12-silent-kill-relaunch.jsonl", "legit/ios13-terminate-before-disconnect.jsonl",
            "legit/ios12-background-fetch-then-open.jsonl", "legit/ios13-connect-then-active.jsonl",
            "legit/ios13-fast-kill-new-instance.jsonl", "legit/ipad-close-last-window-relaunch.jsonl"
        ] {
            #expect(legitimate.contains(file), "\(file)")
        }
    }
}
