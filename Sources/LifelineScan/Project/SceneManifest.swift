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
    /// How an Info.plist's conditional lines are read without the preprocessor's definitions.
    enum PreprocessorReading: CaseIterable {
        /// Every branch kept: right when the branches add different keys.
        case everyBranch
        /// The first branch of each `#if` kept, and of `#if` groups in a row (`#if ALPHA` …
        /// `#endif` `#if BETA` … `#endif`, alternatives for one value) the first only.
        case firstBranch
    }

    /// `bytes` with each C-preprocessor line (`#include`, `#ifdef`, `#endif`, continued with
    /// `\\`) blanked to spaces, and under `firstBranch` the lines of the branches left out, so
    /// every other line keeps its number; nil when there is no directive.
    static func withoutPreprocessorLines(_ bytes: [UInt8], _ reading: PreprocessorReading) -> [UInt8]? {
        var out = bytes
        var found = false
        // Per open #if: whether its current branch is read.
        var open: [Bool] = []
        // Whether the last line with content closed a group at the current depth.
        var afterGroup = false
        func continued(_ end: Int) -> Bool {
            var last = end - 1
            if last >= 0, out[last] == 0x0D { last -= 1 }
            return last >= 0 && out[last] == 0x5C
        }
        var start = 0
        while start < out.count {
            var end = start
            while end < out.count, out[end] != 0x0A { end += 1 }
            var first = start
            while first < end, out[first] == 0x20 || out[first] == 0x09 || out[first] == 0x0D { first += 1 }
            let live = open.allSatisfy { $0 }
            if first < end, out[first] == 0x23 {
                found = true
                // A directive continued with a backslash runs on to the next line.
                while end < out.count, continued(end) {
                    end += 1
                    while end < out.count, out[end] != 0x0A { end += 1 }
                }
                var k = first + 1
                while k < end, out[k] == 0x20 || out[k] == 0x09 { k += 1 }
                var word = ""
                while k < end, out[k] >= 0x61, out[k] <= 0x7A {
                    word.append(Character(UnicodeScalar(out[k])))
                    k += 1
                }
                switch word {
                case "if", "ifdef", "ifndef": open.append(reading == .everyBranch || !afterGroup)
                case "elif", "else": if reading == .firstBranch, !open.isEmpty { open[open.count - 1] = false }
                case "endif": _ = open.popLast()
                default: break
                }
                afterGroup = word == "endif"
                for k in start..<end where out[k] != 0x0A && out[k] != 0x0D { out[k] = 0x20 }
            } else if first < end {
                afterGroup = false
                if !live { for k in start..<end where out[k] != 0x0D { out[k] = 0x20 } }
            }
            start = end + 1
        }
        return found ? out : nil
    }

    /// Reads an Info.plist (XML or binary). Values of the wrong type are ignored: the scan reads
    /// what the app declares, and a build would reject the rest.
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
