import LifelineModel
import LifelineSupport
import LifelineTrace

/// What to draw from a trace.
public enum TraceDiagramKind: String, Sendable, CaseIterable {
    case state, timeline, sequence
}

/// Every output format a trace can be drawn in.
public enum TraceOutputFormat: String, Sendable, CaseIterable {
    case svg, png, pdf, dot, txt, mermaid, plantuml, chrome

    /// The Graphviz format for the formats drawn through Graphviz (`dot` is Lifeline's own DOT).
    public var graphviz: GraphvizFormat? {
        switch self {
        case .svg: return .svg
        case .png: return .png
        case .pdf: return .pdf
        case .dot: return .dot
        default: return nil
        }
    }
}

/// Where rendered output goes: a file written atomically, or memory in tests. Large outputs
/// (Chrome JSON of a 10M-event trace) are written piece by piece, never built whole.
public protocol OutputSink: AnyObject {
    func write(_ text: String) throws(Diagnostic)
    func write(bytes: [UInt8]) throws(Diagnostic)
}

extension OutputFile: OutputSink {
    /// Appends `bytes`.
    public func write(bytes: [UInt8]) throws(Diagnostic) { try write(bytes: bytes[...]) }
}

/// Collects output in memory.
package final class MemorySink: OutputSink {
    package private(set) var bytes: [UInt8] = []
    package init() {}
    package func write(_ text: String) throws(Diagnostic) { bytes.append(contentsOf: text.utf8) }
    package func write(bytes: [UInt8]) throws(Diagnostic) { self.bytes.append(contentsOf: bytes) }
    package var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// One entry point for every trace drawing, shared by the command line and the tests.
public struct TraceRenderer {
    package var kind: TraceDiagramKind
    package var format: TraceOutputFormat
    package var options: RenderOptions
    /// State diagram: the machine (nil: app for ios12, else scene).
    package var machine: MachineKind?
    /// State diagram: all scenes in one cluster.
    package var merge: Bool
    /// Text output: ANSI colours.
    package var color: Bool

    /// A renderer of `kind` diagrams in `format`.
    public init(
        kind: TraceDiagramKind, format: TraceOutputFormat, options: RenderOptions = RenderOptions(),
        machine: MachineKind? = nil, merge: Bool = false, color: Bool = false
    ) {
        self.kind = kind
        self.format = format
        self.options = options
        self.machine = machine
        self.merge = merge
        self.color = color
    }

    /// The trace's name in titles: its scenario, else `fallback` (the file name).
    package static func title(of header: TraceHeader, fallback: String) -> String {
        header.scenario ?? fallback
    }

    /// Reads `source` once and writes the drawing to `sink`.
    public func render(_ source: TraceSource, title: String, to sink: OutputSink) throws(Diagnostic) {
        let profile = options.profile(for: source.header)
        let source = SceneLimitedSource(source, profile: profile)
        switch (kind, format) {
        case (.state, .svg), (.state, .png), (.state, .pdf), (.state, .dot):
            let summary = try readState(source, profile: profile)
            try Self.draw(TraceStateDiagram.dot(summary, title: title), layout: .dot, format: format, to: sink)
        case (.timeline, .svg), (.timeline, .png), (.timeline, .pdf), (.timeline, .dot):
            let collector = try TimelineCollector.read(source, options: options)
            try Self.draw(TimelineDiagram.dot(collector, title: title), layout: .pinnedNeato, format: format, to: sink)
        case (.timeline, .txt):
            let collector = try TimelineCollector.read(source, options: options, bucketCount: TextTimeline.stripWidth)
            try sink.write(TextTimeline.render(collector, title: title, color: color))
        case (.sequence, .svg), (.sequence, .png), (.sequence, .pdf), (.sequence, .dot):
            let collector = try SequenceCollector.read(source, options: options)
            try Self.draw(SequenceDiagram.dot(collector, title: title), layout: .pinnedNeato, format: format, to: sink)
        case (.state, .mermaid):
            try sink.write(MermaidWriter.stateDiagram(try readState(source, profile: profile), title: title))
        case (.state, .plantuml):
            try sink.write(PlantUMLWriter.stateDiagram(try readState(source, profile: profile), title: title))
        case (.sequence, .mermaid), (.timeline, .mermaid):
            // Mermaid has no timing diagram: a timeline in Mermaid is its sequence diagram.
            try sink.write(
                MermaidWriter.sequenceDiagram(try SequenceCollector.read(source, options: options), title: title))
        case (.sequence, .plantuml):
            try sink.write(
                PlantUMLWriter.sequenceDiagram(try SequenceCollector.read(source, options: options), title: title))
        case (.timeline, .plantuml):
            try sink.write(
                PlantUMLWriter.timingDiagram(try TimelineCollector.read(source, options: options), title: title))
        case (_, .chrome):
            try ChromeTraceWriter.write(source, title: title, options: options, to: sink)
        default:
            throw Diagnostic(
                file: "<command line>", line: 1, column: 1,
                "--kind \(kind.rawValue) cannot be written as \(format.rawValue)")
        }
    }

    func readState(_ source: TraceSource, profile: Profile) throws(Diagnostic) -> TraceStateSummary {
        guard let machine else { return try TraceStateSummary.readDefault(source, options: options, merge: merge) }
        return try TraceStateSummary.read(source, machine: machine, options: options, merge: merge)
    }

    /// Lifeline's DOT as is for `dot`, else Graphviz's rendering of it.
    static func draw(_ dot: String, layout: GraphvizLayout, format: TraceOutputFormat, to sink: OutputSink)
        throws(Diagnostic)
    {
        guard let graphviz = format.graphviz else { return }
        if graphviz == .dot {
            try sink.write(dot)
            return
        }
        let bytes: [UInt8]
        do {
            bytes = try Graphviz.render(dot: dot, layout: layout, format: graphviz)
        } catch {
            throw Diagnostic(file: "<graphviz>", line: 1, column: 1, "\(error)")
        }
        try sink.write(bytes: bytes)
    }
}
