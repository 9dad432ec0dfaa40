import LifelineSupport

extension AppMethodTable {
    /// The table for a terminal: one row per method (`!` marks one that stops), a column per
    /// run, then what replaces each method that stops and the callbacks the app has no method
    /// for. Every string from the app's sources is escaped (`Escaping.Terminal`). Same app and
    /// scenario, same text.
    public func text() -> String {
        let prefix = commonFolder
        let names = rows.map { Escaping.Terminal.escaped($0.method.qualifiedName) }
        let places = rows.map { Escaping.Terminal.escaped(String($0.method.place.dropFirst(prefix.count))) }
        let cells = rows.map { row in row.counts.map(Self.cell) }
        let nameWidth = max(names.map(\.count).max() ?? 0, "method".count)
        let placeWidth = max(places.map(\.count).max() ?? 0, "where".count)
        let columnWidths = columns.indices.map { index in
            max(columns[index].count, cells.map { $0[index].count }.max() ?? 0)
        }
        func line(_ mark: String, _ name: String, _ place: String, _ values: [String]) -> String {
            var text = mark + " " + name.padded(to: nameWidth) + "  " + place.padded(to: placeWidth)
            for (index, value) in values.enumerated() { text += "  " + value.padded(to: columnWidths[index]) }
            return text.trimmingTrailingSpaces
        }
        var out = """
            \(Escaping.Terminal.escaped(app)): \(Escaping.Terminal.escaped(scenario)), which of the app's methods \
            UIKit calls under 
            """
            + columns.joined(separator: " and ") + "\n"
        if !prefix.isEmpty { out += "(files in \(Escaping.Terminal.escaped(prefix)))\n" }
        out += "\n" + line(" ", "method", "where", columns) + "\n"
        out +=
            line(
                " ", String(repeating: "-", count: nameWidth), String(repeating: "-", count: placeWidth),
                columnWidths.map { String(repeating: "-", count: $0) }) + "\n"
        for (index, row) in rows.enumerated() {
            out += line(row.stopsIn == nil ? " " : "!", names[index], places[index], cells[index]) + "\n"
        }
        if rows.isEmpty { out += "  (the scan found no delegate method)\n" }
        let stopping = rows.filter { $0.stopsIn != nil }
        if !stopping.isEmpty {
            out += "\n! stops being called:\n"
            for row in stopping {
                guard let column = row.stopsIn else { continue }
                let instead =
                    row.replacement.map { "UIKit calls " + Escaping.Terminal.escaped($0) }
                    ?? "UIKit does not deliver it there"
                out += "  \(Escaping.Terminal.escaped(row.method.qualifiedName)) under \(columns[column]): \(instead)\n"
            }
        }
        if !unhandled.isEmpty {
            out += """
                \nDelivered with no method of the app to run (UIKit calls an optional method only when it is \
                implemented):\n
                """
            let labels = unhandled.map { entry in
                let receiver =
                    entry.receiver == .app ? "app delegate" : entry.noDelegate ? "no scene delegate" : "scene delegate"
                return receiver + " " + entry.callback.swiftName
            }
            let width = labels.map(\.count).max() ?? 0
            let counts = unhandled.map { $0.counts.map(Self.cell) }
            let countWidth = counts.flatMap { $0 }.map(\.count).max() ?? 0
            for index in unhandled.indices {
                var text = "  " + labels[index].padded(to: width)
                for (column, cell) in counts[index].enumerated() {
                    text += "  " + columns[column] + " " + cell.padded(to: countWidth)
                }
                out += text.trimmingTrailingSpaces + "\n"
            }
        }
        return out
    }

    /// `2×`, or `-` for never.
    static func cell(_ count: Int) -> String { count == 0 ? "-" : "\(count)×" }

    /// The folder every method's file is in, with its trailing slash ("" when they share none).
    var commonFolder: String {
        let files = rows.map(\.method.file)
        guard var prefix = files.first.map({ $0.split(separator: "/", omittingEmptySubsequences: false).dropLast() })
        else { return "" }
        for file in files.dropFirst() {
            let parts = file.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            var shared = 0
            while shared < prefix.count, shared < parts.count,
                prefix[prefix.startIndex + shared] == parts[parts.startIndex + shared]
            { shared += 1 }
            prefix = prefix.prefix(shared)
        }
        return prefix.isEmpty ? "" : prefix.joined(separator: "/") + "/"
    }
}
