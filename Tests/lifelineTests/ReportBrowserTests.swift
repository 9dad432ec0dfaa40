import Foundation
import Testing

/// The HTML report in a real headless Chromium: the page is driven through its URL fragment
/// (`#play=…` replays button presses, key presses and slider moves; `#step=N` is what the check
/// results link to), and the DOM Chromium dumps after the scripts ran says what is highlighted.
/// Under `make test` (LIFELINE_REQUIRE_BROWSER=1) a missing browser fails the suite.
@Suite(
    "report in a headless browser", .serialized,
    .enabled(
        if: HeadlessBrowser.shouldRun,
        """
        no Chromium found (chromium-headless-shell, chromium); `make test` installs \
        chromium-headless-shell and runs these
        """))
struct ReportBrowserTests {
    static let out = CommandRunner.repository.appendingPathComponent("out")

    func browser() throws -> HeadlessBrowser {
        guard let browser = HeadlessBrowser.found else {
            Issue.record(
                "LIFELINE_REQUIRE_BROWSER=1 but no chromium-headless-shell on the PATH (make deps-browser installs it)")
            throw CancellationError()
        }
        return browser
    }

    /// Writes the report of `trace` to `out/NAME` and returns its file URL.
    func report(_ trace: String, named name: String) throws -> URL {
        try FileManager.default.createDirectory(at: Self.out, withIntermediateDirectories: true)
        let file = Self.out.appendingPathComponent(name)
        let result = try CommandRunner.run(["report", trace, "-o", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        return file
    }

    func open(_ file: URL, fragment: String) -> URL {
        URL(string: file.absoluteString + "#" + fragment) ?? file
    }

    @Test(
        """
        buttons, keys and the slider step through; the diagram, timeline and list highlight the event; a screenshot \
        is kept
        """)
    func stepThrough() throws {
        let browser = try browser()
        let page = try report("Traces/ios13/home-and-return.jsonl", named: "report-browser.html")
        // 1 → next 2 → next 3 → → 4 → 5 → 6 → slider 12 → ← 11 → prev 10: sceneDidBecomeActive(_:).
        let url = open(page, fragment: "play=next,next,right,right,right,slider:12,left,prev")
        let result = try browser.dumpDOM(url)
        #expect(result.status == 0)
        #expect(result.consoleLines.isEmpty, "console: \(result.consoleLines)")
        let dom = result.stdout
        #expect(DumpedDOM.documentTitle(dom) == "Lifeline report: home-and-return")
        let status = try #require(DumpedDOM.tag(withID: "lf-status", in: dom))
        #expect(status.contains("data-step=\"10\"") && status.contains("data-seq=\"10\""))
        #expect(
            DumpedDOM.text(ofID: "lf-status", in: dom)
                == "#10 at 0.005 s · callback · S1 · sceneDidBecomeActive(_:)  [foregroundInactive → foregroundActive]")
        #expect(DumpedDOM.text(ofID: "lf-states", in: dom) == "now: app active · S1 foregroundActive")
        #expect(DumpedDOM.text(ofID: "lf-position", in: dom) == "event 10 of 31")
        // The state diagram: S1's state, and the transition just taken.
        let now = DumpedDOM.tags(withClasses: ["lf-now"], in: dom)
        #expect(now.count == 1 && now.first?.contains("state-0-foregroundActive") == true, "\(now)")
        #expect(DumpedDOM.tags(withClasses: ["node", "state-0-foregroundActive", "lf-focus"], in: dom).count == 1)
        #expect(
            DumpedDOM.tags(withClasses: ["edge", "move-0-foregroundInactive-foregroundActive", "lf-focus"], in: dom)
                .count == 1)
        // The timeline: event 10's tick and label, nothing else.
        let current = DumpedDOM.tags(withClasses: ["lf-cur"], in: dom)
        #expect(
            current.count == 2 && current.allSatisfy { $0.contains("ev-10 ") || $0.contains("ev-10\"") }, "\(current)")
        // The list: one current row, event 10.
        let rows = DumpedDOM.tags(withClasses: ["current"], in: dom)
        #expect(rows.count == 1 && rows.first?.contains("data-seq=\"10\"") == true, "\(rows)")

