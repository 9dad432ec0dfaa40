import LifelineModel

/// `DelegateDispatch`'s two switches over `Callback`, one per receiver, exhaustive with no
/// `default:`: a callback added to the model and not to the runtime fails to compile until
/// `make generate` lists it, where it is either called or named as not simulated.
enum DispatchFile {
    static var file: GeneratedFile {
        var lines = [
            SwiftText.header("The one place that maps the model's callbacks onto the runtime's delegate protocols."),
            "import Foundation", "import LifelineModel", "", "extension DelegateDispatch {"
        ]
        lines += function(
            "callApp", receiver: .app,
            parameters: """
                _ callback: Callback, _ d: AppDelegate, _ app: Application, _ a: CallArguments, _ \
                outcome: inout CallOutcome
                """)
        lines.append("")
        lines += function(
            "callScene", receiver: .scene,
            parameters: "_ callback: Callback, _ d: SceneDelegate, _ scene: Scene, _ a: CallArguments")
        lines.append("}")
        return GeneratedFile(path: "Sources/LifelineRuntime/Delegates/DelegateDispatch+Generated.swift", lines: lines)
    }

    private static func function(_ name: String, receiver: Receiver, parameters: String) -> [String] {
        let methods = RuntimeMethods.all.filter { $0.delegateProtocol.receiver == receiver }
        var lines = SwiftText.wrap("    static func ", "\(name)(\(parameters))", " {")
        lines.append("        switch callback {")
        for method in methods { lines += caseLines(method) }
        let called = Set(methods.map(\.callback))
        let others = Callback.allCases.filter { !called.contains($0) }
        lines.append(
            "        // No runtime method: other receivers' callbacks, and those only traces carry (the importer's).")
        lines += SwiftText.caseList(others, indent: "        ")
        lines += ["            break", "        }", "    }"]
        return lines
    }

    private static func caseLines(_ method: RuntimeMethod) -> [String] {
        let head = "        case .\(method.callback):"
        let body = "            "
        switch method.delegateProtocol {
        case .windowSceneDelegate:
            return [
                head, body + "// A plain UISceneDelegate cannot implement a UIWindowSceneDelegate method.",
                body + "guard let w = d as? WindowSceneDelegate else {",
                body + "    scene.application.noteDefaultImplementation()", body + "    break", body + "}"
            ]
                + method.call.map { body + $0 }
        case .userNotificationCenterDelegate:
            return [
                head,
                body
                    + "// UNUserNotificationCenterDelegate is its own protocol: an app delegate that does not adopt it",
                body + "// implements neither method.",
                body + "guard let center = d as? UserNotificationCenterDelegate else {",
                body + "    app.noteDefaultImplementation()", body + "    break", body + "}"
            ]
                + method.call.map { body + $0 }
        case .applicationDelegate, .sceneDelegate, .viewController:
            if method.call.count == 1, head.count + 1 + method.call[0].count <= SwiftText.width {
                return [head + " " + method.call[0]]
            }
            return [head] + method.call.map { body + $0 }
        }
    }
}
