import LifelineModel
import LifelineSupport
import Yams

/// Reads one action: `- home`, `- open-url: myapp://x`, or `- interruption: {kind: call, at: 4}`.
enum ActionParser {

    static func parse(_ node: Node, _ reader: YAMLReader) throws(Diagnostic) -> ScenarioAction {
        let line = node.mark?.line ?? 0, column = node.mark?.column ?? 0
        if let scalar = node.scalar {
            return ScenarioAction(
                try kind(scalar.string, argument: nil, params: [:], node, reader), line: line, column: column)
        }
        let members = try reader.mapping(node, "action")
        var at: Double?
        var action: (name: String, node: Node, value: Node)?
        for (key, keyNode, value) in members {
            if key == "at" {
                at = try reader.number(value, "at")
            } else if action == nil {
                action = (key, keyNode, value)
            } else {
                throw reader.error(keyNode, "an action is one key (its name), optionally with 'at'; found '\(key)' too")
            }
        }
        guard let action else { throw reader.error(node, "action: missing the action's name") }
        var argument: String?
        var params: [String: (String, Node)] = [:]
        if action.value.scalar != nil, action.value.scalar?.string != "" {
            argument = try reader.string(action.value, action.name)
        } else if let items = action.value.sequence {
            // The list form the README documents (`close-window: [S2]`): one argument in
            // brackets. Never ignored: an action acts on one thing.
            guard items.count == 1, let item = items.first, item.scalar != nil else {
                throw reader.error(
                    action.value, "\(action.name): a list here holds exactly one value, like [S2]; found \(items.count)"
                )
            }
            argument = try reader.string(item, action.name)
        } else if action.value.mapping != nil {
            for (key, _, value) in try reader.mapping(action.value, action.name) {
                if key == "at" {
                    at = try reader.number(value, "at")
                    continue
                }
                params[key] = (try reader.string(value, key), value)
            }
        }
        return ScenarioAction(
            try kind(action.name, argument: argument, params: params, action.node, reader),
            at: at, line: line, column: column)
    }

    private static func kind(
        _ name: String, argument: String?, params: [String: (String, Node)], _ node: Node,
        _ reader: YAMLReader
    ) throws(Diagnostic) -> ActionKind {
        func value(_ key: String, required: Bool = true) throws(Diagnostic) -> String? {
            if let argument { return argument }
            if let (text, _) = params[key] { return text }
            if required { throw reader.error(node, "\(name): needs '\(key)'") }
            return nil
        }
        switch name {
        case "launch": return .launch
        case "open-url": return .openURL(try value("url") ?? "")
        case "continue-activity": return .continueActivity(try value("type") ?? "")
        case "quick-action": return .quickAction(try value("type") ?? "")
        case "background-launch":
            let reason = try value("reason") ?? ""
            guard let event = BackgroundEvent(rawValue: reason) else {
                throw reader.error(
                    params["reason"]?.1 ?? node,
                    "background-launch: unknown reason '\(reason)' (expected \(BackgroundEvent.allCases.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            return .backgroundEvent(event)
        case "notification": return .notification(try value("id") ?? "")
        case "notification-response": return .notificationResponse(try value("id") ?? "")
        case "background-task":
            var seconds = 10.0
            let text = try value("duration", required: false)
            if let text {
                guard let parsed = Double(text), parsed >= 0, parsed <= YAMLReader.maxSeconds else {
                    throw reader.error(params["duration"]?.1 ?? node, "duration: expected seconds, at most 1000000")
                }
                seconds = parsed
            }
            var ends = true
            if let (flag, flagNode) = params["ends-task"] {
                guard let parsed = Bool(flag) else { throw reader.error(flagNode, "ends-task: expected true or false") }
                ends = parsed
            }
            return .backgroundTask(seconds: seconds, endsTask: ends)
        case "prewarm": return .prewarm
        case "request-scene-activation":
            return .sceneRequest(.activation, target: try value("session", required: false))
        case "request-scene-destruction":
            return .sceneRequest(.destruction, target: try value("scene", required: false))
        case "request-scene-refresh": return .sceneRequest(.refresh, target: try value("scene", required: false))
        case "home": return .home
        case "app-switcher": return .switcher
        case "return": return .returnToApp
        case "interruption":
            let kind = try value("kind", required: false) ?? "alert"
            var seconds = 2.0
            if let (text, valueNode) = params["duration"] {
                guard let parsed = Double(text), parsed >= 0, parsed <= YAMLReader.maxSeconds else {
                    throw reader.error(valueNode, "duration: expected seconds, at most 1000000")
                }
                seconds = parsed
            }
            return .interruption(kind, seconds: seconds)
        case "lock": return .lock
        case "unlock": return .unlock
        case "swipe-kill": return .swipeKill
        case "reclaim-scene": return .reclaimScene(try value("scene", required: false))
        case "suspend": return .suspend
        case "purge": return .purge
        case "memory-warning": return .memoryWarning
        case "terminate": return .terminate
        case "open-window":
            if let argument { return .openWindow(group: argument, value: nil) }
            return .openWindow(group: params["id"]?.0, value: params["value"]?.0)
        case "dismiss-window":
            if let argument { return .dismissWindow(group: argument, value: nil) }
            return .dismissWindow(group: params["id"]?.0, value: params["value"]?.0)
        case "open-document": return .openDocument(try value("document") ?? "")
        case "close-window": return .closeWindow(try value("scene", required: false))
        case "discard-session": return .discardSession(try value("session") ?? "")
        case "environment":
            if let argument {
                let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { throw reader.error(node, "environment: expected key=value") }
                return .environment(key: parts[0], value: parts[1])
            }
            guard let key = params["key"]?.0, let newValue = params["value"]?.0 else {
                throw reader.error(node, "environment: needs 'key' and 'value'")
            }
            return .environment(key: key, value: newValue)
        default:
            if let action = WindowAction(rawValue: name) {
                return .window(action, scene: try value("scene", required: false))
            }
            throw reader.error(node, ActionCatalogue.unknownActionMessage(name))
        }
    }
}
