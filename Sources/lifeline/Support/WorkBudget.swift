import LifelineModel
import LifelineSupport
import LifelineTeach
import LifelineTrace

/// Limits at the input boundary of the commands that hold a whole run in memory or compare
/// every event with many others (`compare`, `explain`, `report`), counted while the input is
/// read, so that a huge trace ends in one clear error instead of minutes of work and gigabytes.
enum WorkBudget {
    /// Events per run `compare` aligns: the alignment is quadratic (10,000 events: about
    /// 8 s and 160 MB).
    static let compareEvents = 10_000
    /// Scenes `explain` and `report` follow: each step lists every scene's state.
    static let scenes = 1_000
    /// Events `explain` holds in memory.
    static let explainEvents = 100_000

    /// The trace at `path` for `compare`, read whole but no further than the limit.
    static func compareSide(path: String) throws(Diagnostic) -> CompareSide {
        let reader = try TraceReader(path: path)
        var events: [TraceEvent] = []
        while let event = try reader.next() {
            guard events.count < compareEvents else {
                throw reader.site.error(
                    1,
                    "compare aligns every event of both runs: more than \(compareEvents) events; compare shorter traces"
                )
            }
            events.append(event)
        }
        return CompareSide(title: Diagnostic.displayName(of: path), header: reader.header, events: events)
    }

    /// A simulated side within the same limit.
    static func check(_ side: CompareSide, file: String) throws(Diagnostic) {
        guard side.events.count <= compareEvents else {
            throw Diagnostic(
                file: file, line: 1, column: 1,
                """
                compare aligns every event of both runs: the scenario makes \(side.events.count) \
                events under \(side.title), more than \(compareEvents); compare a shorter scenario
                """)
        }
    }

    /// One streaming pass over the trace at `path` (a file: callers spool pipes first) that
    /// stops at the first scene or event past the limits of `command`.
    static func checkSize(path: String, command: String, maxEvents: Int?, advice: String) throws(Diagnostic) {
        let reader = try TraceReader(path: path)
        var scenes = Set<Symbol>()
        var events = 0
        while let record = try reader.nextRecord() {
            events += 1
            if let maxEvents, events > maxEvents {
                throw reader.site.error(1, "\(command) holds every event: more than \(maxEvents) events; \(advice)")
            }
            if !record.scene.isNone, scenes.insert(record.scene).inserted, scenes.count > WorkBudget.scenes {
                throw reader.site.error(
                    1, "\(command) follows every scene at every step: more than \(WorkBudget.scenes) scenes; \(advice)")
            }
        }
    }
}
