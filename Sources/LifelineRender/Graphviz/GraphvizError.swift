/// Why Graphviz could not parse, lay out or render a graph.
///
/// Every case carries Graphviz's own message (what `dot` would have printed on stderr),
/// captured in process; nothing is printed.
public enum GraphvizError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The DOT text is not valid DOT. `line` is the 1-based line Graphviz reported, if any.
    case syntax(message: String, line: Int?)
    /// The layout engine failed (for ``GraphvizLayout/pinnedNeato``: typically a node without `pos`).
    case layoutFailed(layout: GraphvizLayout, message: String)
    /// The renderer failed to produce output.
    case renderFailed(format: GraphvizFormat, message: String)
    /// Graphviz knows no plugin for this layout engine or output format, usually because the
    /// plugin registry (`GraphvizInstall.pluginRegistry`: `config6a` before Graphviz 13,
    /// `config8` from 13) is missing.
    case missingPlugin(kind: PluginKind, name: String, message: String)

    /// What kind of Graphviz plugin was missing.
    public enum PluginKind: String, Sendable, Hashable {
        case layout
        case format
    }

    /// The error as one line.
    public var description: String {
        switch self {
        case let .syntax(message, line):
            let at = line.map { " (line \($0))" } ?? ""
            return "DOT syntax error\(at): \(message)"
        case let .layoutFailed(layout, message):
            return "Graphviz layout '\(layout)' failed: \(message)"
        case let .renderFailed(format, message):
            return "Graphviz could not render \(format): \(message)"
        case let .missingPlugin(kind, name, message):
            return """
                Graphviz has no \(kind.rawValue) plugin "\(name)" (\(message)). \
                The plugin registry (\(GraphvizInstall.pluginRegistry)) is probably missing or GVBINDIR points \
                elsewhere: \(GraphvizInstall.registryAdvice)
                """
        }
    }
}

extension GraphvizError {
    /// Classifies a failed `gvLayout` from Graphviz's message.
    static func layout(_ layout: GraphvizLayout, message: String) -> GraphvizError {
        // gvlayout.c: `Layout type: "%s" not recognized. Use one of: …`
        if message.contains("Layout type:") && message.contains("not recognized") {
            return .missingPlugin(kind: .layout, name: layout.engineName, message: message)
        }
        return .layoutFailed(layout: layout, message: message)
    }

    /// Classifies a failed `gvRenderData` from Graphviz's message.
    static func render(_ format: GraphvizFormat, message: String) -> GraphvizError {
        // gvrender.c / gvc.c: `Format: "%s" not recognized. Use one of: …`; when the registry
        // names the format but no loadable plugin renders it: `renderer for %s is unavailable`.
        if (message.contains("Format:") && message.contains("not recognized"))
            || (message.contains("renderer for") && message.contains("is unavailable"))
        {
            return .missingPlugin(kind: .format, name: format.graphvizName, message: message)
        }
        return .renderFailed(format: format, message: message)
    }

    /// Classifies a failed `agmemread`; picks up the line from "… in line 3 near …".
    static func syntax(message: String) -> GraphvizError {
        .syntax(message: message, line: lineNumber(in: message))
    }

    /// The number after the first "line " in `message`, if any.
    static func lineNumber(in message: String) -> Int? {
        let words = message.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard let index = words.firstIndex(of: "line"), index + 1 < words.endIndex else { return nil }
        return Int(words[index + 1].prefix(while: \.isASCIIDigit))
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
