import Foundation
import LifelineRender
import LifelineSupport
@testable import LifelineTeach
import LifelineTrace
import Testing

@Suite("report: escaping, hashing, the page")
struct ReportTests {
    @Test("HTML text and attribute escaping")
    func htmlEscaping() {
        #expect(
            Escaping.HTML.text("<a href=\"x\" title='y'>&</a>")
                == "&lt;a href=&quot;x&quot; title=&apos;y&apos;&gt;&amp;&lt;/a&gt;")
        #expect(Escaping.HTML.text("plain — ünïcode") == "plain — ünïcode")
    }

    @Test("JSON strings for a script element: no tag, comment or line separator survives")
    func scriptJSON() throws {
        let nasty = "</script><!-- \u{2028}\u{2029} & \"q\" \\ \n\u{1}"
        let quoted = Escaping.HTML.scriptJSONString(nasty)
        #expect(quoted == #""\u003c/script\u003e\u003c!-- \u2028\u2029 \u0026 \"q\" \\ \n\u0001""#)
        for bad in ["<", ">", "&", "\u{2028}", "\u{2029}"] { #expect(!quoted.contains(bad)) }
        let decoded = try JSONSerialization.jsonObject(with: Data(quoted.utf8), options: .fragmentsAllowed) as? String
        #expect(decoded == nasty)
    }

    @Test("SHA-256 and base64 match the standard test vectors")
    func sha256() {
        let abc = SHA256.digest(Array("abc".utf8)).map { String($0, radix: 16).leftPadded(2) }.joined()
        #expect(abc == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let empty = SHA256.digest([]).map { String($0, radix: 16).leftPadded(2) }.joined()
        #expect(empty == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        let long = String(repeating: "a", count: 1000)
        #expect(SHA256.base64Digest(of: long) == Data(SHA256.digest(Array(long.utf8))).base64EncodedString())
        #expect(Base64.encode(Array("foob".utf8)) == "Zm9vYg==")
        #expect(Base64.encode(Array("fooba".utf8)) == "Zm9vYmE=")
        #expect(Base64.encode(Array("foobar".utf8)) == "Zm9vYmFy")
    }

    @Test("inline SVG: prolog and comments gone, ids prefixed, script refused")
    func inlineSVG() throws {
        let svg = """
            <?xml version=\"1.0\"?>\n<!DOCTYPE svg>\n<!-- c0_x -->\n<svg width=\"1\"><g id=\"node1\" \
            class=\"node\"><!-- a --><title>t</title></g></svg>
            """
        let embedded = try InlineSVG.embed(Array(svg.utf8), id: "lf-x", prefix: "p-")
        #expect(
            embedded == """
                <svg id=\"lf-x\" class=\"lf-drawing\" width=\"1\"><g id=\"p-node1\" \
                class=\"node\"><title>t</title></g></svg>
                """)
        #expect(throws: Diagnostic.self) {
            try InlineSVG.embed(Array("<svg><script>x</script></svg>".utf8), id: "a", prefix: "b")
        }
        #expect(SVGMarkupCheck.firstDanger(in: "<svg><g onload=\"x()\"></g></svg>") == "attribute onload")
        #expect(
            SVGMarkupCheck.firstDanger(in: "<svg><a xlink:href=\" javascript:x\">t</a></svg>") == "a javascript: URL")
        #expect(
            SVGMarkupCheck.firstDanger(in: "<svg><foreignObject></foreignObject></svg>") == "element <foreignobject>")
        // Escaped text and attribute values are data, not markup.
        #expect(
            SVGMarkupCheck.firstDanger(
                in: "<svg><a xlink:title=\"x onerror=&quot;y&quot;\"><text>&lt;script&gt; onload=</text></a></svg>")
                == nil)
    }

    /// The report of `path`, in memory.
    static func report(_ path: String) throws -> String {
        let sink = MemorySink()
        try HTMLReport(input: try ReportInput(path: path)).write(to: sink)
        return sink.text
    }

    @Test("a hostile trace: every payload escaped, one script that runs, and a policy that allows only it")
    func hostile() throws {
        let html = try Self.report(TeachGolden.testTrace("hostile.jsonl"))
        let scripts = html.components(separatedBy: "<script").count - 1
        #expect(scripts == 2)
        #expect(html.contains("<script type=\"application/json\" id=\"lf-data\">"))
        for payload in ["<script>document", "<img src=x", "<svg onload", "<b onmouseover", "</script><script>"] {
            #expect(!html.contains(payload), "unescaped \(payload)")
        }
        #expect(
            html.contains(
                """
                <title>Lifeline report: &lt;script&gt;document.title=&apos;pwned&apos;&lt;/script&gt; &quot;quoted&quot; \
                &amp; &apos;single&apos;</title>
                """))
        let hash = SHA256.base64Digest(of: ReportScript.javaScript)
        #expect(html.contains("script-src 'sha256-\(hash)'"))
        #expect(html.contains("default-src 'none'"))
        // The data block parses as JSON and gives the strings back as they were.
        let start = try #require(html.range(of: "id=\"lf-data\">")).upperBound
        let end = try #require(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
        let data = try #require(try JSONSerialization.jsonObject(with: Data(html[start..<end].utf8)) as? [String: Any])
        let strings = try #require(data["strings"] as? [String])
        #expect(strings.contains("<script>document.title='pwned';console.error('pwned')</script>"))
        #expect((data["events"] as? [[Any]])?.count == 11)
    }

    @Test("the page is self-contained: nothing is fetched")
    func selfContained() throws {
        let html = try Self.report(TeachGolden.trace("Traces/ios13/home-and-return.jsonl"))
        for external in ["src=", "href=\"http", "@import", "url(http", "<link"] {
            #expect(!html.contains(external), "\(external)")
        }
        #expect(html.contains("id=\"lf-state-svg\"") && html.contains("id=\"lf-timeline-svg\""))
        #expect(html.contains("state&#45;0&#45;foregroundActive"))
        #expect(html.contains("Clean: no rule is broken."))
    }

    @Test("a large trace: the timeline is summarised and every event is in the data, one page at a time")
    func large() throws {
        let events = (0..<1_200).map { i in
            TraceEvent(seq: i + 1, time: TraceTime(milliseconds: Int64(i)), kind: .note, value: "n\(i % 7)")
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-large-\(getpid()).jsonl")
        try Data(TraceWriter.text(header: TraceHeader(profile: .ios13, source: "test"), events: events).utf8).write(
            to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let html = try Self.report(url.path)
        #expect(html.contains("summarised in intervals"))
        #expect(html.contains("\"aggregated\":true"))
        #expect(html.contains("\"pageSize\":500"))
        #expect(html.contains("page 1 of 3"))
        #expect(html.contains("bucket&#45;0"))
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
