import Foundation
import LifelineTrace

/// Reads the scene keys of a real Info.plist (XML or binary) with Foundation's
/// `PropertyListSerialization`: `UIApplicationSceneManifest`,
/// `UIApplicationSupportsMultipleScenes`, `UISceneConfigurations` by session role, and each
/// configuration's `UISceneConfigurationName`, `UISceneDelegateClassName`, `UISceneClassName`,
/// `UISceneStoryboardFile`.
public enum InfoPlistReader {
    public static func read(path: String) throws(Diagnostic) -> AppConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostic(file: path, line: 1, column: 1, "cannot read the Info.plist")
        }
        return try parse(data, file: path)
    }

    public static func parse(_ data: Data, file: String) throws(Diagnostic) -> AppConfiguration {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw Diagnostic(file: file, line: 1, column: 1, "not a property list: \(error.localizedDescription)")
        }
        guard let root = object as? [String: Any] else {
            throw Diagnostic(file: file, line: 1, column: 1, "the Info.plist's top level must be a dictionary")
        }
        guard let manifestValue = root["UIApplicationSceneManifest"] else {
            return AppConfiguration(hasSceneManifest: false, supportsMultipleScenes: false, configurations: [:])
        }
        guard let manifest = manifestValue as? [String: Any] else {
            throw Diagnostic(file: file, line: 1, column: 1, "UIApplicationSceneManifest must be a dictionary")
        }
        var supportsMultiple = false
        if let value = manifest["UIApplicationSupportsMultipleScenes"] {
            guard let flag = value as? Bool else {
                throw Diagnostic(file: file, line: 1, column: 1, "UIApplicationSupportsMultipleScenes must be a boolean")
            }
            supportsMultiple = flag
        }
        var configurations: [SceneSessionRole: [SceneConfiguration]] = [:]
        if let value = manifest["UISceneConfigurations"] {
            guard let byRole = value as? [String: Any] else {
                throw Diagnostic(file: file, line: 1, column: 1, "UISceneConfigurations must be a dictionary keyed by session role")
            }
            for role in byRole.keys.sorted() {
                guard let list = byRole[role] as? [Any] else {
                    throw Diagnostic(file: file, line: 1, column: 1, "UISceneConfigurations.\(role) must be an array")
                }
                configurations[SceneSessionRole(rawValue: role)] = try list.enumerated().map { index, item throws(Diagnostic) in
                    try configuration(item, role: role, index: index, file: file)
                }
            }
        }
        return AppConfiguration(hasSceneManifest: true, supportsMultipleScenes: supportsMultiple, configurations: configurations)
    }

    private static func configuration(_ item: Any, role: String, index: Int, file: String) throws(Diagnostic) -> SceneConfiguration {
        guard let entry = item as? [String: Any] else {
            throw Diagnostic(file: file, line: 1, column: 1, "UISceneConfigurations.\(role)[\(index)] must be a dictionary")
        }
        func string(_ key: String) throws(Diagnostic) -> String? {
            guard let value = entry[key] else { return nil }
            guard let text = value as? String else {
                throw Diagnostic(file: file, line: 1, column: 1, "UISceneConfigurations.\(role)[\(index)].\(key) must be a string")
            }
            return text
        }
        return SceneConfiguration(name: try string("UISceneConfigurationName"), sessionRole: SceneSessionRole(rawValue: role),
                                  delegateClassName: try string("UISceneDelegateClassName").map(stripModule),
                                  sceneClassName: try string("UISceneClassName"),
                                  storyboardName: try string("UISceneStoryboardFile"))
    }

    /// Xcode writes `$(PRODUCT_MODULE_NAME).SceneDelegate`; the class is what follows the module.
    private static func stripModule(_ name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[name.index(after: dot)...])
    }
}
