import LifelineSupport

/// A drawing of pinned shapes for `neato -n`: every node gets a `pos` in points, so Graphviz
/// only draws (no layout), which is what keeps big timelines fast.
struct PinnedCanvas {
    private(set) var nodes: [DOTNode] = []
    private(set) var edges: [DOTEdge] = []
    private var counter = 0

    private static func inches(_ points: Double) -> DOTValue { .number((points / 72 * 10_000).rounded() / 10_000) }
    private static func pos(_ x: Double, _ y: Double) -> DOTValue {
        .string("\(Self.round(x)),\(Self.round(y))!")
    }
    private static func round(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        return r == r.rounded() ? String(Int(r)) : String(r)
    }

    private mutating func nextID() -> String {
        counter += 1
        return "n\(counter)"
    }

    /// A filled rectangle from (x1, y1) to (x2, y2), optionally labelled; `dashed` draws its
    /// outline dashed (a state left open).
    mutating func rect(
        x1: Double, y1: Double, x2: Double, y2: Double, fill: String, stroke: String? = nil, dashed: Bool = false,
        label: String = "", fontSize: Double = 8, tooltip: String? = nil, cssClass: String? = nil
    ) {
        var attributes: DOTAttributes = [
            "shape": "box", "style": dashed ? "filled,dashed" : "filled", "fixedsize": true, "fillcolor": .string(fill),
            "color": .string(stroke ?? fill), "penwidth": stroke == nil ? 0 : dashed ? 0.8 : 0.6,
            "width": Self.inches(max(abs(x2 - x1), 0.5)), "height": Self.inches(max(abs(y2 - y1), 0.5)),
            "pos": Self.pos((x1 + x2) / 2, (y1 + y2) / 2), "label": .string(label), "fontsize": .number(fontSize)
        ]
        if let tooltip { attributes["tooltip"] = .string(tooltip) }
        if let cssClass { attributes["class"] = .string(cssClass) }
        nodes.append(DOTNode(nextID(), attributes))
    }

    /// Text centred at (x, y).
    /// `opaque` paints a white box behind the text, hiding the connector lines that pass behind it.
    mutating func text(
        _ text: String, x: Double, y: Double, size: Double = 9, color: String = "#111111",
        bold: Bool = false, opaque: Bool = false, tooltip: String? = nil, cssClass: String? = nil
    ) {
        var markup =
            "<FONT POINT-SIZE=\"\(Self.round(size))\" COLOR=\"\(color)\">" + Escaping.DOT.htmlText(text) + "</FONT>"
        if bold { markup = "<B>" + markup + "</B>" }
        var attributes: DOTAttributes = [
            "shape": "plaintext", "label": .html(markup), "pos": Self.pos(x, y),
            "width": 0.01, "height": 0.01, "margin": 0
        ]
        if opaque {
            attributes["style"] = "filled"
            attributes["fillcolor"] = "white"
            attributes["color"] = "white"
        }
        if let tooltip { attributes["tooltip"] = .string(tooltip) }
        if let cssClass { attributes["class"] = .string(cssClass) }
        nodes.append(DOTNode(nextID(), attributes))
    }

    /// A horizontal arrow from x1 to x2 at y, between two invisible pinned points.
    mutating func arrow(x1: Double, x2: Double, y: Double, color: String, dashed: Bool) {
        let a = nextID(), b = nextID()
        for (id, x) in [(a, x1), (b, x2)] {
            nodes.append(DOTNode(id, ["shape": "point", "style": "invis", "width": 0.01, "pos": Self.pos(x, y)]))
        }
        edges.append(
            DOTEdge(from: a, to: b, ["color": .string(color), "style": dashed ? "dashed" : "solid", "arrowsize": 0.7]))
    }

    /// An HTML-like block (a legend) centred at (x, y).
    mutating func block(html: String, x: Double, y: Double) {
        nodes.append(
            DOTNode(nextID(), ["shape": "plaintext", "label": .html(html), "pos": Self.pos(x, y), "margin": 0]))
    }

    /// The graph: title on top, nodes in insertion order.
    func graph(name: String, title: String) -> DOTGraph {
        var attributes = DiagramStyle.graphAttributes(title: title)
        attributes["outputorder"] = "nodesfirst"
        attributes["splines"] = false
        var graph = DOTGraph(
            name: name, attributes: attributes,
            nodeDefaults: ["fontname": .string(DiagramStyle.font)])
        for node in nodes { graph.add(node) }
        for edge in edges { graph.add(edge) }
        return graph
    }

    /// Estimated width in points of `text` at `size` (DejaVu Sans averages ~0.6 em a glyph).
    static func textWidth(_ text: String, size: Double) -> Double { Double(text.count) * size * 0.6 + 4 }
}
