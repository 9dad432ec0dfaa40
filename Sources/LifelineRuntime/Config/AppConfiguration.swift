import LifelineModel

/// What UIKit reads from the app's Info.plist about scenes: `UIApplicationSceneManifest`.
public struct AppConfiguration: Sendable, Equatable {
    /// Whether the Info.plist has a `UIApplicationSceneManifest`. Without one, UIKit routes the
    /// life cycle through the app delegate even on iOS 13+ (lifecycle-facts.md §6).
    package var hasSceneManifest: Bool
    /// `UIApplicationSupportsMultipleScenes`.
    package var supportsMultipleScenes: Bool
    /// `UISceneConfigurations`, by session role, in file order.
    package var configurations: [SceneSessionRole: [SceneConfiguration]]

    package init(
        hasSceneManifest: Bool, supportsMultipleScenes: Bool,
        configurations: [SceneSessionRole: [SceneConfiguration]]
    ) {
        self.hasSceneManifest = hasSceneManifest
        self.supportsMultipleScenes = supportsMultipleScenes
        self.configurations = configurations
    }

    /// The configuration UIKit uses for a new session of `role` when the app delegate does not
    /// implement `configurationForConnecting`: the first one for the role, or one named `name`.
    package func configuration(for role: SceneSessionRole, named name: String? = nil) -> SceneConfiguration {
        let candidates = configurations[role] ?? []
        if let name, let match = candidates.first(where: { $0.name == name }) { return match }
        return candidates.first ?? SceneConfiguration(name: nil, sessionRole: role)
    }

    /// The Info.plist Xcode's templates write for a profile: no manifest for `ios12`, one
    /// "Default Configuration" with `SceneDelegate` otherwise.
    package static func template(for profile: Profile) -> AppConfiguration {
        guard profile.usesScenes else {
            return AppConfiguration(hasSceneManifest: false, supportsMultipleScenes: false, configurations: [:])
        }
        let main = SceneConfiguration(
            name: "Default Configuration", sessionRole: .windowApplication,
            delegateClassName: profile == .swiftui ? nil : "SceneDelegate",
            storyboardName: profile == .swiftui ? nil : "Main")
        var configurations: [SceneSessionRole: [SceneConfiguration]] = [.windowApplication: [main]]
        // A UIKit app that shows its own content on a connected display declares a configuration
        // for that role, as Apple's article does (§15); SwiftUI's template has none.
        if profile != .swiftui {
            configurations[.windowExternalDisplayNonInteractive] = [
                SceneConfiguration(
                    name: "External Display", sessionRole: .windowExternalDisplayNonInteractive,
                    delegateClassName: "ExternalDisplaySceneDelegate")
            ]
        }
        return AppConfiguration(
            hasSceneManifest: true, supportsMultipleScenes: profile.supportsMultipleScenes,
            configurations: configurations)
    }
}
