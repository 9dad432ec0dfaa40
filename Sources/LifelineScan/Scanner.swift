import Foundation
import LifelineRuntime
import LifelineSupport

/// Everything one `lifeline scan` found: one report per app (per Xcode project in the folder,
/// or one for the whole folder when it has none).
public struct ScanResult: Sendable {
    /// One report per app found under the paths scanned.
    public var apps: [ScanReport]
    /// Each parsed file's facts, by path: a scan of the same tree with a few files changed
    /// (migrate's proof) reads the rest from here instead of parsing them again.
    var parsed: [String: SourceFacts] = [:]
    /// Files found but not read, and why (a note each on standard error).
    package var skippedFiles: [SkippedFile] = []
    /// Exit status 1: some app has warnings or errors.
    public var hasWork: Bool { apps.contains { $0.hasWork } }
    /// Every finding of every app, in file order.
    public var findings: [ScanFinding] {
        apps.flatMap(\.findings).sorted {
            ($0.location, $0.rule.id, $0.message) < ($1.location, $1.rule.id, $1.message)
        }
    }
}

/// `lifeline scan`'s pipeline: find the app's files, read each (sources, Info.plist, build
/// settings), then map the app's move to scenes.
public enum Scanner {
    /// The largest source file read; larger ones (generated code, amalgamations) are skipped.
    public static let maxSourceSize = 4 << 20

    /// Scans the apps under `paths` (folders or files): sources, Info.plist files and Xcode
    /// projects, read as text within limits; never builds anything.
    public static func scan(_ paths: [String]) throws(Diagnostic) -> ScanResult {
        try scan(paths, parsingEverySwiftFile: false)
    }

    /// `parsingEverySwiftFile`: without the byte pre-filter, for the tests that hold the filter
    /// to the same findings.
    static func scan(_ paths: [String], parsingEverySwiftFile: Bool) throws(Diagnostic) -> ScanResult {
        try scan(paths, parsingEverySwiftFile: parsingEverySwiftFile, overlay: [:])
    }

