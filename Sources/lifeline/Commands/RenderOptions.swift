import ArgumentParser
import LifelineModel
import LifelineRender
import LifelineSupport

/// What `lifeline render` draws from a trace.
enum RenderKind: String, ExpressibleByArgument, CaseIterable {
    case state, timeline, sequence
}

/// Every output format of `lifeline render`.
enum RenderFormat: String, ExpressibleByArgument, CaseIterable {
    case svg, png, pdf, dot, txt, mermaid, plantuml, chrome

    init?(fileExtension ext: String) {
        switch ext {
        case "svg": self = .svg
        case "png": self = .png
        case "pdf": self = .pdf
        case "dot", "gv": self = .dot
        case "txt": self = .txt
        case "mmd", "mermaid": self = .mermaid
        case "puml", "plantuml": self = .plantuml
        case "json": self = .chrome
        default: return nil
        }
    }

    /// The Graphviz format, for the formats Graphviz writes (`dot` is Lifeline's own DOT).
    var graphvizFormat: GraphvizFormat? {
        switch self {
        case .svg: return .svg
        case .png: return .png
        case .pdf: return .pdf
        case .dot: return .dot
        default: return nil
        }
    }
}

/// Options that only apply when drawing a trace.
struct RenderTraceOptions: ParsableArguments {
    @Option(help: "State diagram: which machine's states (app, scene, phase); default app for ios12, else scene.")
    var machine: MachineKind?

    @Flag(
        name: [.customLong("merge-scenes"), .customLong("merge")],
        help: "State diagram: merge all scenes into one set of states instead of a cluster per scene.")
    var merge = false

    @Option(
        help:
            """
            How much legend: none, compact (a strip under the title, naming what is drawn) or full (a table \
            beside it).
            """
    )
    var legend: LegendDetail = .compact

    @Flag(
        help: """
            State diagram: also draw the model's transitions the trace never took (dashed grey) and the states it never \
            visited.
            """)
    var referenceEdges = false

    @Option(
        help:
            """
            State diagram: clusters per row (default: about the square root of their number, so many scenes make \
            a grid).
            """
    )
    var columns: Int?

    @Option(help: "Only events at or after this time (seconds).")
    var from: Double?

    @Option(help: "Only events at or before this time (seconds).")
    var to: Double?

    @Option(name: .customLong("scene"), help: "Only this scene (repeat for several).")
    var scenes: [String] = []
}

extension LegendDetail: ExpressibleByArgument {}

/// Turning DOT into the bytes of a format.
enum RenderOutput {
    /// Lifeline's own DOT for `.dot` (deterministic, no layout), else Graphviz's rendering.
    static func bytes(dot: String, layout: GraphvizLayout, format: GraphvizFormat) throws -> [UInt8] {
        if format == .dot { return Array(dot.utf8) }
        do {
            return try Graphviz.render(dot: dot, layout: layout, format: format)
        } catch {
            throw Diagnostic(file: "<graphviz>", line: 1, column: 1, "\(error)")
        }
    }
}
