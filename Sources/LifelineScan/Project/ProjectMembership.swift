import Foundation

/// Which files each target of an Xcode project builds: the files of its Sources phase, their
/// paths resolved through the project's groups, and the folders Xcode 16 keeps synchronized
/// with the disk (`PBXFileSystemSynchronizedRootGroup`), whose every file the target builds.
/// The scan reads each application target's code apart from its extensions', watch app's and
/// test host's, which share the folder but not the app.
struct ProjectMembership: Sendable {
    /// Per target name, the source paths it compiles (relative to the scan, as the folder
    /// walk names them).
    var files: [String: Set<String>] = [:]
    /// Per target name, folders whose files it builds.
    var folders: [String: [String]] = [:]
    /// Per target name, its product type and `TEST_HOST` (a test bundle's host app).
    var productTypes: [String: String] = [:]
    var testHosts: [String: String] = [:]
    /// Each file reference's and group's path, by its identifier.
    var referencePaths: [String: String] = [:]

    /// Whether any target's files are known.
    var isKnown: Bool { files.values.contains { !$0.isEmpty } || !folders.isEmpty }

    /// The targets that build `path`.
    func targets(building path: String) -> [String] {
        var found = files.filter { $0.value.contains(path) }.map(\.key)
        for (target, roots) in folders where roots.contains(where: { path.hasPrefix($0 + "/") }) {
            found.append(target)
        }
        return Array(Set(found)).sorted()
    }

    /// Reads the membership from a parsed `project.pbxproj` whose folder is `sourceRoot`.
    static func read(objects: [String: Any], project: [String: Any], sourceRoot: String) -> ProjectMembership {
        var membership = ProjectMembership()
        // Each file reference's path, walking the groups from the main group.
        var paths: [String: String] = [:]
        func join(_ base: String, _ path: String) -> String {
            if base.isEmpty || base == "." { return path }
            return path.isEmpty ? base : base + "/" + path
        }
        func walk(_ id: String, base: String, depth: Int) {
            guard depth < 64, let object = objects[id] as? [String: Any] else { return }
            let path = object["path"] as? String ?? ""
            let tree = object["sourceTree"] as? String ?? "<group>"
            let here: String
            switch tree {
            case "SOURCE_ROOT": here = join(sourceRoot, path)
            case "<absolute>": here = path
            case "<group>": here = join(base, path)
            default: return  // BUILT_PRODUCTS_DIR, SDKROOT…: not the app's sources
            }
            paths[id] = here
            for child in (object["children"] as? [String]) ?? [] { walk(child, base: here, depth: depth + 1) }
        }
        if let main = project["mainGroup"] as? String { walk(main, base: sourceRoot, depth: 0) }
        membership.referencePaths = paths
        for id in (project["targets"] as? [String]) ?? [] {
            guard let target = objects[id] as? [String: Any], let name = target["name"] as? String else { continue }
            membership.productTypes[name] = target["productType"] as? String
            var built: Set<String> = []
            for phaseID in (target["buildPhases"] as? [String]) ?? [] {
                guard let phase = objects[phaseID] as? [String: Any], phase["isa"] as? String == "PBXSourcesBuildPhase"
                else { continue }
                for fileID in (phase["files"] as? [String]) ?? [] {
                    guard let file = objects[fileID] as? [String: Any], let ref = file["fileRef"] as? String,
                        let path = paths[ref]
                    else { continue }
                    built.insert(path)
                }
            }
            membership.files[name] = built
            for groupID in (target["fileSystemSynchronizedGroups"] as? [String]) ?? [] {
                if let path = paths[groupID] { membership.folders[name, default: []].append(path) }
            }
            if let list = target["buildConfigurationList"] as? String,
                let configurations = (objects[list] as? [String: Any])?["buildConfigurations"] as? [String]
            {
                for configuration in configurations {
                    if let host = ((objects[configuration] as? [String: Any])?["buildSettings"] as? [String: Any])?[
                        "TEST_HOST"] as? String
                    {
                        membership.testHosts[name] = host
                    }
                }
            }
        }
        return membership
    }

    /// Whether some test bundle runs inside the application target `name`, and the name says
    /// it exists for that (`…TestHost`, `…Tests Host`): a test host, not the app users get.
    func isTestHost(_ name: String) -> Bool {
        let lower = name.lowercased()
        return (lower.contains("test") || lower.contains("host"))
            && testHosts.values.contains { $0.contains("/\(name).app/") || $0.contains("/\(name).app") }
    }
}
