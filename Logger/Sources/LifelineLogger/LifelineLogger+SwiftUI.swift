// The SwiftUI part: scene phases. ScenePhase is iOS 14, macOS 11, tvOS 14, watchOS 7.
#if canImport(SwiftUI)
    import SwiftUI

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    extension ScenePhase {
        /// The trace's spelling: `active`, `inactive`, `background`.
        var lifelineName: String {
            switch self {
            case .active: return "active"
            case .inactive: return "inactive"
            case .background: return "background"
            @unknown default: return "background"
            }
        }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    extension View {
        /// Reports this view's scene-phase changes, with the phase before and after:
        /// `ContentView().lifelineScenePhase(scenePhase, view: "ContentView")`, with
        /// `@Environment(\.scenePhase) private var scenePhase` in the view.
        public func lifelineScenePhase(_ phase: ScenePhase, view: String? = nil, level: String = "view") -> some View {
            onChange(of: phase) { oldPhase, newPhase in
                LifelineLogger.shared.phase(
                    newPhase.lifelineName, level: level, from: oldPhase.lifelineName, view: view)
            }
        }
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    extension LifelineLogger {
        /// For `App.body`:
        /// `.onChange(of: scenePhase) { old, new in LifelineLogger.shared.appPhase(new, from: old) }`.
        public func appPhase(_ phase: ScenePhase, from old: ScenePhase? = nil) {
            self.phase(phase.lifelineName, level: "app", from: old?.lifelineName)
        }
    }
#endif
