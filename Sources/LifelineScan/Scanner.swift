import Foundation
import LifelineTrace

/// Everything one `lifeline scan` found: one report per app (per Xcode project in the folder,
/// or one for the whole folder when it has none).
public struct ScanResult: Sendable {
    public var apps: [ScanReport]
    /// Exit status 1: some app has warnings or errors.
    public var hasWork: Bool { apps.contains { $0.hasWork } }
    /// Every finding of every app, in file order.
    public var findings: [ScanFinding] {
        apps.flatMap(\.findings).sorted { ($0.location, $0.rule.id, $0.message) < ($1.location, $1.rule.id, $1.message) }
    }
}

/// `lifeline scan`'s pipeline: find the app's files, read each (sources, Info.plist, build
/// settings), then map the app's move to scenes.
public enum Scanner {
    /// The largest source file read; larger ones (generated code, amalgamations) are skipped.
    public static let maxSourceSize = 4 << 20

    public static func scan(_ paths: [String]) throws(Diagnostic) -> ScanResult {
        let folder = try AppFolder.collect(paths)
        // Each Xcode project's folder holds one app (and its extensions): a file belongs to the
        // deepest project folder around it, so a sample app nested in a framework is read apart.
        let roots = folder.projects.map(projectRoot).sorted { $0.count > $1.count }
        func root(of path: String) -> String {
            roots.first { $0.isEmpty || path.hasPrefix($0 + "/") } ?? ""
        }
        var groups: [String: (facts: SourceFacts, plists: [InfoPlist], targets: [AppTarget], projects: [String])] = [:]
        for path in folder.swiftFiles {
            guard let text = try source(path) else { continue }
            groups[root(of: path), default: (SourceFacts(), [], [], [])].facts.merge(SwiftReader.read(source: text, file: path))
        }
        for path in folder.objcFiles {
            guard let text = try source(path) else { continue }
            groups[root(of: path), default: (SourceFacts(), [], [], [])].facts.merge(ObjCReader.read(source: text, file: path))
        }
        for path in folder.infoPlists {
            let plist = try InfoPlist.read(bytes: InputFile.bytes(path: path, what: "the Info.plist"), path: path)
            groups[root(of: path), default: (SourceFacts(), [], [], [])].plists.append(plist)
        }
        for path in folder.projects {
            let targets = try XcodeProject.appTargets(bytes: InputFile.bytes(path: path, what: "project.pbxproj", limit: 64 << 20), path: path)
            groups[projectRoot(path), default: (SourceFacts(), [], [], [])].targets += targets
            groups[projectRoot(path), default: (SourceFacts(), [], [], [])].projects.append(projectName(path))
        }
        // Targets whose deployment target lives in an .xcconfig (their base configuration).
        var xcconfigDeployment: [String: Int] = [:]
        for path in folder.xcconfigs {
            let text = String(decoding: try InputFile.bytes(path: path, what: "the .xcconfig"), as: UTF8.self)
            for line in text.split(separator: "\n") where line.hasPrefix("IPHONEOS_DEPLOYMENT_TARGET") {
                guard let value = line.split(separator: "=").last?.split(separator: ".").first,
                      let major = Int(value.trimmingCharacters(in: .whitespaces)) else { continue }
                xcconfigDeployment[root(of: path)] = min(xcconfigDeployment[root(of: path)] ?? major, major)
            }
        }
        var apps: [ScanReport] = []
        for key in groups.keys.sorted() {
            guard var group = groups[key] else { continue }
            for index in group.targets.indices where group.targets[index].deploymentMajor == nil {
                group.targets[index].deploymentMajor = xcconfigDeployment[key]
            }
            var report = MigrationAnalysis.analyze(group.facts, plists: group.plists, targets: group.targets)
            report.name = group.projects.first ?? (key.isEmpty ? paths.joined(separator: " ") : key)
            // A folder with no app and nothing to say (a library's headers) is left out.
            if report.lifeCycle == .unknown && report.findings.isEmpty && !apps.isEmpty { continue }
            apps.append(report)
        }
        if apps.isEmpty {
            apps.append(MigrationAnalysis.analyze(SourceFacts(), plists: [], targets: []))
            apps[0].name = paths.joined(separator: " ")
        }
        return ScanResult(apps: apps)
    }

    /// `App/App.xcodeproj/project.pbxproj` → `App` (`""` for a project at the top).
    private static func projectRoot(_ pbxproj: String) -> String {
        let components = pbxproj.split(separator: "/", omittingEmptySubsequences: false)
        return components.count >= 3 ? components.dropLast(2).joined(separator: "/") : ""
    }

    /// `App/App.xcodeproj/project.pbxproj` → `App/App.xcodeproj`.
    private static func projectName(_ pbxproj: String) -> String {
        String(pbxproj.dropLast("/project.pbxproj".count))
    }

    /// A source file's text, or nil when it is larger than ``maxSourceSize``. Bytes that are not
    /// UTF-8 (a Latin-1 comment in an old Objective-C file) are read as replacement characters.
    private static func source(_ path: String) throws(Diagnostic) -> String? {
        do {
            return String(decoding: try InputFile.bytes(path: path, what: "the source file", limit: maxSourceSize), as: UTF8.self)
        } catch where error.message.contains("larger than") {
            return nil
        }
    }
}
