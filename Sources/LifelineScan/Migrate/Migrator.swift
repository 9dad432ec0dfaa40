import Foundation
import LifelineModel
import LifelineSupport

/// `lifeline migrate`'s plan for one app: the notes of its summary.
public struct AppMigration: Sendable {
    /// The app's Xcode project, or the scanned paths.
    package var name: String
    package var language: SourceLanguage
    package var notes: [MigrationNote]
}

/// Everything `lifeline migrate` changes, per app, before anything is written.
public struct MigrationResult: Sendable {
    /// What the move does to each app.
    public var apps: [AppMigration]
    /// Every file the move writes or changes.
    public var changes: [FileChange]
    /// The scanned paths, scanned again with the changes applied (``MigrationProof``).
    package var paths: [String]
    /// The scan the plan was made from: the proof's "before".
    var scan: ScanResult? = nil

    /// The unified diff of every change, files in path order.
    public func diff() -> String {
        changes.sorted { $0.path < $1.path }.map {
            UnifiedDiff.render(path: $0.path, old: $0.original, new: $0.updated)
        }.joined()
    }

    /// The patched files' bytes, by path, for a scan of the tree as the patch leaves it.
    package var overlay: [String: [UInt8]] {
        Dictionary(changes.map { ($0.path, $0.updated) }, uniquingKeysWith: { a, _ in a })
    }
}

/// `lifeline migrate`: scans the app, then writes its move to the scene life cycle from the
/// model's tables: the scene manifest (`InfoPlistEdit`, or the build setting), a scene
/// delegate (`SceneDelegateWriter`) added to the project (`ProjectEdit`), each UI
/// life-cycle method of the app delegate handed to its scene twin (`SceneTwinCall`), the
/// launch window and launch-option reads moved to `scene(_:willConnectTo:options:)`
/// (`LaunchOptionKey`), and a comment at each single-window API use (`SingleWindowAPI`).
public enum Migrator {
    /// Plans the move to scenes of the apps under `paths`: scans them, then writes the changes
    /// in memory; nothing is written to disk until `write`.
    public static func plan(_ paths: [String]) throws(Diagnostic) -> MigrationResult {
        let scan = try Scanner.scan(paths)
        guard scan.apps.contains(where: { $0.lifeCycle != .unknown }) else {
            throw Diagnostic(
                file: paths.first ?? "-", line: 1, column: 1,
                "no app found: no app delegate, SwiftUI App or app Info.plist in the scanned files")
        }
        let folder = try AppFolder.collect(paths)
        var files = FileSet()
        var apps: [AppMigration] = []
        // Info.plists two app-delegate targets share (a Swift and an Objective-C demo app):
        // their manifest names one class, `SceneDelegate`, which both targets' classes answer to.
        var plistUsers: [String: Int] = [:]
        for report in scan.apps where report.lifeCycle == .appDelegate {
            for path in Set(report.targets.filter(\.isIOS).compactMap(\.infoPlistPath)) {
                plistUsers[path, default: 0] += 1
            }
        }
        let shared = Set(plistUsers.filter { $0.value > 1 }.keys)
        for report in scan.apps where report.lifeCycle != .unknown {
            if report.lifeCycle == .swiftUI, !report.appDelegates.isEmpty {
                apps.append(try adaptor(report, folder: folder, files: &files))
                continue
            }
            guard report.lifeCycle == .appDelegate else {
                apps.append(
                    AppMigration(
                        name: report.name, language: .swift,
                        notes: [
                            MigrationNote(
                                kind: .stays,
                                location: report.manifest?.location
                                    ?? CodeLocation(file: report.name, line: 1, column: 1),
                                text: "already on the scene life cycle (\(report.lifeCycle.rawValue)): nothing to move")
                        ]))
                continue
            }
            var planner = AppPlanner(report: report, folder: folder, sharedPlists: shared)
            apps.append(try planner.run(into: &files))
        }
        return MigrationResult(apps: apps, changes: files.changes(), paths: paths, scan: scan)
    }
}

extension Migrator {
    /// A SwiftUI `App`'s adaptor: its never-called UI methods (``AdaptorRewrite``).
    static func adaptor(_ report: ScanReport, folder: AppFolder, files: inout FileSet) throws(Diagnostic)
        -> AppMigration
    {
        var notes: [MigrationNote] = []
        for className in report.appDelegates {
            let matcher = WordMatcher([(Array("class \(className)".utf8), .exact)])
            for path in folder.swiftFiles {
                let bytes = try files.bytes(path)
                guard matcher.matches(bytes) else { continue }
                var rewrite = AdaptorRewrite(path: path, bytes: bytes, className: className)
                rewrite.run()
                files.edit(path, rewrite.edits)
                notes += rewrite.notes
            }
        }
        notes.append(
            MigrationNote(
                kind: .stays, location: CodeLocation(file: report.name, line: 1, column: 1),
                text: "a SwiftUI App runs scenes already: no manifest or scene delegate to add (lifecycle-facts.md §5)")
        )
        return AppMigration(name: report.name, language: .swift, notes: notes.sorted())
    }
}

/// The files a migration reads and edits: each read once, its edits gathered from every step.
struct FileSet: Sendable {
    private(set) var originals: [String: [UInt8]] = [:]
    private(set) var edits: [String: [TextEdit]] = [:]
    private(set) var created: [String: [UInt8]] = [:]
    /// Info.plists given a scene manifest already (by another target that shares them).
    private(set) var manifests: Set<String> = []

    /// Claims `path` for a manifest; false when another target did.
    mutating func claimManifest(_ path: String) -> Bool { manifests.insert(path).inserted }

    mutating func bytes(_ path: String) throws(Diagnostic) -> [UInt8] {
        if let bytes = originals[path] { return bytes }
        let bytes = try InputFile.bytes(path: path, what: "the file", limit: 64 << 20)
        originals[path] = bytes
        return bytes
    }

    mutating func edit(_ path: String, _ more: [TextEdit]) {
        guard !more.isEmpty else { return }
        edits[path, default: []] += more
    }

    mutating func create(_ path: String, _ text: String) { created[path] = Array(text.utf8) }

    func changes() -> [FileChange] {
        var out: [FileChange] = []
        for (path, list) in edits {
            guard let original = originals[path] else { continue }
            out.append(FileChange(path: path, original: original, updated: TextEdit.apply(list, to: original)))
        }
        for (path, bytes) in created { out.append(FileChange(path: path, original: nil, updated: bytes)) }
        return out.sorted { $0.path < $1.path }
    }
}
