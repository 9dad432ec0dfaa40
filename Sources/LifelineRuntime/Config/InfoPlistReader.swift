import Foundation
import LifelineSupport

/// Reads the scene keys of a real Info.plist (XML or binary) with `PropertyListReader`:
/// `UIApplicationSceneManifest`, `UIApplicationSupportsMultipleScenes`, `UISceneConfigurations` by session role, and each
/// configuration's `UISceneConfigurationName`, `UISceneDelegateClassName`, `UISceneClassName`,
/// `UISceneStoryboardFile`.
///
/// A value of the wrong type is reported at its line in an XML plist (1:1 in a binary one).
public enum InfoPlistReader {
    /// Reads the file at `path` (at most ``InputFile/maxSize`` bytes).
    package static func read(path: String) throws(Diagnostic) -> AppConfiguration {
        let bytes = try PropertyListReader.bytes(path: path, limits: .infoPlist)
        return try parse(Data(bytes), file: Diagnostic.displayName(of: path))
    }

    /// Reads an Info.plist's bytes with `PropertyListReader` (its limits refuse a "billion
    /// laughs" and any binary object Foundation would crash on) and keeps the scene keys.
    public static func parse(_ data: Data, file: String) throws(Diagnostic) -> AppConfiguration {
        let bytes = Array(data)
        let object = try PropertyListReader.parse(bytes, file: file, limits: .infoPlist)
        let location = PlistLocation(bytes)
        func wrong(_ path: [String], _ label: String, _ expected: String, _ value: Any) -> Diagnostic {
            let (line, column) = location.position(of: path)
            return Diagnostic(
                file: file, line: line, column: column, "\(label) must be \(expected), found \(typeName(value))")
        }
        guard let root = object as? [String: Any] else {
            throw Diagnostic(
                file: file, line: 1, column: 1,
                "the Info.plist's top level must be a dictionary, found \(typeName(object))")
        }
        let manifestKey = "UIApplicationSceneManifest"
        guard let manifestValue = root[manifestKey] else {
            return AppConfiguration(hasSceneManifest: false, supportsMultipleScenes: false, configurations: [:])
        }
        guard let manifest = manifestValue as? [String: Any] else {
            throw wrong([manifestKey], manifestKey, "a dictionary", manifestValue)
        }
        var supportsMultiple = false
        let multipleKey = "UIApplicationSupportsMultipleScenes"
        if let value = manifest[multipleKey] {
            guard isBoolean(value), let flag = value as? Bool else {
                throw wrong([manifestKey, multipleKey], multipleKey, "a boolean", value)
            }
            supportsMultiple = flag
        }
        var configurations: [SceneSessionRole: [SceneConfiguration]] = [:]
        let configurationsKey = "UISceneConfigurations"
        if let value = manifest[configurationsKey] {
            guard let byRole = value as? [String: Any] else {
                throw wrong(
                    [manifestKey, configurationsKey], configurationsKey, "a dictionary keyed by session role", value)
            }
            for role in byRole.keys.sorted() {
                let path = [manifestKey, configurationsKey, role]
                guard let list = byRole[role] as? [Any] else {
                    throw wrong(path, "\(configurationsKey).\(role)", "an array", byRole[role] as Any)
                }
                configurations[SceneSessionRole(rawValue: role)] = try list.enumerated().map {
                    index, item throws(Diagnostic) in
                    guard let entry = item as? [String: Any] else {
                        throw wrong(path, "\(configurationsKey).\(role)[\(index)]", "a dictionary", item)
                    }
                    func string(_ key: String) throws(Diagnostic) -> String? {
                        guard let value = entry[key] else { return nil }
                        guard let text = value as? String else {
                            throw wrong(
                                path + [key], "\(configurationsKey).\(role)[\(index)].\(key)", "a string", value)
                        }
                        return text
                    }
                    return SceneConfiguration(
                        name: try string("UISceneConfigurationName"), sessionRole: SceneSessionRole(rawValue: role),
                        delegateClassName: try string("UISceneDelegateClassName").map(stripModule),
                        sceneClassName: try string("UISceneClassName"),
                        storyboardName: try string("UISceneStoryboardFile"))
                }
            }
        }
        return AppConfiguration(
            hasSceneManifest: true, supportsMultipleScenes: supportsMultiple, configurations: configurations)
    }

    /// The property-list type of `value`, as the error names it.
    private static func typeName(_ value: Any) -> String {
        switch value {
        case is String: "a string"
        case is [Any]: "an array"
        case is [String: Any]: "a dictionary"
        case is Data: "data"
        case is Date: "a date"
        case _ where isBoolean(value): "a boolean"
        case is NSNumber: "a number"
        default: "a \(type(of: value))"
        }
    }

    /// Whether `value` is a plist `<true/>`/`<false/>`: Foundation on Linux gives a Swift
    /// `Bool`, Darwin a `__NSCFBoolean`; an `<integer>1</integer>` casts to `Bool` too, but is not one.
    private static func isBoolean(_ value: Any) -> Bool {
        type(of: value) == Bool.self || String(describing: type(of: value)).contains("Boolean")
    }

    /// Xcode writes `$(PRODUCT_MODULE_NAME).SceneDelegate`; the class is what follows the module.
    private static func stripModule(_ name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[name.index(after: dot)...])
    }
}
