import LifelineSupport

/// Mermaid text: `stateDiagram-v2` from a state summary, `sequenceDiagram` from a sequence.
/// Ids are generated (`c0_active`, `P2`), names and labels go through ``Escaping.TextDiagram/mermaid(_:)``,
/// the front matter's title through ``Escaping.TextDiagram/mermaidTitle(_:)``.
package enum MermaidWriter {
    package static func stateDiagram(_ s: TraceStateSummary, title: String) -> String {
        var out =
            "---\ntitle: \"\(Escaping.TextDiagram.mermaidTitle(title + " — " + s.table.kind.title + ", " + s.table.profile.rawValue))\"\n---\n"
        out += "stateDiagram-v2\n"
        let ordered =
            s.clusters.enumerated().filter { $0.element.isApp } + s.clusters.enumerated().filter { !$0.element.isApp }
        for (index, cluster) in ordered {
            let prefix = "c\(index)_"
            let name = cluster.isApp ? "App" : "Scene " + cluster.title
            out += "  state \"\(Escaping.TextDiagram.mermaid(name))\" as c\(index) {\n"
            for state in s.table.states where cluster.visited.contains(state.id) {
                out += "    state \"\(Escaping.TextDiagram.mermaid(state.displayName))\" as \(prefix)\(state.id)\n"
            }
            if cluster.hasEntries { out += "    state \"?\" as \(prefix)\(TraceStateSummary.unknownID)\n" }
            for open in cluster.openStates {
                let name = TraceStateSummary.displayName(ofOpen: open, table: s.table)
                out += "    state \"\(Escaping.TextDiagram.mermaid(name))\" as \(prefix)\(open)\n"
            }
            if cluster.visited.contains(s.table.initial) { out += "    [*] --> \(prefix)\(s.table.initial)\n" }
            for edge in sortedEdges(cluster, table: s.table) {
                var label = "\(edge.trigger.label) ×\(edge.count)"
                if !edge.allowed { label += " ✗ not in the model" }
                if !edge.ruleIDs.isEmpty { label += " ⚑ " + edge.ruleIDs.sorted().joined(separator: ", ") }
                out += "    \(prefix)\(edge.from) --> \(prefix)\(edge.to) : \(Escaping.TextDiagram.mermaid(label))\n"
            }
            out += "  }\n"
        }
        return out
    }

    /// Edges in table order, then the rest sorted: stable output.
    static func sortedEdges(_ cluster: TraceStateSummary.Cluster, table: MachineTable) -> [TraceStateSummary.Edge] {
        var result: [TraceStateSummary.Edge] = []
        var seen = Set<TraceStateSummary.EdgeKey>()
        let edges = cluster.edges
        for row in table.rows {
            let key = TraceStateSummary.EdgeKey(from: row.from, trigger: row.trigger, to: row.to)
            if let edge = edges[key], seen.insert(key).inserted { result.append(edge) }
        }
        let rest = edges.filter { !seen.contains($0.key) }.map(\.value)
            .sorted { ($0.from, $0.to, $0.trigger.label) < ($1.from, $1.to, $1.trigger.label) }
        return result + rest
    }

    package static func sequenceDiagram(_ c: SequenceCollector, title: String) -> String {
        var out =
            "---\ntitle: \"\(Escaping.TextDiagram.mermaidTitle(title + " — sequence, " + c.profile.rawValue))\"\n---\nsequenceDiagram\n"
        let lifelines = c.participants.sorted()
        var ids: [SequenceParticipant: String] = [:]
        for (i, p) in lifelines.enumerated() {
            ids[p] = "P\(i)"
            out += "  participant P\(i) as \(Escaping.TextDiagram.mermaid(c.title(of: p)))\n"
        }
        for step in c.steps {
            let text = Escaping.TextDiagram.mermaid(
                step.problems.isEmpty ? step.label : step.label + " " + step.problems.joined(separator: " "))
            let from = ids[step.from] ?? "P0", to = ids[step.to] ?? "P0"
            switch step.kind {
            case .note: out += "  Note over \(from): \(text)\n"
            case .call: out += "  \(from)->>\(to): \(text)\n"
            case .post: out += "  \(from)--)\(to): \(text)\n"
            }
        }
        if c.omitted > 0 { out += "  Note over P0: \(c.omitted) more events not shown (use --from/--to)\n" }
        return out
    }
}
