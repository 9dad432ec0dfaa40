import LifelineTrace

/// `--format json`: one object per trace, with its violations and per-rule tallies.
/// Keys are written in a fixed order so the same input always gives the same bytes.
public enum JSONReport {
    /// The results as one JSON document, as `lifeline check --format json` prints it.
    public static func render(_ results: [CheckResult]) -> String {
        let traces: [JSONValue] = results.map { result in
            .object([
                ("file", .string(result.file)),
                ("profile", .string(result.profile.rawValue)),
                ("events", .number(String(result.eventCount))),
                ("errors", .number(String(result.errorCount))),
                ("warnings", .number(String(result.warningCount))),
                ("unreported", .number(String(result.unreported))),
                ("violations", .array(result.violations.map(violation))),
                ("rules", .array(result.tallies.map(tally)))
            ])
        }
        return JSONValue.object([("lifeline", .number("1")), ("traces", .array(traces))]).serialized + "\n"
    }

    static func violation(_ v: Violation) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("rule", .string(v.ruleID)), ("severity", .string(v.severity.rawValue)),
            ("line", .number(String(v.line))), ("seq", .number(String(v.seq))), ("message", .string(v.message))
        ]
        if let scene = v.scene { members.append(("scene", .string(scene))) }
        if let session = v.session { members.append(("session", .string(session))) }
        members.append(("citation", .string(v.citation)))
        members.append(("section", .string(v.section)))
        members.append(
            (
                "evidence",
                .array(
                    v.evidence.map {
                        .object([
                            ("line", .number(String($0.line))), ("seq", .number(String($0.seq))),
                            ("event", .string($0.text))
                        ])
                    })
            ))
        return .object(members)
    }

    static func tally(_ t: RuleTally) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("rule", .string(t.ruleID)), ("scope", .string(t.scope.rawValue)),
            ("instances", .number(String(t.instances))), ("held", .number(String(t.held))),
            ("vacuous", .number(String(t.vacuous))), ("violated", .number(String(t.violated))),
            ("violations", .number(String(t.violations)))
        ]
        if let why = t.skippedBecause { members.append(("couldNotCheck", .string(why))) }
        return .object(members)
    }
}
