import LifelineSupport

/// One statement of a graph or subgraph body, written in insertion order.
package enum DOTStatement: Sendable, Hashable {
    case node(DOTNode)
    case edge(DOTEdge)
    case subgraph(DOTSubgraph)
}

/// A graph or subgraph: attribute defaults and a list of statements.
package protocol DOTStatementContainer {
    /// Graph attributes (`graph [...]`), e.g. `rankdir`, `label`.
    var attributes: DOTAttributes { get set }
    /// Default attributes of the nodes that follow (`node [...]`).
    var nodeDefaults: DOTAttributes { get set }
    /// Default attributes of the edges that follow (`edge [...]`).
    var edgeDefaults: DOTAttributes { get set }
    /// The body, in insertion order.
    var statements: [DOTStatement] { get set }
}

extension DOTStatementContainer {
    /// Appends a node statement.
    package mutating func add(_ node: DOTNode) { statements.append(.node(node)) }
    /// Appends an edge statement.
    package mutating func add(_ edge: DOTEdge) { statements.append(.edge(edge)) }
    /// Appends a subgraph (or cluster).
    package mutating func add(_ subgraph: DOTSubgraph) { statements.append(.subgraph(subgraph)) }

    /// The `graph`, `node`, `edge` default lines and the statements, indented by `level`.
    func bodyLines(level: Int, directed: Bool) -> [String] {
        let indent = String(repeating: "  ", count: level)
        var lines: [String] = []
        for (keyword, defaults) in [("graph", attributes), ("node", nodeDefaults), ("edge", edgeDefaults)]
        where !defaults.isEmpty {
            lines.append(indent + keyword + " [" + defaults.dotText + "];")
        }
        for statement in statements {
            switch statement {
            case let .node(node):
                lines.append(indent + Escaping.DOT.identifier(node.id) + Self.list(node.attributes) + ";")
            case let .edge(edge):
                let op = directed ? " -> " : " -- "
                let ends = Escaping.DOT.identifier(edge.from) + op + Escaping.DOT.identifier(edge.to)
                lines.append(indent + ends + Self.list(edge.attributes) + ";")
            case let .subgraph(subgraph):
                lines.append(indent + "subgraph " + Escaping.DOT.identifier(subgraph.name) + " {")
                lines += subgraph.bodyLines(level: level + 1, directed: directed)
                lines.append(indent + "}")
            }
        }
        return lines
    }

    /// ` [a=1, b=2]`, or nothing for no attributes.
    private static func list(_ attributes: DOTAttributes) -> String {
        attributes.isEmpty ? "" : " [" + attributes.dotText + "]"
    }
}
