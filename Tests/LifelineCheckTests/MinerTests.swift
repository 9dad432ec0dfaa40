import LifelineCheck
import LifelineModel
import LifelineTrace
import Testing

/// `lifeline mine`: thresholds, contradictions, scenes, pruning, and rules that check read back.
@Suite struct MinerTests {
    static let traces = Fixtures.repository + "/Traces"

    func mined(_ paths: [String], scope: RuleScope = .process) throws -> Miner {
        var miner = Miner(scope: scope)
        for path in try TraceFiles.expand(paths) { try miner.add(path: path) }
        return miner
    }

    @Test(arguments: ["ios12", "ios13", "ipados-multiwindow", "swiftui"], [RuleScope.process, .scene])
    func minedRulesPassOnTheTracesTheyCameFrom(profile: String, scope: RuleScope) throws {
        let directory = Self.traces + "/" + profile
        let miner = try mined([directory], scope: scope)
        let rules = try UserRuleParser.parse(yaml: miner.rules(), file: "mined.yaml")
        if scope == .process { #expect(rules.count >= 5, "\(profile): \(rules.count) rules") }
        for path in try TraceFiles.expand([directory]) {
            let result = try Checker.check(path: path, options: CheckerOptions(userRules: rules))
            let mined = result.violations.filter { $0.ruleID.hasPrefix("MINED-") }
            #expect(mined.isEmpty, "\(path): \(mined.map(\.message))")
        }
    }

    @Test func aBrokenBuiltInRuleIsReportedAsContradicted() throws {
        let text = try mined([Fixtures.traces + "/LC303"]).text()
        #expect(text.contains("sceneWillEnterForeground(_:) always-followed-by sceneDidBecomeActive(_:)"))
        #expect(text.contains("CONTRADICTS LC303"))
        let clean = try mined([Self.traces + "/ios13"]).text()
        #expect(clean.contains("confirms LC303") && !clean.contains("CONTRADICTS"))
        // A contradicted relation never becomes a mined rule.
        let rules = try mined([Fixtures.traces + "/LC303"]).rules()
        #expect(
            !rules.contains(
                """
                template: always-followed-by\n    a: \"sceneWillEnterForeground(_:)\"\n    b: \
                \"sceneDidBecomeActive(_:)\"
                """
            ))
    }

    @Test func confidenceAdmitsRelationsBrokenInFewInstances() throws {
        let miner = try mined([Fixtures.traces + "/LC303"])
        let strict = miner.findings(confidence: 1).filter { $0.rule == nil }
        let loose = miner.findings(confidence: 0.5).filter { $0.rule == nil }
        #expect(loose.count > strict.count)
        #expect(loose.allSatisfy { $0.confidence >= 0.5 })
        let allHold = strict.allSatisfy { f in f.holds }
        #expect(allHold)
    }

    @Test func sceneScopeJudgesEachSceneOnItsOwn() throws {
        let miner = try mined([Self.traces + "/ipados-multiwindow"], scope: .scene)
        let findings = miner.findings()
        #expect(!findings.isEmpty)
        let other = findings.filter { f in f.a.receiver != .scene || f.b.receiver != .scene }
        #expect(other.isEmpty, "\(other.map { "\($0.a) \($0.b)" })")
        let foreground = findings.contains { f in
            f.relation == .alwaysFollowedBy && f.a == .sceneWillEnterForeground && f.b == .sceneDidBecomeActive
        }
        #expect(foreground)
    }

    @Test func transitiveRelationsArePruned() throws {
        let miner = try mined([Self.traces + "/ios13"])
        let all = miner.findings(prune: false)
        let pruned = miner.findings()
        #expect(pruned.count < all.count)
        let n = Callback.allCases.count
        var edges = Set<Int>()
        for f in pruned where f.relation == .alwaysPrecedes { edges.insert(f.a.rawValue * n + f.b.rawValue) }
        // No kept always-precedes a→c (outside the rule-tied ones) has a kept a→b→c beside it.
        for f in pruned where f.relation == .alwaysPrecedes && f.rule == nil {
            for mid in Callback.allCases where mid != f.a && mid != f.b {
                #expect(
                    !(edges.contains(f.a.rawValue * n + mid.rawValue)
                        && edges.contains(mid.rawValue * n + f.b.rawValue)))
            }
        }
        // Everything pruned is implied by what is kept.
        #expect(all.count - pruned.count > 0)
    }
}
