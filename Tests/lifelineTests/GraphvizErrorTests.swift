import Foundation
import LifelineRender
import LifelineTestSupport
import Testing

/// Graphviz failures reach the user as one Lifeline diagnostic and exit status 2: no crash,
/// no Graphviz chatter on stderr, and no output file.
@Suite("Graphviz errors")
struct GraphvizErrorTests {
    /// The plugin registry's file name for the installed Graphviz (`config6a`, `config8`).
    static let registry = GraphvizInstall.pluginRegistry

    /// The plugin directory of the linked libgvc (where the registry lives), if any: `graphviz/`
    /// beside the library (Debian's multiarch directory, Homebrew's or a private prefix's lib/).
    static let pluginDirectory: String? = GraphvizLibrary.directory.map { $0 + "/graphviz" }
        .flatMap { FileManager.default.fileExists(atPath: $0 + "/" + registry) ? $0 : nil }

    static let advice: String = {
        #if os(Linux)
            if GraphvizInstall.pluginABI == 6 {
                return """
                    The plugin registry (config6a) is probably missing or GVBINDIR points elsewhere: reinstall libgvc6 \
                    (sudo apt-get install --reinstall libgvc6, which rebuilds the registry), or run `make deps` if libgvc \
                    is not installed at all.
                    """
            }
        #endif
        return """
            The plugin registry (\(registry)) is probably missing or GVBINDIR points elsewhere: rebuild it with `sudo \
            dot -c` (Graphviz's own command, which writes \(registry)), or run `make deps` if Graphviz is not \
            installed at all.
            """
    }()

    @Test("no layout plugins at all (an empty GVBINDIR): a missing-plugin error, no file")
    func noPlugins() throws {
        let directory = try HostileFiles.directory("no-plugins")
        let target = directory + "/model.svg"
        let result = try CommandRunner.run(
            ["render", "--model", "app", "-o", target], environment: ["GVBINDIR": directory])
        #expect(result.status == 2)
        #expect(
            result.stderr == """
                <graphviz>:1:1: error: Graphviz has no layout plugin \"dot\" (Error: Layout type: \"dot\" not recognized. \
                Use one of:). \(Self.advice)\n
                """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    @Test("layout plugins but no PNG renderer: a missing-format error", .enabled(if: pluginDirectory != nil))
    func noPNGRenderer() throws {
        let installed = try #require(Self.pluginDirectory)
        let directory = try HostileFiles.directory("no-png")
        // A registry with only the core (svg, dot …) and dot-layout plugins: no cairo, no gd.
        let registry = try String(contentsOfFile: installed + "/" + Self.registry, encoding: .utf8)
        var kept: [Substring] = []
        var keeping = false
        for line in registry.split(separator: "\n", omittingEmptySubsequences: false) {
            if let first = line.first, first != " ", first != "\t", first != "}" {
                keeping = line.hasPrefix("libgvplugin_core.") || line.hasPrefix("libgvplugin_dot_layout.")
            }
            if keeping { kept.append(line) }
        }
        try kept.joined(separator: "\n").write(
            toFile: directory + "/" + Self.registry, atomically: true, encoding: .utf8)
        // The registry names the libraries with their ABI (`.so.6`, `.so.8`, `.8.dylib`): link them all.
        let libraries = try FileManager.default.contentsOfDirectory(atPath: installed)
            .filter { $0.hasPrefix("libgvplugin_core.") || $0.hasPrefix("libgvplugin_dot_layout.") }
        for library in libraries {
            try FileManager.default.createSymbolicLink(
                atPath: directory + "/" + library, withDestinationPath: installed + "/" + library)
        }
        let target = directory + "/model.png"
        let result = try CommandRunner.run(
            ["render", "--model", "app", "-o", target], environment: ["GVBINDIR": directory])
        #expect(result.status == 2)
        if GraphvizInstall.pluginABI == 6 {
            #expect(
                result.stderr == """
                    <graphviz>:1:1: error: Graphviz has no format plugin \"png\" (Error: renderer for png is \
                    unavailable). \(Self.advice)\n
                    """)
        } else {
            // From 13 the format is unknown outright, after font warnings (no pango plugin either).
            #expect(result.stderr.hasPrefix("<graphviz>:1:1: error: Graphviz has no format plugin \"png\" ("))
            #expect(result.stderr.contains("Format: \"png\" not recognized. Use one of:"))
            #expect(result.stderr.hasSuffix("). \(Self.advice)\n"))
        }
        #expect(!FileManager.default.fileExists(atPath: target))
        let svg = try CommandRunner.run(
            ["render", "--model", "app", "-o", directory + "/model.svg"], environment: ["GVBINDIR": directory])
        #expect(svg.status == 0, "the core plugin still draws SVG: \(svg.stderr)")
    }

    /// A trace with one scene whose id is 30,000 characters: drawn wider than Graphviz allows.
    static func overwideTrace() throws -> String {
        let scene = HostileTrace.json(String(repeating: "S", count: 30_000))
        let lines = [
            HostileFiles.header,
            #"{"seq":1,"t":0,"kind":"callback","receiver":"scene","scene":\#(scene),"method":"scene(_:willConnectTo:options:)"}"#,
            #"{"seq":2,"t":0.001,"kind":"callback","receiver":"scene","scene":\#(scene),"method":"sceneWillEnterForeground(_:)"}"#
        ]
        return try HostileFiles.write(Array((lines.joined(separator: "\n") + "\n").utf8), named: "overwide.jsonl")
    }

    /// Graphviz 9 raised the edge length limit from 65535 to INT_MAX.
    static let limitsEdgeLength = (GraphvizInstall.majorVersion ?? 0) < 9

    @Test(
        "a layout Graphviz refuses (an overwide node) is one Lifeline error line, exit status 2, no file",
        .enabled(if: limitsEdgeLength))
    func layoutFailure() throws {
        let trace = try Self.overwideTrace()
        let target = trace + ".svg"
        let result = try CommandRunner.run(["render", trace, "--kind", "state", "-o", target])
        #expect(result.status == 2)
        // The length depends on the installed fonts; the message around it does not.
        #expect(result.stderr.hasPrefix("<graphviz>:1:1: error: Graphviz layout 'dot' failed: Error: Edge length "))
        #expect(result.stderr.hasSuffix(" larger than maximum 65535 allowed.\\nCheck for overwide node(s).\n"))
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test(
        "from Graphviz 9 the overwide node is drawn: exit status 0, quiet, a whole SVG",
        .disabled(if: limitsEdgeLength))
    func overwideDrawn() throws {
        let trace = try Self.overwideTrace()
        let target = trace + ".svg"
        let result = try CommandRunner.run(["render", trace, "--kind", "state", "-o", target])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "stderr: \(result.stderr)")
        let svg = try String(contentsOfFile: target, encoding: .utf8)
        #expect(svg.contains(String(repeating: "S", count: 30_000)) && svg.hasSuffix("</svg>\n"))
    }

    @Test("a PNG past cairo's size limit is written scaled down, without cairo's message on stderr")
    func oversizedBitmap() throws {
        let trace = try Self.overwideTrace()
        let result = try CommandRunner.run(["render", trace, "--kind", "timeline", "-o", trace + ".png"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "cairo wrote: \(result.stderr)")
        let png = try Data(contentsOf: URL(fileURLWithPath: trace + ".png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
