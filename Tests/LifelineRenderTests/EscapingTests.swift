import Foundation
import LifelineModel
import LifelineTrace
import Testing
@testable import LifelineRender

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every output format with hostile names: a scene id, an action name and a note holding
/// quotes, backslashes, <, &, ], a newline, a right-to-left override and an emoji. Method
/// names cannot be hostile: the reader only accepts the catalogue's callbacks (`Callback` is
/// a closed enum), so the action name stands in for free text in message position.
@Suite struct EscapingTests {
    static let scene = "S\"1\\<&]\n🙂\u{202E}x"
    static let action = "la\"unch <b>&amp; ]] \\N"
    static let note = "note \"quoted\" \\ <tag> & ] \r\nline2 \u{1}ctl"

    static func source() -> EventArraySource {
        let e = TraceFixtures.event
        return EventArraySource(
            header: TraceHeader(profile: .ios13, source: "hand", scenario: "hostile \"scenario\" <&>"),
            events: [
                e(1, 0, .action) {
                    $0.name = action
                    $0.by = .user
                },
                e(2, 0.002, .callback) {
                    $0.receiver = .app
                    $0.method = .willFinishLaunching
                    $0.from = "notRunning"
                    $0.to = "background"
                    $0.cause = 1
                },
                e(3, 0.010, .callback) {
                    $0.receiver = .scene
                    $0.scene = scene
                    $0.method = .sceneWillConnect
                    $0.from = "unattached"
                    $0.to = "unattached"
                    $0.cause = 1
                },
                e(4, 0.011, .callback) {
                    $0.receiver = .scene
                    $0.scene = scene
                    $0.method = .sceneWillEnterForeground
                    $0.from = "unattached"
                    $0.to = "foregroundInactive"
                    $0.cause = 1
                },
                e(5, 0.011, .notification) {
                    $0.name = "UIScene.willEnterForegroundNotification"
                    $0.scene = scene
                    $0.cause = 1
                },
                e(6, 0.013, .callback) {
                    $0.receiver = .scene
                    $0.scene = scene
                    $0.method = .sceneDidBecomeActive
                    $0.from = "foregroundInactive"
                    $0.to = "foregroundActive"
                    $0.cause = 1
                },
                e(7, 1.0, .note) { $0.value = note }
            ])
    }

    static func render(_ kind: TraceDiagramKind, _ format: TraceOutputFormat) throws -> MemorySink {
        let sink = MemorySink()
        let options = RenderOptions(highlights: [
            Highlight(seq: 6, ruleID: "R\"<&]\\1", severity: .error, message: "m\"<&")
        ])
        try TraceRenderer(kind: kind, format: format, options: options).render(
            source(), title: "hostile \"title\" <&>", to: sink)
        return sink
    }

    @Test(arguments: [TraceDiagramKind.state, .timeline, .sequence])
    func dotParsesAndSVGShowsTheNamesLiterally(kind: TraceDiagramKind) throws {
        let dot = try Self.render(kind, .dot).text
        try Graphviz.validate(dot: dot)
        let layout: GraphvizLayout = kind == .state ? .dot : .pinnedNeato
        let svg = try Graphviz.render(dot: dot, layout: layout, format: .svg)
        let texts = try #require(svgTexts(svg), "SVG is not well-formed XML")
        let joined = texts.joined(separator: "\n")
        #expect(joined.contains("S\"1\\<&]"), "scene id shown literally")
        #expect(joined.contains("🙂\u{202E}x"))
        if kind != .state { #expect(joined.contains("la\"unch <b>&amp; ]] \\N"), "action name shown literally") }
    }

    @Test func chromeIsJSONWithTheNamesIntact() throws {
        let data = Data(try Self.render(.timeline, .chrome).bytes)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let events = try #require(root["traceEvents"] as? [[String: Any]])
        let names = events.compactMap { $0["name"] as? String }
        let threadNames = events.compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
        #expect(names.contains(Self.action))
        #expect(threadNames.contains("Scene " + Self.scene))
        #expect(names.contains("note: " + Self.note))
        #expect(names.contains { $0.hasPrefix("⚑ R\"<&]\\1") })
        // Flows from the action to what it caused, and no overlapping state slices on a track.
        #expect(events.contains { $0["ph"] as? String == "s" } && events.contains { $0["ph"] as? String == "f" })
    }

    @Test func textFitsEightyColumnsWithNoControlCharacters() throws {
        let text = try Self.render(.timeline, .txt).text
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(line.count <= 80, "line too long: \(line)")
            #expect(
                !line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "control character in: \(line)")
        }
        #expect(text.contains("la\"unch <b>&amp; ]] \\N"))
    }

    @Test(arguments: [TraceDiagramKind.state, .sequence])
    func mermaidEncodesEverySpecialCharacter(kind: TraceDiagramKind) throws {
        let text = try Self.render(kind, .mermaid).text
        // The front matter's title is YAML, where Mermaid decodes no entity codes: the title's
        // characters as themselves, a quote and a backslash escaped YAML's way.
        let title = try #require(text.split(separator: "\n").dropFirst().first)
        #expect(title.hasPrefix(#"title: "hostile \"title\" <&> — "#) && title.hasSuffix(#", ios13""#), "\(title)")
        for line in text.split(separator: "\n") where !line.hasPrefix("---") && line != title {
            // Outside the quotes of a declaration, no quote, no angle bracket but <br>, no backslash.
            let body = line.replacingOccurrences(of: "<br>", with: "")
            let quotes = body.filter { $0 == "\"" }.count
            #expect(quotes == 0 || quotes == 2, "stray quote: \(line)")
            #expect(!body.contains("<") && !body.contains(">>>") && !body.contains("\\"), "unescaped: \(line)")
        }
        let decoded = Self.decode(text, prefix: "#").replacingOccurrences(of: "<br>", with: "\n")
        #expect(decoded.contains("S\"1\\<&]\n🙂\u{202E}x"))
    }

    @Test(arguments: [TraceDiagramKind.state, .sequence, .timeline])
    func plantUMLEncodesEverySpecialCharacter(kind: TraceDiagramKind) throws {
        let text = try Self.render(kind, .plantuml).text
        #expect(text.hasPrefix("@startuml\n") && text.hasSuffix("@enduml\n"))
        for line in text.split(separator: "\n") {
            let quotes = line.filter { $0 == "\"" }.count
            #expect(quotes == 0 || quotes == 2, "stray quote: \(line)")
            #expect(!line.contains("\\\\") && !line.contains("<b>"), "unescaped: \(line)")
        }
        let decoded = Self.decode(text, prefix: "&#").replacingOccurrences(of: "\\n", with: "\n")
        #expect(decoded.contains("S\"1\\<&]\n🙂\u{202E}x"))
    }

    /// Replaces `#123;` (Mermaid) or `&#123;` (PlantUML) with the character.
    static func decode(_ text: String, prefix: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let range = rest.range(of: prefix) {
            out += rest[..<range.lowerBound]
            let after = rest[range.upperBound...]
            if let semicolon = after.firstIndex(of: ";"), let code = UInt32(after[..<semicolon]),
                let scalar = Unicode.Scalar(code)
            {
                out.unicodeScalars.append(scalar)
                rest = after[after.index(after: semicolon)...]
            } else {
                out += prefix
                rest = after
            }
        }
        return out + rest
    }
}
