import Foundation
import Testing

/// The version's one place (Sources/lifeline/Support/Version.swift) and `make release`
/// (Scripts/release.sh), run on a scratch git repository holding the two files it touches.
@Suite("Version and make release")
struct ReleaseTests {
    static let versionFile = "Sources/lifeline/Support/Version.swift"

    /// The version the constant holds, read as the Makefile reads it.
    static func constant(in directory: URL) throws -> String? {
        let text = try String(contentsOf: directory.appendingPathComponent(versionFile), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("static let current = \""), trimmed.hasSuffix("\"") else { return nil }
            return String(trimmed.dropFirst("static let current = \"".count).dropLast())
        }.first
    }

    /// Runs `command` with `sh -c` in `directory`; status and both outputs.
    static func shell(_ command: String, in directory: URL, environment: [String: String] = [:]) throws
        -> CommandRunner.Result
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        for (key, value) in [
            "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@localhost", "GIT_COMMITTER_NAME": "t",
            "GIT_COMMITTER_EMAIL": "t@localhost"
        ] { env[key] = value }
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandRunner.Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    @Test("--version, SARIF's tool version and make version all say the constant")
    func oneVersion() throws {
        let version = try #require(try Self.constant(in: CommandRunner.repository))
        #expect(try CommandRunner.run(["--version"]).stdout == version + "\n")
        #expect(try Self.shell("make -s version", in: CommandRunner.repository).stdout == version + "\n")
        let sarif = try CommandRunner.run(["check", "Traces/ios13/cold-launch.jsonl", "--format", "sarif"])
        #expect(
            sarif.stdout.contains(
                #""driver":{"name":"lifeline","version":"\#(version)","semanticVersion":"\#(version)""#),
            "SARIF's driver does not say \(version)")
        // x.y.z or x.y.z-pre: SemVer, which SwiftPM's from: pins compare.
        #expect(
            version.range(of: #"^\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?$"#, options: .regularExpression) != nil, "\(version)")
    }

    static let formula = "Packaging/homebrew/lifeline.rb"

    @Test("make release: refusals change nothing; a release commits, tags, and moves on to -dev")
    func release() throws {
        let directory = try URL(fileURLWithPath: HostileFiles.directory("release"))
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Sources/lifeline/Support"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Scripts"), withIntermediateDirectories: true)
        let dev = try String(
            contentsOf: CommandRunner.repository.appendingPathComponent(Self.versionFile), encoding: .utf8
        )
        .replacingOccurrences(
            of: #"static let current = "[^"]*""#, with: #"static let current = "1.2.0-dev""#,
            options: .regularExpression)
        try dev.write(to: directory.appendingPathComponent(Self.versionFile), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            at: CommandRunner.repository.appendingPathComponent("Scripts/release.sh"),
            to: directory.appendingPathComponent("Scripts/release.sh"))
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Packaging/homebrew"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CommandRunner.repository.appendingPathComponent(Self.formula),
            to: directory.appendingPathComponent(Self.formula))
        #expect(try Self.shell("git init -q && git add . && git commit -q -m init", in: directory).status == 0)
        let head = try Self.shell("git rev-parse HEAD", in: directory).stdout

        for (version, message) in [
            ("", "give the version"), ("1.2", "VERSION must be x.y.z"), ("v1.2.0", "VERSION must be x.y.z"),
            ("1.1.9", "below the current version 1.2.0-dev")
        ] {
            let result = try Self.shell("sh Scripts/release.sh", in: directory, environment: ["VERSION": version])
            #expect(result.status == 2, "\(version): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(version): \(result.stderr)")
        }
        try (dev + "// an edit not committed\n").write(
            to: directory.appendingPathComponent(Self.versionFile), atomically: true, encoding: .utf8)
        let dirty = try Self.shell("sh Scripts/release.sh", in: directory, environment: ["VERSION": "1.2.0"])
        #expect(dirty.status == 2 && dirty.stderr.contains("uncommitted changes"), "\(dirty.stderr)")
        #expect(try Self.shell("git checkout -q -- . && git tag -l", in: directory).stdout.isEmpty)
        #expect(try Self.shell("git rev-parse HEAD", in: directory).stdout == head)

        let release = try Self.shell("sh Scripts/release.sh", in: directory, environment: ["VERSION": "1.2.0"])
        #expect(release.status == 0, "\(release.stderr)")
        #expect(try Self.shell("git tag -l", in: directory).stdout == "1.2.0\n")
        #expect(
            try Self.shell("git show 1.2.0:\(Self.versionFile) | grep 'static let current'", in: directory).stdout
                .contains("\"1.2.0\""))
        #expect(try Self.constant(in: directory) == "1.3.0-dev")
        // The formula in the tagged commit builds the tag's own source archive.
        #expect(
            try Self.shell("git show 1.2.0:\(Self.formula)", in: directory).stdout.contains(
                "/archive/refs/tags/1.2.0.tar.gz\""))
        #expect(try Self.shell("git log --format=%s", in: directory).stdout == "Start 1.3.0-dev\nRelease 1.2.0\ninit\n")
        let again = try Self.shell("sh Scripts/release.sh", in: directory, environment: ["VERSION": "1.2.0"])
        #expect(again.status == 2 && again.stderr.contains("tag 1.2.0 exists already"), "\(again.stderr)")
    }
}
