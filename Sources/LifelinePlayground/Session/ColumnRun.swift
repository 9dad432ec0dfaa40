import LifelineModel
import LifelineRuntime
import LifelineSupport
import LifelineTrace

/// One column's simulator, stepped one press at a time: the `Runtime` that `simulate` builds,
/// each press one `perform`, every event kept in order.
final class ColumnRun {
    /// What one press did in this column.
    enum Outcome: Equatable {
        /// Performed: the events it caused are `events[range]`.
        case performed(Range<Int>)
        /// Not possible in this column's state: the runtime's reason.
        case refused(String)
    }

    let column: PlaygroundColumn
    private let collector = TraceCollector()
    let runtime: Runtime
    /// One outcome per press of the session, in order.
    private(set) var outcomes: [Outcome] = []
    /// The trace's header, as `simulate` writes it.
    let header: TraceHeader

    init(_ column: PlaygroundColumn) {
        self.column = column
        self.runtime = column.simulation.makeRuntime(sink: collector)
        self.header = column.simulation.header()
    }

    var events: [TraceEvent] { collector.events }

    /// Whether `name` is possible now in this column.
    func canPerform(_ name: String) -> Bool {
        guard let kind = ActionTemplate.kind(named: name, in: runtime) else { return false }
        return runtime.canPerform(kind)
    }

    /// Performs `name`, or records why the column's state refuses it. The runtime checks an
    /// action before it emits anything, so a refused action leaves the column as it was.
    func press(_ name: String) throws(Diagnostic) {
        guard let kind = ActionTemplate.kind(named: name, in: runtime) else {
            outcomes.append(.refused("\(name): the app has no scene session it does not show"))
            return
        }
        let start = collector.events.count
        do {
            try runtime.perform(ScenarioAction(kind))
            outcomes.append(.performed(start..<collector.events.count))
        } catch let refused as ActionRefused {
            outcomes.append(.refused(refused.message))
        } catch let diagnostic as Diagnostic {
            throw diagnostic
        } catch {
            throw Diagnostic(
                file: "<playground>", line: 1, column: 1,
                "internal error: the runtime took a step the model does not allow: \(error)")
        }
    }

    /// Forgets the last outcome, when it was a refusal (a press no column could take).
    func dropRefusal() {
        if case .refused? = outcomes.last { outcomes.removeLast() }
    }

    /// The whole trace as JSON Lines, as `simulate` writes it.
    var traceText: String { TraceWriter.text(header: header, events: collector.events) }
}