    /// `overlay`: files' contents as a patch would leave them (a path not on disk is a new
    /// file), read instead of the disk: `lifeline migrate` scans the patched tree this way
    /// before it writes anything.
    static func scan(
        _ paths: [String], parsingEverySwiftFile: Bool = false, overlay: [String: [UInt8]],
        reusing earlier: [String: SourceFacts] = [:]
    ) throws(Diagnostic) -> ScanResult {
        // A file's facts depend on its bytes alone: those the overlay leaves are the earlier scan's.
        let reusable = earlier.filter { overlay[$0.key] == nil }
        var folder = try AppFolder.collect(paths)
        folder.include(overlay.keys.sorted())
        func read(_ path: String, what: String, limit: Int = InputFile.maxSize) throws(Diagnostic) -> [UInt8] {
            if let bytes = overlay[path] {
                guard bytes.count <= limit else {
                    throw Diagnostic(file: path, line: 1, column: 1, "larger than \(limit) bytes")
                }
                return bytes
            }
            return try InputFile.bytes(path: path, what: what, limit: limit)
        }
        var skipped = folder.skipped
        func source(_ path: String) throws(Diagnostic) -> [UInt8]? {
            do {
                return try read(path, what: "the source file", limit: maxSourceSize)
            } catch  where error.message.contains("larger than") {
                skipped.append(
                    SkippedFile(file: path, reason: "larger than \(maxSourceSize) bytes (generated code?): skipped"))
                return nil
            }
        }
        // Each Xcode project's folder holds one app (and its extensions): a file belongs to the
        // deepest project folder around it, so a sample app nested in a framework is read apart.
        let roots = folder.projects.map(projectRoot).sorted { $0.count > $1.count }
        func root(of path: String) -> String {
            roots.first { $0.isEmpty || path.hasPrefix($0 + "/") } ?? ""
        }
        var groups: [String: ScanGroup] = [:]
        // Every file is read before any is parsed, in the order a bad one is reported; none is
        // kept: each is read again when parsed (1,200 hard links to a 4 MiB file held 4 GB).
        // Links to one file are read once.
        var swiftSources: [SwiftSource] = []
        var known: [String: SwiftSource] = [:]
        for path in folder.swiftFiles {
            let identity = overlay[path] == nil ? fileIdentity(path) : nil
            if let identity, let same = known[identity] {
                swiftSources.append(SwiftSource(path: path, identity: identity, mayMatter: same.mayMatter))
                continue
            }
            guard let bytes = try source(path) else { continue }
            // Swift source is UTF-8 (the compiler reads nothing else): a file that is not could
            // hide the app delegate, so it is an error at its first bad byte, not a file skipped.
            // (Objective-C files may be in an older encoding, and are read as they come.)
            _ = try InputFile.text(bytes, file: path)
            let read = SwiftSource(
                path: path, identity: identity, mayMatter: parsingEverySwiftFile || SwiftRelevance.mayMatter(bytes))
            if let identity { known[identity] = read }
            swiftSources.append(read)
        }
        var objcFacts: [(path: String, facts: SourceFacts)] = []
        for path in folder.objcFiles {
            guard let bytes = try source(path) else { continue }
            objcFacts.append(
                (path, reusable[path] ?? ObjCReader.read(source: String(decoding: bytes, as: UTF8.self), file: path)))
        }
        // An Info.plist Xcode runs through the C preprocessor first (INFOPLIST_PREPROCESS) is
        // read with its directive lines left out, every branch kept, or else the first branch of
        // each; when neither is a property list, it is a note, as any other input the scan cannot read.
        func infoPlist(_ path: String) throws(Diagnostic) -> InfoPlist? {
            let bytes = try read(path, what: "the Info.plist")
            do {
                return try InfoPlist.read(bytes: bytes, path: path)
            } catch {
                for (reading, how) in [
                    (InfoPlist.PreprocessorReading.everyBranch, "every #if branch kept"),
                    (.firstBranch, "the first branch of each #if kept (of #if groups in a row, the first)")
                ] {
                    guard let blanked = InfoPlist.withoutPreprocessorLines(bytes, reading) else { throw error }
                    guard let plist = try? InfoPlist.read(bytes: blanked, path: path) else { continue }
                    skipped.append(
                        SkippedFile(
                            file: path,
                            reason: "has C-preprocessor lines (INFOPLIST_PREPROCESS): read without them, \(how)"))
                    return plist
                }
                skipped.append(
                    SkippedFile(
                        file: path,
                        reason: """
                            has C-preprocessor lines (INFOPLIST_PREPROCESS) and is no property list without them: \
                            not read
                            """))
                return nil
            }
        }
        var plists: [InfoPlist] = []
        for path in folder.infoPlists {
            if let plist = try infoPlist(path) { plists.append(plist) }
        }
        var parsed: [String: SourceFacts] = [:]
        for (path, facts) in objcFacts { parsed[path] = facts }
        let load = { (path: String) -> [UInt8] in (try? read(path, what: "the source file", limit: maxSourceSize)) ?? []
        }
        for (path, facts) in readSwift(
            swiftSources, load: load, objcFacts: objcFacts.map(\.facts), plists: plists,
            reusing: reusable, parsed: &parsed)
        {
            groups[root(of: path), default: ScanGroup()].files.append((path, facts))
            skipped += facts.skippedFiles
        }
        for (path, facts) in objcFacts {
            groups[root(of: path), default: ScanGroup()].files.append((path, facts))
        }
        for plist in plists {
            groups[root(of: plist.path), default: ScanGroup()].plists.append(plist)
        }
        for path in folder.projects {
            let project = try XcodeProject.read(
                bytes: read(path, what: "project.pbxproj", limit: PropertyListReader.Limits.project.maxSize), path: path
            )
            groups[projectRoot(path), default: ScanGroup()].targets += project.targets
            groups[projectRoot(path), default: ScanGroup()].projects.append(projectName(path))
            groups[projectRoot(path), default: ScanGroup()].membership.merge(project.membership)
        }
        // The Info.plist a target names in a folder the walk skips (`Base.lproj`): read where the
        // project says, or the app is taken for one with no scene manifest.
        let walkSkipped = folder.skipped.count
        for key in groups.keys.sorted() {
            for path in (groups[key]?.targets ?? []).compactMap(\.infoPlistPath)
            where !plists.contains(where: { $0.path == path }) && folder.includeNamedInfoPlist(path) {
                guard let plist = try infoPlist(path) else { continue }
                plists.append(plist)
                groups[key, default: ScanGroup()].plists.append(plist)
            }
        }
        skipped += folder.skipped[walkSkipped...]
        // Targets whose deployment target lives in an .xcconfig (their base configuration).
        var xcconfigDeployment: [String: Int] = [:]
        for path in folder.xcconfigs {
            let text = String(decoding: try read(path, what: "the .xcconfig"), as: UTF8.self)
            for line in text.split(separator: "\n") where line.hasPrefix("IPHONEOS_DEPLOYMENT_TARGET") {
                guard let value = line.split(separator: "=").last?.split(separator: ".").first,
                    let major = Int(value.trimmingCharacters(in: .whitespaces))
                else { continue }
                xcconfigDeployment[root(of: path)] = min(xcconfigDeployment[root(of: path)] ?? major, major)
            }
        }
        var apps: [ScanReport] = []
        for key in groups.keys.sorted() {
            guard var group = groups[key] else { continue }
            for index in group.targets.indices where group.targets[index].deploymentMajor == nil {
                group.targets[index].deploymentMajor = xcconfigDeployment[key]
            }
            let name = group.projects.first ?? (key.isEmpty ? paths.joined(separator: " ") : key)
            for part in group.parts() {
                var report = MigrationAnalysis.analyze(part.facts, plists: part.plists, targets: part.targets)
                report.name = part.target.map { name + ": " + $0 } ?? name
                report.targets = part.targets
                report.sourceFiles = part.files
                report.infoPlists = part.plists
                report.projectFiles = group.projects.map { $0 + "/project.pbxproj" }
                apps.append(report)
            }
        }
        // A folder with no app and nothing to say (a library's headers) is left out when
        // another folder holds an app.
        if apps.contains(where: { $0.lifeCycle != .unknown || !$0.findings.isEmpty }) {
            apps.removeAll { $0.lifeCycle == .unknown && $0.findings.isEmpty }
        }
        if apps.isEmpty {
            apps.append(MigrationAnalysis.analyze(SourceFacts(), plists: [], targets: []))
            apps[0].name = paths.joined(separator: " ")
        }
        return ScanResult(apps: apps, parsed: parsed, skippedFiles: skipped)
    }

