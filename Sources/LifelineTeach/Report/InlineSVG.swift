import LifelineSupport

/// Graphviz's SVG made fit to sit inside the report's HTML.
package enum InlineSVG {
    /// The `<svg>` element of Graphviz's output, without the XML prolog, doctype and comments
    /// (Graphviz writes node names into comments), its ids prefixed with `prefix` so the page's
    /// two drawings never share one, and `id` set on the root.
    ///
    /// Graphviz escapes every label and tooltip it writes; as a second line of defence, markup
    /// that could run code is refused rather than embedded.
    package static func embed(_ bytes: [UInt8], id: String, prefix: String) throws(Diagnostic) -> String {
        var svg = String(decoding: bytes, as: UTF8.self)
        if let start = svg.firstRange(of: "<svg") { svg = String(svg[start.lowerBound...]) }
        svg = removingComments(svg)
        svg = svg.replacing(" id=\"", with: " id=\"" + prefix)
        svg = svg.replacing("<svg", with: "<svg id=\"\(id)\" class=\"lf-drawing\"", maxReplacements: 1)
        if let danger = SVGMarkupCheck.firstDanger(in: svg) {
            throw Diagnostic(
                file: "<graphviz>", line: 1, column: 1, "the drawing contains \(danger); refusing to embed it")
        }
        return svg
    }

    /// The text without `<!-- … -->` comments.
    static func removingComments(_ text: String) -> String {
        var out = ""
        var rest = text[...]
        while let open = rest.firstRange(of: "<!--") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstRange(of: "-->") else { return out }
            rest = rest[close.upperBound...]
        }
        return out + rest
    }
}
