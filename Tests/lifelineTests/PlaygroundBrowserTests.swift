import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import Testing

/// `lifeline playground` in a real headless Chromium: the page's buttons pressed (`#play=`
/// clicks them in turn), the callbacks each column shows read back out of the DOM and held to
/// `lifeline simulate` of the same actions, event for event; the link reopened in a fresh page;
/// the downloaded traces checked. Under `make test` a missing browser fails the suite.
@Suite(
    "playground in a headless browser", .serialized,
    .enabled(
        if: HeadlessBrowser.shouldRun,
        """
        no Chromium found (chromium-headless-shell, chromium); `make test` installs \
        chromium-headless-shell and runs these
        """))
struct PlaygroundBrowserTests {
    static let out = CommandRunner.repository.appendingPathComponent("out")
    static let actions = ["launch", "home", "return", "swipe-kill"]
    static let columns = ["ios12", "ios13", "ipados-multiwindow", "swiftui"]

    func browser() throws -> HeadlessBrowser {
        guard let browser = HeadlessBrowser.found else {
            Issue.record(
                "LIFELINE_REQUIRE_BROWSER=1 but no chromium-headless-shell on the PATH (make deps-browser installs it)")
            throw CancellationError()
        }
        return browser
    }

    @Test(
        """
        launch → home → return → swipe-kill pressed in the page: each column shows simulate's events; the link and \
        the downloads agree
        """)
    func pressesEqualSimulate() async throws {
        let browser = try browser()
        let server = try PlaygroundProcess.start()
        defer { server.stop() }
        #expect(
            server.banner.hasPrefix("lifeline playground: http://127.0.0.1:")
                && server.banner.contains("(127.0.0.1 only"))

