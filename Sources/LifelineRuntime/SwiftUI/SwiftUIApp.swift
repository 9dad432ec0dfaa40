import LifelineModel

/// A SwiftUI `App` as a scenario declares it: the scenes its `body` declares, the views that
/// observe the environment, and the delegate adaptor (lifecycle-facts.md §5).
public struct SwiftUIApp: Sendable, Equatable {
    /// One scene declaration of the `App`'s body.
    public struct SceneDeclaration: Sendable, Equatable {
        public enum Kind: String, Sendable, Equatable {
            /// `WindowGroup(id:)`: `openWindow(id:)` always creates a new window.
            case windowGroup = "WindowGroup"
            /// `WindowGroup(for:)`: `openWindow(value:)` brings an existing window for the value forward.
            case windowGroupForValue = "WindowGroup(for:)"
            /// `DocumentGroup`: one document scene per opened document.
            case documentGroup = "DocumentGroup"
        }
        public var id: String
        public var kind: Kind
        public var views: [View]
        public init(id: String, kind: Kind, views: [View]) {
            self.id = id
            self.kind = kind
            self.views = views
        }
    }

    /// A view in a scene: whether it has `onChange(of: scenePhase)` and which other
    /// environment values it reads.
    public struct View: Sendable, Equatable {
        public var name: String
        public var observesScenePhase: Bool
        public var reads: [String]
        public init(name: String, observesScenePhase: Bool = true, reads: [String] = []) {
            self.name = name
            self.observesScenePhase = observesScenePhase
            self.reads = reads
        }
    }

    public var scenes: [SceneDeclaration]
    /// `@UIApplicationDelegateAdaptor(…)`: the app delegate class, when the App declares one.
    public var delegateAdaptor: String?
    /// A scene delegate class returned as `delegateClass` from `configurationForConnecting`.
    public var sceneDelegateClass: String?
    /// The levels whose `onChange(of: scenePhase)` handlers exist on the App and on its scenes.
    public var phaseHandlers: Set<PhaseLevel>

    public init(scenes: [SceneDeclaration], delegateAdaptor: String? = nil, sceneDelegateClass: String? = nil,
                phaseHandlers: Set<PhaseLevel> = [.app, .scene]) {
        self.scenes = scenes
        self.delegateAdaptor = delegateAdaptor
        self.sceneDelegateClass = sceneDelegateClass
        self.phaseHandlers = phaseHandlers
    }

    /// The App Xcode's template writes: one `WindowGroup` showing `ContentView`.
    public static let template = SwiftUIApp(scenes: [
        SceneDeclaration(id: "main", kind: .windowGroup, views: [View(name: "ContentView", reads: ["colorScheme"])]),
    ])

    /// The scene a new window comes from when nothing says which: the first declared.
    var primaryScene: SceneDeclaration? { scenes.first }

    func scene(id: String) -> SceneDeclaration? { scenes.first { $0.id == id } }
}
