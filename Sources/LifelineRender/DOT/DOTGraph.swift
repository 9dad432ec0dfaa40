import LifelineSupport

/// A DOT document, built in memory and written deterministically by ``render()``:
/// same graph value, same bytes. Needs no Graphviz.
///
/// The diagrams build it (``ReferenceDiagram/graph(_:)`` for the model's machines); a user of
/// the library renders what they return:
///
/// ```swift
/// let bytes = try Graphviz.render(dot: graph.render(), format: .svg)
/// ```
public struct DOTGraph: Sendable, Hashable, DOTStatementContainer {
    /// The graph's name. Always written, so Graphviz never falls back to its
    /// counter-based anonymous names (which would make output bytes vary).
    public var name: String
    /// `digraph` (edges `->`) or `graph` (edges `--`).
    public var isDirected: Bool
    /// `strict`: Graphviz merges parallel edges and drops self-loops' duplicates.
    public var isStrict: Bool
    package var attributes: DOTAttributes
    package var nodeDefaults: DOTAttributes
    package var edgeDefaults: DOTAttributes
    package var statements: [DOTStatement]

    /// An empty graph named `name` (an empty name is written as `G`).
    package init(
        name: String, directed: Bool = true, strict: Bool = false, attributes: DOTAttributes = [:],
        nodeDefaults: DOTAttributes = [:], edgeDefaults: DOTAttributes = [:],
        statements: [DOTStatement] = []
    ) {
        self.name = name
        self.isDirected = directed
        self.isStrict = strict
        self.attributes = attributes
        self.nodeDefaults = nodeDefaults
        self.edgeDefaults = edgeDefaults
        self.statements = statements
    }

    /// The DOT text: a header line, the `graph`/`node`/`edge` defaults, then the statements in
    /// insertion order, one per line, indented by two spaces per level, with a trailing newline.
    public func render() -> String {
        let keyword = (isStrict ? "strict " : "") + (isDirected ? "digraph" : "graph")
        let header = keyword + " " + Escaping.DOT.identifier(name.isEmpty ? "G" : name) + " {"
        let lines = [header] + bodyLines(level: 1, directed: isDirected) + ["}"]
        return lines.joined(separator: "\n") + "\n"
    }
}
