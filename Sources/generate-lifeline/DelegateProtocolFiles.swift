import LifelineModel

/// The runtime's delegate protocols (`AppDelegate`, `SceneDelegate`, `WindowSceneDelegate`,
/// `UserNotificationCenterDelegate`): each requirement and its default implementation, which
/// tells the runtime it ran, so the runtime knows which methods a class implements.
enum DelegateProtocolFiles {
    /// One protocol of the runtime, mirroring a UIKit one.
    struct Spec {
        var name: String
        var mirrors: DelegateProtocol
        var inherits: String
        var doc: [String]
    }

    static let appDelegate = Spec(
        name: "AppDelegate", mirrors: .applicationDelegate, inherits: "AppDelegateNearMisses",
        doc: [
            "/// `UIApplicationDelegate`, with the simulated `Application` in place of `UIApplication`.",
            "///",
            "/// Every method is optional, as in UIKit: each has a default implementation, and the runtime",
            "/// notices when the default ran, so it knows which methods your class implements (a missing",
            "/// `configurationForConnecting` means the Info.plist configuration is used, lifecycle-facts.md §6)."
        ])
    static let sceneDelegate = Spec(
        name: "SceneDelegate", mirrors: .sceneDelegate, inherits: "SceneDelegateNearMisses",
        doc: [
            "/// `UISceneDelegate`, with the simulated `Scene` in place of `UIScene`. Every method is",
            "/// optional (default implementations); the runtime knows which ones a class implements."
        ])
    static let windowSceneDelegate = Spec(
        name: "WindowSceneDelegate", mirrors: .windowSceneDelegate, inherits: "SceneDelegate",
        doc: [
            """
            /// `UIWindowSceneDelegate`: a scene delegate for window scenes, with the quick-action and geometry \
            methods.
            """
        ])
    static let notificationCenterDelegate = Spec(
        name: "UserNotificationCenterDelegate", mirrors: .userNotificationCenterDelegate, inherits: "AnyObject",
        doc: [
            "/// `UNUserNotificationCenterDelegate`. UIKit's center calls the delegate the app assigned,",
            "/// which Apple says must happen before launching finishes (lifecycle-facts.md §14); the",
            "/// simulation takes the app delegate as that delegate when it adopts this protocol."
        ])

    static var all: [GeneratedFile] {
        [
            file("AppDelegate", [appDelegate]),
            file("SceneDelegate", [sceneDelegate, windowSceneDelegate]),
            file("UserNotificationCenterDelegate", [notificationCenterDelegate])
        ]
    }

    private static func file(_ name: String, _ specs: [Spec]) -> GeneratedFile {
        var lines = [
            SwiftText.header(
                "The \(specs.map(\.name).joined(separator: " and ")) protocols: requirements and defaults."),
            "import Foundation", "import LifelineModel"
        ]
        for spec in specs { lines += protocolLines(spec) }
        return GeneratedFile(path: "Sources/LifelineRuntime/Delegates/\(name)+Generated.swift", lines: lines)
    }

    private static func protocolLines(_ spec: Spec) -> [String] {
        let methods = RuntimeMethods.all.filter { $0.delegateProtocol == spec.mirrors }
        var lines = [""] + spec.doc + ["public protocol \(spec.name): \(spec.inherits) {"]
        for method in methods {
            lines += SwiftText.doc(for: method, indent: "    ")
            lines += SwiftText.wrap("    func ", method.declaration, "", layout: ("    public func ", " {"))
        }
        lines += ["}", "", "extension \(spec.name) {"]
        for method in methods {
            if let note = method.note {
                lines += SwiftText.doc(note, indent: "    ").map { $0.replacingOccurrences(of: "///", with: "//") }
            }
            lines += SwiftText.function("public func ", method.declaration, body: method.defaultBody, indent: "    ")
        }
        lines.append("}")
        return lines
    }
}
