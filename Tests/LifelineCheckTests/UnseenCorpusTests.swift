import LifelineCheck
import LifelineModel
import Testing

/// The second open-world corpus (Unseen/manifest.tsv), written after the checker from Apple's
/// pages, DTS answers and public device logs (issue 30), each entry naming its source in the
/// manifest's fourth column: the kinds of trace the first corpus did not cover.
@Suite struct UnseenCorpusTests {
    static let directory = Fixtures.testsDirectory + "/Unseen"
    static let entries = CorpusEntry.read(directory)

    @Test func corpusIsLargeEnoughAndNamesItsSources() throws {
        try CorpusEntry.expectSize(Self.entries, legitimate: 40, misordered: 40, subsections: false)
        for entry in Self.entries { #expect(entry.fourth.contains("https://"), "\(entry.file) names no source") }
    }

    @Test(arguments: entries.filter { $0.rule == "-" })
    func legitimateTraceHasNoError(_ entry: CorpusEntry) throws { try entry.expectNoError(in: Self.directory) }

    @Test(arguments: entries.filter { $0.rule != "-" })
    func misorderingIsCaughtByItsRule(_ entry: CorpusEntry) throws { try entry.expectCaught(in: Self.directory) }
}
