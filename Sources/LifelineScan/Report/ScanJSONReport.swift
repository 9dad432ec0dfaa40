import LifelineModel
import LifelineTrace

/// The JSON report: the verdict and every finding with its citations, keys in a fixed order.
public enum ScanJSONReport {
    /// The result as one JSON document, as `lifeline scan --format json` prints it.
    public static func render(_ result: ScanResult) -> String {
        JSONValue.object([("apps", .array(result.apps.map(app)))]).serialized + "\n"
    }

    private static func app(_ report: ScanReport) -> JSONValue {
        var manifest: JSONValue = .null
        if let m = report.manifest {
            manifest = .object([
                ("file", .string(m.location.file)),
                ("line", .number(String(m.location.line))),
                ("generated", .bool(m.generated)),
                ("supportsMultipleScenes", .bool(m.supportsMultipleScenes)),
                (
                    "configurations",
                    .array(
                        m.configurations.map { c in
                            .object([
                                ("role", .string(c.role)), ("name", c.name.map(JSONValue.string) ?? .null),
                                ("delegateClass", c.delegateClassName.map(JSONValue.string) ?? .null)
                            ])
                        })
                )
            ])
        }
        let launches: JSONValue = report.lifeCycle.launchesWithIOS27SDK.map(JSONValue.bool) ?? .null
        return .object([
            ("name", .string(report.name)),
            ("lifeCycle", .string(report.lifeCycle.rawValue)),
            ("launchesWithIOS27SDK", launches),
            ("manifest", manifest),
            ("appDelegates", .array(report.appDelegates.map(JSONValue.string))),
            ("sceneDelegates", .array(report.sceneDelegates.map(JSONValue.string))),
            (
                "files",
                .object([
                    ("swift", .number(String(report.swiftFiles))), ("objectiveC", .number(String(report.objcFiles)))
                ])
            ),
            ("findings", .array(report.findings.map(finding)))
        ])
    }

    private static func finding(_ f: ScanFinding) -> JSONValue {
        .object([
            ("rule", .string(f.rule.id)),
            ("severity", .string(f.severity.rawValue)),
            ("file", .string(f.location.file)),
            ("line", .number(String(f.location.line))),
            ("column", .number(String(f.location.column))),
            ("message", .string(f.message)),
            ("citations", .array(f.citations.map(citation)))
        ])
    }

    static func citation(_ c: Citation) -> JSONValue {
        .object([("section", .string(c.section)), ("basis", .string(c.basis.rawValue)), ("url", .string(c.url))])
    }
}
