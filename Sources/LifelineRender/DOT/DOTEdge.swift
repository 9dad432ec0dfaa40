/// An edge statement: `from -> to [attributes];` (`--` in undirected graphs).
///
/// Graphviz creates a node that is not declared, so an edge may name nodes declared later.
public struct DOTEdge: Sendable, Hashable {
    /// The tail node's ID.
    public var from: String
    /// The head node's ID.
    public var to: String
    public var attributes: DOTAttributes

    public init(from: String, to: String, _ attributes: DOTAttributes = [:]) {
        self.from = from
        self.to = to
        self.attributes = attributes
    }
}
