import LifelineSupport

/// A legend: an HTML-like table node that explains every colour and line style a drawing
/// uses. Rows are added in the order they should read.
package struct Legend {
    /// One row: a sample (a swatch or a line) and what it means.
    package enum Sample {
        /// A filled box in `fill`.
        case swatch(fill: String)
        /// A filled box in `fill` with a dashed border: a state left open.
        case openSwatch(fill: String)
        /// A line drawn in `color`, `style` being `solid`, `dashed`, `dotted` or `bold`.
        case line(color: String, style: String)
        /// A short glyph in `color` (e.g. a tick mark or an action marker).
        case glyph(String, color: String)
    }

    private var rows: [(Sample, String)] = []
    package var title: String

    package init(title: String = "Legend") { self.title = title }

    package mutating func add(_ sample: Sample, _ meaning: String) { rows.append((sample, meaning)) }

    package var isEmpty: Bool { rows.isEmpty }

    /// The legend as an HTML-like label.
    package var html: String {
        var out = """
            <TABLE BORDER=\"1\" CELLBORDER=\"0\" CELLSPACING=\"2\" CELLPADDING=\"3\" COLOR=\"#999999\" \
            BGCOLOR=\"#fafafa\">
            """
        out += "<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\"><B>" + Escaping.DOT.htmlText(title) + "</B></TD></TR>"
        for (sample, meaning) in rows {
            out += "<TR>" + Self.cell(for: sample)
            out += "<TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"10\">" + Escaping.DOT.htmlText(meaning) + "</FONT></TD></TR>"
        }
        return out + "</TABLE>"
    }

    /// A line sample is text: HTML-like labels cannot draw strokes, so dashes stand for the style.
    static func cell(for sample: Sample) -> String {
        switch sample {
        case let .swatch(fill):
            return "<TD BGCOLOR=\"\(fill)\" BORDER=\"1\" COLOR=\"#666666\" WIDTH=\"28\" HEIGHT=\"12\"></TD>"
        case let .openSwatch(fill):
            return """
                <TD BGCOLOR="\(fill)" BORDER="1" STYLE="dashed" COLOR="\(DiagramStyle.openStroke)" WIDTH="28" \
                HEIGHT="12"></TD>
                """
        case let .line(color, style):
            let glyph: String
            switch style {
            case "dashed": glyph = "– – –▶"
            case "dotted": glyph = "·······▶"
            case "bold": glyph = "━━━▶"
            default: glyph = "───▶"
            }
            return "<TD><FONT COLOR=\"\(color)\" POINT-SIZE=\"10\">\(glyph)</FONT></TD>"
        case let .glyph(text, color):
            return "<TD><FONT COLOR=\"\(color)\" POINT-SIZE=\"10\">" + Escaping.DOT.htmlText(text) + "</FONT></TD>"
        }
    }

    /// The legend as a plaintext node.
    package func node(id: String = "legend", extra: DOTAttributes = [:]) -> DOTNode {
        var attributes: DOTAttributes = ["shape": "plaintext", "label": .html(html), "margin": 0]
        for attribute in extra.attributes { attributes[attribute.key] = attribute.value }
        return DOTNode(id, attributes)
    }
}
