import LifelineModel
import LifelineSupport
import LifelineTrace
import LifelineYAML
import Yams

/// Reads a scenario from YAML; every mistake is one `file:line:column: error: …` diagnostic.
/// The format is documented in `Docs/simulate.md` ("Scenario YAML").
public enum ScenarioParser {
    /// The most actions a scenario may list: ten thousand, far more than a scenario a person
    /// writes or reads, and few enough that its simulation (at most about 40 events an action)
    /// stays within every command's memory budget.
    package static let maxActions = 10_000

    /// Reads the scenario file at `path` (`-`: standard input), within `YAMLDocument`'s limits.
    public static func parse(path: String) throws(Diagnostic) -> Scenario {
        let (root, file) = try YAMLDocument.load(path: path, what: "the scenario file")
        return try parse(root: root, file: file)
    }

    /// Parses scenario text; `file` names it in diagnostics.
    public static func parse(_ text: String, file: String) throws(Diagnostic) -> Scenario {
        try parse(root: YAMLDocument.compose(text, file: file), file: file)
    }

    private static func parse(root: Node?, file: String) throws(Diagnostic) -> Scenario {
        let reader = YAMLReader(file: file)
        guard let root else { throw reader.error(nil, "empty scenario") }
        var scenario = Scenario(name: "", actions: [])
        var sawActions = false
        for (key, keyNode, value) in try reader.mapping(root, "scenario") {
            switch key {
            case "name": scenario.name = try reader.string(value, "name")
            case "description": scenario.summary = try reader.string(value, "description")
            case "profiles":
                var profiles: [Profile] = []
                let items = value.sequence.map(Array.init) ?? [value]
                for item in items { profiles.append(try reader.choice(item, "profiles", as: Profile.self)) }
                scenario.profiles = profiles
            case "options": scenario.options = try options(value, reader)
            case "restored-sessions": scenario.restoredSessions = try reader.strings(value, "restored-sessions")
            case "classes": scenario.classes = Set(try reader.strings(value, "classes"))
            case "costs":
                for (method, methodNode, seconds) in try reader.mapping(value, "costs") {
                    guard let callback = Callback(name: method) else {
                        let hint = Callback.nearest(to: method).map { " (did you mean \($0.swiftName)?)" } ?? ""
                        throw reader.error(methodNode, "costs: unknown method '\(method)'\(hint)")
                    }
                    scenario.costs[callback] = TraceTime(seconds: try reader.number(seconds, "costs")).microseconds
                }
            case "app": scenario.app = try SwiftUIAppParser.parse(value, reader)
            case "expect": scenario.expectedFindings = try reader.strings(value, "expect")
            case "actions":
                sawActions = true
                guard let sequence = value.sequence else { throw reader.error(value, "actions: expected a list") }
                // Each action becomes a few dozen events at most, and `compare` and `explain` hold a
                // run's events: the number of actions bounds every command's work on a scenario.
                guard sequence.count <= ScenarioParser.maxActions else {
                    throw reader.error(
                        value,
                        """
                        actions: more than \(ScenarioParser.maxActions) actions (\(sequence.count)); split the \
                        scenario
                        """)
                }
                for item in sequence { scenario.actions.append(try ActionParser.parse(item, reader)) }
            default:
                throw reader.error(
                    keyNode,
                    """
                    unknown scenario key '\(key)' (expected name, description, profiles, options, restored-sessions, \
                    classes, costs, app, expect, actions)
                    """)
            }
        }
        guard sawActions else { throw reader.error(root, "scenario has no 'actions' list") }
        if scenario.name.isEmpty { scenario.name = defaultName(file) }
        return scenario
    }

    private static func options(_ node: Node, _ reader: YAMLReader) throws(Diagnostic) -> RuntimeOptions {
        var options = RuntimeOptions()
        for (key, keyNode, value) in try reader.mapping(node, "options") {
            switch key {
            case "swipe-kill": options.swipeKill = try reader.choice(value, key, as: SwipeKillVariant.self)
            case "disconnect": options.disconnect = try reader.choice(value, key, as: DisconnectTiming.self)
            case "background-launch-scene":
                options.backgroundLaunchScene = try reader.choice(value, key, as: BackgroundLaunchScene.self)
            case "background-launch-entry":
                options.backgroundLaunchEntry = try reader.choice(value, key, as: BackgroundLaunchEntry.self)
            case "last-window-close": options.lastWindowClose = try reader.choice(value, key, as: LastWindowClose.self)
            case "application-notifications":
                options.applicationNotifications = try reader.choice(value, key, as: ApplicationNotifications.self)
            case "configuration-on-relaunch":
                options.configurationOnRelaunch = try reader.choice(value, key, as: ConfigurationOnRelaunch.self)
            case "scene-mandate": options.sceneMandate = try reader.choice(value, key, as: SceneMandate.self)
            case "view-controllers": options.viewControllers = try reader.choice(value, key, as: ViewControllers.self)
            case "state-restoration":
                options.stateRestoration = try reader.choice(value, key, as: StateRestoration.self)
            case "display-activation":
                options.displayActivation = try reader.choice(value, key, as: DisplayActivation.self)
            case "external-events": options.externalEvents = try reader.choice(value, key, as: ExternalEvents.self)
            case "app-phase-when-background":
                options.appPhaseWhenBackground = try reader.choice(value, key, as: AppPhaseWhenBackground.self)
            case "windowing": options.windowing = try reader.choice(value, key, as: WindowingVariant.self)
            default:
                throw reader.error(
                    keyNode,
                    """
                    unknown option '\(key)' (expected swipe-kill, disconnect, background-launch-scene, \
                    background-launch-entry, last-window-close, application-notifications, configuration-on-relaunch, \
                    app-phase-when-background, scene-mandate, view-controllers, state-restoration, \
                    display-activation, windowing, external-events)
                    """)
            }
        }
        return options
    }

    private static func defaultName(_ file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        return base.hasSuffix(".yaml")
            ? String(base.dropLast(5)) : base.hasSuffix(".yml") ? String(base.dropLast(4)) : base
    }
}
