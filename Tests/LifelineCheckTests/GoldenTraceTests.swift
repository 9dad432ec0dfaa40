import LifelineCheck
import LifelineModel
import Testing

/// Every built-in rule has at least two passing and two failing hand-written traces under
/// Traces/<rule-id>/. Passing traces must check entirely clean (no false alarms at all);
/// failing ones must break that rule.
@Suite struct GoldenTraceTests {
    @Test(arguments: RuleCatalogue.all.map(\.id))
    func ruleHasPassingTraces(id: String) throws {
        let passing = Fixtures.traces(rule: id, kind: "pass")
        #expect(passing.count >= 2, "\(id) needs at least two passing traces")
        for path in passing {
            let result = try Fixtures.check(path)
            #expect(result.violations.isEmpty, "\(path): \(result.violations.map(\.message))")
        }
    }

    @Test(arguments: RuleCatalogue.all.map(\.id))
    func ruleHasFailingTraces(id: String) throws {
        let failing = Fixtures.traces(rule: id, kind: "fail")
        #expect(failing.count >= 2, "\(id) needs at least two failing traces")
        for path in failing {
            let result = try Fixtures.check(path)
            #expect(result.violations.contains { $0.ruleID == id }, "\(path) does not break \(id): \(result.violations.map(\.ruleID))")
            let tally = try #require(result.tallies.first { $0.ruleID == id })
            #expect(tally.violated >= 1 && tally.activated >= tally.violated)
        }
    }

    /// The text report, byte for byte, for a few representative failures.
    @Test(arguments: ["LC301/fail-1", "LC303/fail-1", "LC403/fail-1", "LC304/fail-2"])
    func textReportMatchesGolden(name: String) throws {
        let result = try Fixtures.check(Fixtures.traces + "/" + name + ".jsonl")
        let text = TextReport(color: false, summary: true).render(result)
        let goldenPath = Fixtures.golden + "/" + name.replacingOccurrences("/", "-") + ".txt"
        let golden = try #require(Fixtures.read(goldenPath), "missing \(goldenPath); expected:\n\(text)")
        #expect(text == golden)
    }

    @Test func importedLogSkipsRulesItCannotCheck() throws {
        let result = try Fixtures.check(Fixtures.traces + "/LC201/pass-2.jsonl")
        let tally = try #require(result.tallies.first { $0.ruleID == "LC201" })
        #expect(tally.skippedBecause?.contains("willFinishLaunching") == true)
        #expect(result.violations.isEmpty)
    }
}

extension String {
    func replacingOccurrences(_ target: Character, _ replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}
