import Foundation
import LifelineTestSupport
import Testing

/// Issue 36, item 4, through the binary: a 3,000-event iPad trace's state diagram is a grid,
/// not a strip of nine clusters; `--merge-scenes` draws one; `--legend` and
/// `--reference-edges` change what is drawn; bad values are refused.
@Suite("Legible diagrams: render's grid, legend and reference edges")
struct LegibleDiagramCommandTests {
    static let hero = "Traces/ios13/home-and-return.jsonl"

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-legible-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func svg(_ arguments: [String]) throws -> SVGGeometry {
        let result = try CommandRunner.run(["render"] + arguments + ["--format", "svg"])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try SVGGeometry(result.stdout)
    }

    @Test("the issue's 3,000-event iPad trace: a grid of 9 clusters, or one with --merge-scenes")
    func ipadTraceIsAGrid() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = directory.appendingPathComponent("ipad.jsonl").path
        let simulated = try CommandRunner.run([
            "simulate", "--random", "--events", "3000", "--profile", "ipados-multiwindow",
            "--seed", "1", "-o", trace
        ])
        #expect(simulated.status == 0, "\(simulated.stderr)")

        let grid = try Self.svg([trace, "--kind", "state"])
        let strip = try Self.svg([trace, "--kind", "state", "--columns", "9"])
        let merged = try Self.svg([trace, "--kind", "state", "--merge-scenes"])
        #expect(grid.clusters.count == 9 && strip.clusters.count == 9 && merged.clusters.count == 1)
        // Three rows of three: about a third as wide as the strip, at most about twice as tall.
        #expect(grid.width * 2 < strip.width, "grid \(grid.width) pt wide, strip \(strip.width) pt")
        #expect(grid.width < grid.height * 2.5, "grid \(grid.width) × \(grid.height) pt is still a strip")
        let rowTops = Set(grid.clusters.values.map { ($0.top / 50).rounded() })
        #expect(rowTops.count >= 3, "cluster tops: \(grid.clusters.values.map(\.top).sorted())")
        #expect(merged.width < grid.width, "merged \(merged.width) pt")
        // --merge is the older spelling of --merge-scenes.
        let old = try CommandRunner.run(["render", trace, "--kind", "state", "--merge", "--format", "dot"])
        let new = try CommandRunner.run(["render", trace, "--kind", "state", "--merge-scenes", "--format", "dot"])
        #expect(old.status == 0 && old.stdout == new.stdout)
    }

    @Test("--legend none|compact|full and --reference-edges change the DOT as documented")
    func legendAndReferenceEdges() throws {
        func dot(_ options: [String]) throws -> String {
            let result = try CommandRunner.run(["render", Self.hero, "--kind", "state", "--format", "dot"] + options)
            #expect(result.status == 0, "\(options): \(result.stderr)")
            return result.stdout
        }
        let standard = try dot([]), compact = try dot(["--legend", "compact"])
        #expect(standard == compact, "compact is the default")
        #expect(compact.contains("callback ×times") && !compact.contains("\n  legend ["))
        let none = try dot(["--legend", "none"])
        #expect(!none.contains("callback ×times") && !none.contains("\n  legend ["))
        let full = try dot(["--legend", "full"])
        #expect(full.contains("\n  legend [") && full.contains("transition taken: callback"))
        #expect(!standard.contains("#c0c0c0"))
        let reference = try dot(["--reference-edges"])
        #expect(reference.contains("style=dashed, color=\"#c0c0c0\""))
        #expect(reference.contains("never taken"))
        // A timeline's legend sits below its axis: compact and full draw it, none leaves it out.
        let timeline = { (legend: String) in
            try CommandRunner.run(["render", Self.hero, "--kind", "timeline", "--format", "dot", "--legend", legend])
                .stdout
        }
        #expect(try timeline("compact").contains("<B>Legend</B>") && timeline("compact") == timeline("full"))
        #expect(try !timeline("none").contains("<B>Legend</B>") && !timeline("none").isEmpty)
    }

    @Test(
        "a legend or column count that does not exist is a usage error, exit 2",
        arguments: [
            ["--legend", "big"], ["--columns", "0"], ["--columns=-3"], ["--columns", "1001"]
        ])
    func badValues(_ options: [String]) throws {
        let result = try CommandRunner.run(["render", Self.hero, "--kind", "state", "--format", "dot"] + options)
        #expect(result.status == 2, "\(options): \(result.status)")
        // Usage errors are swift-argument-parser's `Error: …` line naming the option, then usage.
        let first = result.stderr.split(separator: "\n").first ?? ""
        #expect(
            first.hasPrefix("Error: ") && first.contains(options[0].hasPrefix("--legend") ? "--legend" : "--columns"),
            "\(options): \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
