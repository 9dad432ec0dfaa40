import Foundation
import LifelineCheck
import LifelineModel
import LifelineSupport
import LifelineTrace
import Testing

/// The SARIF report against the official SARIF 2.1.0 JSON schema (vendored under SARIF/ with
/// its licence notice), validated by python3's `jsonschema`; and every `helpUri` against the
/// anchors of Docs/checking.md.
@Suite struct SARIFSchemaTests {
    static let schema = Fixtures.testsDirectory + "/SARIF/sarif-schema-2.1.0.json"

    /// A report with findings from several rules, a user rule and a file that could not be read.
    func report() throws -> String {
        let paths = ["LC301/fail-1", "LC303/fail-1", "LC501/fail-1", "LC301/pass-1"].map {
            Fixtures.traces + "/" + $0 + ".jsonl"
        }
        let rules = try UserRuleParser.parse(
            yaml: """
                rules:
                  - id: ACTIVE-ONCE
                    template: at-most-once
                    a: sceneDidBecomeActive(_:)
                    scope: scene
                """, file: "rules.yaml")
        var options = CheckerOptions()
        options.userRules = rules
        let results = try paths.map { try Checker.check(path: $0, options: options) }
        let failure = Diagnostic(file: Fixtures.traces + "/broken.jsonl", line: 3, column: 7, "expected ',' or '}'")
        let context = SARIFReport.Context(toolVersion: "1.2.3", sourceRoot: Fixtures.testsDirectory)
        return SARIFReport.render(results, userRules: rules, failures: [failure], context: context)
    }

    /// python3 (the first on PATH) when it has jsonschema, or nil (the tests are skipped, not failed).
    static let python: Bool = {
        let probe = python(["-c", "import jsonschema"])
        probe.standardError = Pipe()
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }()

    static func python(_ arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        return process
    }