        let pressed = try browser.dumpDOM(URL(string: server.url + "#play=" + Self.actions.joined(separator: ","))!)
        #expect(pressed.status == 0)
        #expect(pressed.consoleLines.isEmpty, "console: \(pressed.consoleLines)")
        let dom = pressed.stdout
        #expect(
            DumpedDOM.tag(withID: "pg-error", in: dom)?.contains("hidden") == true,
            "\(DumpedDOM.text(ofID: "pg-error", in: dom) ?? "")")
        #expect(dom.contains("data-ready=\"true\""))
        let link = try #require(DumpedDOM.tag(withID: "pg-link", in: dom))
        #expect(link.contains("href=\"#a=launch,home,return,swipe-kill\""), "\(link)")

        try FileManager.default.createDirectory(at: Self.out, withIntermediateDirectories: true)
        let scenario = Self.out.appendingPathComponent("playground-browser.yaml")
        try Data(("name: playground\nactions:\n" + Self.actions.map { "  - \($0)\n" }.joined()).utf8).write(
            to: scenario)
        for column in Self.columns {
            let shown = PlaygroundDOM.events(inColumn: column, of: dom)
            let simulated = try CommandRunner.run(["simulate", scenario.path, "--profile", column, "-o", "-"])
            #expect(simulated.status == 0, "\(simulated.stderr)")
            let expected = PlaygroundDOM.events(ofTrace: simulated.stdout)
            #expect(
                shown.count == expected.count && shown.count > 20,
                "\(column): \(shown.count) shown, \(expected.count) simulated")
            for (index, (got, want)) in zip(shown, expected).enumerated() where got != want {
                Issue.record("\(column), event \(index + 1): the page shows \(got), simulate wrote \(want)")
                break
            }
            // The column's trace, downloaded from the link the page shows, checks clean.
            let href = try #require(PlaygroundDOM.downloadLink(inColumn: column, of: dom))
            #expect(href.hasSuffix("/trace/\(column).jsonl"))
            let (data, response) = try await URLSession.shared.data(from: URL(string: server.url + href.dropFirst())!)
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
            let trace = Self.out.appendingPathComponent("playground-\(column).jsonl")
            try data.write(to: trace)
            let checked = try CommandRunner.run(["check", trace.path])
            #expect(checked.status == 0, "\(column): \(checked.stdout)\(checked.stderr)")
            #expect(PlaygroundDOM.events(ofTrace: String(decoding: data, as: UTF8.self)) == expected)
        }

        // The link, opened in a fresh page: the same events and states in every column.
        let reopened = try browser.dumpDOM(URL(string: server.url + "#a=launch,home,return,swipe-kill")!)
        #expect(reopened.consoleLines.isEmpty, "console: \(reopened.consoleLines)")
        for column in Self.columns {
            #expect(
                PlaygroundDOM.events(inColumn: column, of: reopened.stdout)
                    == PlaygroundDOM.events(inColumn: column, of: dom))
            let now = PlaygroundDOM.now(inColumn: column, of: dom)
            #expect(now != nil && now == PlaygroundDOM.now(inColumn: column, of: reopened.stdout))
        }
        // Swiped away: applicationWillTerminate(_:) ends the process and the scene is gone (the
        // SwiftUI template App has no delegate: its notification stands in for the callback).
        for column in Self.columns {
            // (SwiftUI adds the App's phase: "now: app notRunning (phase background)".)
            #expect(PlaygroundDOM.now(inColumn: column, of: dom)?.hasPrefix("now: app notRunning") == true, "\(column)")
        }
    }

    @Test("screenshots at 1280 and 390 px wide, after a few presses; the current state outlined")
    func screenshots() throws {
        let browser = try browser()
        let server = try PlaygroundProcess.start()
        defer { server.stop() }
        let url = URL(string: server.url + "#play=launch,home,return,open-window")!
        let dom = try browser.dumpDOM(url).stdout
        // Every column's drawing outlines the state it is in (the app's, or its scenes').
        #expect(DumpedDOM.tags(withClasses: ["node", "pg-now-node"], in: dom).count >= 4)
        // Two windows on the iPad, both active: one state outlined, named for both scenes.
        let ipad = String(try #require(PlaygroundDOM.column("ipados-multiwindow", of: dom)))
        #expect(ipad.contains(">S1 S2</text>"), "no badge naming S1 and S2 on the iPad's scene machine")
        try FileManager.default.createDirectory(at: Self.out, withIntermediateDirectories: true)
        for (width, height) in [(1280, 1800), (390, 1600)] {
            let png = Self.out.appendingPathComponent("playground-\(width).png")
            try? FileManager.default.removeItem(at: png)
            let shot = try browser.screenshot(url, to: png, width: width, height: height)
            #expect(shot.consoleLines.isEmpty, "console: \(shot.consoleLines)")
            let bytes = try Data(contentsOf: png)
            #expect(
                bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) && bytes.count > 20_000,
                "a PNG at out/playground-\(width).png")
        }
    }

    @Test("quiz mode: before the events, each column asks which callback comes next, with the model's choices")
    func quiz() throws {
        let browser = try browser()
        let server = try PlaygroundProcess.start()
        defer { server.stop() }
        let dom = try browser.dumpDOM(URL(string: server.url + "#play=launch,home&quiz=1")!).stdout
        #expect(DumpedDOM.tag(withID: "pg-link", in: dom)?.contains("href=\"#a=launch,home&amp;quiz=1\"") == true)
        var asked = 0
        for column in Self.columns {
            let section = String(try #require(PlaygroundDOM.column(column, of: dom)))
            guard let box = DumpedDOM.tags(withClasses: ["pg-quizbox"], in: section).first, !box.contains("hidden")
            else { continue }
            asked += 1
            // The question hides the events until it is answered, and offers numbered choices.
            #expect(DumpedDOM.tags(withClasses: ["pg-last"], in: section).first?.contains("hidden") == true)
            #expect(DumpedDOM.tag(withID: "pg-column-\(column)", in: dom)?.contains("pg-asking") == true)
            #expect(
                DumpedDOM.tags(withClasses: ["pg-now-node"], in: section).isEmpty,
                "\(column) outlines the state before the answer")
            #expect(
                section.contains("Which callback does UIKit deliver next?") && section.contains(">1) ")
                    && section.contains(">2) "))
        }
        #expect(asked >= 1)
    }

    @Test("--app adds the app's own columns, before and after its move, whose traces are simulate --app's")
    func appColumns() async throws {
        let app = "Tests/LifelineScanTests/Fixtures/SwiftAppDelegate"
        let server = try PlaygroundProcess.start(["--profiles", "ios13", "--app", app])
        defer { server.stop() }
        #expect(server.banner.contains("; ios13, app-ios12, app-ios13; "), "\(server.banner)")
        var request = URLRequest(url: URL(string: server.url + "api/session")!)
        request.httpMethod = "POST"
        request.httpBody = Data(#"{"actions": ["launch", "home"]}"#.utf8)
        let (data, _) = try await URLSession.shared.data(for: request)
        let session = try #require(
            (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["session"] as? String)
        try FileManager.default.createDirectory(at: Self.out, withIntermediateDirectories: true)
        let scenario = Self.out.appendingPathComponent("playground-app.yaml")
        try Data("name: playground\nactions: [launch, home]\n".utf8).write(to: scenario)
        for (column, profile) in [("app-ios12", "ios12"), ("app-ios13", "ios13")] {
            let url = URL(string: server.url + "api/session/\(session)/trace/\(column).jsonl")!
            let (trace, _) = try await URLSession.shared.data(from: url)
            let simulated = try CommandRunner.run([
                "simulate", scenario.path, "--app", app, "--profile", profile, "-o", "-"
            ])
            #expect(simulated.status == 0, "\(simulated.stderr)")
            #expect(String(decoding: trace, as: UTF8.self) == simulated.stdout, "\(column)")
        }
    }

    @Test("--host warns, and a port in use is one clear error with status 2")
    func hostAndPort() throws {
        let server = try PlaygroundProcess.start()
        defer { server.stop() }
        let taken = try CommandRunner.run(["playground", "--port", String(server.port)])
        #expect(taken.status == 2)
        #expect(
            taken.stderr == """
                <command line>:1:1: error: port \(server.port) on 127.0.0.1 is in use (another playground, or another \
                server): choose another with --port, or --port 0 for any free one\n
                """)
        let elsewhere = try PlaygroundProcess.start(["--host", "127.0.0.2"])
        defer { elsewhere.stop() }
        #expect(
            elsewhere.stderr().hasPrefix(
                "warning: serving on 127.0.0.2: anyone who can reach this address can use the playground"))
    }
}

