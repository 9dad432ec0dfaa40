import LifelineSupport

/// PlantUML text: a state diagram, a sequence diagram, and a timing diagram with a robust
/// lane per receiver. Labels go through ``Escaping.TextDiagram/plantUML(_:)``.
package enum PlantUMLWriter {
    package static func stateDiagram(_ s: TraceStateSummary, title: String) -> String {
        var out =
            "@startuml\ntitle \(Escaping.TextDiagram.plantUML(title + " — " + s.table.kind.title + ", " + s.table.profile.rawValue))\n"
        let ordered =
            s.clusters.enumerated().filter { $0.element.isApp } + s.clusters.enumerated().filter { !$0.element.isApp }
        for (index, cluster) in ordered {
            let prefix = "c\(index)_"
            let name = cluster.isApp ? "App" : "Scene " + cluster.title
            out += "state \"\(Escaping.TextDiagram.plantUML(name))\" as c\(index) {\n"
            for state in s.table.states where cluster.visited.contains(state.id) {
                out += "  state \"\(Escaping.TextDiagram.plantUML(state.displayName))\" as \(prefix)\(state.id)\n"
            }
            if cluster.hasEntries { out += "  state \"?\" as \(prefix)\(TraceStateSummary.unknownID)\n" }
            for open in cluster.openStates {
                let name = TraceStateSummary.displayName(ofOpen: open, table: s.table)
                out += "  state \"\(Escaping.TextDiagram.plantUML(name))\" as \(prefix)\(open)\n"
            }
            if cluster.visited.contains(s.table.initial) { out += "  [*] --> \(prefix)\(s.table.initial)\n" }
            for edge in MermaidWriter.sortedEdges(cluster, table: s.table) {
                var label = "\(edge.trigger.label) ×\(edge.count)"
                if !edge.allowed { label += " ✗ not in the model" }
                if !edge.ruleIDs.isEmpty { label += " ⚑ " + edge.ruleIDs.sorted().joined(separator: ", ") }
                let arrow = edge.allowed && edge.ruleIDs.isEmpty ? "-->" : "-[#d00000,bold]->"
                out +=
                    "  \(prefix)\(edge.from) \(arrow) \(prefix)\(edge.to) : \(Escaping.TextDiagram.plantUML(label))\n"
            }
            out += "}\n"
        }
        return out + "@enduml\n"
    }

    package static func sequenceDiagram(_ c: SequenceCollector, title: String) -> String {
        var out = "@startuml\ntitle \(Escaping.TextDiagram.plantUML(title + " — sequence, " + c.profile.rawValue))\n"
        var ids: [SequenceParticipant: String] = [:]
        for (i, p) in c.participants.sorted().enumerated() {
            ids[p] = "P\(i)"
            out += "participant \"\(Escaping.TextDiagram.plantUML(c.title(of: p)))\" as P\(i)\n"
        }
        for step in c.steps {
            let text = Escaping.TextDiagram.plantUML(
                step.problems.isEmpty ? step.label : step.label + " " + step.problems.joined(separator: " "))
            let from = ids[step.from] ?? "P0", to = ids[step.to] ?? "P0"
            let color = step.problems.isEmpty ? "" : "[#d00000]"
            switch step.kind {
            case .note: out += "note over \(from) : \(text)\n"
            case .call: out += "\(from) -\(color)> \(to) : \(text)\n"
            case .post: out += "\(from) -\(color)-> \(to) : \(text)\n"
            }
        }
        if c.omitted > 0 { out += "note over P0 : \(c.omitted) more events not shown (use --from/--to)\n" }
        return out + "@enduml\n"
    }

    /// A timing diagram: a robust lane per receiver with its states; times in milliseconds.
    /// Past the detail limit, each lane shows the state held most of each interval. A `scale`
    /// line fits the whole trace in at most ``timingMaxTicks`` ticks: PlantUML's default of many
    /// pixels per unit drew a 3-second trace 3,000 units wide, and its 4,096-pixel image limit
    /// cut it after the first milliseconds.
    package static func timingDiagram(_ c: TimelineCollector, title: String) -> String {
        var out =
            "@startuml\ntitle \(Escaping.TextDiagram.plantUML(title + " — timing, " + c.profile.rawValue + " (ms)"))\n"
        var ids: [TimelineLane: String] = [:]
        var changes: [(time: Int64, order: Int, lane: String, state: String)] = []
        let lanes = c.lanes.filter { lane in
            c.aggregated
                ? c.buckets[lane]?.contains { !$0.stateTime.isEmpty } == true : c.intervals.contains { $0.lane == lane }
        }
        for (i, lane) in lanes.enumerated() {
            ids[lane] = "L\(i)"
            out += "robust \"\(Escaping.TextDiagram.plantUML(c.title(of: lane)))\" as L\(i)\n"
        }
        if c.aggregated {
            for (i, lane) in lanes.enumerated() {
                var previous: String?
                for (b, bucket) in (c.buckets[lane] ?? []).enumerated() {
                    let dominant = bucket.stateTime.enumerated().max {
                        ($0.element, -$0.offset) < ($1.element, -$1.offset)
                    }
                    guard let dominant, dominant.element > 0 else { continue }
                    let state = TimelineCollector.stateNames[dominant.offset]
                    if state != previous {
                        changes.append(((c.start ?? 0) + Int64(b) * c.bucketWidth, i, "L\(i)", state))
                    }
                    previous = state
                }
            }
        } else {
            for interval in c.intervals {
                guard let id = ids[interval.lane], let order = lanes.firstIndex(of: interval.lane) else { continue }
                changes.append((interval.start, order, id, interval.state))
            }
        }
        let sorted = changes.sorted(by: { ($0.time, $0.order) < ($1.time, $1.order) })
        if let first = sorted.first {
            let span = max(c.end, sorted.last?.time ?? first.time) - min(c.start ?? first.time, first.time)
            out += "scale \(timingScale(spanMicroseconds: span)) as \(timingTickPixels) pixels\n"
        }
        var current: Int64? = nil
        for change in sorted {
            if change.time != current {
                out += "@" + TimeFormat.decimal(change.time, per: 1_000, digits: 3) + "\n"
                current = change.time
            }
            // A state left open (`inactive or background`) as one word: `inactive_or_background`.
            let state = change.state.split(separator: " ").map { $0.filter { $0 != "," } }.joined(separator: "_")
            out += "\(change.lane) is \(state)\n"
        }
        return out + "@enduml\n"
    }

    /// The pixels between two ticks of a timing diagram's axis.
    package static let timingTickPixels = 50
    /// The most ticks a timing diagram's axis has: 30 × 50 px, within PlantUML's 4,096 px.
    package static let timingMaxTicks: Int64 = 30

    /// The milliseconds one tick of the axis stands for: the smallest of 1, 2, 5, 10, 20, 50, …
    /// that spans `span` microseconds in at most ``timingMaxTicks`` ticks.
    package static func timingScale(spanMicroseconds span: Int64) -> Int64 {
        let milliseconds = max(0, span) / 1_000 + 1
        var decade: Int64 = 1
        while true {
            for step in [1, 2, 5] as [Int64] where step * decade * timingMaxTicks >= milliseconds {
                return step * decade
            }
            guard decade <= Int64.max / 100 else { return decade * 10 }
            decade *= 10
        }
    }
}
