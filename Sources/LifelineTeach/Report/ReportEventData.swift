import LifelineModel
import LifelineRender
import LifelineSupport
import LifelineTrace

/// The report's third pass: every event as one compact JSON array, streamed into the page's
/// `<script type="application/json">` block, with repeated strings written once in a table.
///
/// An event is `[seq, t, kind, label, who, from, to, node, app, rules, severity, bucket, detail, move]`:
/// string fields are indexes into `strings` (-1: none); `t` is the trace's time text; `node`
/// indexes `nodes`, the state diagram's state the event leaves its track in (-1: it moves none);
/// `app` is the app's state after it (`UIApplication.applicationState` as the follower reads it); `severity` 0 none, 1 warning, 2 error; `bucket` the
/// summarised timeline's interval; `move` the class of the diagram's edge it takes.
/// The page builds its DOM from one page of these at a time, never from all of them.
struct ReportEventData {
    private var strings: [String] = []
    private var stringIndex: [String: Int] = [:]
    private var nodes: [(cluster: Int, state: String)] = []
    private var nodeIndex: [String: Int] = [:]

    /// Writes the whole JSON object to `sink`.
    static func write(
        _ input: ReportInput, findings: ReportFindings, drawings: ReportDrawings,
        pageSize: Int, to sink: OutputSink
    ) throws(Diagnostic) {
        var data = ReportEventData()
        let table = drawings.summary.table
        let timeline = drawings.timeline
        let clusters = drawings.summary.clusters
        var head =
            "{\"version\":1,\"pageSize\":\(pageSize),\"machine\":\(Escaping.HTML.scriptJSONString(table.kind.rawValue))"
        head += ",\"aggregated\":\(timeline.aggregated)"
        head +=
            ",\"kinds\":["
            + EventKind.allCases.map { Escaping.HTML.scriptJSONString($0.rawValue) }.joined(separator: ",") + "]"
        head +=
            ",\"clusters\":["
            + clusters.map { Escaping.HTML.scriptJSONString($0.isApp ? "app" : $0.title) }.joined(separator: ",") + "]"
        head += ",\"events\":[\n"
        try sink.write(head)
        var first = true
        try input.forEach { event, index, line throws(Diagnostic) in
            var node = -1
            var edge: String? = nil
            // What the drawing pass's follower made of the event: the list follows nothing again.
            if let move = drawings.move(ofEvent: index), table.state(move.to) != nil,
                let cluster = drawings.cluster(ofTrack: move.track)
            {
                node = data.node(cluster: cluster, state: move.to)
                if move.from != move.to, table.state(move.from) != nil, move.allowed {
                    edge = "move-\(cluster)-\(move.from)-\(move.to)"
                }
            }
            let app = drawings.moves.app(index)?.rawValue
            let found = findings.byLine[line]
            let severity = found.map { $0.severity == .error ? 2 : 1 } ?? 0
            var bucket = -1
            if timeline.aggregated, let start = timeline.start, timeline.bucketWidth > 0 {
                bucket = max(0, Int((event.time.microseconds - start) / timeline.bucketWidth))
            }
            let fields: [String] = [
                String(event.seq), String(data.intern(event.time.description)),
                String(EventKind.allCases.firstIndex(of: event.kind) ?? 0),
                String(data.intern(Self.label(event))), String(data.intern(Self.who(event))),
                String(data.intern(event.from)), String(data.intern(event.to)), String(node), String(data.intern(app)),
                String(data.intern(found.map { $0.rules.joined(separator: " ") })), String(severity), String(bucket),
                String(data.intern(Self.detail(event))), String(data.intern(edge))
            ]
            try sink.write((first ? "[" : ",\n[") + fields.joined(separator: ",") + "]")
            first = false
        }
        var tail =
            "\n],\"nodes\":["
            + data.nodes.map { "[\($0.cluster),\(Escaping.HTML.scriptJSONString($0.state))]" }.joined(separator: ",")
            + "]"
        tail += ",\"strings\":[\n" + data.strings.map(Escaping.HTML.scriptJSONString).joined(separator: ",\n") + "\n]}"
        try sink.write(tail)
    }

    /// The index of `text` in the string table (-1 for nil), adding it the first time.
    private mutating func intern(_ text: String?) -> Int {
        guard let text else { return -1 }
        if let index = stringIndex[text] { return index }
        strings.append(text)
        stringIndex[text] = strings.count - 1
        return strings.count - 1
    }

    private mutating func node(cluster: Int, state: String) -> Int {
        let key = "\(cluster) \(state)"
        if let index = nodeIndex[key] { return index }
        nodes.append((cluster, state))
        nodeIndex[key] = nodes.count - 1
        return nodes.count - 1
    }

    /// What the event list shows as "what": the callback, notification, action, change.
    /// The step-through's detail line: the app's method that handled a callback (a trace of
    /// `simulate --app`), then the event's detail or note text.
    static func detail(_ event: TraceEvent) -> String? {
        guard let handler = event.handler else { return event.detail ?? event.value }
        return "runs " + handler + (event.detail.map { "; " + $0 } ?? "")
    }

    static func label(_ event: TraceEvent) -> String {
        switch event.kind {
        case .callback: return event.method?.swiftName ?? "?"
        case .notification, .action: return event.name ?? "?"
        case .state: return "(" + (event.name ?? "?") + ")"
        case .phase: return "scenePhase (\(event.level?.rawValue ?? "?"))"
        case .environment: return (event.name ?? "?") + " = " + (event.value ?? "?")
        case .note: return "note"
        }
    }

    /// Who it concerns: the app delegate, a scene, a view, the user or the system.
    static func who(_ event: TraceEvent) -> String {
        switch event.kind {
        case .action: return event.by?.rawValue ?? "user"
        case .phase:
            if event.level == .app { return "App" }
            if event.level == .view { return (event.view ?? "view") + " in " + (event.scene ?? "?") }
            return event.scene ?? "?"
        case .environment: return (event.view ?? "view") + " in " + (event.scene ?? "?")
        case .note: return event.scene ?? ""
        default: return event.scene ?? "app"
        }
    }
}
