import LifelineModel
import LifelineSupport
import Yams

/// Reads the `app:` block of a scenario: the SwiftUI App's scenes and handlers.
enum SwiftUIAppParser {
    static func parse(_ node: Node, _ reader: YAMLReader) throws(Diagnostic) -> SwiftUIApp {
        var app = SwiftUIApp(scenes: [])
        for (key, keyNode, value) in try reader.mapping(node, "app") {
            switch key {
            case "delegate-adaptor": app.delegateAdaptor = try reader.string(value, key)
            case "scene-delegate": app.sceneDelegateClass = try reader.string(value, key)
            case "device": app.device = try reader.choice(value, key, as: SwiftUIApp.Device.self)
            case "on-change":
                var levels: Set<PhaseLevel> = []
                for item in value.sequence.map(Array.init) ?? [value] {
                    let level = try reader.choice(item, key, as: PhaseLevel.self)
                    guard level != .view else {
                        throw reader.error(item, "on-change: view handlers are declared on each view")
                    }
                    levels.insert(level)
                }
                app.phaseHandlers = levels
            case "scenes":
                guard let sequence = value.sequence else { throw reader.error(value, "scenes: expected a list") }
                for item in sequence { app.scenes.append(try scene(item, reader)) }
            default:
                throw reader.error(
                    keyNode,
                    "unknown app key '\(key)' (expected scenes, delegate-adaptor, scene-delegate, on-change, device)")
            }
        }
        guard !app.scenes.isEmpty else { throw reader.error(node, "app: declares no scenes") }
        return app
    }

    private static func scene(_ node: Node, _ reader: YAMLReader) throws(Diagnostic) -> SwiftUIApp.SceneDeclaration {
        var declaration: SwiftUIApp.SceneDeclaration?
        var views: [SwiftUIApp.View] = []
        var matching: [String]?
        for (key, keyNode, value) in try reader.mapping(node, "scene") {
            switch key {
            case "window-group": declaration = .init(id: try reader.string(value, key), kind: .windowGroup, views: [])
            case "window-group-for":
                declaration = .init(id: try reader.string(value, key), kind: .windowGroupForValue, views: [])
            case "document-group":
                declaration = .init(id: try reader.string(value, key), kind: .documentGroup, views: [])
            case "settings", "window", "menu-bar-extra":
                throw reader.error(
                    keyNode,
                    """
                    \(key): a macOS-only scene; every Lifeline profile simulates iOS or iPadOS, where the App's body \
                    cannot declare it
                    """)
            case "views":
                guard let sequence = value.sequence else { throw reader.error(value, "views: expected a list") }
                for item in sequence { views.append(try view(item, reader)) }
            case "handles-external-events": matching = try reader.strings(value, key)
            default:
                throw reader.error(
                    keyNode,
                    """
                    unknown scene key '\(key)' (expected window-group, window-group-for, document-group, views, \
                    handles-external-events)
                    """)
            }
        }
        guard var declaration else {
            throw reader.error(node, "scene: expected window-group, window-group-for or document-group")
        }
        declaration.views = views.isEmpty ? [SwiftUIApp.View(name: "ContentView")] : views
        declaration.handlesExternalEvents = matching
        return declaration
    }

    private static func view(_ node: Node, _ reader: YAMLReader) throws(Diagnostic) -> SwiftUIApp.View {
        if node.scalar != nil { return SwiftUIApp.View(name: try reader.string(node, "view")) }
        var view = SwiftUIApp.View(name: "")
        for (key, keyNode, value) in try reader.mapping(node, "view") {
            switch key {
            case "name": view.name = try reader.string(value, key)
            case "reads": view.reads = try reader.strings(value, key)
            case "on-change":
                guard let flag = value.scalar.flatMap({ Bool($0.string) }) else {
                    throw reader.error(value, "on-change: expected true or false")
                }
                view.observesScenePhase = flag
            case "on-open-url":
                guard let flag = value.scalar.flatMap({ Bool($0.string) }) else {
                    throw reader.error(value, "on-open-url: expected true or false")
                }
                view.opensURLs = flag
            case "on-continue-user-activity": view.continuesActivities = try reader.strings(value, key)
            case "scene-storage": view.sceneStorage = try reader.strings(value, key)
            case "handles-external-events":
                for (member, memberNode, sets) in try reader.mapping(value, key) {
                    switch member {
                    case "preferring": view.prefersExternalEvents = try reader.strings(sets, member)
                    case "allowing": view.allowsExternalEvents = try reader.strings(sets, member)
                    default:
                        throw reader.error(
                            memberNode,
                            "handles-external-events: unknown key '\(member)' (expected preferring, allowing)")
                    }
                }
            default:
                throw reader.error(
                    keyNode,
                    """
                    unknown view key '\(key)' (expected name, reads, on-change, on-open-url, \
                    on-continue-user-activity, handles-external-events, scene-storage)
                    """)
            }
        }
        guard !view.name.isEmpty else { throw reader.error(node, "view: needs a name") }
        return view
    }
}
