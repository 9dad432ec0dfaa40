import Foundation
import LifelineRuntime
import LifelineSupport

/// An application target of an Xcode project, with the build settings that decide where its
/// Info.plist and scene manifest come from.
public struct AppTarget: Sendable {
    package var name: String
    /// `INFOPLIST_FILE`, resolved against the folder that holds the `.xcodeproj` (nil when the
    /// target has none, or it names other build settings the scanner cannot expand).
    package var infoPlistPath: String?
    /// `GENERATE_INFOPLIST_FILE = YES`.
    package var generatesInfoPlist: Bool
    /// `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES`.
    package var generatesSceneManifest: Bool
    /// `IPHONEOS_DEPLOYMENT_TARGET`'s major version, when set.
    package var deploymentMajor: Int?
    /// Where the target's settings say so, in `project.pbxproj`.
    package var location: CodeLocation
    /// `SDKROOT`: `iphoneos`, `watchos`, `appletvos`, `macosx` (nil when unset).
    package var sdk: String? = nil
    /// `INFOPLIST_KEY_UIMainStoryboardFile`, for a target that generates its Info.plist.
    package var generatedMainStoryboard: String? = nil

    /// A test bundle runs inside it, and its name says that is what it is for.
    package var isTestHost = false

    /// Whether it builds an iOS (or iPadOS) app: its SDK is iphoneos, or unset.
    package var isIOS: Bool { sdk == nil || sdk == "iphoneos" || sdk == "auto" }
}

/// Reads `project.pbxproj` (old-style property list): its application targets and their
/// build settings, the project's settings under the target's.
public enum XcodeProject {
    /// The application targets of the `project.pbxproj` whose bytes are given; `path` names
    /// it in diagnostics.
    public static func appTargets(bytes: [UInt8], path: String) throws(Diagnostic) -> [AppTarget] {
        try read(bytes: bytes, path: path).targets
    }

    /// The application targets, and which files every target builds.
    static func read(bytes: [UInt8], path: String) throws(Diagnostic) -> (
        targets: [AppTarget], membership: ProjectMembership
    ) {
        guard let root = try PropertyListReader.parse(bytes, file: path, limits: .project) as? [String: Any],
            let objects = root["objects"] as? [String: Any],
            let rootID = root["rootObject"] as? String,
            let project = objects[rootID] as? [String: Any]
        else {
            throw Diagnostic(file: path, line: 1, column: 1, "not an Xcode project: no objects or rootObject")
        }
        // Where each target is reported: the project's first scene-manifest or Info.plist
        // setting, else the line naming the target. Each found in one pass, not per target.
        let text = PlistText(bytes)
        let settingLine =
            text.line(of: "INFOPLIST_KEY_UIApplicationSceneManifest_Generation") ?? text.line(of: "INFOPLIST_FILE")
        var nameLines: [String: Int]?
        // The .xcodeproj's folder is the project's SRCROOT.
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        let sourceRoot = components.count >= 3 ? components.dropLast(2).joined(separator: "/") : "."

        func settings(_ listID: Any?) -> [String: Any] {
            guard let id = listID as? String, let list = objects[id] as? [String: Any],
                let configurations = list["buildConfigurations"] as? [String]
            else { return [:] }
            // Release first: what ships; Debug fills what Release lacks.
            var merged: [String: Any] = [:]
            let ordered = configurations.compactMap { objects[$0] as? [String: Any] }
                .sorted { ($0["name"] as? String == "Release" ? 0 : 1) < ($1["name"] as? String == "Release" ? 0 : 1) }
            for configuration in ordered {
                for (key, value) in (configuration["buildSettings"] as? [String: Any]) ?? [:] where merged[key] == nil {
                    merged[key] = value
                }
            }
            return merged
        }
        let projectSettings = settings(project["buildConfigurationList"])
        var targets: [AppTarget] = []
        for id in (project["targets"] as? [String]) ?? [] {
            guard let target = objects[id] as? [String: Any],
                target["productType"] as? String == "com.apple.product-type.application"
            else { continue }
            var merged = projectSettings
            for (key, value) in settings(target["buildConfigurationList"]) { merged[key] = value }
            let name = target["name"] as? String ?? id
            let plist = (merged["INFOPLIST_FILE"] as? String).flatMap {
                resolve($0, sourceRoot: sourceRoot, target: name)
            }
            if settingLine == nil && nameLines == nil { nameLines = text.lines(ofValuesBetween: "name = ", and: ";") }
            let line = settingLine ?? nameLines?[name] ?? 1
            targets.append(
                AppTarget(
                    name: name, infoPlistPath: plist,
                    generatesInfoPlist: PropertyList.isTrue(merged["GENERATE_INFOPLIST_FILE"]),
                    generatesSceneManifest: PropertyList.isTrue(
                        merged["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"]),
                    deploymentMajor: (merged["IPHONEOS_DEPLOYMENT_TARGET"] as? String).flatMap {
                        Int($0.split(separator: ".").first ?? "")
                    },
                    location: CodeLocation(file: path, line: line, column: 1),
                    sdk: merged["SDKROOT"] as? String,
                    generatedMainStoryboard: merged["INFOPLIST_KEY_UIMainStoryboardFile"] as? String))
        }
        let membership = ProjectMembership.read(objects: objects, project: project, sourceRoot: sourceRoot)
        for index in targets.indices { targets[index].isTestHost = membership.isTestHost(targets[index].name) }
        return (targets.sorted { $0.name < $1.name }, membership)
    }

    /// `$(SRCROOT)/App/Info.plist`, `App/Info.plist`, `$(TARGET_NAME)/Info.plist` → a path; nil
    /// for other build settings.
    static func resolve(_ setting: String, sourceRoot: String, target: String) -> String? {
        var value = setting
        for root in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where value.hasPrefix(root) {
            value.removeFirst(root.count)
        }
        for name in ["$(TARGET_NAME)", "${TARGET_NAME}", "$(PRODUCT_NAME)", "${PRODUCT_NAME}"] {
            value = value.replacingOccurrences(of: name, with: target)
        }
        guard !value.contains("$") else { return nil }
        if value.hasPrefix("/") { return value }
        return sourceRoot == "." || sourceRoot.isEmpty ? value : sourceRoot + "/" + value
    }
}
