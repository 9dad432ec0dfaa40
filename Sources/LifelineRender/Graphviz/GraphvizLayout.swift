/// A Graphviz layout engine: the `-K` option of the Graphviz programs.
///
/// All engines ship with libgvc (plugins `dot_layout` and `neato_layout`).
public enum GraphvizLayout: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Hierarchical (ranked) layout: the right one for state machines and flows.
    case dot
    /// Spring model (stress majorization).
    case neato
    /// Spring model (force-directed placement).
    case fdp
    /// Multiscale force-directed placement, for large graphs.
    case sfdp
    /// Circular layout.
    case circo
    /// Radial layout.
    case twopi
    /// `neato -n`: no layout at all; every node stays where its `pos` attribute puts it.
    ///
    /// To pin positions, give **every** node a `pos` attribute `"x,y"` in points
    /// (1/72 inch, y grows upwards), e.g. `DOTNode("a", ["pos": "0,144"])`. Graphviz only routes
    /// the edges (see the `splines` graph attribute) and sizes the nodes. A node without `pos`
    /// makes the layout fail. Set the graph attribute `notranslate=true` to keep the
    /// coordinates exactly as given; by default Graphviz shifts the drawing so that its
    /// lower-left corner is at the origin.
    ///
    /// This is the fast path for drawings whose geometry is already computed (timelines):
    /// it skips ranking, which is what makes `dot` slow on big graphs.
    case pinnedNeato = "neato -n"

    /// The engine name Graphviz knows (`neato` for ``pinnedNeato``).
    public var engineName: String {
        switch self {
        case .pinnedNeato: "neato"
        default: rawValue
        }
    }

    /// The value of neato's `-n` flag this layout needs (0 for every other layout).
    var neatoNoOpMode: Int32 {
        self == .pinnedNeato ? 1 : 0
    }

    /// The engine's name, as Graphviz spells it.
    public var description: String { rawValue }
}