    /// A Swift file found by the walk: its bytes are read again when needed, never kept.
    struct SwiftSource {
        var path: String
        /// Device and inode: hard and symbolic links to one file share it.
        var identity: String?
        /// Whether the relevance filter (or `parsingEverySwiftFile`) has it parsed first.
        var mayMatter: Bool
    }

    /// The device and inode of `path`, or nil when it cannot be read.
    private static func fileIdentity(_ path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let device = attributes[.systemNumber], let inode = attributes[.systemFileNumber]
        else { return nil }
        return "\(device):\(inode)"
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

    /// The facts of each Swift file, in the files' order. Only the files that can matter are
    /// parsed (``SwiftRelevance``): first those with a fact of their own, then those that name
    /// a delegate type the first pass (or the Objective-C files) found, or a class a scene
    /// manifest names; every other file counts as read and empty.
    private static func readSwift(
        _ sources: [SwiftSource], load read: (String) -> [UInt8],
        objcFacts: [SourceFacts], plists: [InfoPlist], reusing reusable: [String: SourceFacts] = [:],
        parsed: inout [String: SourceFacts]
    ) -> [(path: String, facts: SourceFacts)] {
        var parsedHere: [String: SourceFacts] = [:]
        // Each file is read, parsed and released before the next.
        func parse(_ index: Int) -> SourceFacts {
            let facts =
                reusable[sources[index].path]
                ?? SwiftReader.read(
                    source: String(decoding: read(sources[index].path), as: UTF8.self), file: sources[index].path)
            parsedHere[sources[index].path] = facts
            return facts
        }
        var facts = [SourceFacts?](repeating: nil, count: sources.count)
        for index in sources.indices where sources[index].mayMatter {
            facts[index] = parse(index)
        }
        // The names other files' facts hang on: delegate types (their methods and `window` may
        // sit in any file), the classes a manifest or a configurationForConnecting names (they
        // must exist). Parsing a file can name more, so until nothing new is named.
        var names: Set<String> = []
        for plist in plists {
            names.formUnion(plist.manifest?.configurations.compactMap(\.delegateClassName) ?? [])
        }
        var searched: Set<String> = []
        var newFacts = objcFacts + facts.compactMap { $0 }
        while true {
            for found in newFacts {
                names.formUnion(found.types.map(\.name))
                names.formUnion(found.apps.compactMap(\.delegateAdaptor))
                names.formUnion(found.methods.flatMap(\.delegateClassNames))
            }
            // `Module.AppDelegate` is written `AppDelegate` in the extension that matters.
            let fresh = Set(names.map { $0.split(separator: ".").last.map(String.init) ?? $0 }).subtracting(searched)
            if fresh.isEmpty { break }
            searched.formUnion(fresh)
            let matcher = WordMatcher(fresh.sorted().map { (Array($0.utf8), .exact) })
            newFacts = []
            var matches: [String: Bool] = [:]  // by file identity: links to one file are read once
            func named(_ source: SwiftSource) -> Bool {
                if let identity = source.identity, let known = matches[identity] { return known }
                let found = matcher.matches(read(source.path))
                if let identity = source.identity { matches[identity] = found }
                return found
            }
            for index in sources.indices where facts[index] == nil && named(sources[index]) {
                let parsed = parse(index)
                facts[index] = parsed
                newFacts.append(parsed)
            }
        }
        parsed.merge(parsedHere) { _, new in new }
        return sources.indices.map { index in
            var empty = SourceFacts()
            empty.swiftFiles = 1
            return (sources[index].path, facts[index] ?? empty)
        }
    }
}
