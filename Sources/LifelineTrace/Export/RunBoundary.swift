import LifelineModel

/// Numbers the process runs of a trace as it streams (trace-format.md, "Process runs"): a run
/// ends with `applicationWillTerminate(_:)` or an app-level `purge`/`terminate` state event, and
/// a second `willFinishLaunching` in one run starts another (traces without explicit ends).
struct RunBoundary {
    private(set) var run = 0
    private var ended = true
    private var sawWillFinish = false
    /// Runs that ended at the last event, for exporters that close their cases.
    private(set) var endedRun: Int?

    /// The run `event` belongs to.
    mutating func run(of event: TraceEvent) -> Int {
        endedRun = nil
        if event.method == .willFinishLaunching, sawWillFinish, !ended {
            endedRun = run
            ended = true
        }
        if ended {
            run += 1
            ended = false
            sawWillFinish = false
        }
        if event.method == .willFinishLaunching { sawWillFinish = true }
        let isEnd = event.method == .applicationWillTerminate
            || (event.kind == .state && event.scene == nil && event.to == AppState.notRunning.rawValue)
        if isEnd { ended = true }
        return run
    }

    /// Whether the last event ended its run.
    var lastEventEndedRun: Bool { ended }
}
