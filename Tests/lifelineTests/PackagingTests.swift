import Foundation
import Testing

/// The Homebrew formula and the SwiftPM artifact bundle (issue 36), tested as far as a machine
/// without Homebrew allows: the formula's shape, and the bundle `make dist` writes, built from
/// a stand-in binary and then resolved by SwiftPM itself.
@Suite struct PackagingTests {
    @Test("the formula builds the release product with Graphviz, installs completions, and tests the quick start")
    func formula() throws {
        let text = try String(
            contentsOf: CommandRunner.repository.appendingPathComponent(ReleaseTests.formula), encoding: .utf8)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("class Lifeline < Formula"))
        #expect(lines.contains("depends_on \"graphviz\""))
        #expect(lines.contains { $0.hasPrefix("url \"") && $0.hasSuffix(".tar.gz\"") })
        #expect(lines.contains { $0.range(of: #"^sha256 "[0-9a-f]{64}"$"#, options: .regularExpression) != nil })
        #expect(
            lines.contains {
                $0.contains("\"swift\", \"build\"") && $0.contains("\"--product\", \"lifeline\"")
                    && $0.contains("\"release\"")
            })
        #expect(lines.contains("bin.install \".build/release/lifeline\""))
        #expect(
            lines.contains {
                $0.hasPrefix("generate_completions_from_executable") && $0.contains("--generate-completion-script")
            })
        // Every block is closed: `class`, `def` and `do` each end once.
        let opens = lines.filter { $0.hasPrefix("class ") || $0.hasPrefix("def ") || $0.hasSuffix(" do") }.count
        #expect(opens == 3 && lines.filter { $0 == "end" }.count == opens)
        // The test block runs what the README's quick start runs.
        #expect(
            text.contains("--version") && text.contains("\"simulate\"") && text.contains("check")
                && text.contains("\"render\""))
    }

    @Test(
        """
        make dist's artifact bundle: info.json names the binary for this host, the zip is reproducible, and SwiftPM \
        resolves it
        """)
    func artifactBundle() throws {
        let work = URL(fileURLWithPath: try HostileFiles.directory("artifact-bundle"))
        let name = "lifeline-9.9.9-test"
        let bin = work.appendingPathComponent("stage/\(name)/bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/bin/true", toPath: bin.appendingPathComponent("lifeline").path)
        let script = CommandRunner.repository.appendingPathComponent("Scripts/artifact-bundle.sh").path
        let run = { try ReleaseTests.shell("sh '\(script)' stage \(name) 9.9.9 out", in: work) }
        let first = try run()
        #expect(first.status == 0, "\(first.stderr)")
        let zip = work.appendingPathComponent("out/lifeline-9.9.9.artifactbundle.zip")
        let bytes = try Data(contentsOf: zip)
        #expect(try run().status == 0)
        #expect(try Data(contentsOf: zip) == bytes, "the same binary makes the same zip")
        let listing = try ReleaseTests.shell("unzip -Z1 out/lifeline-9.9.9.artifactbundle.zip", in: work).stdout
        #expect(listing.split(separator: "\n").contains("lifeline.artifactbundle/\(name)/bin/lifeline"))
        let info = try ReleaseTests.shell(
            "unzip -p out/lifeline-9.9.9.artifactbundle.zip lifeline.artifactbundle/info.json", in: work
        ).stdout
        let json = try #require(JSONSerialization.jsonObject(with: Data(info.utf8)) as? [String: Any])
        #expect(json["schemaVersion"] as? String == "1.0")
        let artifact = try #require((json["artifacts"] as? [String: Any])?["lifeline"] as? [String: Any])
        #expect(artifact["version"] as? String == "9.9.9" && artifact["type"] as? String == "executable")
        let variant = try #require((artifact["variants"] as? [[String: Any]])?.first)
        #expect(variant["path"] as? String == "\(name)/bin/lifeline")
        #expect((variant["supportedTriples"] as? [String])?.count == 1)

        // A package whose command plugin asks for the tool: SwiftPM unpacks the bundle and finds
        // the variant for this host, or fails.
        let package = work.appendingPathComponent("consumer")
        try FileManager.default.createDirectory(
            at: package.appendingPathComponent("Plugins/Run"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: zip, to: package.appendingPathComponent("lifeline.artifactbundle.zip"))
        try """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "consumer", targets: [
            .binaryTarget(name: "lifeline", path: "lifeline.artifactbundle.zip"),
            .plugin(name: "Run", capability: .command(intent: .custom(verb: "where-is-lifeline", description: "prints the tool's path")),
                    dependencies: ["lifeline"]),
        ])
        """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
        import PackagePlugin
        @main struct Run: CommandPlugin {
            func performCommand(context: PluginContext, arguments: [String]) throws {
                print("tool:", try context.tool(named: "lifeline").path)
            }
        }
        """.write(to: package.appendingPathComponent("Plugins/Run/plugin.swift"), atomically: true, encoding: .utf8)
        let resolved = try ReleaseTests.shell("swift package --disable-sandbox where-is-lifeline 2>&1", in: package)
        #expect(resolved.status == 0, "\(resolved.stdout)")
        #expect(resolved.stdout.contains("lifeline.artifactbundle/\(name)/bin/lifeline"), "\(resolved.stdout)")
    }
}
