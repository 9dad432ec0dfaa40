import LifelineTrace

/// `lifeline scan`'s pipeline: find the app's files, read each (sources, Info.plist, build
/// settings), then map the app's move to scenes.
public enum Scanner {
    /// The largest source file read; larger ones (generated code, amalgamations) are counted
    /// as skipped, never parsed.
    public static let maxSourceSize = 4 << 20

    public static func scan(_ paths: [String]) throws(Diagnostic) -> ScanReport {
        let folder = try AppFolder.collect(paths)
        var facts = SourceFacts()
        for path in folder.swiftFiles {
            guard let text = try source(path) else { continue }
            facts.merge(SwiftReader.read(source: text, file: path))
        }
        for path in folder.objcFiles {
            guard let text = try source(path) else { continue }
            facts.merge(ObjCReader.read(source: text, file: path))
        }
        var plists: [InfoPlist] = []
        for path in folder.infoPlists {
            plists.append(try InfoPlist.read(bytes: InputFile.bytes(path: path, what: "the Info.plist"), path: path))
        }
        var targets: [AppTarget] = []
        for path in folder.projects {
            targets += try XcodeProject.appTargets(bytes: InputFile.bytes(path: path, what: "project.pbxproj", limit: 64 << 20), path: path)
        }
        return MigrationAnalysis.analyze(facts, plists: plists, targets: targets)
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
