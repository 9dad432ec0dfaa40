import LifelineRender

/// Puts two drawings into one DOT graph, so that Graphviz lays them out (or draws them, when
/// their positions are pinned) as one image.
enum DOTComposition {
    /// Graph attributes that also mean something on a cluster: its title and the title's font.
    private static let clusterKeys: Set<String> = [
        "label", "labelloc", "labeljust", "fontname", "fontsize", "fontcolor"
    ]

    /// `graph` as a cluster of a larger graph: its node ids and subgraph names prefixed so two
    /// drawings never share a name, its title on the cluster's box.
    static func cluster(_ graph: DOTGraph, name: String, prefix: String) -> DOTSubgraph {
        var attributes = DOTAttributes()
        for attribute in graph.attributes.attributes where clusterKeys.contains(attribute.key) {
            attributes[attribute.key] = attribute.value
        }
        attributes["color"] = "#cccccc"
        attributes["style"] = "rounded"
        return DOTSubgraph.cluster(
            name, attributes: attributes, nodeDefaults: graph.nodeDefaults,
            edgeDefaults: graph.edgeDefaults, statements: prefixed(graph.statements, prefix))
    }

    /// The statements with every node id and subgraph name prefixed (clusters stay clusters).
    static func prefixed(_ statements: [DOTStatement], _ prefix: String) -> [DOTStatement] {
        statements.map { statement in
            switch statement {
            case .node(var node):
                node.id = prefix + node.id
                return .node(node)
            case .edge(var edge):
                edge.from = prefix + edge.from
                edge.to = prefix + edge.to
                return .edge(edge)
            case .subgraph(var subgraph):
                subgraph.name =
                    subgraph.isCluster
                    ? DOTSubgraph.clusterPrefix + prefix + subgraph.name.dropFirst(DOTSubgraph.clusterPrefix.count)
                    : prefix + subgraph.name
                subgraph.statements = prefixed(subgraph.statements, prefix)
                return .subgraph(subgraph)
            }
        }
    }

    /// A pinned drawing's nodes moved by (dx, dy) points (`pos` is `"x,y!"` in points).
    static func translated(_ statements: [DOTStatement], dx: Double, dy: Double) -> [DOTStatement] {
        statements.map { statement in
            guard case .node(var node) = statement, let (x, y) = position(node) else { return statement }
            node.attributes["pos"] = .string("\(number(x + dx)),\(number(y + dy))!")
            return .node(node)
        }
    }

    /// The lowest and highest y a pinned drawing reaches, counting each node's half height.
    static func verticalExtent(_ statements: [DOTStatement]) -> (bottom: Double, top: Double) {
        var bottom = Double.infinity, top = -Double.infinity
        for case .node(let node) in statements {
            guard let (_, y) = position(node) else { continue }
            var half = 0.0
            if case .number(let inches)? = node.attributes["height"] {
                half = inches * 72 / 2
            } else if case .html(let markup)? = node.attributes["label"] {
                // A block (a legend) is as tall as its rows, which Graphviz measures only when
                // drawing: estimate them generously, as the canvas does when placing it.
                half = Double(markup.split(separator: "<TR", omittingEmptySubsequences: false).count - 1) * 22 / 2 + 15
            }
            bottom = min(bottom, y - half)
            top = max(top, y + half)
        }
        return bottom.isFinite ? (bottom, top) : (0, 0)
    }

    private static func position(_ node: DOTNode) -> (Double, Double)? {
        guard case .string(let text)? = node.attributes["pos"] else { return nil }
        let parts = text.replacingExclamation.split(separator: ",")
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) else { return nil }
        return (x, y)
    }

    /// One decimal at most, no trailing `.0`, as the canvas writes positions.
    private static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

private extension String {
    var replacingExclamation: String { filter { $0 != "!" } }
}
