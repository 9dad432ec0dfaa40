import LifelineModel
import LifelineRuntime
import LifelineTrace
import Testing
@testable import LifelinePlayground

/// A session's columns against `Simulation`, the engine of `lifeline simulate`: each press
/// steps each column's runtime, and the events equal a scenario of the same presses, per profile.
@Suite("playground sessions step the simulator")
struct SessionStepTests {
    static var columns: [PlaygroundColumn] { PlaygroundColumn.defaultProfiles.map(PlaygroundColumn.profile) }

    func session(_ limits: PlaygroundLimits = PlaygroundLimits()) -> PlaygroundSession {
        PlaygroundSession(id: "test", columns: Self.columns, limits: limits, now: 0)
    }

    /// The trace `simulate` writes for a scenario file listing `actions`.
    func simulated(_ actions: [String], _ profile: Profile) throws -> String {
        let yaml = "name: playground\nactions:\n" + actions.map { "  - \($0)\n" }.joined()
        let scenario = try ScenarioParser.parse(yaml, file: "<test>")
        return try Simulation(scenario: scenario, profile: profile, file: "<playground>").traceText()
    }

    @Test("launch → home → return → swipe-kill: every column's trace is simulate's, byte for byte")
    func pressesEqualSimulate() throws {
        let session = session()
        let actions = ["launch", "home", "return", "swipe-kill"]
        for action in actions { try session.press(action) }
        #expect(session.actions == actions)
        for run in session.runs {
            #expect(run.outcomes.allSatisfy { if case .performed = $0 { true } else { false } })
            #expect(run.traceText == (try simulated(actions, run.column.simulation.profile)), "\(run.column.id)")
            #expect(run.events.count > 8)
        }
    }

    @Test("a press one column refuses is performed in the others and told in the one")
    func refusedInOneColumn() throws {
        let session = session()
        try session.press("launch")
        try session.press("open-window")
        let outcomes = Dictionary(uniqueKeysWithValues: session.runs.map { ($0.column.id, $0.outcomes.last) })
        guard case .refused(let reason)?? = outcomes["ios12"] else {
            Issue.record("ios12 took open-window: \(String(describing: outcomes["ios12"]))")
            return
        }
        #expect(reason == "open-window: ios12 does not support multiple windows")
        guard case .performed(let range)?? = outcomes["ipados-multiwindow"] else {
            Issue.record("ipados-multiwindow refused open-window")
            return
        }
        #expect(!range.isEmpty)
        // The ios12 column's trace is simulate's of the presses it took.
        let ios12 = try #require(session.run("ios12"))
        #expect(ios12.traceText == (try simulated(["launch"], .ios12)))
    }

    @Test("undo replays the presses before the last: the traces are as if it never happened")
    func undo() throws {
        let session = session()
        for action in ["launch", "home", "return"] { try session.press(action) }
        let before = session.runs.map(\.traceText)
        try session.press("lock")
        try session.undo()
        #expect(session.actions == ["launch", "home", "return"])
        #expect(session.runs.map(\.traceText) == before)
        session.reset()
        #expect(session.actions.isEmpty && session.runs.allSatisfy { $0.events.isEmpty })
        #expect(throws: PlaygroundError(status: 409, "nothing to undo: no action yet")) { try session.undo() }
    }

    @Test("an unknown action and one no column can take change nothing and say why")
    func refusals() throws {
        let session = session()
        #expect(throws: PlaygroundError(status: 400, ActionCatalogue.unknownActionMessage("lunch"))) {
            try session.press("lunch")
        }
        do {
            try session.press("home")
            Issue.record("home before launch was taken")
        } catch {
            #expect(error.status == 409)
            #expect(
                error.message.hasPrefix(
                    "'home' is not possible now in any column (ios12: home: the app is not in the foreground; ios13: "))
        }
        #expect(session.actions.isEmpty && session.runs.allSatisfy { $0.outcomes.isEmpty && $0.events.isEmpty })
    }

    @Test("the buttons are the catalogue's actions some column can take now, in catalogue order")
    func possibleActions() throws {
        let session = session()
        let atStart = session.possibleActions().map(\.info.name)
        #expect(atStart.contains("launch") && !atStart.contains("home") && !atStart.contains("swipe-kill"))
        try session.press("launch")
        let running = session.possibleActions()
        let names = running.map(\.info.name)
        #expect(names.contains("home") && names.contains("swipe-kill") && !names.contains("launch"))
        let order = names.compactMap(ActionCatalogue.position(named:))
        #expect(order == order.sorted())
        // open-window: the iPad column (and SwiftUI's, which ignores it on iPhone), never ios12's.
        let openWindow = try #require(running.first { $0.info.name == "open-window" })
        #expect(openWindow.columns.contains("ipados-multiwindow") && !openWindow.columns.contains("ios12"))
        // Whatever the catalogue lists, each name is one the scenario parser reads.
        for entry in ActionCatalogue.entries where entry.name != "discard-session" {
            #expect(ActionTemplate.kind(named: entry.name, in: session.runs[0].runtime) != nil, "\(entry.name)")
        }
    }

    @Test("a session keeps at most its limit of presses, with a message")
    func actionCap() throws {
        var limits = PlaygroundLimits()
        limits.actionsPerSession = 3
        let session = session(limits)
        for action in ["launch", "home", "return"] { try session.press(action) }
        #expect(
            throws: PlaygroundError(
                status: 409, "this session has 3 actions, the most one session keeps: undo, or reset to start again")
        ) {
            try session.press("home")
        }
        #expect(throws: PlaygroundError(status: 413, "4 actions: a session keeps at most 3")) {
            try self.session(limits).replay(["launch", "home", "return", "lock"])
        }
    }
}
