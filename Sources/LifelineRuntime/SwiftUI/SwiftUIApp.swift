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
        /// `handlesExternalEvents(matching:)`: the events for which SwiftUI opens a new instance
        /// of this scene (§16); nil without the modifier.
        public var handlesExternalEvents: [String]?
        public init(id: String, kind: Kind, views: [View], handlesExternalEvents: [String]? = nil) {
            self.id = id
            self.kind = kind
            self.views = views
            self.handlesExternalEvents = handlesExternalEvents
        }
    }

    /// A view in a scene: whether it has `onChange(of: scenePhase)` and which other
    /// environment values it reads.
    public struct View: Sendable, Equatable {
        public var name: String
        public var observesScenePhase: Bool
        public var reads: [String]
        /// `onOpenURL(perform:)`: the view handles URLs its scene receives (§16).
        public var opensURLs: Bool
        /// `onContinueUserActivity(_:perform:)`: the activity types the view handles (§16).
        public var continuesActivities: [String]
        /// `handlesExternalEvents(preferring:allowing:)` on the view; nil without it (§16).
        public var prefersExternalEvents: [String]?
        public var allowsExternalEvents: [String]?
        /// The keys of the view's `@SceneStorage` properties (§17).
        public var sceneStorage: [String]
        public init(name: String, observesScenePhase: Bool = true, reads: [String] = [], opensURLs: Bool = false,
                    continuesActivities: [String] = [], prefersExternalEvents: [String]? = nil,
                    allowsExternalEvents: [String]? = nil, sceneStorage: [String] = []) {
            self.name = name
            self.observesScenePhase = observesScenePhase
            self.reads = reads
            self.opensURLs = opensURLs
            self.continuesActivities = continuesActivities
            self.prefersExternalEvents = prefersExternalEvents
            self.allowsExternalEvents = allowsExternalEvents
            self.sceneStorage = sceneStorage
        }
    }

    public var scenes: [SceneDeclaration]
    /// `@UIApplicationDelegateAdaptor(…)`: the app delegate class, when the App declares one.
    public var delegateAdaptor: String?
    /// A scene delegate class returned as `delegateClass` from `configurationForConnecting`.
    public var sceneDelegateClass: String?
    /// The levels whose `onChange(of: scenePhase)` handlers exist on the App and on its scenes.
    public var phaseHandlers: Set<PhaseLevel>
    /// The device the App runs on: on iPhone `supportsMultipleWindows` is false (§16).
    public var device: Device = .ipad

    /// Where the App runs; SwiftUI's `supportsMultipleWindows` is true only on iPadOS with
    /// `UIApplicationSupportsMultipleScenes` (and on macOS, which Lifeline does not simulate).
    public enum Device: String, CaseIterable, Sendable, Equatable {
        case ipad, iphone
    }

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

    /// Whether any view or scene declares a `handlesExternalEvents` modifier.
    var declaresExternalEventModifiers: Bool {
        scenes.contains { scene in
            scene.handlesExternalEvents != nil
                || scene.views.contains { $0.prefersExternalEvents != nil || $0.allowsExternalEvents != nil }
        }
    }
}
