import LifelineSupport
import LifelineTrace

/// `--format sarif`: SARIF 2.1.0, for code-scanning tools (GitHub code scanning, VS Code's
/// SARIF viewer). One run: the rule catalogue (and user rules) as `tool.driver.rules`, one
/// result per violation with its evidence as `relatedLocations`, files that could not be read
/// as `invocations[0].toolExecutionNotifications`.
///
/// Paths under the source root are written relative to it, with `uriBaseId: "SRCROOT"` and the
/// root itself in `originalUriBaseIds`, so a report made on one machine resolves on another.
public enum SARIFReport {
    /// The SARIF 2.1.0 JSON Schema the report names.
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The base id of relative artifact paths.
    package static let sourceRootID = "SRCROOT"
    /// The key of `partialFingerprints`: bumped if what it hashes changes.
    package static let fingerprintKey = "lifelineFinding/v1"

    /// What the report says about the tool and where paths and help live.
    public struct Context: Sendable {
        /// `lifeline --version`.
        package var toolVersion: String
        /// The absolute directory relative paths are resolved against (usually the working
        /// directory); nil writes paths as given, without a base id.
        package var sourceRoot: String?
        /// The URL `Docs/checking.md` is resolved against, for every rule's `helpUri`.
        package var documentationBase: String

        /// `toolVersion`: the version SARIF names; `sourceRoot`: the root traces are relative to;
        /// `documentationBase`: where each rule's help page lives.
        public init(
            toolVersion: String, sourceRoot: String? = nil, documentationBase: String = RuleDocumentation.defaultBase
        ) {
            self.toolVersion = toolVersion
            self.sourceRoot = sourceRoot
            self.documentationBase = documentationBase
        }
    }

    /// The results as a SARIF 2.1.0 log, one result per violation, for code-scanning services.
    public static func render(
        _ results: [CheckResult], userRules: [UserRule] = [], failures: [Diagnostic] = [],
        context: Context = Context(toolVersion: "0")
    ) -> String {
        let builtins: [JSONValue] = RuleCatalogue.all.map { rule in
            descriptor(
                id: rule.id, title: rule.title, explanation: rule.explanation, level: rule.severity.rawValue,
                context: context,
                properties: [
                    ("basis", .string(rule.basis.rawValue)), ("scope", .string(rule.scope.rawValue)),
                    ("citation", .string(rule.citation)), ("section", .string(rule.section))
                ])
        }
        let users: [JSONValue] = userRules.map { rule in
            descriptor(
                id: rule.id, title: rule.title, explanation: rule.explanation.isEmpty ? rule.title : rule.explanation,
                level: rule.severity.rawValue, context: context,
                properties: [("scope", .string(rule.scope.rawValue)), ("definedAt", .string(rule.location))])
        }
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in RuleCatalogue.all.enumerated() { ruleIndex[rule.id] = index }
        for (index, rule) in userRules.enumerated() { ruleIndex[rule.id] = RuleCatalogue.all.count + index }

        var artifacts: [JSONValue] = []
        var sarifResults: [JSONValue] = []
        for result in results {
            let artifact = artifactLocation(result.file, context: context)
            artifacts.append(.object([("location", artifact)]))
            for v in result.violations {
                sarifResults.append(
                    self.result(v, artifact: artifact, file: result.file, ruleIndex: ruleIndex[v.ruleID]))
            }
        }
        let notifications: [JSONValue] = failures.map { failure in
            .object([
                ("level", .string("error")),
                ("message", .object([("text", .string(failure.message))])),
                (
                    "locations",
                    .array([
                        location(
                            artifactLocation(failure.file, context: context), line: failure.line, column: failure.column
                        )
                    ])
                )
            ])
        }
        let driver: JSONValue = .object([
            ("name", .string("lifeline")),
            ("version", .string(context.toolVersion)),
            ("semanticVersion", .string(context.toolVersion)),
            (
                "informationUri",
                .string(RuleDocumentation.url(ruleID: "", base: context.documentationBase).replacingAnchor())
            ),
            ("rules", .array(builtins + users))
        ])
        var run: [(key: String, value: JSONValue)] = [("tool", .object([("driver", driver)]))]
        if let root = context.sourceRoot {
            run.append(
                ("originalUriBaseIds", .object([(sourceRootID, .object([("uri", .string(fileURI(directory: root)))]))]))
            )
        }
        run.append(
            (
                "invocations",
                .array([
                    .object([
                        ("executionSuccessful", .bool(failures.isEmpty)),
                        ("toolExecutionNotifications", .array(notifications))
                    ])
                ])
            ))
        run.append(("artifacts", .array(artifacts)))
        run.append(("results", .array(sarifResults)))
        return JSONValue.object([
            ("version", .string("2.1.0")),
            ("$schema", .string(schema)),
            ("runs", .array([.object(run)]))
        ]).serialized + "\n"
    }

