import LifelineRuntime
import LifelineSupport

/// The app's `UIApplicationSceneManifest`, from its Info.plist file, from build settings that
/// make Xcode generate it, or both.
package struct SceneManifest: Sendable {
    /// One entry of `UISceneConfigurations`.
    package struct Configuration: Sendable {
        package var role: String
        package var name: String?
        /// `UISceneDelegateClassName`, the module prefix (`$(PRODUCT_MODULE_NAME).`) removed.
        package var delegateClassName: String?
        package var location: CodeLocation
    }

    /// Where the manifest comes from.
    package var location: CodeLocation
    package var supportsMultipleScenes: Bool
    package var configurations: [Configuration]
    /// True when build settings generate it (`INFOPLIST_KEY_UIApplicationSceneManifest_Generation`).
    package var generated: Bool
}

/// What the scanner reads from an app's Info.plist.
public struct InfoPlist: Sendable {
    package var path: String
    package var manifest: SceneManifest?
    /// `NSExtension` or a bundle type other than `APPL`: not the app's own Info.plist.
    package var isExtensionOrBundle: Bool
    /// Keys only an app's Info.plist carries (`UILaunchStoryboardName`, `LSRequiresIPhoneOS`…).
    package var looksLikeApp: Bool
    /// `UIMainStoryboardFile`: the storyboard whose initial view controller UIKit puts in the window.
    package var mainStoryboard: String?
    /// `UIMainStoryboardFile~ipad`: the iPad's, when it has its own.
    package var mainStoryboardPad: String? = nil
}

extension InfoPlist {
    /// Reads an Info.plist (XML or binary). Values of the wrong type are ignored: the scan reads
    /// what the app declares, and a build would reject the rest.
    /// `bytes` with each C-preprocessor line (`#include`, `#ifdef`, `#endif`, continued with
    /// `\\`) blanked to spaces, so every other line keeps its number; nil when there is none.
    static func withoutPreprocessorLines(_ bytes: [UInt8]) -> [UInt8]? {
        var out = bytes
        var found = false
        var i = 0
        var atLineStart = true
        while i < out.count {
            let b = out[i]
            if b == 0x0A {
                atLineStart = true
            } else if atLineStart, b == 0x23 {
                found = true
                while i < out.count, out[i] != 0x0A {
                    let continued = out[i] == 0x5C && i + 1 < out.count && (out[i + 1] == 0x0A || out[i + 1] == 0x0D)
                    if out[i] != 0x0D { out[i] = 0x20 }
                    i += 1
                    if continued, i < out.count, out[i] == 0x0D { i += 1 }
                    if continued, i < out.count, out[i] == 0x0A { i += 1 }
                }
                continue
            } else if b != 0x20, b != 0x09, b != 0x0D {
                atLineStart = false
            }
            i += 1
        }
        return found ? out : nil
    }

    public static func read(bytes: [UInt8], path: String) throws(Diagnostic) -> InfoPlist {
        let object = try PropertyListReader.parse(bytes, file: path, limits: .infoPlist)
        guard let root = object as? [String: Any] else {
            throw Diagnostic(file: path, line: 1, column: 1, "the Info.plist's top level must be a dictionary")
        }
        // A binary plist has no lines: its places are line 1.
        let text = PlistText(bytes.starts(with: Array("bplist".utf8)) ? [] : bytes)
        let packageType = root["CFBundlePackageType"] as? String
        let isExtension =
            root["NSExtension"] != nil || root["NSExtensionPointIdentifier"] != nil
            || (packageType != nil && packageType != "APPL" && packageType != "$(PRODUCT_BUNDLE_PACKAGE_TYPE)")
        let appKeys = [
            "UILaunchStoryboardName", "LSRequiresIPhoneOS", "UIApplicationSceneManifest", "UIMainStoryboardFile",
            "UILaunchScreen", "UIRequiredDeviceCapabilities", "UISupportedInterfaceOrientations"
        ]
        var info = InfoPlist(
            path: path, manifest: nil, isExtensionOrBundle: isExtension,
            looksLikeApp: appKeys.contains { root[$0] != nil },
            mainStoryboard: root["UIMainStoryboardFile"] as? String,
            mainStoryboardPad: root["UIMainStoryboardFile~ipad"] as? String)
        guard let manifest = root["UIApplicationSceneManifest"] as? [String: Any] else { return info }
        let key = text.offset(of: "<key>UIApplicationSceneManifest</key>")
        let here = CodeLocation(file: path, line: key.map { text.lineIndex.line(of: $0) } ?? 1, column: 1)
        var configurations: [SceneManifest.Configuration] = []
        if let byRole = manifest["UISceneConfigurations"] as? [String: Any] {
            // Each configuration's line: that of its delegate's (or name's) `<string>` in the manifest.
            let stringLines = key.map { text.lines(ofValuesBetween: "<string>", and: "</string>", from: $0) } ?? [:]
            for role in byRole.keys.sorted() {
                for entry in (byRole[role] as? [Any]) ?? [] {
                    guard let entry = entry as? [String: Any] else { continue }
                    let name = entry["UISceneConfigurationName"] as? String
                    let written = entry["UISceneDelegateClassName"] as? String
                    let delegate = written.map(Self.stripModule)
                    let line =
                        written.flatMap { stringLines[Escaping.XML.propertyListString($0)] }
                        ?? name.flatMap { stringLines[Escaping.XML.propertyListString($0)] } ?? here.line
                    configurations.append(
                        .init(
                            role: role, name: name, delegateClassName: delegate,
                            location: CodeLocation(file: path, line: line, column: 1)))
                }
            }
        }
        info.manifest = SceneManifest(
            location: here,
            supportsMultipleScenes: PropertyList.isTrue(manifest["UIApplicationSupportsMultipleScenes"]),
            configurations: configurations, generated: false)
        return info
    }

    /// Xcode writes `$(PRODUCT_MODULE_NAME).SceneDelegate`; the class is what follows the module.
    static func stripModule(_ name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[name.index(after: dot)...])
    }
}
