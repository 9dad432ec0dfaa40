/// A subgraph: groups nodes for shared defaults or `rank=same`; named `cluster_…`, Graphviz's
/// `dot` layout draws it as a box (a cluster).
package struct DOTSubgraph: Sendable, Hashable, DOTStatementContainer {
    /// The prefix that makes a subgraph a cluster.
    package static let clusterPrefix = "cluster_"

    /// The subgraph's name; names are global to the graph, so make them unique.
    package var name: String
    package var attributes: DOTAttributes
    package var nodeDefaults: DOTAttributes
    package var edgeDefaults: DOTAttributes
    package var statements: [DOTStatement]

    /// A plain subgraph (not drawn as a box unless `name` starts with `cluster`).
    package init(
        name: String, attributes: DOTAttributes = [:], nodeDefaults: DOTAttributes = [:],
        edgeDefaults: DOTAttributes = [:], statements: [DOTStatement] = []
    ) {
        self.name = name
        self.attributes = attributes
        self.nodeDefaults = nodeDefaults
        self.edgeDefaults = edgeDefaults
        self.statements = statements
    }

    /// A cluster named `cluster_<id>` (`id` is used as is if it already has the prefix).
    package static func cluster(
        _ id: String, attributes: DOTAttributes = [:], nodeDefaults: DOTAttributes = [:],
        edgeDefaults: DOTAttributes = [:], statements: [DOTStatement] = []
    ) -> DOTSubgraph {
        DOTSubgraph(
            name: id.hasPrefix(clusterPrefix) ? id : clusterPrefix + id, attributes: attributes,
            nodeDefaults: nodeDefaults, edgeDefaults: edgeDefaults, statements: statements)
    }

    /// Whether Graphviz treats this subgraph as a cluster.
    package var isCluster: Bool { name.hasPrefix(Self.clusterPrefix) }
}
