import LifelineModel
import LifelineRuntime

/// Turns a catalogue action's name into the runtime's action for one column, reading it with
/// the scenario parser (`- open-url: "lifeline://item/1"`), so the page and a scenario file
/// can never mean two things by one name.
///
/// The page sends names only; an action that needs an argument gets a fixed one here (the
/// random run's), or one read off the column's state (a session to discard). Nothing the
/// browser sends reaches the parser but a name found in `ActionCatalogue`.
enum ActionTemplate {
    /// The argument each action that needs one is pressed with.
    static let arguments: [String: String] = [
        "open-url": "lifeline://item/1",
        "continue-activity": "com.example.view",
        "quick-action": "com.example.new",
        "background-launch": "fetch",
        "notification": "com.example.message",
        "notification-response": "com.example.message",
        "open-document": "Notes.txt",
        "environment": "colorScheme=dark"
    ]

    /// The runtime's action for `name` in the state `runtime` is in; nil when `name` needs
    /// something the column does not have (no session to discard).
    static func kind(named name: String, in runtime: Runtime) -> ActionKind? {
        if name == "discard-session" {
            // The user removes a window the app no longer shows: the oldest such session.
            guard let idle = runtime.application.openSessions.first(where: { $0.scene == nil }) else { return nil }
            return parse(name, argument: idle.persistentIdentifier)
        }
        return fixed[name] ?? nil
    }

    /// Every catalogue action that needs nothing from the column's state, read once.
    private static let fixed: [String: ActionKind?] = {
        var table: [String: ActionKind?] = [:]
        for entry in ActionCatalogue.entries where entry.name != "discard-session" {
            table[entry.name] = parse(entry.name, argument: arguments[entry.name])
        }
        return table
    }()

    /// The scenario parser's reading of one action line. The argument is one of `arguments`
    /// or a session id the runtime made, quoted as a YAML string.
    private static func parse(_ name: String, argument: String?) -> ActionKind? {
        let line = argument.map { "\(name): \"\($0)\"" } ?? name
        return try? ScenarioParser.parse("actions:\n  - \(line)\n", file: "<playground>").actions.first?.kind
    }
}
