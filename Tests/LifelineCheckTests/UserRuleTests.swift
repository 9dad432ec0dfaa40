import LifelineCheck
import LifelineModel
import LifelineSupport
import LifelineTrace
import Testing

@Suite struct UserRuleTests {
    static let rulesPath = Fixtures.testsDirectory + "/Rules/templates.yaml"

    func events(_ lines: [String]) throws -> (TraceHeader, [TraceEvent]) {
        let header = TraceHeader(profile: .ipadosMultiwindow, source: "hand")
        var events: [TraceEvent] = []
        var seq = 0
        for line in lines {
            let parts = line.split(separator: " ").map(String.init)
            seq += 1
            let time = TraceTime(seconds: Double(parts[0]) ?? 0)
            let callback = try #require(Callback(bareName: parts[1]) ?? Callback(name: parts[1]), "\(parts[1])")
            var event = TraceEvent(seq: seq, time: time, kind: .callback, receiver: callback.receiver, method: callback)
            if parts.count > 2 { event.scene = parts[2] }
            if parts.count > 3 { event.session = parts[3] }
            if parts.count > 4 { event.duration = TraceTime(seconds: Double(parts[4]) ?? 0) }
            events.append(event)
        }
        return (header, events)
    }

    static let launch = [
        "0.0 willFinishLaunchingWithOptions", "0.1 didFinishLaunchingWithOptions",
        "0.2 configurationForConnectingSceneSession"
    ]
    func connected(_ scene: String, _ session: String, at t: Double) -> [String] {
        [
            "\(t) willConnectToSession \(scene) \(session)", "\(t) sceneWillEnterForeground \(scene)",
            "\(t) sceneDidBecomeActive \(scene)"
        ]
    }

    func violations(_ lines: [String]) throws -> [String] {
        let rules = try UserRuleParser.parse(path: Self.rulesPath)
        var (header, events) = try events(lines)
        // configurationForConnecting needs its session.
        for i in events.indices where events[i].method == .configurationForConnecting { events[i].session = "A" }
        let result = try Checker.check(events: events, header: header, options: CheckerOptions(userRules: rules))
        return result.violations.filter { $0.ruleID.hasPrefix("U-") }.map(\.ruleID)
    }

    @Test func everyTemplateParses() throws {
        let rules = try UserRuleParser.parse(path: Self.rulesPath)
        #expect(Set(rules.map(\.template)) == Set(UserTemplate.allCases))
        #expect(rules.first { $0.id == "U-FOLLOW" }?.within == TraceTime(seconds: 2))
    }

    @Test func passingTraceHoldsEveryTemplate() throws {
        let lines =
            Self.launch + connected("S1", "A", at: 0.3) + [
                "1.0 sceneWillResignActive S1", "2.5 sceneDidEnterBackground S1 - 4.0",
                "3.0 sceneWillEnterForeground S1", "3.1 sceneDidBecomeActive S1"
            ]
        #expect(try violations(lines) == [])
    }

    @Test func alwaysFollowedByWithinATimeBound() throws {
        let late =
            Self.launch + connected("S1", "A", at: 0.3) + [
                "1.0 sceneWillResignActive S1", "3.5 sceneDidEnterBackground S1"
            ]
        #expect(try violations(late) == ["U-FOLLOW"])
        let never = Self.launch + connected("S1", "A", at: 0.3) + ["1.0 sceneWillResignActive S1"]
        #expect(try violations(never) == ["U-FOLLOW"])
    }

    @Test func alwaysPrecedes() throws {
        let lines = [
            "0.0 willFinishLaunchingWithOptions", "0.1 willConnectToSession S1 A", "0.2 didFinishLaunchingWithOptions"
        ]
        #expect(try violations(lines).contains("U-PRECEDE"))
    }

    @Test func neverFollowedBy() throws {
        let lines = Self.launch + ["0.3 applicationWillTerminate", "0.4 applicationDidReceiveMemoryWarning"]
        #expect(try violations(lines).contains("U-NEVER"))
    }

    @Test func immediatelyFollowedBy() throws {
        let lines =
            Self.launch + [
                "0.3 willConnectToSession S1 A", "0.4 sceneWillEnterForeground S1", "0.5 sceneOpenURLContexts S1 - ",
                "0.6 sceneDidBecomeActive S1"
            ]
        // openURLContexts is not a valid bare name; use the selector piece.
        let fixed = lines.map { $0.replacingOccurrences("sceneOpenURLContexts", "openURLContexts") }
        #expect(try violations(fixed).contains("U-NEXT"))
    }

    @Test func exactlyOnceAndAtMostOnce() throws {
        let twice =
            Self.launch + connected("S1", "A", at: 0.3) + [
                "0.4 willConnectToSession S1 A", "0.5 didFinishLaunchingWithOptions"
            ]
        let found = try violations(twice)
        #expect(found.contains("U-ONCE"))
        #expect(found.contains("U-ATMOST"))
    }

    @Test func absenceBetween() throws {
        let lines =
            Self.launch + connected("S1", "A", at: 0.3) + [
                "1.0 sceneWillResignActive S1", "1.1 openURLContexts S1", "1.2 sceneDidBecomeActive S1"
            ]
        #expect(try violations(lines).contains("U-ABSENT"))
    }

    @Test func returnsWithinIsADurationBudget() throws {
        let lines =
            Self.launch + connected("S1", "A", at: 0.3) + [
                "1.0 sceneWillResignActive S1", "1.1 sceneDidEnterBackground S1 - 5.5"
            ]
        #expect(try violations(lines) == ["U-BUDGET"])
    }

    @Test func malformedRuleFilesPointAtTheMistake() {
        func diagnostic(_ yaml: String) -> Diagnostic? {
            do {
                _ = try UserRuleParser.parse(yaml: yaml, file: "rules.yaml")
                return nil
            } catch { return error }
        }
        let badTemplate = diagnostic("rules:\n  - id: X\n    template: sometimes\n    a: sceneDidBecomeActive(_:)\n")
        #expect(badTemplate?.description.hasPrefix("rules.yaml:3:15: error: unknown template 'sometimes'") == true)
        let badCallback = diagnostic("rules:\n  - id: X\n    template: at-most-once\n    a: sceneDidBecomeActiv(_:)\n")
        #expect(badCallback?.line == 4)
        #expect(badCallback?.message.contains("did you mean 'sceneDidBecomeActive(_:)'") == true)
        let badYAML = diagnostic("rules:\n  - id: [X\n")
        #expect(badYAML?.line ?? 0 >= 2)
        #expect(badYAML?.message.hasPrefix("invalid YAML") == true)
        let missingB = diagnostic(
            "rules:\n  - id: X\n    template: always-followed-by\n    a: sceneDidBecomeActive(_:)\n")
        #expect(missingB?.description == "rules.yaml:2:5: error: rule is missing 'b'")
        let badWithin = diagnostic(
            "rules:\n  - id: X\n    template: returns-within\n    a: sceneDidBecomeActive(_:)\n    within: soon\n")
        #expect(badWithin?.line == 5)
    }
}

extension String {
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var out = ""
        var rest = Substring(self)
        while let range = rest.range(of: target) {
            out += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
