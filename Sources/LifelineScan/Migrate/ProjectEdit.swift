import LifelineRuntime

/// The edits `lifeline migrate` makes to `project.pbxproj`, in its text so the rest of the
/// file is untouched: the new scene delegate files added beside the app delegate's (a file
/// reference, a build file in each Sources phase that builds the app delegate, a line in its
/// group), and the build setting that makes Xcode generate a scene manifest.
struct ProjectEdit {
    let path: String
    let text: String
    private let lines: LineIndex
    private var taken: Set<String>
    private(set) var edits: [TextEdit] = []

    init(path: String, bytes: [UInt8]) {
        self.path = path
        text = String(decoding: bytes, as: UTF8.self)
        lines = LineIndex(bytes)
        // Every 24-digit identifier in use, so that a new one is new.
        var ids: Set<String> = []
        for word in text.split(whereSeparator: { !$0.isHexDigit }) where word.count == 24 { ids.insert(String(word)) }
        taken = ids
    }

    /// A new identifier, the same for the same project and purpose (FNV-1a over both).
    private mutating func identifier(_ purpose: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var salt = 0
        while true {
            for byte in (path + "|" + purpose + "|\(salt)").utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            let id = "1A" + String(String(hash, radix: 16, uppercase: true).suffix(16)).leftPadded(to: 16) + "000000"
            if !taken.contains(id) {
                taken.insert(id)
                return id
            }
            salt += 1
        }
    }

    /// Whether the project lists `file` (a file name) by reference: a project whose folders are
    /// synchronized with the disk (Xcode 16's `PBXFileSystemSynchronizedRootGroup`) does not,
    /// and builds whatever the folder holds.
    func references(_ file: String) -> Bool { text.contains("/* \(file) */ = {isa = PBXFileReference;") }

    /// Adds `newFile` wherever `besideFile` (the app delegate's file, same folder) is: its
    /// group, and the Sources phases that build it when `compiled`.
    /// `referenceID`: the app delegate's own file reference, when the project has several
    /// files of that name (two targets' `AppDelegate.swift`).
    mutating func add(_ newFile: String, besideFile: String, compiled: Bool, referenceID: String? = nil) -> Bool {
        let needle = (referenceID.map { "\t\($0) " } ?? "") + "/* \(besideFile) */ = {isa = PBXFileReference;"
        guard let referenceLine = lineContaining(needle),
            let oldID = text[referenceLine.range].split(whereSeparator: { $0 == " " || $0 == "\t" }).first(where: {
                $0.count == 24
            }).map(String.init)
        else { return false }
        let newID = identifier(newFile + " reference")
        let template = String(text[referenceLine.range])
        insert(
            at: referenceLine.end,
            template.replacingOccurrences(of: oldID, with: newID).replacingOccurrences(of: besideFile, with: newFile))
        // The group's children.
        var from = text.startIndex
        while let range = text.range(of: "\(oldID) /* \(besideFile) */,", range: from..<text.endIndex) {
            let end = text.utf8.distance(from: text.startIndex, to: range.upperBound)
            let line = lines.lineEnd(end)
            insert(
                at: line,
                lineText(at: end).replacingOccurrences(of: oldID, with: newID).replacingOccurrences(
                    of: besideFile, with: newFile))
            from = range.upperBound
        }
        guard compiled else { return true }
        // Each build file of the app delegate's, and its line in a Sources phase.
        from = text.startIndex
        var index = 0
        while let range = text.range(
            of: "/* \(besideFile) in Sources */ = {isa = PBXBuildFile; fileRef = \(oldID)", range: from..<text.endIndex)
        {
            let offset = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
            let line = lineText(at: offset)
            guard
                let buildID = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first(where: { $0.count == 24 })
                    .map(String.init)
            else { break }
            let newBuildID = identifier(newFile + " build \(index)")
            index += 1
            insert(
                at: lines.lineEnd(offset),
                line.replacingOccurrences(of: buildID, with: newBuildID)
                    .replacingOccurrences(of: oldID, with: newID).replacingOccurrences(of: besideFile, with: newFile))
            if let phase = text.range(of: "\(buildID) /* \(besideFile) in Sources */,") {
                let phaseOffset = text.utf8.distance(from: text.startIndex, to: phase.lowerBound)
                insert(
                    at: lines.lineEnd(phaseOffset),
                    lineText(at: phaseOffset).replacingOccurrences(of: buildID, with: newBuildID)
                        .replacingOccurrences(of: besideFile, with: newFile))
            }
            from = range.upperBound
        }
        return true
    }

    /// `setting = value;` in every build configuration of the target named `target`, in the
    /// settings' alphabetical place (Xcode keeps them sorted).
    mutating func set(_ setting: String, _ value: String, target: String, objects: [String: Any]) {
        guard
            let targetObject = objects.values.compactMap({ $0 as? [String: Any] }).first(where: {
                $0["isa"] as? String == "PBXNativeTarget" && $0["name"] as? String == target
            }),
            let listID = targetObject["buildConfigurationList"] as? String,
            let list = objects[listID] as? [String: Any],
            let configurations = list["buildConfigurations"] as? [String]
        else { return }
        for id in configurations.sorted() {
            guard let start = text.utf8Offset(of: "\t\(id) /* "),
                let settings = text.utf8Offset(of: "buildSettings = {", from: start),
                let close = text.utf8Offset(of: "};", from: settings)
            else { continue }
            var at = lines.lineEnd(settings)
            let indent = lines.indentation(at: settings) + "\t"
            while at < close {
                let line = lineText(at: at).trimmingCharacters(in: .whitespaces)
                if line.hasPrefix("};") || line > setting { break }
                at = lines.lineEnd(at)
            }
            insert(at: at, indent + "\(setting) = \(value);\n")
        }
    }

    private func lineContaining(_ needle: String) -> (range: Range<String.Index>, end: Int)? {
        guard let offset = text.utf8Offset(of: needle) else { return nil }
        let start = lines.lineStart(offset), end = lines.lineEnd(offset)
        let utf8 = text.utf8
        return (utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end), end)
    }

    /// The whole line holding `offset`, its newline included.
    private func lineText(at offset: Int) -> String {
        String(decoding: lines.text[lines.lineStart(offset)..<lines.lineEnd(offset)], as: UTF8.self)
    }

    private mutating func insert(at offset: Int, _ line: String) { edits.append(TextEdit(offset..<offset, line)) }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
