import LifelineModel

/// Groups a streaming trace's events into cases (runs or scenes), holding only the cases still
/// open: a run closes when it ends, a scene when it disconnects or its run ends. Memory is
/// bounded by the open cases, not the trace.
struct CaseGrouper {
    let mode: ExportCase
    private var boundary = RunBoundary()
    private var open: [(id: String, run: Int, events: [TraceEvent])] = []

    init(mode: ExportCase) { self.mode = mode }

    /// Takes the next event; returns the cases it closed, in the order they closed.
    mutating func take(_ event: TraceEvent) -> [(id: String, events: [TraceEvent])] {
        var closed: [(id: String, events: [TraceEvent])] = []
        let run = boundary.run(of: event)
        // Cases of earlier runs close when a new run begins.
        while let first = open.first, first.run < run {
            closed.append((first.id, first.events))
            open.removeFirst()
        }
        if let id = CaseGrouper.caseID(of: event, run: run, mode: mode) {
            if let index = open.firstIndex(where: { $0.id == id }) {
                open[index].events.append(event)
            } else {
                open.append((id, run, [event]))
            }
            if mode == .scene, event.method == .sceneDidDisconnect, let index = open.firstIndex(where: { $0.id == id }) {
                closed.append((open[index].id, open[index].events))
                open.remove(at: index)
            }
        }
        if boundary.lastEventEndedRun {
            for group in open where group.run == run { closed.append((group.id, group.events)) }
            open.removeAll { $0.run == run }
        }
        return closed
    }

    /// The cases still open at the end of the trace.
    mutating func finish() -> [(id: String, events: [TraceEvent])] {
        defer { open.removeAll() }
        return open.map { ($0.id, $0.events) }
    }

    /// `run1`, or the scene id; nil for an event with no case (an app event when cases are scenes).
    static func caseID(of event: TraceEvent, run: Int, mode: ExportCase) -> String? {
        switch mode {
        case .run: return "run\(run)"
        case .scene: return event.scene
        }
    }
}
