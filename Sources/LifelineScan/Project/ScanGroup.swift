import Foundation

/// The files of one Xcode project's folder (or of a folder with none), and how they split
/// into the apps a scan reports: one per iOS application target when the project says which
/// files each target builds, so a watch app, an extension or a test host never decides the
/// iOS app's verdict; the whole folder as one app otherwise.
struct ScanGroup {
    var files: [(path: String, facts: SourceFacts)] = []
    var plists: [InfoPlist] = []
    var targets: [AppTarget] = []
    var projects: [String] = []
    var membership = ProjectMembership()

    /// One app to analyze: its facts, Info.plists and targets, and the target's name when the
    /// folder holds several iOS application targets.
    struct Part {
        var target: String?
        var facts: SourceFacts
        var plists: [InfoPlist]
        var targets: [AppTarget]
        /// The source files the target builds (nil when the project does not say).
        var files: Set<String>? = nil
    }

    func parts() -> [Part] {
        let apps = targets.filter(\.isIOS)
        // A project whose application targets are all another platform's (a Flutter app's
        // macOS runner, a Mac app) holds no iOS app.
        if !targets.isEmpty && apps.isEmpty { return [] }
        let known = apps.filter { !(membership.files[$0.name] ?? []).isEmpty || membership.folders[$0.name] != nil }
        guard membership.isKnown, !known.isEmpty else {
            // No target says what it builds: the folder is the app (its targets all together).
            var facts = SourceFacts()
            for file in files { facts.merge(file.facts) }
            return [Part(target: nil, facts: facts, plists: plists, targets: targets)]
        }
        return known.map { target in
            var facts = SourceFacts()
            var own: Set<String> = []
            for file in files {
                let builders = membership.targets(building: file.path)
                // A file no target compiles (a header) belongs to every app that may import it.
                if builders.contains(target.name) || (builders.isEmpty && !file.path.hasSuffix(".swift")) {
                    facts.merge(file.facts)
                    own.insert(file.path)
                }
            }
            let plist = plists.filter { $0.path == target.infoPlistPath }
            let label =
                known.count > 1 || target.isTestHost ? target.name + (target.isTestHost ? " (test host)" : "") : nil
            return Part(target: label, facts: facts, plists: plist, targets: [target], files: own)
        }
    }
}

extension ProjectMembership {
    /// Adds another project's targets (a folder with two projects).
    mutating func merge(_ other: ProjectMembership) {
        files.merge(other.files) { $0.union($1) }
        folders.merge(other.folders) { $0 + $1 }
        productTypes.merge(other.productTypes) { a, _ in a }
        testHosts.merge(other.testHosts) { a, _ in a }
        referencePaths.merge(other.referencePaths) { a, _ in a }
    }
}
