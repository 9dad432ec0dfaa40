import LifelineModel

/// The scenario's delegates (the command line's: every method, each spending the scenario's
/// cost) and the adopted ones (a scanned app's: the methods its sources define): their methods,
/// in extensions of the classes `ScenarioDelegates.swift` and `AdoptedDelegates.swift` declare.
enum ScenarioDelegatesFile {
    static var file: GeneratedFile {
        implementations(
            path: "Sources/LifelineRuntime/Delegates/ScenarioDelegates+Generated.swift",
            what: "The scenario's delegates' methods: each spends the scenario's cost and completes.",
            app: "ScenarioAppDelegate", scene: "ScenarioSceneDelegate",
            methods: RuntimeMethods.all, body: \.scenarioBody)
    }
}

enum AdoptedFile {
    static var file: GeneratedFile {
        implementations(
            path: "Sources/LifelineRuntime/Adoption/AdoptedDelegates+Generated.swift",
            what: "The adopted delegates' methods: each runs only when the app's sources define it.",
            app: "AdoptedAppDelegate", scene: "AdoptedSceneDelegate",
            methods: RuntimeMethods.all.filter { $0.adopted == .derived }, body: \.adoptedBody)
    }
}

/// `extension app { … }` and `extension scene { … }` with one method per row.
private func implementations(
    path: String, what: String, app: String, scene: String, methods: [RuntimeMethod],
    body: KeyPath<RuntimeMethod, [String]>
) -> GeneratedFile {
    var lines = [SwiftText.header(what), "import Foundation", "import LifelineModel"]
    for (type, receiver) in [(app, Receiver.app), (scene, Receiver.scene)] {
        lines += ["", "extension \(type) {"]
        for method in methods where method.delegateProtocol.receiver == receiver {
            lines += SwiftText.function("func ", method.declaration, body: method[keyPath: body], indent: "    ")
        }
        lines.append("}")
    }
    return GeneratedFile(path: path, lines: lines)
}
