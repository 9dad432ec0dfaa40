import Foundation
import LifelineTrace

/// The files of an app, found from what the user named: folders (walked), `.xcodeproj`
/// bundles (their `project.pbxproj`, and the folder around them), or single files.
package struct AppFolder: Sendable {
    package var swiftFiles: [String] = []
    package var objcFiles: [String] = []
    package var infoPlists: [String] = []
    package var projects: [String] = []
    package var xcconfigs: [String] = []

    /// Folders that hold other people's code or build output, never the app's own.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", "build", "Build"]

    package init() {}

    /// Expands `paths` (sorted, so the same tree always gives the same report).
    package static func collect(_ paths: [String]) throws(Diagnostic) -> AppFolder {
        var folder = AppFolder()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw Diagnostic(file: path, line: 1, column: 1, "no such file or folder")
            }
            let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            if isDirectory.boolValue && trimmed.hasSuffix(".xcodeproj") {
                folder.add(trimmed + "/project.pbxproj")
                let parent = (trimmed as NSString).deletingLastPathComponent
                folder.walk(parent.isEmpty ? "." : parent, skippingProjects: true)
            } else if isDirectory.boolValue {
                folder.walk(trimmed, skippingProjects: false)
            } else {
                folder.add(trimmed)
            }
        }
        folder.swiftFiles = Array(Set(folder.swiftFiles)).sorted()
        folder.objcFiles = Array(Set(folder.objcFiles)).sorted()
        folder.infoPlists = Array(Set(folder.infoPlists)).sorted()
        folder.projects = Array(Set(folder.projects)).sorted()
        folder.xcconfigs = Array(Set(folder.xcconfigs)).sorted()
        return folder
    }

    /// Adds files by name (a patch's new files), each to its list once, the lists kept sorted.
    mutating func include(_ paths: [String]) {
        for path in paths { add(path) }
        swiftFiles = Array(Set(swiftFiles)).sorted()
        objcFiles = Array(Set(objcFiles)).sorted()
        infoPlists = Array(Set(infoPlists)).sorted()
        projects = Array(Set(projects)).sorted()
        xcconfigs = Array(Set(xcconfigs)).sorted()
    }

    private mutating func add(_ path: String) {
        let name = (path as NSString).lastPathComponent
        if name.hasSuffix(".swift") { swiftFiles.append(path) }
        else if name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h") { objcFiles.append(path) }
        else if name == "project.pbxproj" { projects.append(path) }
        else if name.hasSuffix(".xcconfig") { xcconfigs.append(path) }
        else if name.hasSuffix("Info.plist") || name.hasSuffix("-Info.plist") || name.hasSuffix(".plist") && name.contains("Info") {
            infoPlists.append(path)
        }
    }

    private mutating func walk(_ root: String, skippingProjects: Bool) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = root == "." ? name : root + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                // A linked folder may lead back up the tree: never followed.
                if AppFolder.skippedFolders.contains(name) || (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
                    continue
                }
                if name.hasSuffix(".xcodeproj") {
                    if !skippingProjects { add(path + "/project.pbxproj") }
                    continue
                }
                if name.hasSuffix(".xcworkspace") || name.hasSuffix(".xcassets") || name.hasSuffix(".lproj") { continue }
                walk(path, skippingProjects: skippingProjects)
            } else if AppFolder.isRegularFile(path) {
                add(path)
            }
        }
    }

    /// Whether `path` (or the file a link names) is a regular file: a FIFO, socket or device
    /// named like a source file is none, and reading one would wait forever for a writer.
    static func isRegularFile(_ path: String) -> Bool {
        var attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if attributes?[.type] as? FileAttributeType == .typeSymbolicLink,
           let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
            let resolved = target.hasPrefix("/") ? target : (path as NSString).deletingLastPathComponent + "/" + target
            attributes = try? FileManager.default.attributesOfItem(atPath: resolved)
        }
        return attributes?[.type] as? FileAttributeType == .typeRegular
    }
}
