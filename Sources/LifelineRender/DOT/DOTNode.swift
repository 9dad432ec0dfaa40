/// A node statement: `id [attributes];`.
public struct DOTNode: Sendable, Hashable {
    /// The node's ID, any text; it is escaped when written. Without a `label` attribute,
    /// Graphviz draws the ID as the label.
    public var id: String
    public var attributes: DOTAttributes

    public init(_ id: String, _ attributes: DOTAttributes = [:]) {
        self.id = id
        self.attributes = attributes
    }
}
