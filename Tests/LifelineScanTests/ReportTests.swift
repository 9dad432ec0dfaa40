import Foundation
import LifelineModel
import LifelineTrace
import Testing
@testable import LifelineScan

/// The three outputs: compiler-style text, JSON and SARIF 2.1.0 (validated against the official
/// schema when the checker's vendored copy and python3's jsonschema are present).
@Suite(.serialized) struct ReportTests {
    @Test("text: file:line:column: severity: message [id], the fact, then one verdict per app")
    func text() throws {
        let result = try Fixture.scan("HalfMigrated")
        let lines = ScanTextReport.render(result, notes: false).split(separator: "\n").map(String.init)
        #expect(
            lines.first == """
                Tests/LifelineScanTests/Fixtures/HalfMigrated/AppDelegate.swift:10:43: warning: \
                configurationForConnecting returns configuration 'Main Configuration', which the scene manifest does not \
                define, and sets no delegateClass: no scene delegate class is named for it [LS131]
                """)
        #expect(
            lines[1]
                == "  fact: lifecycle-facts.md §12 [DOCUMENTED] https://developer.apple.com/documentation/uikit/uisceneconfiguration/init(name:sessionrole:)"
        )
        #expect(!lines.contains { $0.contains(": note: ") })
        #expect(
            lines.last?.hasPrefix(
                """
                scan: Tests/LifelineScanTests/Fixtures/HalfMigrated: scene-based life cycle: the app launches when built \
                with the iOS 27 SDK;
                """) == true)
        #expect(lines.last?.hasSuffix("2 errors, 4 warnings, 2 notes") == true)
    }

    @Test("the same app gives byte-identical reports")
    func deterministic() throws {
        let a = try Fixture.scan("HalfMigrated", "ObjCApp", "SwiftUIAdaptor")
        let b = try Fixture.scan("HalfMigrated", "ObjCApp", "SwiftUIAdaptor")
        #expect(ScanJSONReport.render(a) == ScanJSONReport.render(b))
        #expect(ScanSARIFReport.render(a) == ScanSARIFReport.render(b))
        #expect(ScanTextReport.render(a) == ScanTextReport.render(b))
    }

    @Test("JSON: the verdict and each finding with its citations")
    func json() throws {
        let result = try Fixture.scan("SwiftAppDelegate")
        guard case .object(let root) = try JSONParser.parse(Array(ScanJSONReport.render(result).utf8)),
            case .array(let apps)? = root.first(where: { $0.key == "apps" })?.value,
            case .object(let app)? = apps.first
        else {
            Issue.record("no apps")
            return
        }
        func value(_ key: String) -> JSONValue? { app.first { $0.key == key }?.value }
        #expect(value("lifeCycle") == .string("app-delegate"))
        #expect(value("launchesWithIOS27SDK") == .bool(false))
        guard case .array(let findings)? = value("findings") else {
            Issue.record("no findings")
            return
        }
        #expect(findings.count == 12)
        guard case .object(let first)? = findings.first else {
            Issue.record("a finding is not an object")
            return
        }
        #expect(first.map(\.key) == ["rule", "severity", "file", "line", "column", "message", "citations"])
        #expect(first.first { $0.key == "rule" }?.value == .string("LS001"))
    }

    @Test("every citation of the scan's rules and model rows is a URL in lifecycle-facts.md, in a section that exists")
    func citationsAreFacts() throws {
        let facts = Fixture.facts
        var citations = ScanRule.all.map(\.citation)
        citations +=
            LaunchOptionKey.all.map(\.citation) + SingleWindowAPI.all.map(\.citation)
            + SceneTwin.all.flatMap(\.citations)
        for app in ["SwiftAppDelegate", "ObjCApp", "SwiftUIAdaptor", "HalfMigrated", "Migrated", "GeneratedManifest"] {
            citations += try Fixture.scan(app).findings.flatMap(\.citations)
        }
        for citation in citations {
            #expect(facts.contains(citation.url), "\(citation.url) is not in lifecycle-facts.md")
            #expect(
                facts.contains("## \(citation.section).") || facts.contains("### \(citation.section) "),
                "no section \(citation.section)")
        }
        #expect(ScanRule.all.allSatisfy { $0.citation.basis != .unsure || $0.severity == .note })
    }

    @Test("the scene twins come from the notification catalogue where it pairs them")
    func twins() {
        let pairs = SceneTwin.all.map { "\($0.appDelegate.swiftName) → \($0.scene.swiftName)" }
        #expect(
            pairs == [
                "applicationDidBecomeActive(_:) → sceneDidBecomeActive(_:)",
                "applicationWillResignActive(_:) → sceneWillResignActive(_:)",
                "applicationDidEnterBackground(_:) → sceneDidEnterBackground(_:)",
                "applicationWillEnterForeground(_:) → sceneWillEnterForeground(_:)",
                "application(_:open:options:) → scene(_:openURLContexts:)",
                "application(_:continue:restorationHandler:) → scene(_:continue:)",
                """
                application(_:performActionFor:completionHandler:) → \
                windowScene(_:performActionFor:completionHandler:)
                """,
                // Deprecated in iOS 26 for the scene's (lifecycle-facts.md §12).
                "application(_:willContinueUserActivityWithType:) → scene(_:willContinueUserActivityWithType:)",
                "application(_:handleOpen:) → scene(_:openURLContexts:)",
                "application(_:open:sourceApplication:annotation:) → scene(_:openURLContexts:)"
            ])
        // Every twin has a row that says how its scene method calls the app delegate's code.
        for twin in SceneTwin.all {
            #expect(SceneTwinCall.of(twin.appDelegate)?.scene == twin.scene, "\(twin.appDelegate.swiftName)")
        }
        // Every app-delegate method UIKit stops calling under scenes has a twin.
        for entry in CallbackCatalogue.entries
        where entry.declaredBy == .applicationDelegate && entry.routing.ios13 == .notDelivered {
            #expect(SceneTwin.of(entry.callback) != nil, "\(entry.swiftName)")
        }
    }

    // MARK: SARIF

    static let schema = Fixture.repository + "/Tests/LifelineCheckTests/SARIF/sarif-schema-2.1.0.json"
    static let canValidate: Bool = {
        guard FileManager.default.fileExists(atPath: schema) else { return false }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["python3", "-c", "import jsonschema"]
        probe.standardError = Pipe()
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }()

    func validate(_ sarif: String) throws -> (Int32, String) {
        let path = NSTemporaryDirectory() + "scan-\(UUID().uuidString).sarif"
        try sarif.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(json.load(open(sys.argv[2]))), key=str)
            for e in errors: print(list(e.absolute_path), e.message)
            sys.exit(1 if errors else 0)
            """, Self.schema, path
        ]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(
        "SARIF validates against the SARIF 2.1.0 schema", .enabled(if: canValidate, "no vendored schema or jsonschema"))
    func sarifSchema() throws {
        let sarif = ScanSARIFReport.render(try Fixture.scan("HalfMigrated", "ObjCApp", "SwiftUIAdaptor"))
        let (status, errors) = try validate(sarif)
        #expect(status == 0, "schema errors:\n\(errors)")
        // The validator is really looking: a negative line breaks the schema.
        let (broken, _) = try validate(sarif.replacingOccurrences(of: "\"startLine\":", with: "\"startLine\":-"))
        #expect(broken != 0)
    }

    @Test("SARIF's shape: version, rules with fact URLs, one result per finding with its region")
    func sarifShape() throws {
        let result = try Fixture.scan("HalfMigrated")
        guard case .object(let root) = try JSONParser.parse(Array(ScanSARIFReport.render(result).utf8)) else {
            Issue.record("the SARIF root is not an object")
            return
        }
        #expect(root.first { $0.key == "version" }?.value == .string("2.1.0"))
        let text = ScanSARIFReport.render(result)
        #expect(text.contains("\"ruleId\":\"LS132\""))
        #expect(
            text.contains(
                "\"uri\":\"Tests/LifelineScanTests/Fixtures/HalfMigrated/SceneDelegate.swift\",\"region\":{\"startLine\":12,\"startColumn\":10}"
            ) == false)
        #expect(
            text.contains(
                "{\"uri\":\"Tests/LifelineScanTests/Fixtures/HalfMigrated/SceneDelegate.swift\"},\"region\":{\"startLine\":12,\"startColumn\":10}"
            ))
        #expect(ScanSARIFReport.uri("My App/a#b.swift") == "My%20App/a%23b.swift")
    }
}
