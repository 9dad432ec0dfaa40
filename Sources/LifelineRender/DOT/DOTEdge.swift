/// An edge statement: `from -> to [attributes];` (`--` in undirected graphs).
///
/// Graphviz creates a node that is not declared, so an edge may name nodes declared later.
package struct DOTEdge: Sendable, Hashable {
    /// The tail node's ID.
    package var from: String
    /// The head node's ID.
    package var to: String
    package var attributes: DOTAttributes

    package init(from: String, to: String, _ attributes: DOTAttributes = [:]) {
        self.from = from
        self.to = to
        self.attributes = attributes
    }
}