    @Test(.enabled(if: python, "python3 with jsonschema is not installed"))
    func validatesAgainstTheOfficialSchema() throws {
        let report = try report()
        let path = scratchFile(report)
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(json.load(open(sys.argv[2]))), key=str)
            for e in errors: print(list(e.absolute_path), e.message)
            sys.exit(1 if errors else 0)
            """
        let process = Self.python(["-c", script, Self.schema, path])
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "schema errors:\n\(String(decoding: data, as: UTF8.self))")
    }

    /// A schema check that must fail: the validator is really looking.
    @Test(.enabled(if: python, "python3 with jsonschema is not installed"))
    func schemaRejectsABrokenReport() throws {
        let broken = try report().replacingOccurrences(of: "\"startLine\":", with: "\"startLine\":-")
        let path = scratchFile(broken)
        let process = Self.python([
            "-c",
            """
            import json,sys,jsonschema; jsonschema.validate(json.load(open(sys.argv[2])), \
            json.load(open(sys.argv[1])))
            """, Self.schema, path
        ])
        process.standardError = Pipe()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
    }

    func parsed() throws -> JSONValue { try JSONParser.parse(Array(try report().utf8)) }

    @Test func everyHelpUriResolvesToASectionOfTheDocs() throws {
        let docs = try #require(Fixtures.read(Fixtures.repository + "/" + RuleDocumentation.file))
        let rules = SARIFPath.array(SARIFPath.member(SARIFPath.driver(try parsed()), "rules"))
        #expect(rules.count == RuleCatalogue.all.count + 1)
        for rule in rules {
            guard case .string(let uri)? = SARIFPath.member(rule, "helpUri") else {
                Issue.record("rule without helpUri: \(rule)")
                continue
            }
            #expect(uri.hasPrefix("https://"), "helpUri must be absolute: \(uri)")
            #expect(!uri.contains("example.invalid"))
            let parts = uri.split(separator: "#", maxSplits: 1).map(String.init)
            #expect(parts.count == 2 && parts[0].hasSuffix("/" + RuleDocumentation.file), "\(uri)")
            if parts.count == 2 {
                #expect(docs.contains("<a id=\"\(parts[1])\"></a>"), "Docs/checking.md has no anchor \(parts[1])")
            }
        }
    }

    @Test func resultsCarryIndexFingerprintEvidenceAndRelativePaths() throws {
        let root = try parsed()
        let run = SARIFPath.array(SARIFPath.member(root, "runs")).first
        let driver = SARIFPath.driver(root)
        #expect(SARIFPath.member(driver, "version") == .string("1.2.3"))
        let rules = SARIFPath.array(SARIFPath.member(driver, "rules"))
        let base = SARIFPath.member(SARIFPath.member(SARIFPath.member(run, "originalUriBaseIds"), "SRCROOT"), "uri")
        #expect(base == .string("file://" + SARIFReport.percentEncoded(Fixtures.testsDirectory) + "/"))
        let results = SARIFPath.array(SARIFPath.member(run, "results"))
        #expect(results.count >= 3)
        var fingerprints = Set<String>()
        for result in results {
            guard case .number(let index)? = SARIFPath.member(result, "ruleIndex"), let i = Int(index) else {
                Issue.record("no ruleIndex")
                continue
            }
            #expect(SARIFPath.member(rules[i], "id") == SARIFPath.member(result, "ruleId"))
            if case .string(let print)? = SARIFPath.member(
                SARIFPath.member(result, "partialFingerprints"), SARIFReport.fingerprintKey)
            {
                fingerprints.insert(print)
            }
            let artifact = SARIFPath.member(
                SARIFPath.member(SARIFPath.array(SARIFPath.member(result, "locations")).first, "physicalLocation"),
                "artifactLocation")
            #expect(SARIFPath.member(artifact, "uriBaseId") == .string("SRCROOT"))
            if case .string(let uri)? = SARIFPath.member(artifact, "uri") { #expect(uri.hasPrefix("Traces/")) }
        }
        #expect(fingerprints.count == results.count)
        let lc301 = try #require(results.first { SARIFPath.member($0, "ruleId") == .string("LC301") })
        let related = SARIFPath.array(SARIFPath.member(lc301, "relatedLocations"))
        #expect(!related.isEmpty)
        let notifications = SARIFPath.array(
            SARIFPath.member(SARIFPath.array(SARIFPath.member(run, "invocations")).first, "toolExecutionNotifications"))
        #expect(notifications.count == 1)
        #expect(
            SARIFPath.member(SARIFPath.array(SARIFPath.member(run, "invocations")).first, "executionSuccessful")
                == .bool(false))
    }

    @Test func fingerprintIgnoresTheLineNumber() {
        var a = Violation(
            ruleID: "LC301", severity: .error, seq: 5, line: 6, message: "m", scene: "S1", citation: "c", section: "4.1"
        )
        let first = SARIFReport.fingerprint(a, file: "f")
        a.line = 60
        a.seq = 50
        #expect(SARIFReport.fingerprint(a, file: "f") == first)
        a.message = "other"
        #expect(SARIFReport.fingerprint(a, file: "f") != first)
    }
}

/// Reading a parsed SARIF log.
enum SARIFPath {
    static func member(_ value: JSONValue?, _ key: String) -> JSONValue? {
        guard case .object(let members)? = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    static func array(_ value: JSONValue?) -> [JSONValue] {
        if case .array(let items)? = value { return items }
        return []
    }

    static func driver(_ root: JSONValue) -> JSONValue? {
        member(member(array(member(root, "runs")).first, "tool"), "driver")
    }
}

/// Docs/checking.md carries the catalogue's sections verbatim, so anchors and prose never drift.
@Suite struct CheckingDocsTests {
    @Test func ruleSectionsInDocsAreCurrent() throws {
        let docs = try #require(Fixtures.read(Fixtures.repository + "/" + RuleDocumentation.file))
        let begin = try #require(docs.range(of: "<!-- BEGIN rule sections"))
        let afterBegin = try #require(docs[begin.upperBound...].firstIndex(of: "\n"))
        let end = try #require(docs.range(of: "<!-- END rule sections -->"))
        let embedded = String(docs[docs.index(after: afterBegin)..<end.lowerBound])
        #expect(embedded == RuleTable.sections(), "regenerate with: lifeline check --list-rules --sections")
    }
}

@Suite struct ColorPolicyTests {
    /// no-color.org: only a NO_COLOR that is present and not empty disables colour.
    @Test func noColorMustBeNonEmpty() {
        #expect(ColorPolicy.auto.colors(noColor: nil, isTerminal: true))
        #expect(ColorPolicy.auto.colors(noColor: "", isTerminal: true))
        #expect(!ColorPolicy.auto.colors(noColor: "1", isTerminal: true))
        #expect(!ColorPolicy.auto.colors(noColor: nil, isTerminal: false))
        #expect(ColorPolicy.always.colors(noColor: "1", isTerminal: false))
        #expect(!ColorPolicy.never.colors(noColor: nil, isTerminal: true))
    }
}
