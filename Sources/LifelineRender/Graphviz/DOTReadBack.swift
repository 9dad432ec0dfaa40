import CGraphviz

/// A DOT text as Graphviz's own parser (`agmemread`) reads it: how many nodes, edges and
/// subgraphs it declares, and every name and attribute value in it.
///
/// For checking generated DOT from the outside: a string that broke out of its quotes would
/// add nodes, edges or subgraphs, or cut an attribute value short.
public struct DOTReadBack: Sendable, Equatable {
    /// The graph's name.
    package var graphName: String
    /// Nodes in the whole graph (subgraphs included).
    public var nodeCount: Int
    /// Edges in the whole graph.
    public var edgeCount: Int
    /// Subgraphs (clusters included), at any depth.
    public var subgraphCount: Int
    /// Node names, in Graphviz's order.
    package var nodeNames: [String]
    /// Every attribute value set on the graph, its subgraphs, nodes and edges, as the parser
    /// stored it (DOT string escapes such as `\"` resolved; label escapes such as `\n` and
    /// HTML entities not: Graphviz resolves those only when it lays the label out).
    public var attributeValues: [String]
}

extension Graphviz {
    /// Parses `dot` with libcgraph and reports what it holds; throws ``GraphvizError/syntax(message:line:)``
    /// when Graphviz does not accept it.
    public static func readBack(dot: String) throws(GraphvizError) -> DOTReadBack {
        try GraphvizSession.withLock { context throws(GraphvizError) in
            let graph = try parse(dot, context)
            defer { agclose(graph) }
            var result = DOTReadBack(
                graphName: String(cString: lifeline_agnameof(graph)), nodeCount: 0, edgeCount: 0,
                subgraphCount: 0, nodeNames: [], attributeValues: [])
            result.attributeValues += values(of: UnsafeMutableRawPointer(graph), kind: Int32(AGRAPH), in: graph)
            result.subgraphCount = collectSubgraphs(of: graph, root: graph, into: &result.attributeValues)
            var node = agfstnode(graph)
            while let current = node {
                result.nodeCount += 1
                result.nodeNames.append(String(cString: lifeline_agnameof(current)))
                result.attributeValues += values(of: UnsafeMutableRawPointer(current), kind: Int32(AGNODE), in: graph)
                var edge = agfstout(graph, current)
                while let out = edge {
                    result.edgeCount += 1
                    result.attributeValues += values(of: UnsafeMutableRawPointer(out), kind: Int32(AGEDGE), in: graph)
                    edge = agnxtout(graph, out)
                }
                node = agnxtnode(graph, current)
            }
            return result
        }
    }

    /// Counts the subgraphs below `graph` and collects their graph attributes.
    private static func collectSubgraphs(
        of graph: UnsafeMutablePointer<Agraph_t>, root: UnsafeMutablePointer<Agraph_t>,
        into values: inout [String]
    ) -> Int {
        var count = 0
        var subgraph = agfstsubg(graph)
        while let current = subgraph {
            count += 1
            values += self.values(of: UnsafeMutableRawPointer(current), kind: Int32(AGRAPH), in: root)
            count += collectSubgraphs(of: current, root: root, into: &values)
            subgraph = agnxtsubg(current)
        }
        return count
    }

    /// The non-default attribute values of one object.
    private static func values(
        of object: UnsafeMutableRawPointer, kind: Int32, in graph: UnsafeMutablePointer<Agraph_t>
    ) -> [String] {
        var result: [String] = []
        var symbol = agnxtattr(graph, kind, nil)
        while let current = symbol {
            if let value = agxget(object, current) {
                let text = String(cString: value)
                if !text.isEmpty { result.append(text) }
            }
            symbol = agnxtattr(graph, kind, current)
        }
        return result
    }
}
