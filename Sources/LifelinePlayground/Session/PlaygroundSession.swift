import LifelineModel
import LifelineRuntime

/// One browser session: the presses so far and every column's simulator stepped through them.
///
/// The presses are the session: undo and reset replay them into new runtimes, so a column's
/// trace is always what `simulate` makes of the presses that column could take.
final class PlaygroundSession {
    let id: String
    let columns: [PlaygroundColumn]
    let limits: PlaygroundLimits
    private(set) var actions: [String] = []
    private(set) var runs: [ColumnRun]
    /// When the session was last used (seconds on the store's clock).
    var lastUsed: Double

    init(id: String, columns: [PlaygroundColumn], limits: PlaygroundLimits, now: Double) {
        self.id = id
        self.columns = columns
        self.limits = limits
        self.runs = columns.map(ColumnRun.init)
        self.lastUsed = now
    }

    /// The catalogue's actions possible now in at least one column, in catalogue order, each
    /// with the columns it is possible in.
    func possibleActions() -> [(info: ActionInfo, columns: [String])] {
        ActionCatalogue.entries.compactMap { info in
            let able = runs.filter { $0.canPerform(info.name) }.map(\.column.id)
            return able.isEmpty ? nil : (info, able)
        }
    }

    /// Presses `name` in every column: performed where the column's state allows it, refused
    /// (and said why) where not. An unknown name, or one no column can take, changes nothing.
    func press(_ name: String) throws(PlaygroundError) {
        guard ActionCatalogue.info(named: name) != nil else {
            throw PlaygroundError(status: 400, ActionCatalogue.unknownActionMessage(name))
        }
        guard actions.count < limits.actionsPerSession else {
            throw PlaygroundError(
                status: 409,
                """
                this session has \(limits.actionsPerSession) actions, the most one session keeps: undo, or reset to \
                start again
                """)
        }
        do {
            for run in runs { try run.press(name) }
        } catch {
            // A runtime that failed mid-action is rebuilt from the presses it had.
            rebuild()
            throw PlaygroundError(status: 500, error.message)
        }
        let reasons: [String] = runs.compactMap { run in
            if case .refused(let reason)? = run.outcomes.last { return "\(run.column.id): \(reason)" }
            return nil
        }
        guard reasons.count < runs.count else {
            for run in runs { run.dropRefusal() }
            throw PlaygroundError(
                status: 409, "'\(name)' is not possible now in any column (" + reasons.joined(separator: "; ") + ")")
        }
        actions.append(name)
    }

    /// Presses each name in turn (a URL fragment's list); stops at the first that fails.
    func replay(_ names: [String]) throws(PlaygroundError) {
        guard names.count <= limits.actionsPerSession else {
            throw PlaygroundError(
                status: 413, "\(names.count) actions: a session keeps at most \(limits.actionsPerSession)")
        }
        for (index, name) in names.enumerated() {
            do {
                try press(name)
            } catch {
                throw PlaygroundError(status: error.status, "action \(index + 1) of \(names.count): \(error.message)")
            }
        }
    }

    /// Takes back the last press.
    func undo() throws(PlaygroundError) {
        guard !actions.isEmpty else { throw PlaygroundError(status: 409, "nothing to undo: no action yet") }
        actions.removeLast()
        rebuild()
    }

    /// Back to the app not running, in every column.
    func reset() {
        actions = []
        rebuild()
    }

    /// Presses one of the possible actions, chosen by `pick` among their count.
    func randomStep(_ pick: (Int) -> Int) throws(PlaygroundError) {
        let possible = possibleActions()
        guard !possible.isEmpty else { throw PlaygroundError(status: 409, "no action is possible now") }
        try press(possible[pick(possible.count)].info.name)
    }

    /// New runtimes, stepped through `actions`. Each press succeeded before, and the runtime
    /// is deterministic, so each succeeds again.
    private func rebuild() {
        let names = actions
        actions = []
        runs = columns.map(ColumnRun.init)
        for name in names { try? press(name) }
    }

    /// The column named `id`.
    func run(_ id: String) -> ColumnRun? { runs.first { $0.column.id == id } }
}
