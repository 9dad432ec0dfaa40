import LifelineSupport

extension AppMethodTable {
    /// The table as the HTML report's section: the same rows, columns and marks as ``text()``,
    /// every string from the app's sources escaped (`Escaping.HTML`).
    public func html() -> String {
        var html =
            "<p class=\"meta\">\(Escaping.HTML.text(app)): \(Escaping.HTML.text(scenario)) under "
            + columns.map(Escaping.HTML.text).joined(separator: " and ")
            + ". Each cell: how many times UIKit called the method.</p>\n"
        html +=
            "<div class=\"table-scroll\"><table class=\"app-methods\"><thead><tr><th></th><th>method</th><th>where</th>"
        for column in columns { html += "<th>\(Escaping.HTML.text(column))</th>" }
        html += "</tr></thead><tbody>\n"
        for row in rows {
            let stops = row.stopsIn != nil
            html += "<tr\(stops ? " class=\"stops\" style=\"background:#fff4e5\"" : "")><td>\(stops ? "!" : "")</td>"
            html +=
                "<td><code>\(Escaping.HTML.text(row.method.qualifiedName))</code></td><td>\(Escaping.HTML.text(row.method.place))</td>"
            for count in row.counts { html += "<td class=\"num\">\(Self.cell(count))</td>" }
            html += "</tr>\n"
        }
        if rows.isEmpty {
            html += "<tr><td colspan=\"\(columns.count + 3)\">The scan found no delegate method.</td></tr>\n"
        }
        html += "</tbody></table></div>\n"
        let stopping = rows.filter { $0.stopsIn != nil }
        if !stopping.isEmpty {
            html += "<p>! stops being called:</p>\n<ul class=\"app-stops\">\n"
            for row in stopping {
                guard let column = row.stopsIn else { continue }
                let instead = row.replacement.map { "UIKit calls " + $0 } ?? "UIKit does not deliver it there"
                html += """
                    <li><code>\(Escaping.HTML.text(row.method.qualifiedName))</code> under \
                    \(Escaping.HTML.text(columns[column])): \(Escaping.HTML.text(instead))</li>\n
                    """
            }
            html += "</ul>\n"
        }
        if !unhandled.isEmpty {
            html += """
                <p>Delivered with no method of the app to run (UIKit calls an optional method only when it is \
                implemented):</p>\n
                """
            html += "<table class=\"app-unhandled\"><thead><tr><th>receiver</th><th>callback</th>"
            for column in columns { html += "<th>\(Escaping.HTML.text(column))</th>" }
            html += "</tr></thead><tbody>\n"
            for entry in unhandled {
                let receiver =
                    entry.receiver == .app ? "app delegate" : entry.noDelegate ? "no scene delegate" : "scene delegate"
                html += "<tr><td>\(receiver)</td><td><code>\(Escaping.HTML.text(entry.callback.swiftName))</code></td>"
                for count in entry.counts { html += "<td class=\"num\">\(Self.cell(count))</td>" }
                html += "</tr>\n"
            }
            html += "</tbody></table>\n"
        }
        return html
    }
}
