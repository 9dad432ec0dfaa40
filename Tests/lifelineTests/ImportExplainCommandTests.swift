import Foundation
import Testing

/// `lifeline import` on issue 31's options, as a user runs it: `--explain`, `--show-skipped`'s
/// merged lines, `--phrases`, and the streamed header's inferred profile.
@Suite struct ImportExplainCommandTests {
    private static let log = """
        applicationDidBecomeActive - begin
        refreshing the feed
        applicationDidBecomeActive - end
        sceneWillEnterForeground(_:)
        """

    private func logFile() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lifeline-explain-\(UUID().uuidString).log")
        try ImportExplainCommandTests.log.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func explainSaysWhyALineWasMerged() throws {
        let url = try logFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try CommandRunner.run(["import", url.path, "--explain", "3"])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                line 3: merged: the exit line of the call at line 1 (a word next to the name closes a call)
                  profile ios13, inferred: line 4 shows a scene-delegate callback, sceneWillEnterForeground(_:)

                """)
    }

    @Test func showSkippedListsMergedLines() throws {
        let url = try logFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try CommandRunner.run(["import", url.path, "--show-skipped", "-o", "/dev/null"])
        #expect(
            result.stderr.contains(
                "\(url.lastPathComponent):3: merged (exit line of the call at line 1): applicationDidBecomeActive - end"
            ))
    }

    @Test func aStreamedImportSaysWhichLineDecidedItsProfile() throws {
        let result = try CommandRunner.run(["import", "-"], stdin: "noise\nsceneWillEnterForeground(_:)\n")
        let header = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(
            header.contains(
                #""inferredProfile":"ios13","inferredFrom":"line 2: a scene-delegate callback, sceneWillEnterForeground(_:)""#
            ))
    }

    @Test func phrasesAreReadOnlyWhenAsked() throws {
        let plain = try CommandRunner.run(["import", "-"], stdin: "App will terminate\n")
        #expect(plain.status == 1)
        let read = try CommandRunner.run(["import", "-", "--phrases"], stdin: "App will terminate\n")
        #expect(read.status == 0)
        #expect(read.stdout.contains(#""method":"applicationWillTerminate(_:)""#))
        #expect(read.stdout.contains("confidence high"))
    }

    /// `--phrases FILE`: the app's own words become callbacks; a mistake in the file is one
    /// `file:line:column: error: …` line and exit status 2.
    @Test func aPhrasesFileIsReadAndItsMistakesExitTwo() throws {
        let directory = FileManager.default.temporaryDirectory
        let id = UUID().uuidString
        let log = directory.appendingPathComponent("lifeline-phrases-\(id).log")
        let good = directory.appendingPathComponent("lifeline-phrases-\(id).yaml")
        let bad = directory.appendingPathComponent("lifeline-phrases-\(id)-bad.yaml")
        defer { for url in [log, good, bad] { try? FileManager.default.removeItem(at: url) } }
        try "应用加载完成\n应用进入后台\n".write(to: log, atomically: true, encoding: .utf8)
        try
            "phrases:\n  - match: 应用加载完成\n    callback: didFinishLaunching\n  - match: 应用进入后台\n    callback: applicationDidEnterBackground(_:)\n"
            .write(to: good, atomically: true, encoding: .utf8)
        try "phrases:\n  - match: 应用进入后台\n    callback: didEnterBackgrond\n".write(
            to: bad, atomically: true, encoding: .utf8)
        let read = try CommandRunner.run(["import", log.path, "--phrases", good.path])
        #expect(read.status == 0)
        #expect(read.stdout.contains(#""method":"applicationDidEnterBackground(_:)""#))
        #expect(read.stderr.contains("2 used"))
        let wrong = try CommandRunner.run(["import", log.path, "--phrases", bad.path])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains(":3:15: error: unknown callback 'didEnterBackgrond'"))
    }
}
