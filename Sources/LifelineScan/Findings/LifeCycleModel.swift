/// The app's life cycle today, by TN3187's conditions (lifecycle-facts.md §6, §9).
package enum LifeCycleModel: String, Sendable {
    /// No scene manifest, or one with no configurations and no `configurationForConnecting`.
    case appDelegate = "app-delegate"
    /// A scene manifest with configurations, or with `configurationForConnecting` implemented.
    case sceneBased = "scene-based"
    /// A SwiftUI `App`: SwiftUI manages the scenes.
    case swiftUI = "swiftui"
    /// Neither an app delegate, a SwiftUI `App` nor an app's Info.plist was found.
    case unknown

    /// Whether the app launches when built with the iOS 27 SDK (nil when unknown).
    package var launchesWithIOS27SDK: Bool? {
        switch self {
        case .appDelegate: return false
        case .sceneBased, .swiftUI: return true
        case .unknown: return nil
        }
    }

    /// The model's profile name for it, where routing rows are read.
    var usesScenes: Bool { self == .sceneBased || self == .swiftUI }
}
