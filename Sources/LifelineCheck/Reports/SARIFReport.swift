import LifelineTrace

/// `--format sarif`: SARIF 2.1.0, for code-scanning tools. One run, the rule catalogue
/// (and user rules) as `tool.driver.rules`, one result per violation.
public enum SARIFReport {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    public static func render(_ results: [CheckResult], userRules: [UserRule] = []) -> String {
        var rules: [JSONValue] = RuleCatalogue.all.map { rule in
            .object([
                ("id", .string(rule.id)),
                ("name", .string(rule.title)),
                ("shortDescription", .object([("text", .string(rule.title))])),
                ("fullDescription", .object([("text", .string(rule.explanation))])),
                ("helpUri", .string(rule.citation.hasPrefix("http") ? rule.citation : "https://example.invalid/" + rule.citation)),
                ("defaultConfiguration", .object([("level", .string(rule.severity.rawValue))])),
                ("properties", .object([("basis", .string(rule.basis.rawValue)), ("scope", .string(rule.scope.rawValue))])),
            ])
        }
        rules += userRules.map { rule in
            .object([
                ("id", .string(rule.id)),
                ("name", .string(rule.title)),
                ("shortDescription", .object([("text", .string(rule.title))])),
                ("defaultConfiguration", .object([("level", .string(rule.severity.rawValue))])),
            ])
        }
        var artifacts: [JSONValue] = []
        var sarifResults: [JSONValue] = []
        for result in results {
            artifacts.append(.object([("location", .object([("uri", .string(result.file))]))]))
            for v in result.violations {
                sarifResults.append(.object([
                    ("ruleId", .string(v.ruleID)),
                    ("level", .string(v.severity.rawValue)),
                    ("message", .object([("text", .string(v.message))])),
                    ("locations", .array([.object([
                        ("physicalLocation", .object([
                            ("artifactLocation", .object([("uri", .string(result.file))])),
                            ("region", .object([("startLine", .number(String(v.line))), ("startColumn", .number("1"))])),
                        ])),
                    ])])),
                    ("properties", .object([("seq", .number(String(v.seq))), ("citation", .string(v.citation))])),
                ]))
            }
        }
        let driver: JSONValue = .object([
            ("name", .string("lifeline")),
            ("informationUri", .string("https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle")),
            ("rules", .array(rules)),
        ])
        let run: JSONValue = .object([
            ("tool", .object([("driver", driver)])),
            ("artifacts", .array(artifacts)),
            ("results", .array(sarifResults)),
        ])
        return JSONValue.object([
            ("version", .string("2.1.0")),
            ("$schema", .string(schema)),
            ("runs", .array([run])),
        ]).serialized + "\n"
    }
}