/// A `lifeline playground --port 0` process, its address read from its first line.
final class PlaygroundProcess {
    let process = Process()
    let banner: String
    let url: String
    let port: Int
    private let errors = Pipe()

    private init(_ arguments: [String]) throws {
        process.executableURL = CommandRunner.executable
        process.arguments = ["playground", "--port", "0"] + arguments
        process.currentDirectoryURL = CommandRunner.repository
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        var line = Data()
        let handle = output.fileHandleForReading
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        banner = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let start = banner.range(of: "http://"), let end = banner[start.lowerBound...].firstIndex(of: " ") else {
            process.terminate()
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "no address in '\(banner)'"])
        }
        url = String(banner[start.lowerBound..<end])
        port = Int(url.split(separator: ":").last?.filter(\.isNumber) ?? "") ?? 0
    }

    static func start(_ arguments: [String] = []) throws -> PlaygroundProcess { try PlaygroundProcess(arguments) }

    /// What it wrote to standard error so far (after stopping it, all of it).
    func stderr() -> String {
        stop()
        return String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// Terminates it; kills it if it has not ended a few seconds later.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        for _ in 0..<50 where process.isRunning { usleep(100_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}

/// The playground page's events, read out of a dumped DOM, and a trace's, in the same form.
enum PlaygroundDOM {
    /// One event as both sides can tell it.
    struct Event: Equatable, CustomStringConvertible {
        var seq: String, kind: String, method: String?, name: String?, scene: String?, from: String?, to: String?,
            level: String?
        var description: String {
            "#\(seq) \(kind) \([scene, method ?? name, from.map { "from \($0)" }, to.map { "to \($0)" }, level].compactMap { $0 }.joined(separator: " "))"
        }
    }

    /// The column's section of the DOM.
    static func column(_ id: String, of dom: String) -> Substring? {
        guard let start = dom.range(of: "id=\"pg-column-\(id)\"") else { return nil }
        let rest = dom[start.upperBound...]
        let end = rest.range(of: "id=\"pg-column-")?.lowerBound ?? rest.endIndex
        return rest[..<end]
    }

    /// The column's timeline: every event so far, in order.
    static func events(inColumn id: String, of dom: String) -> [Event] {
        guard let section = column(id, of: dom) else { return [] }
        return DumpedDOM.tags(withClasses: ["pg-ev"], in: String(section)).map { tag in
            Event(
                seq: attribute("data-seq", tag) ?? "", kind: attribute("data-kind", tag) ?? "",
                method: attribute("data-method", tag),
                name: attribute("data-name", tag), scene: attribute("data-scene", tag),
                from: attribute("data-from", tag),
                to: attribute("data-state", tag), level: attribute("data-level", tag))
        }
    }

    /// The column's `now:` line.
    static func now(inColumn id: String, of dom: String) -> String? {
        guard let section = column(id, of: dom),
            let tag = DumpedDOM.tags(withClasses: ["pg-now"], in: String(section)).first,
            let range = section.range(of: tag)
        else { return nil }
        let rest = section[range.upperBound...]
        return String(rest[..<(rest.firstIndex(of: "<") ?? rest.endIndex)])
    }

    /// The href of the column's trace download.
    static func downloadLink(inColumn id: String, of dom: String) -> String? {
        guard let section = column(id, of: dom) else { return nil }
        return DumpedDOM.tags(withClasses: ["pg-trace"], in: String(section)).first.flatMap { attribute("href", $0) }
    }

    /// A JSON Lines trace's events (the header skipped).
    static func events(ofTrace text: String) -> [Event] {
        text.split(separator: "\n").dropFirst().compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                return nil
            }
            let seq = (object["seq"] as? NSNumber)?.stringValue ?? ""
            return Event(
                seq: seq, kind: object["kind"] as? String ?? "", method: object["method"] as? String,
                name: object["name"] as? String, scene: object["scene"] as? String, from: object["from"] as? String,
                to: object["to"] as? String, level: object["level"] as? String)
        }
    }

    private static func attribute(_ name: String, _ tag: String) -> String? {
        guard let range = tag.range(of: " \(name)=\"") else { return nil }
        let value = tag[range.upperBound...].prefix { $0 != "\"" }
        return String(value).replacingOccurrences(of: "&amp;", with: "&")
    }
}
