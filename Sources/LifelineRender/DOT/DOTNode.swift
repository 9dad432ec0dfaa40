/// A node statement: `id [attributes];`.
package struct DOTNode: Sendable, Hashable {
    /// The node's ID, any text; it is escaped when written. Without a `label` attribute,
    /// Graphviz draws the ID as the label.
    package var id: String
    package var attributes: DOTAttributes

    package init(_ id: String, _ attributes: DOTAttributes = [:]) {
        self.id = id
        self.attributes = attributes
    }
}
