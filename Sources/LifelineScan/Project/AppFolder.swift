import Foundation
import LifelineSupport

/// The files of an app, found from what the user named: folders (walked), `.xcodeproj`
/// bundles (their `project.pbxproj`, and the folder around them), or single files.
package struct AppFolder: Sendable {
    package var swiftFiles: [String] = []
    package var objcFiles: [String] = []
    package var infoPlists: [String] = []
    package var projects: [String] = []
    package var xcconfigs: [String] = []
    /// What the walk found but did not read, and why: unreadable folders, FIFOs, sockets and
    /// devices named like sources, links to files outside the folder. Each is a note.
    package var skipped: [SkippedFile] = []

    /// Folders that hold other people's code or build output, never the app's own.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", "build", "Build"]

    package init() {}

    /// Every file the scan reads.
    package var files: [String] { swiftFiles + objcFiles + infoPlists + projects + xcconfigs }

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
                folder.addProject(trimmed)
                let parent = (trimmed as NSString).deletingLastPathComponent
                folder.root = AppFolder.resolved(parent.isEmpty ? "." : parent)
                folder.walk(parent.isEmpty ? "." : parent, skippingProjects: true)
            } else if isDirectory.boolValue {
                folder.root = AppFolder.resolved(trimmed)
                folder.walk(trimmed, skippingProjects: false)
            } else {
                folder.add(trimmed)
            }
        }
        // Without a project to say which target builds what, a test bundle's folder would be read
        // as the app (its test app delegate, its windows): left out, and said.
        if folder.projects.isEmpty {
            folder.leaveOutTestFolders()
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

    /// Adds the Info.plist a project's target names (`INFOPLIST_FILE`) where the walk does not
    /// look: older projects keep it in a localized folder (`Base.lproj/App-Info.plist`), which
    /// the walk skips for its strings and storyboards. Read only when it is a regular file
    /// inside the folder (a FIFO or a link out is noted, as the walk notes them); true when added.
    package mutating func includeNamedInfoPlist(_ path: String) -> Bool {
        guard !infoPlists.contains(path), FileManager.default.fileExists(atPath: path) else { return false }
        if let reason = unreadable(path) {
            skipped.append(SkippedFile(file: path, reason: reason))
            return false
        }
        let target = AppFolder.resolved(path)
        guard root.isEmpty || target.hasPrefix(root == "/" ? "/" : root + "/") else {
            skipped.append(SkippedFile(file: path, reason: "an Info.plist outside the folder: not read"))
            return false
        }
        infoPlists.append(path)
        infoPlists.sort()
        return true
    }

    /// The folder being walked, links resolved: a link to a file is followed only into it.
    private var root = ""

    /// `path` with every symbolic link resolved (realpath).
    static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// The longest path the system opens (Linux's PATH_MAX; macOS's is 1,024).
    static let pathMax = Int(PATH_MAX)

    /// Whether the walk reads a file of this name.
    static func isScanned(_ name: String) -> Bool {
        var probe = AppFolder()
        probe.add(name)
        return
            !(probe.swiftFiles.isEmpty && probe.objcFiles.isEmpty && probe.projects.isEmpty
            && probe.xcconfigs.isEmpty && probe.infoPlists.isEmpty)
    }

    private mutating func add(_ path: String) {
        let name = (path as NSString).lastPathComponent
        if name.hasSuffix(".swift") {
            swiftFiles.append(path)
        } else if name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h") {
            objcFiles.append(path)
        } else if name == "project.pbxproj" {
            projects.append(path)
        } else if name.hasSuffix(".xcconfig") {
            xcconfigs.append(path)
        } else if name.hasSuffix("Info.plist") || name.hasSuffix("-Info.plist")
            || name.hasSuffix(".plist") && name.contains("Info")
        {
            infoPlists.append(path)
        }
    }

    /// The folders the walk found named like a test bundle's (`AppTests`, `AppUITests`).
    private var testFolders: [String] = []

    /// Whether a folder of this name holds a test bundle's sources, by Xcode's naming.
    static func isTestFolder(_ name: String) -> Bool { name.hasSuffix("Tests") }

    /// Drops the files under the walk's test folders, with a note for each folder.
    private mutating func leaveOutTestFolders() {
        var outer: [String] = []
        for folder in testFolders.sorted() where !outer.contains(where: { folder.hasPrefix($0 + "/") }) {
            outer.append(folder)
        }
        for folder in outer {
            let inside = { (path: String) in path.hasPrefix(folder + "/") }
            let count = files.filter(inside).count
            guard count > 0 else { continue }
            swiftFiles.removeAll(where: inside)
            objcFiles.removeAll(where: inside)
            infoPlists.removeAll(where: inside)
            xcconfigs.removeAll(where: inside)
            skipped.append(
                SkippedFile(
                    file: folder,
                    reason: """
                        a test folder, and no project.pbxproj says which target it is: its \(count) \
                        file\(count == 1 ? "" : "s") not read as the app
                        """))
        }
    }

    /// An `.xcodeproj` folder's `project.pbxproj`; a folder without one (a project kept out of
    /// the repository but for its schemes) is a note, and its folder is read as an app with no
    /// project.
    private mutating func addProject(_ xcodeproj: String) {
        let pbxproj = xcodeproj + "/project.pbxproj"
        guard FileManager.default.fileExists(atPath: pbxproj) else {
            skipped.append(
                SkippedFile(
                    file: xcodeproj,
                    reason: "an Xcode project with no project.pbxproj: its targets are not read, its folder is"))
            return
        }
        add(pbxproj)
    }

    private mutating func walk(_ root: String, skippingProjects: Bool) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root) else {
            skipped.append(SkippedFile(file: root, reason: "cannot read this folder: skipped"))
            return
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = root == "." ? name : root + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                // Listed but not there to look at: a path past the system's limit (folders
                // nested past PATH_MAX), or one removed meanwhile. Never skipped in silence.
                skipped.append(
                    SkippedFile(
                        file: path,
                        reason: path.utf8.count >= AppFolder.pathMax
                            ? """
                            cannot read: the path is longer than the system allows (\(AppFolder.pathMax) bytes): \
                            skipped
                            """
                            : "cannot read: skipped"))
                continue
            }
            if isDirectory.boolValue {
                // A linked folder may lead back up the tree: never followed.
                if AppFolder.skippedFolders.contains(name)
                    || (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
                {
                    continue
                }
                if name.hasSuffix(".xcodeproj") {
                    if !skippingProjects { addProject(path) }
                    continue
                }
                if name.hasSuffix(".xcworkspace") || name.hasSuffix(".xcassets") || name.hasSuffix(".lproj") {
                    continue
                }
                if AppFolder.isTestFolder(name) { testFolders.append(path) }
                walk(path, skippingProjects: skippingProjects)
            } else if AppFolder.isScanned(name) {
                if let reason = unreadable(path) {
                    skipped.append(SkippedFile(file: path, reason: reason))
                } else {
                    add(path)
                }
            }
        }
    }

    /// Why the walk does not read `path`, or nil when it is a regular file inside the folder.
    /// A FIFO, socket or device named like a source file is none (reading a FIFO would wait
    /// forever for a writer); a link is followed only to a file inside the folder, never to
    /// `/etc/shadow` or `/dev/zero`.
    private func unreadable(_ path: String) -> String? {
        var attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if attributes?[.type] as? FileAttributeType == .typeSymbolicLink {
            let target = AppFolder.resolved(path)
            guard target.hasPrefix(root == "/" ? "/" : root + "/") else {
                return "a link to a file outside the folder: not read"
            }
            attributes = try? FileManager.default.attributesOfItem(atPath: target)
        }
        switch attributes?[.type] as? FileAttributeType {
        case .typeRegular?: return nil
        case .typeDirectory?: return "a link to a folder: not followed"
        case nil: return "cannot read this file: skipped"
        case let type?: return "not a regular file (\(AppFolder.kind(type))): skipped"
        }
    }

    private static func kind(_ type: FileAttributeType) -> String {
        switch type {
        case .typeSocket: "a socket"
        case .typeCharacterSpecial, .typeBlockSpecial: "a device"
        case .typeSymbolicLink: "a link"
        default: "a FIFO"
        }
    }
}
