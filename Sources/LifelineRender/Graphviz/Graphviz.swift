import CGraphviz

/// Graphviz, linked in process (libgvc, libcgraph): parse DOT text, lay it out, render it.
///
/// Every call is serialized behind one process-wide lock, because Graphviz is not thread-safe;
/// calling from many tasks at once is safe, but renders do not run in parallel.
public enum Graphviz {
    /// Parses `dot`, lays it out with `layout` and renders it as `format`, as one atomic step.
    ///
    /// Graphviz's messages become the thrown error's text; nothing is printed to stderr: the
    /// few messages cairo writes there itself ("graph is too large for cairo-renderer bitmaps.
    /// Scaling by … to fit": a PNG or PDF over 32767 pixels comes out scaled down) are
    /// silenced. Warnings of a successful render are discarded.
    ///
    /// Name the graph (`digraph lifecycle { … }`): Graphviz names an anonymous graph from a
    /// process-wide counter (`%3`, `%5` …), which shows up in SVG and DOT output, so the bytes
    /// of an anonymous graph change from call to call. ``DOTGraph`` always names its graph.
    /// Only the first graph of the text is used; the rest is discarded (not left for the next call).
    ///
    /// - Returns: The rendered bytes (UTF-8 text for `GraphvizFormat.isText` formats).
    /// - Throws: ``GraphvizError``.
    public static func render(
        dot: String, layout: GraphvizLayout = .dot, format: GraphvizFormat
    ) throws(GraphvizError) -> [UInt8] {
        try GraphvizSession.withLock { context throws(GraphvizError) in
            let graph = try parse(dot, context)
            defer { agclose(graph) }

            lifeline_gv_set_neato_no_op(layout.neatoNoOpMode)
            defer { lifeline_gv_set_neato_no_op(0) }
            let laidOut = gvLayout(context.pointer, graph, layout.engineName)
            // Safe after a failed layout too: it only runs the cleanup a layout registered.
            defer { gvFreeLayout(context.pointer, graph) }
            // Some engines report failure only through agerr (neato -n with a node without pos).
            guard laidOut == 0, context.errorCount == 0 else {
                throw GraphvizError.layout(layout, message: context.messages)
            }

            var data: UnsafeMutablePointer<CChar>?
            var length = 0
            let rendered = StandardErrorSilence.run {
                lifeline_gvRenderData(context.pointer, graph, format.graphvizName, &data, &length)
            }
            // The buffer is malloc'd by Graphviz: copy it, then give it back.
            defer { if let data { gvFreeRenderData(data) } }
            guard rendered == 0, context.errorCount == 0, let data else {
                throw GraphvizError.render(format, message: context.messages)
            }
            var bytes = data.withMemoryRebound(to: UInt8.self, capacity: length) {
                Array(UnsafeBufferPointer(start: $0, count: length))
            }
            if format == .pdf { PDFDates.normalize(&bytes) }
            return bytes
        }
    }

    /// Parses `dot` without laying it out: throws ``GraphvizError/syntax(message:line:)``
    /// if Graphviz does not accept it. For tests that read generated DOT back.
    package static func validate(dot: String) throws(GraphvizError) {
        try GraphvizSession.withLock { context throws(GraphvizError) in
            _ = agclose(try parse(dot, context))
        }
    }

    /// The version of the Graphviz library in use, e.g. "2.43.0".
    public static var version: String {
        let version = try? GraphvizSession.withLock { context throws(GraphvizError) in
            gvcVersion(context.pointer).map { String(cString: $0) }
        }
        return (version ?? nil) ?? "unknown"
    }

    /// `agmemread`, with Graphviz's complaint turned into a ``GraphvizError``.
    /// Only call it holding the session lock; the caller must `agclose` the graph. Shared with ``DOTReadBack``.
    static func parse(
        _ dot: String, _ context: GraphvizContext
    ) throws(GraphvizError) -> UnsafeMutablePointer<Agraph_t> {
        // A C string stops at NUL: refuse rather than silently parse a prefix.
        guard !dot.utf8.contains(0) else {
            throw GraphvizError.syntax(message: "the DOT text contains a NUL character", line: nil)
        }
        // Before Graphviz 13, cgraph's lexer keeps the text after the previous call's first
        // graph buffered and would read it first (measured: a second graph left in one call's
        // text was drawn by the next call). Start every parse from an empty buffer, and count
        // lines from 1.
        lifeline_agreset_reader()
        // Not `agmemread`: its ids follow heap addresses, and so did the order of clusters in
        // the output (`ids.h`).
        let graph = lifeline_agmemread(dot)
        guard let graph, context.errorCount == 0 else {
            if let graph { agclose(graph) }
            let message = context.messages
            throw GraphvizError.syntax(message: message.isEmpty ? "no graph in the DOT text" : message)
        }
        return graph
    }
}
