import Foundation
import Testing

@testable import LifelineScan

/// `migrate`'s scene manifest in an Info.plist written in any XML layout: Xcode's (a tag a
/// line), and compact ones whose tags share a line (hand-written, generated). The reference is
/// Foundation's own property-list reader, not Lifeline's.
@Suite struct InfoPlistEditTests {
    static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// The edited plist, read by Foundation: its scene configuration's delegate class.
    static func delegateClass(afterEditing text: String) throws -> String? {
        let bytes = Array(text.utf8)
        guard case .success(let edit) = InfoPlistEdit.manifest(bytes, delegateClass: "SceneDelegate", storyboard: nil)
        else { return nil }
        let edited = Data(TextEdit.apply([edit], to: bytes))
        let root = try PropertyListSerialization.propertyList(from: edited, format: nil) as? [String: Any]
        let manifest = root?["UIApplicationSceneManifest"] as? [String: Any]
        let roles = manifest?["UISceneConfigurations"] as? [String: Any]
        let first = (roles?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]])?.first
        #expect(root?["UILaunchStoryboardName"] as? String == "LaunchScreen", "the app's own keys stay")
        return first?["UISceneDelegateClassName"] as? String
    }

    @Test(
        "no manifest yet: Xcode's layout, the whole plist on one line, and </dict></plist> sharing a line",
        arguments: [
            "<plist version=\"1.0\">\n<dict>\n\t<key>UILaunchStoryboardName</key>\n\t<string>LaunchScreen</string>\n</dict>\n</plist>\n",
            "<plist version=\"1.0\"><dict><key>UILaunchStoryboardName</key><string>LaunchScreen</string></dict></plist>",
            "<plist version=\"1.0\">\n<dict>\n  <key>UILaunchStoryboardName</key><string>LaunchScreen</string></dict></plist>\n"
        ])
    func addsTheManifest(layout: String) throws {
        #expect(try Self.delegateClass(afterEditing: Self.header + layout) == "SceneDelegate")
    }

    @Test(
        "a manifest with no configurations: on its own lines, and written on one line",
        arguments: [
            "<plist version=\"1.0\">\n<dict>\n\t<key>UILaunchStoryboardName</key>\n\t<string>LaunchScreen</string>\n\t<key>UIApplicationSceneManifest</key>\n\t<dict>\n\t\t<key>UIApplicationSupportsMultipleScenes</key>\n\t\t<false/>\n\t</dict>\n</dict>\n</plist>\n",
            "<plist version=\"1.0\"><dict><key>UILaunchStoryboardName</key><string>LaunchScreen</string><key>UIApplicationSceneManifest</key><dict><key>UIApplicationSupportsMultipleScenes</key><false/></dict></dict></plist>"
        ])
    func completesTheManifest(layout: String) throws {
        #expect(try Self.delegateClass(afterEditing: Self.header + layout) == "SceneDelegate")
    }
}
