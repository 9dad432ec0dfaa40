import LifelineTrace

/// SARIF 2.1.0 for code scanning: one run, the scan rules as the driver's rules, one result
/// per finding with its physical location (paths as scanned, relative when given relative).
public enum ScanSARIFReport {
    /// The SARIF 2.1.0 JSON Schema the report names.
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The result as a SARIF 2.1.0 log, one result per finding.
    public static func render(_ result: ScanResult) -> String {
        let rules: [JSONValue] = ScanRule.all.map { rule in
            .object([
                ("id", .string(rule.id)),
                ("name", .string(rule.title)),
                ("shortDescription", .object([("text", .string(rule.title))])),
                ("helpUri", .string(rule.citation.url)),
                ("defaultConfiguration", .object([("level", .string(rule.severity.rawValue))])),
                (
                    "properties",
                    .object([
                        ("basis", .string(rule.citation.basis.rawValue)),
                        ("facts", .string("lifecycle-facts.md §" + rule.citation.section))
                    ])
                )
            ])
        }
        let results: [JSONValue] = result.findings.map { f in
            .object([
                ("ruleId", .string(f.rule.id)),
                ("ruleIndex", .number(String(ScanRule.all.firstIndex { $0.id == f.rule.id } ?? 0))),
                ("level", .string(f.severity.rawValue)),
                ("message", .object([("text", .string(f.message))])),
                (
                    "locations",
                    .array([
                        .object([
                            (
                                "physicalLocation",
                                .object([
                                    ("artifactLocation", .object([("uri", .string(uri(f.location.file)))])),
                                    (
                                        "region",
                                        .object([
                                            ("startLine", .number(String(f.location.line))),
                                            ("startColumn", .number(String(f.location.column)))
                                        ])
                                    )
                                ])
                            )
                        ])
                    ])
                ),
                ("properties", .object([("citations", .array(f.citations.map(ScanJSONReport.citation)))]))
            ])
        }
        let run: JSONValue = .object([
            (
                "tool",
                .object([
                    (
                        "driver",
                        .object([
                            ("name", .string("lifeline scan")),
                            (
                                "informationUri",
                                .string(
                                    "https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle"
                                )
                            ),
                            ("rules", .array(rules))
                        ])
                    )
                ])
            ),
            ("results", .array(results)),
            (
                "properties",
                .object([
                    (
                        "apps",
                        .array(
                            result.apps.map { report in
                                .object([
                                    ("name", .string(report.name)), ("lifeCycle", .string(report.lifeCycle.rawValue)),
                                    (
                                        "launchesWithIOS27SDK",
                                        report.lifeCycle.launchesWithIOS27SDK.map(JSONValue.bool) ?? .null
                                    )
                                ])
                            })
                    )
                ])
            )
        ])
        return JSONValue.object([("version", .string("2.1.0")), ("$schema", .string(schema)), ("runs", .array([run]))])
            .serialized + "\n"
    }

    /// A relative URI reference: percent-encodes what a URI cannot hold (spaces, `%`, `#`, `?`…).
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let c = Character(UnicodeScalar(byte))
            if byte < 0x80, c.isLetter || c.isNumber || "/-._~+@,;=&!$'()*:".contains(c) {
                out.append(c)
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(2)
            }
        }
        return out
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
