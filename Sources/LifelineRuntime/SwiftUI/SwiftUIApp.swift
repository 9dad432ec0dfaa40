import LifelineModel

/// A SwiftUI `App` as a scenario declares it: the scenes its `body` declares, the views that
/// observe the environment, and the delegate adaptor (lifecycle-facts.md §5).
public struct SwiftUIApp: Sendable, Equatable {
    /// One scene declaration of the `App`'s body.
    package struct SceneDeclaration: Sendable, Equatable {
        package enum Kind: String, Sendable, Equatable {
            /// `WindowGroup(id:)`: `openWindow(id:)` always creates a new window.
            case windowGroup = "WindowGroup"
            /// `WindowGroup(for:)`: `openWindow(value:)` brings an existing window for the value forward.
            case windowGroupForValue = "WindowGroup(for:)"
            /// `DocumentGroup`: one document scene per opened document.
            case documentGroup = "DocumentGroup"
        }
        package var id: String
        package var kind: Kind
        package var views: [View]
        /// `handlesExternalEvents(matching:)`: the events for which SwiftUI opens a new instance
        /// of this scene (§16); nil without the modifier.
        package var handlesExternalEvents: [String]?
        package init(id: String, kind: Kind, views: [View], handlesExternalEvents: [String]? = nil) {
            self.id = id
            self.kind = kind
            self.views = views
            self.handlesExternalEvents = handlesExternalEvents
        }
    }

    /// A view in a scene: whether it has `onChange(of: scenePhase)` and which other
    /// environment values it reads.
    package struct View: Sendable, Equatable {
        package var name: String
        package var observesScenePhase: Bool
        package var reads: [String]
        /// `onOpenURL(perform:)`: the view handles URLs its scene receives (§16).
        package var opensURLs: Bool
        /// `onContinueUserActivity(_:perform:)`: the activity types the view handles (§16).
        package var continuesActivities: [String]
        /// `handlesExternalEvents(preferring:allowing:)` on the view; nil without it (§16).
        package var prefersExternalEvents: [String]?
        package var allowsExternalEvents: [String]?
        /// The keys of the view's `@SceneStorage` properties (§17).
        package var sceneStorage: [String]
        package init(
            name: String, observesScenePhase: Bool = true, reads: [String] = [], opensURLs: Bool = false,
            continuesActivities: [String] = [], prefersExternalEvents: [String]? = nil,
            allowsExternalEvents: [String]? = nil, sceneStorage: [String] = []
        ) {
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

    package var scenes: [SceneDeclaration]
    /// `@UIApplicationDelegateAdaptor(…)`: the app delegate class, when the App declares one.
    package var delegateAdaptor: String?
    /// A scene delegate class returned as `delegateClass` from `configurationForConnecting`.
    package var sceneDelegateClass: String?
    /// The levels whose `onChange(of: scenePhase)` handlers exist on the App and on its scenes.
    package var phaseHandlers: Set<PhaseLevel>
    /// The device the App runs on: on iPhone `supportsMultipleWindows` is false (§16).
    package var device: Device = .ipad

    /// Where the App runs; SwiftUI's `supportsMultipleWindows` is true only on iPadOS with
    /// `UIApplicationSupportsMultipleScenes` (and on macOS, which Lifeline does not simulate).
    package enum Device: String, CaseIterable, Sendable, Equatable {
        case ipad, iphone
    }

    package init(
        scenes: [SceneDeclaration], delegateAdaptor: String? = nil, sceneDelegateClass: String? = nil,
        phaseHandlers: Set<PhaseLevel> = [.app, .scene]
    ) {
        self.scenes = scenes
        self.delegateAdaptor = delegateAdaptor
        self.sceneDelegateClass = sceneDelegateClass
        self.phaseHandlers = phaseHandlers
    }

    /// The App Xcode's template writes: one `WindowGroup` showing `ContentView`.
    package static let template = SwiftUIApp(scenes: [
        SceneDeclaration(id: "main", kind: .windowGroup, views: [View(name: "ContentView", reads: ["colorScheme"])])
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