    private static func descriptor(
        id: String, title: String, explanation: String, level: String, context: Context,
        properties: [(key: String, value: JSONValue)]
    ) -> JSONValue {
        .object([
            ("id", .string(id)),
            ("name", .string(title)),
            ("shortDescription", .object([("text", .string(title))])),
            ("fullDescription", .object([("text", .string(explanation))])),
            ("help", .object([("text", .string(explanation))])),
            ("helpUri", .string(RuleDocumentation.url(ruleID: id, base: context.documentationBase))),
            ("defaultConfiguration", .object([("level", .string(level))])),
            ("properties", .object(properties))
        ])
    }

    private static func result(_ v: Violation, artifact: JSONValue, file: String, ruleIndex: Int?) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("ruleId", .string(v.ruleID))]
        if let ruleIndex { members.append(("ruleIndex", .number(String(ruleIndex)))) }
        members.append(("level", .string(v.severity.rawValue)))
        members.append(("message", .object([("text", .string(v.message))])))
        members.append(("locations", .array([location(artifact, line: v.line, column: 1)])))
        if !v.evidence.isEmpty {
            members.append(
                (
                    "relatedLocations",
                    .array(
                        v.evidence.enumerated().map { index, line in
                            .object([
                                ("id", .number(String(index + 1))),
                                ("physicalLocation", physical(artifact, line: line.line, column: 1)),
                                ("message", .object([("text", .string("seq \(line.seq)  \(line.text)"))]))
                            ])
                        })
                ))
        }
        members.append(("partialFingerprints", .object([(fingerprintKey, .string(fingerprint(v, file: file)))])))
        var properties: [(key: String, value: JSONValue)] = [("seq", .number(String(v.seq)))]
        if let scene = v.scene { properties.append(("scene", .string(scene))) }
        if let session = v.session { properties.append(("session", .string(session))) }
        properties.append(("citation", .string(v.citation)))
        properties.append(("section", .string(v.section)))
        if v.followOn > 0 { properties.append(("followOnFindings", .number(String(v.followOn)))) }
        members.append(("properties", .object(properties)))
        return .object(members)
    }

    private static func location(_ artifact: JSONValue, line: Int, column: Int) -> JSONValue {
        .object([("physicalLocation", physical(artifact, line: line, column: column))])
    }

    private static func physical(_ artifact: JSONValue, line: Int, column: Int) -> JSONValue {
        .object([
            ("artifactLocation", artifact),
            (
                "region",
                .object([("startLine", .number(String(max(line, 1)))), ("startColumn", .number(String(max(column, 1))))]
                )
            )
        ])
    }

    /// A stable identity for a finding that survives unrelated edits moving it to another
    /// line: the rule, the file, the scene and the message (which names the event and states).
    package static func fingerprint(_ v: Violation, file: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in [v.ruleID, file, v.scene ?? "", v.message].joined(separator: "\u{1F}").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// `file`'s artifact location: relative to the source root with its base id when it lies
    /// under it (or is relative already), an absolute `file:` URI otherwise.
    static func artifactLocation(_ file: String, context: Context) -> JSONValue {
        if file == "-" || file == "<stdin>" { return .object([("uri", .string("stdin"))]) }
        if file.hasPrefix("/") {
            if let root = context.sourceRoot {
                let prefix = root.hasSuffix("/") ? root : root + "/"
                if file.hasPrefix(prefix) {
                    return .object([
                        ("uri", .string(percentEncoded(String(file.dropFirst(prefix.count))))),
                        ("uriBaseId", .string(sourceRootID))
                    ])
                }
            }
            return .object([("uri", .string("file://" + percentEncoded(file)))])
        }
        var relative = Substring(file)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        var members: [(key: String, value: JSONValue)] = [("uri", .string(percentEncoded(String(relative))))]
        if context.sourceRoot != nil { members.append(("uriBaseId", .string(sourceRootID))) }
        return .object(members)
    }

    static func fileURI(directory: String) -> String {
        "file://" + percentEncoded(directory.hasSuffix("/") ? directory : directory + "/")
    }

    /// RFC 3986 path encoding: unreserved characters and `/` stay, every other byte is `%XX`.
    package static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}

private extension String {
    /// The URL without its `#…` fragment.
    func replacingAnchor() -> String {
        guard let hash = firstIndex(of: "#") else { return self }
        return String(self[..<hash])
    }
}