        let png = Self.out.appendingPathComponent("report-screenshot.png")
        try? FileManager.default.removeItem(at: png)
        let shot = try browser.screenshot(url, to: png, height: 2000)
        #expect(shot.consoleLines.isEmpty)
        let bytes = try Data(contentsOf: png)
        #expect(
            bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) && bytes.count > 20_000,
            "a PNG of the page at out/report-screenshot.png")
    }

    @Test("a check result's link opens its event, flagged in the list")
    func violationLink() throws {
        let browser = try browser()
        let trace = Self.out.appendingPathComponent("report-browser-mutated.jsonl")
        try FileManager.default.createDirectory(at: Self.out, withIntermediateDirectories: true)
        let simulated = try CommandRunner.run([
            "simulate", "home-and-return", "--profile", "ios13", "--mutate", "drop", "--seed", "5", "-o", trace.path
        ])
        #expect(simulated.status == 0)
        let page = try report(trace.path, named: "report-browser-mutated.html")
        let html = try String(contentsOf: page, encoding: .utf8)
        let link = try #require(html.range(of: "href=\"#step=").map { html[$0.upperBound...].prefix { $0.isNumber } })
        let result = try browser.dumpDOM(open(page, fragment: "step=\(link)"))
        #expect(result.consoleLines.isEmpty, "console: \(result.consoleLines)")
        #expect(DumpedDOM.tag(withID: "lf-status", in: result.stdout)?.contains("data-step=\"\(link)\"") == true)
        let rows = DumpedDOM.tags(withClasses: ["current", "sev-2"], in: result.stdout)
        #expect(rows.count == 1, "the linked event is the flagged one")
        #expect(DumpedDOM.text(ofID: "lf-problem", in: result.stdout)?.contains("LC301") == true)
    }

    @Test("scene names and notes with <script> and quotes: shown as text, nothing runs")
    func hostileTrace() throws {
        let browser = try browser()
        let page = try report("Tests/LifelineTeachTests/Traces/hostile.jsonl", named: "report-browser-hostile.html")
        // Visit every event, so each string reaches the status line and the list.
        let steps = Array(repeating: "next", count: 11).joined(separator: ",")
        let result = try browser.dumpDOM(open(page, fragment: "play=" + steps))
        #expect(result.status == 0)
        // A payload that ran would have logged 'pwned' or broken the policy: either is a console line.
        #expect(result.consoleLines.isEmpty, "console: \(result.consoleLines)")
        let dom = result.stdout
        #expect(
            DumpedDOM.documentTitle(dom)
                == "Lifeline report: &lt;script&gt;document.title='pwned'&lt;/script&gt; \"quoted\" &amp; 'single'")
        #expect(!dom.contains("<img") && !dom.contains("<b onmouseover"))
        #expect(DumpedDOM.tag(withID: "lf-status", in: dom)?.contains("data-seq=\"11\"") == true)
        #expect(
            dom.contains("&lt;script&gt;document.title='pwned';console.error('pwned')&lt;/script&gt;"),
            "the scene's name, as text")
        #expect(
            dom.contains("S2\"&gt;&lt;img src=x onerror=\"document.title='pwned'\"&gt;'"),
            "the second scene's name, as text")
    }

    @Test("a large trace: a summarised timeline, one page of 500 rows in the DOM, the last event reachable")
    func largeTrace() throws {
        let browser = try browser()
        let trace = Self.out.appendingPathComponent("report-browser-large.jsonl")
        try FileManager.default.createDirectory(at: Self.out, withIntermediateDirectories: true)
        let simulated = try CommandRunner.run([
            "simulate", "--random", "--events", "3000", "--seed", "2", "-o", trace.path
        ])
        #expect(simulated.status == 0)
        let page = try report(trace.path, named: "report-browser-large.html")
        let first = try browser.dumpDOM(open(page, fragment: "step=1"))
        #expect(first.consoleLines.isEmpty, "console: \(first.consoleLines)")
        #expect(first.stdout.components(separatedBy: "<tr data-step=").count - 1 == 500)
        let last = try browser.dumpDOM(open(page, fragment: "play=end"))
        #expect(last.consoleLines.isEmpty, "console: \(last.consoleLines)")
        let position = try #require(DumpedDOM.text(ofID: "lf-position", in: last.stdout))
        let parts = position.split(separator: " ")
        #expect(parts.count == 4 && parts[1] == parts[3], "\(position)")
        let rows = last.stdout.components(separatedBy: "<tr data-step=").count - 1
        #expect(rows > 0 && rows <= 500)
        let buckets = DumpedDOM.tags(withClasses: ["lf-cur"], in: last.stdout)
        #expect(!buckets.isEmpty && buckets.allSatisfy { $0.contains("bucket-") }, "the summarised timeline's column")
    }
}
