import Foundation
import Testing

/// Mermaid 11 itself, in headless Chromium, draws `render --format mermaid`'s output, and the
/// drawn title is the one Lifeline meant: "—", not the `#8212;` Mermaid leaves undecoded in
/// front matter. Runs when `make deps-mermaid` has put Mermaid's script at
/// `.build/mermaid/mermaid.min.js` (or LIFELINE_MERMAID_JS names one) and a Chromium is on the
/// PATH; LIFELINE_REQUIRE_MERMAID=1 makes a missing one a failure instead of a skip.
@Suite(
    "Mermaid 11 in headless Chromium",
    .enabled(if: (MermaidScript.path != nil && HeadlessBrowser.found != nil) || MermaidScript.required))
struct MermaidBrowserTests {
    static let trace = "Traces/ios13/home-and-return.jsonl"

    @Test("the title Mermaid draws is the title Lifeline wrote, for the state and sequence diagrams")
    func titles() throws {
        let script = try #require(MermaidScript.path, "no Mermaid script (make deps-mermaid)")
        let browser = try #require(HeadlessBrowser.found, "no Chromium on the PATH (make deps-browser)")
        var diagrams: [String: String] = [:]
        for kind in ["state", "sequence"] {
            let result = try CommandRunner.run(["render", Self.trace, "--kind", kind, "--format", "mermaid"])
            #expect(result.status == 0, "\(result.stderr)")
            diagrams[kind] = result.stdout
        }
        // What Lifeline wrote before: an entity code in the front matter, which Mermaid shows as
        // typed. The test tells the two apart, so it fails on the old output.
        diagrams["entity"] = "---\ntitle: \"a #8212; b\"\n---\nsequenceDiagram\n  A->>B: hi\n"
        let titles = try Self.drawnTitles(diagrams, script: script, browser: browser)
        #expect(titles["state"] == "home-and-return — Scene life cycle, ios13", "\(titles)")
        #expect(titles["sequence"] == "home-and-return — sequence, ios13", "\(titles)")
        #expect(titles["entity"] == "a #8212; b", "\(titles)")
    }

    /// Draws each diagram with Mermaid in the browser and returns the text of each drawing's
    /// title, the front matter's title as Mermaid 11 draws it.
    static func drawnTitles(_ diagrams: [String: String], script: String, browser: HeadlessBrowser) throws -> [String:
        String]
    {
        let json = String(
            decoding: try JSONSerialization.data(withJSONObject: diagrams, options: [.sortedKeys]), as: UTF8.self)
        let page = """
            <!doctype html><html><head><meta charset="utf-8"></head><body><div id="out"></div>
            <script>\(try String(contentsOfFile: script, encoding: .utf8))</script>
            <script>
            const diagrams = \(json.replacingOccurrences(of: "</", with: "<\\/"));
            mermaid.initialize({ startOnLoad: false });
            (async () => {
              for (const [name, text] of Object.entries(diagrams)) {
                const pre = document.createElement("pre");
                pre.id = "title-" + name;
                try {
                  const { svg } = await mermaid.render("d" + name, text);
                  const box = document.createElement("div");
                  box.innerHTML = svg;
                  // A state diagram's title has a class; a sequence diagram's is the text above it.
                  const title = box.querySelector("text[class$='TitleText']") || box.querySelector("text[y='-25']");
                  pre.textContent = title ? title.textContent : "(no title)";
                } catch (error) { pre.textContent = "error: " + error; }
                document.getElementById("out").appendChild(pre);
              }
            })();
            </script></body></html>
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lifeline-mermaid-\(UUID().uuidString).html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let dom = try browser.dumpDOM(file).stdout
        var titles: [String: String] = [:]
        for name in diagrams.keys {
            titles[name] = DumpedDOM.text(ofID: "title-\(name)", in: dom).map(Self.unescaped)
        }
        return titles
    }

    /// The dumped DOM's text with its HTML escapes read back.
    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }
}

/// Mermaid's browser script, from `make deps-mermaid` or LIFELINE_MERMAID_JS.
enum MermaidScript {
    static var required: Bool { ProcessInfo.processInfo.environment["LIFELINE_REQUIRE_MERMAID"] == "1" }

    static let path: String? = {
        let candidates: [String?] = [
            ProcessInfo.processInfo.environment["LIFELINE_MERMAID_JS"],
            CommandRunner.repository.appendingPathComponent(".build/mermaid/mermaid.min.js").path
        ]
        return candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0) }
    }()
}
