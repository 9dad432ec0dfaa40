import LifelineCheck
import LifelineModel
import LifelineTrace
import Testing

@Suite struct ReportTests {
    func sarif() throws -> JSONValue {
        let results = [
            try Fixtures.check(Fixtures.traces + "/LC301/fail-1.jsonl"),
            try Fixtures.check(Fixtures.traces + "/LC301/pass-1.jsonl")
        ]
        let text = SARIFReport.render(results)
        return try JSONParser.parse(Array(text.utf8))
    }

    func member(_ value: JSONValue?, _ key: String) -> JSONValue? {
        guard case .object(let members)? = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    func array(_ value: JSONValue?) -> [JSONValue] {
        if case .array(let items)? = value { return items }
        return []
    }

    /// The SARIF 2.1.0 properties code-scanning tools require.
    @Test func sarifHasTheRequiredStructure() throws {
        let root = try sarif()
        #expect(member(root, "version") == .string("2.1.0"))
        #expect(member(root, "$schema") != nil)
        let runs = array(member(root, "runs"))
        #expect(runs.count == 1)
        let driver = member(member(runs.first, "tool"), "driver")
        #expect(member(driver, "name") == .string("lifeline"))
        let rules = array(member(driver, "rules"))
        #expect(rules.count == RuleCatalogue.all.count)
        for rule in rules { #expect(member(rule, "id") != nil) }
        let results = array(member(runs.first, "results"))
        #expect(!results.isEmpty)
        for result in results {
            #expect(member(result, "ruleId") == .string("LC301"))
            let level = member(result, "level")
            #expect(level == .string("error") || level == .string("warning") || level == .string("note"))
            #expect(member(member(result, "message"), "text") != nil)
            let location = member(array(member(result, "locations")).first, "physicalLocation")
            #expect(member(member(location, "artifactLocation"), "uri") == .string("LC301/fail-1.jsonl"))
            #expect(member(member(location, "region"), "startLine") == .number("11"))
            #expect(member(member(location, "region"), "startColumn") == .number("1"))
        }
    }

    @Test func jsonReportIsValidJSONWithTallies() throws {
        let result = try Fixtures.check(Fixtures.traces + "/LC303/fail-1.jsonl")
        let root = try JSONParser.parse(Array(JSONReport.render([result]).utf8))
        let trace = array(member(root, "traces")).first
        #expect(member(trace, "errors") == .number("1"))
        #expect(array(member(trace, "rules")).count == result.tallies.count)
    }

    @Test func colourOnlyWhenAsked() throws {
        let result = try Fixtures.check(Fixtures.traces + "/LC301/fail-1.jsonl")
        #expect(TextReport(color: true).render(result).contains("\u{1B}["))
        #expect(!TextReport(color: false).render(result).contains("\u{1B}["))
    }

    @Test func checkerRunsOverInMemoryEvents() throws {
        let header = TraceHeader(profile: .ios13, source: "test")
        let events = [
            TraceEvent(seq: 1, time: .zero, kind: .callback, receiver: .app, method: .willFinishLaunching),
            TraceEvent(seq: 2, time: .zero, kind: .callback, receiver: .app, method: .didFinishLaunching),
            TraceEvent(
                seq: 3, time: .zero, kind: .callback, receiver: .app, session: "A", method: .configurationForConnecting),
            TraceEvent(
                seq: 4, time: .zero, kind: .callback, receiver: .scene, scene: "S1", session: "A",
                method: .sceneWillConnect),
            TraceEvent(
                seq: 5, time: .zero, kind: .callback, receiver: .scene, scene: "S1", method: .sceneWillResignActive)
        ]
        let result = try Checker.check(events: events, header: header)
        #expect(result.violations.map(\.ruleID) == ["LC301"])
        #expect(result.violations.first?.line == 6)
        #expect(
            result.violations.first?.message
                == """
                sceneWillResignActive(_:) on scene S1 while it is unattached; it is legal only from \
                foregroundActive
                """
        )
    }
}
