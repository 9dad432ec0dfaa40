import Foundation
import LifelineTestSupport
import LifelineTrace
import Testing
@testable import LifelineRender

/// Issue 36: the README's hero state diagram reads in a README column. GitHub shows a README
/// 880 px wide at most and scales a wider picture down to it; at 1,457 pt the old hero's
/// 9-point labels came out about 5 px tall.
///
/// Measured from geometry, not from pixels: the label height is the font size Graphviz hands
/// to cairo (every `<text>`'s `font-size` in the same layout's SVG), times the scale that makes
/// the drawing 880 px wide. The PNG is rendered in process at that scale and its width checked,
/// so the scale is the one the raster really has; reading glyphs back from it would need a
/// PNG decoder (inflate) the project does not have, and antialiasing blurs where a glyph ends.
/// The label height here is the font's em (CSS's `font-size`), as the issue counted it.
@Suite struct HeroLegibilityTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let column = 880.0
    static let smallestLabel = 10.0

    /// The README's first picture, `Traces/<profile>/<name>.state.svg`, and the trace beside it.
    static func hero() throws -> (picture: URL, trace: URL) {
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        let image = try #require(SVGGeometry.matches(#"!\[[^\]]*\]\(([^)]+\.state\.svg)\)"#, in: readme).first?[1])
        let picture = repository.appendingPathComponent(image)
        let trace = repository.appendingPathComponent(String(image.dropLast(".state.svg".count)) + ".jsonl")
        return (picture, trace)
    }

    @Test("the hero rendered to PNG 880 px wide has labels at least 10 px tall")
    func heroPNGAtReadmeWidth() throws {
        let (_, trace) = try Self.hero()
        let reader = try TraceReader(path: trace.path)
        let summary = try TraceStateSummary.readDefault(reader, options: RenderOptions(), merge: false)
        var graph = TraceStateDiagram.graph(summary, title: TraceRenderer.title(of: reader.header, fallback: "hero"))
        let natural = try SVGGeometry(
            String(decoding: try Graphviz.render(dot: graph.render(), layout: .dot, format: .svg), as: UTF8.self))

        // Graphviz draws PNG at `dpi` pixels per inch of 72 points.
        graph.attributes["dpi"] = DOTValue.number(72 * Self.column / natural.width)
        let png = try Graphviz.render(dot: graph.render(), layout: .dot, format: .png)
        let size = try #require(pngSize(png))
        #expect(abs(Double(size.width) - Self.column) <= 1, "PNG \(size.width) px wide, not \(Self.column)")

        let scale = Double(size.width) / natural.width
        let smallest = try #require(natural.fontSizes.min())
        #expect(
            smallest * scale >= Self.smallestLabel,
            """
            smallest label \(smallest) pt × \(scale) = \(smallest * scale) px at \(size.width) px (drawing \
            \(natural.width) pt wide)
            """)
    }

    @Test("the committed hero picture, scaled to 880 px, has labels at least 10 px tall")
    func committedHero() throws {
        let (picture, _) = try Self.hero()
        let geometry = try SVGGeometry(try String(contentsOf: picture, encoding: .utf8))
        let scale = min(1, Self.column / geometry.width)
        let smallest = try #require(geometry.fontSizes.min())
        #expect(
            smallest * scale >= Self.smallestLabel,
            "\(picture.lastPathComponent): \(smallest) pt × \(scale) at \(geometry.width) pt wide")
    }
}
