/// A scene session's role: `UISceneSession.Role`.
public struct SceneSessionRole: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The role, as UIKit spells it.
    public var rawValue: String
    /// A role from UIKit's spelling.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `UIWindowSceneSessionRoleApplication`: the app's main interactive windows.
    public static let windowApplication = SceneSessionRole(rawValue: "UIWindowSceneSessionRoleApplication")
    /// `UIWindowSceneSessionRoleExternalDisplayNonInteractive` (formerly `…ExternalDisplay`).
    public static let windowExternalDisplayNonInteractive = SceneSessionRole(
        rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    /// The iOS 13–15 spelling of the external-display role.
    package static let windowExternalDisplay = SceneSessionRole(rawValue: "UIWindowSceneSessionRoleExternalDisplay")

    /// The role as UIKit spells it.
    public var description: String { rawValue }
}

/// `UISceneConfiguration`: which delegate class, scene class and storyboard a session uses.
public struct SceneConfiguration: Hashable, Sendable {
    /// `UISceneConfigurationName`.
    public var name: String?
    /// The session role it is for.
    public var role: SceneSessionRole
    /// `UISceneDelegateClassName`: the class UIKit instantiates as the scene's delegate.
    public var delegateClassName: String?
    /// `UISceneClassName` (UIWindowScene when absent).
    package var sceneClassName: String?
    /// `UISceneStoryboardFile`.
    package var storyboardName: String?

    /// `UISceneConfiguration(name:sessionRole:)`; the class and storyboard names are the
    /// Info.plist entry's when a configuration is returned by name.
    public init(
        name: String?, sessionRole: SceneSessionRole, delegateClassName: String? = nil,
        sceneClassName: String? = nil, storyboardName: String? = nil
    ) {
        self.name = name
        self.role = sessionRole
        self.delegateClassName = delegateClassName
        self.sceneClassName = sceneClassName
        self.storyboardName = storyboardName
    }
}
