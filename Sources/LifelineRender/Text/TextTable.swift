/// A plain terminal table: columns padded to their widest cell, a rule under the header.
package struct TextTable {
    package var header: [String]
    package var rows: [[String]]
    /// Rows that are section titles spanning the table (drawn bold on a terminal).
    package var sections: Set<Int> = []

    package init(header: [String], rows: [[String]] = []) {
        self.header = header
        self.rows = rows
    }

    package mutating func addSection(_ title: String) {
        sections.insert(rows.count)
        rows.append([title])
    }

    /// The table as lines; `color` adds ANSI bold to the header and section titles.
    package func render(color: Bool = false) -> String {
        var widths = header.map(\.count)
        for (i, row) in rows.enumerated() where !sections.contains(i) {
            for (c, cell) in row.enumerated() where c < widths.count { widths[c] = max(widths[c], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            var out = ""
            for (c, width) in widths.enumerated() {
                let cell = c < cells.count ? cells[c] : ""
                let padded = c == widths.count - 1 ? cell : cell + String(repeating: " ", count: width - cell.count)
                out += (c == 0 ? "" : "  ") + padded
            }
            return out
        }
        let bold = color ? "\u{1B}[1m" : "", reset = color ? "\u{1B}[0m" : ""
        var out = bold + line(header) + reset + "\n"
        out += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
        for (i, row) in rows.enumerated() {
            if sections.contains(i) { out += "\n" + bold + row[0] + reset + "\n" } else { out += line(row) + "\n" }
        }
        return out
    }
}
