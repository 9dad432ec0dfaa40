import LifelineCheck
import LifelineModel
import Testing

@Suite struct RuleCatalogueTests {
    @Test func rulesAreInEnumOrder() {
        #expect(RuleCatalogue.all.count == BuiltinRule.allCases.count)
    }
}
