import LifelineCheck
import LifelineModel
import Testing

@Suite struct RuleCatalogueTests {
    @Test func rulesAreInEnumOrderWithUniqueIDs() {
        #expect(RuleCatalogue.all.count == BuiltinRule.allCases.count)
        for rule in BuiltinRule.allCases { #expect(rule.rule.id == RuleCatalogue.all[rule.rawValue].id) }
        #expect(Set(RuleCatalogue.all.map(\.id)).count == RuleCatalogue.all.count)
    }

    @Test(arguments: RuleCatalogue.all.map(\.id))
    func citationIsInTheFacts(id: String) throws {
        let rule = try #require(RuleCatalogue.rule(id: id))
        let document = try #require(Fixtures.read(Fixtures.repository + "/" + rule.source.rawValue))
        switch rule.source {
        case .lifecycleFacts:
            #expect(
                document.contains(rule.citation),
                "\(id) cites \(rule.citation), which lifecycle-facts.md does not contain")
            #expect(document.contains("## \(rule.section.split(separator: ".").first ?? "")"))
        case .traceFormat:
            #expect(rule.citation == RuleSource.traceFormat.rawValue)
        }
    }

    @Test func severityFollowsTheBasis() {
        for rule in RuleCatalogue.all where rule.source == .lifecycleFacts {
            #expect(rule.basis != .unsure, "\(rule.id) rests on an UNSURE fact")
            #expect(rule.severity == Severity(basis: rule.basis), "\(rule.id)")
        }
    }

    @Test func listRulesIsAMarkdownTableOfEveryRule() {
        let table = RuleTable.markdown()
        for rule in RuleCatalogue.all { #expect(table.contains("| [\(rule.id)](#\(rule.id.lowercased())) |")) }
    }
}
