/// A named platform behaviour: which delegate UIKit calls, and which variants apply.
///
/// Reality differs by OS version and configuration; a profile names one behaviour so that the
/// runtime can simulate it, the checker can hold a trace to it and the renderer can draw it.
public enum Profile: String, CaseIterable, Sendable, Codable, Comparable {
    /// iOS 12 and earlier, or any app without a `UIApplicationSceneManifest`: app delegate only.
    case ios12
    /// iOS 13 and later on iPhone with a scene manifest: one window scene, a scene delegate.
    case ios13
    /// iPadOS with `UIApplicationSupportsMultipleScenes` = true: several window scenes at once.
    case ipadosMultiwindow = "ipados-multiwindow"
    /// A SwiftUI `App`: scenes declared in its body, `ScenePhase` per view, scene and app.
    case swiftui

    /// Whether UIKit routes the UI life cycle through scene delegates under this profile.
    public var usesScenes: Bool { self != .ios12 }

    /// Whether more than one scene may be connected at once.
    public var supportsMultipleScenes: Bool { self == .ipadosMultiwindow || self == .swiftui }

    /// A one-line description for help texts and tables.
    package var summary: String {
        switch self {
        case .ios12: return "iOS 12-style: no scene manifest, UIApplicationDelegate only"
        case .ios13: return "iOS 13+ iPhone: scene manifest, one UIWindowScene, UISceneDelegate"
        case .ipadosMultiwindow: return "iPadOS: UIApplicationSupportsMultipleScenes = true, several windows"
        case .swiftui: return "SwiftUI App: ScenePhase per view, scene and app; optional delegate adaptor"
        }
    }

    /// The profile's position in `allCases`, oldest behaviour first.
    package var ordinal: Int {
        switch self {
        case .ios12: return 0
        case .ios13: return 1
        case .ipadosMultiwindow: return 2
        case .swiftui: return 3
        }
    }

    /// Profiles order from iOS 12 to SwiftUI, as the documentation lists them.
    public static func < (a: Profile, b: Profile) -> Bool { a.ordinal < b.ordinal }
}
