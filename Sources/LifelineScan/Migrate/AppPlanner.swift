import Foundation
import LifelineModel
import LifelineRuntime
import LifelineSupport

/// The migration of one app-delegate app (one ``ScanReport``): which class, which files, and
/// every step of the move, gathered into a ``FileSet``.
struct AppPlanner {
    let report: ScanReport
    let folder: AppFolder
    var notes: [MigrationNote] = []

    /// Info.plists another app-delegate target shares.
    let sharedPlists: Set<String>

    init(report: ScanReport, folder: AppFolder, sharedPlists: Set<String> = []) {
        self.report = report
        self.folder = folder
        self.sharedPlists = sharedPlists
    }

    /// Whether the app's Info.plist is shared with another target.
    private var sharesPlist: Bool { appPlists.contains { sharedPlists.contains($0.path) } }

    /// The iOS application targets (all targets when the folder has no project).
    private var iosTargets: [AppTarget] { report.targets.filter(\.isIOS) }

    /// The class UIKit makes the app delegate: of several, the one with the most methods.
    private var appDelegateClass: String? {
        report.appDelegates.max { a, b in
            let (countA, countB) = (
                report.delegateMethods.count { $0.owner == a }, report.delegateMethods.count { $0.owner == b }
            )
            return countA != countB ? countA < countB : a > b
        }
    }

    mutating func run(into files: inout FileSet) throws(Diagnostic) -> AppMigration {
        guard let className = appDelegateClass else {
            notes.append(
                MigrationNote(
                    kind: .person, location: CodeLocation(file: report.name, line: 1, column: 1),
                    text: "no app delegate class found: add a scene delegate and a scene manifest by hand (TN3187)"))
            return AppMigration(name: report.name, language: .swift, notes: notes)
        }
        let declaration = report.findings.first { $0.rule.id == ScanRule.appDelegateLifeCycle.id }?.location
        let objc =
            report.delegateMethods.first { $0.owner == className }.map { $0.language == .objectiveC }
            ?? declaration.map { $0.file.hasSuffix(".h") || $0.file.hasSuffix(".m") || $0.file.hasSuffix(".mm") }
            ?? false
        let backDeploys = (iosTargets.compactMap(\.deploymentMajor).min() ?? 13) < 13
        var plan = SceneDelegatePlan(language: objc ? .objectiveC : .swift, appDelegateClass: className)
        plan.backDeploys = backDeploys
        plan.storyboards = storyboardsByIdiom
        plan.objcName = sharesPlist
        let generated = usesGeneratedManifest
        let sceneFolder: String
        var addedFiles: [(name: String, beside: String, compiled: Bool)] = []
        var besidePaths: [String] = []
        var movedRanges: [String: [Range<Int>]] = [:]
        if objc {
            guard
                let rewrite = try objcRewrite(className, backDeploys: backDeploys, generated: generated, files: &files)
            else {
                return AppMigration(name: report.name, language: .objectiveC, notes: notes)
            }
            let headerName = (rewrite.headerPath as NSString).lastPathComponent
            plan.imports = importLines(try files.bytes(rewrite.implementationPath)).filter {
                !$0.contains("\"\(headerName)\"") && !$0.contains("<UIKit/UIKit.h>") && !$0.hasPrefix("@import UIKit")
            }
            plan.launchCode = rewrite.launchCode
            plan.windowCodeEnd = rewrite.windowCodeEnd
            plan.usesWindowScene = rewrite.usesWindowScene
            plan.launchCodeNamesAppDelegate = rewrite.namesAppDelegate
            plan.bridgesWindow = rewrite.hasWindowProperty
            plan.adoptsWindow = rewrite.adoptsWindow
            // Swift extensions of the Objective-C class: the windows they make.
            for (path, bytes) in try swiftFiles(of: className, files: &files) {
                var extensions = SwiftDelegateRewrite(
                    path: path, bytes: bytes, className: className, members: [], backDeploys: backDeploys)
                extensions.windowsOnly = true
                extensions.run()
                files.edit(path, extensions.edits)
                notes += extensions.notes
                plan.adoptsWindow = plan.adoptsWindow || extensions.adoptsWindow
            }
            plan.calls = rewrite.twins.compactMap { twin in
                SceneTwinCall.of(twin.callback).map { ($0, twin.method, twin.conditions) }
            }
            sceneFolder = (rewrite.implementationPath as NSString).deletingLastPathComponent
            let header = sceneFolder.isEmpty ? "SceneDelegate.h" : sceneFolder + "/SceneDelegate.h"
            let implementation = sceneFolder.isEmpty ? "SceneDelegate.m" : sceneFolder + "/SceneDelegate.m"
            guard try refuseExisting([header, implementation]) else {
                return AppMigration(name: report.name, language: .objectiveC, notes: notes)
            }
            let written = SceneDelegateWriter.objc(
                plan, header: (rewrite.headerPath as NSString).lastPathComponent, indent: rewrite.indent)
            files.create(header, written.header)
            files.create(implementation, written.implementation)
            besidePaths = [rewrite.headerPath, rewrite.implementationPath]
            addedFiles = [
                ("SceneDelegate.h", (rewrite.headerPath as NSString).lastPathComponent, false),
                ("SceneDelegate.m", (rewrite.implementationPath as NSString).lastPathComponent, true)
            ]
            notes.append(
                MigrationNote(
                    kind: .moved, location: CodeLocation(file: implementation, line: 1, column: 1),
                    text:
                        "new SceneDelegate (SceneDelegate.h, SceneDelegate.m): the window, the cold-launch events, \(plan.calls.count) scene twin\(plan.calls.count == 1 ? "" : "s")"
                ))
            movedRanges = rewrite.movedRanges
        } else if let flutter = try swiftFiles(of: className, files: &files).first(where: {
            FlutterDelegateRewrite.isFlutter(className, in: $0.1)
        }) {
            var rewrite = FlutterDelegateRewrite(path: flutter.0, bytes: flutter.1, className: className)
            rewrite.run()
            files.edit(flutter.0, rewrite.edits)
            notes += rewrite.notes
            try manifest(delegateClass: FlutterDelegateRewrite.sceneDelegateClass, files: &files)
            try commentWindowUses(skipping: [:], files: &files)
            return AppMigration(name: report.name, language: .swift, notes: notes.sorted())
        } else {
            let sources = try swiftFiles(of: className, files: &files)
            var members: Set<String> = []
            for (_, bytes) in sources { members.formUnion(SwiftDelegateRewrite.members(of: className, in: bytes)) }
            var calls: [(row: SceneTwinCall, method: String, conditions: [String])] = []
            var classFile: (path: String, end: Int, indent: String)?
            for (path, bytes) in sources {
                var rewrite = SwiftDelegateRewrite(
                    path: path, bytes: bytes, className: className, members: members, backDeploys: backDeploys)
                rewrite.run()
                files.edit(path, rewrite.edits)
                notes += rewrite.notes
                if !rewrite.launchCode.isEmpty {
                    plan.imports += importLines(bytes).filter { $0 != "import UIKit" && !plan.imports.contains($0) }
                }
                if rewrite.windowCodeEnd > 0 { plan.windowCodeEnd = plan.launchCode.count + rewrite.windowCodeEnd }
                plan.launchCode += rewrite.launchCode
                plan.usesWindowScene = plan.usesWindowScene || rewrite.usesWindowScene
                plan.launchCodeNamesAppDelegate = plan.launchCodeNamesAppDelegate || rewrite.namesAppDelegate
                plan.bridgesWindow = plan.bridgesWindow || rewrite.hasWindowProperty
                plan.adoptsWindow = plan.adoptsWindow || rewrite.adoptsWindow
                for twin in rewrite.twins {
                    guard let row = SceneTwinCall.of(twin.callback),
                        !calls.contains(where: { $0.row.scene == row.scene })
                    else { continue }
                    calls.append((row, twin.method, []))
                }
                if let end = rewrite.classEnd, classFile == nil { classFile = (path, end.offset, end.indent) }
                movedRanges[path] = rewrite.edits.filter { $0.replacement.isEmpty }.map(\.range)
            }
            // One scene method per twin, in the table's order.
            plan.calls = SceneTwinCall.all.compactMap { row in calls.first { $0.row.appDelegate == row.appDelegate } }
            guard let classFile else {
                notes.append(
                    MigrationNote(
                        kind: .person, location: declaration ?? CodeLocation(file: report.name, line: 1, column: 1),
                        text:
                            """
                            the declaration of \(className) was not found in a Swift file: add a scene delegate \
                            by hand
                            """
                    ))
                return AppMigration(name: report.name, language: .swift, notes: notes)
            }
            sceneFolder = (classFile.path as NSString).deletingLastPathComponent
            let path = sceneFolder.isEmpty ? "SceneDelegate.swift" : sceneFolder + "/SceneDelegate.swift"
            guard try refuseExisting([path]) else {
                return AppMigration(name: report.name, language: .swift, notes: notes)
            }
            files.create(path, SceneDelegateWriter.swift(plan, indent: classFile.indent))
            besidePaths = [classFile.path]
            addedFiles = [("SceneDelegate.swift", (classFile.path as NSString).lastPathComponent, true)]
            notes.append(
                MigrationNote(
                    kind: .moved, location: CodeLocation(file: path, line: 1, column: 1),
                    text:
                        "new SceneDelegate: the window, the cold-launch events, \(plan.calls.count) scene twin\(plan.calls.count == 1 ? "" : "s")"
                ))
            if generated {
                files.edit(
                    classFile.path,
                    [
                        TextEdit(
                            classFile.end..<classFile.end,
                            Self.swiftConfigurationMethod(
                                indent: classFile.indent, backDeploys: backDeploys, storyboard: generatedStoryboard))
                    ])
                notes.append(
                    MigrationNote(
                        kind: .moved, location: CodeLocation(file: classFile.path, line: 1, column: 1),
                        text: """
                            \(className) gains application(_:configurationForConnecting:options:), naming SceneDelegate \
                            (the generated manifest has no configurations)
                            """))
            }
        }
        try manifest(
            delegateClass: objc || sharesPlist
                ? SceneDelegateWriter.className : "$(PRODUCT_MODULE_NAME)." + SceneDelegateWriter.className,
            files: &files)
        try project(adding: addedFiles, besidePaths: besidePaths, generated: generated, files: &files)
        try commentWindowUses(skipping: movedRanges, files: &files)
        notes.append(
            MigrationNote(
                kind: .stays, location: CodeLocation(file: report.name, line: 1, column: 1),
                text: """
                    application(_:didFinishLaunchingWithOptions:), push registration, background events and termination \
                    stay on the app delegate (lifecycle-facts.md §2.6)
                    """))
        return AppMigration(name: report.name, language: objc ? .objectiveC : .swift, notes: notes.sorted())
    }

    // MARK: the manifest

    /// A target that generates its Info.plist and has none of its own to edit.
    private var usesGeneratedManifest: Bool {
        let own = Set(report.infoPlists.map(\.path))
        return !iosTargets.isEmpty
            && iosTargets.allSatisfy { $0.generatesInfoPlist && ($0.infoPlistPath.map { !own.contains($0) } ?? true) }
    }

    /// The phone's and the iPad's main storyboards, when the app's Info.plist names two.
    private var storyboardsByIdiom: (phone: String, pad: String)? {
        guard let plist = appPlists.first, let phone = plist.mainStoryboard, let pad = plist.mainStoryboardPad,
            pad != phone
        else { return nil }
        return (phone, pad)
    }

    private var generatedStoryboard: String? { iosTargets.compactMap(\.generatedMainStoryboard).first }

    /// The app's own Info.plists: its iOS targets', or the app-like ones of a folder with no project.
    private var appPlists: [InfoPlist] {
        let named = Set(iosTargets.compactMap(\.infoPlistPath))
        let own = report.infoPlists.filter { named.contains($0.path) }
        if !own.isEmpty || !report.targets.isEmpty { return own }
        return report.infoPlists.filter { $0.looksLikeApp && !$0.isExtensionOrBundle }
    }

    private mutating func manifest(delegateClass className: String, files: inout FileSet) throws(Diagnostic) {
        if usesGeneratedManifest { return }
        if appPlists.isEmpty {
            notes.append(
                MigrationNote(
                    kind: .person, location: CodeLocation(file: report.name, line: 1, column: 1),
                    text:
                        """
                        no Info.plist of the app was found: add a UIApplicationSceneManifest naming \(className) \
                        (TN3187)
                        """
                ))
        }
        for plist in appPlists {
            guard files.claimManifest(plist.path) else {
                notes.append(
                    MigrationNote(
                        kind: .stays, location: CodeLocation(file: plist.path, line: 1, column: 1),
                        text:
                            "the Info.plist is shared with another target, whose move writes its manifest, naming \(className)"
                    ))
                continue
            }
            // Storyboards by idiom are loaded by the scene delegate, not named in the manifest.
            let storyboard = storyboardsByIdiom == nil ? plist.mainStoryboard : nil
            switch InfoPlistEdit.manifest(try files.bytes(plist.path), delegateClass: className, storyboard: storyboard)
            {
            case .success(let edit):
                files.edit(plist.path, [edit])
                notes.append(
                    MigrationNote(
                        kind: .moved, location: CodeLocation(file: plist.path, line: 1, column: 1),
                        text: "UIApplicationSceneManifest: one window-scene configuration naming \(className)"
                            + (storyboard.map { " and the \($0) storyboard" } ?? "")))
            case .failure(let refusal):
                notes.append(
                    MigrationNote(
                        kind: .person, location: CodeLocation(file: plist.path, line: 1, column: 1),
                        text: refusal.reason))
            }
        }
    }

    // MARK: the project

    private mutating func project(
        adding added: [(name: String, beside: String, compiled: Bool)], besidePaths: [String],
        generated: Bool, files: inout FileSet
    ) throws(Diagnostic) {
        for path in report.projectFiles {
            let bytes = try files.bytes(path)
            var edit = ProjectEdit(path: path, bytes: bytes)
            // The app delegate's own reference, found by its path through the project's groups.
            let references = (try? XcodeProject.read(bytes: bytes, path: path))?.membership.referencePaths ?? [:]
            for file in added where edit.references(file.beside) {
                let beside = besidePaths.first { ($0 as NSString).lastPathComponent == file.beside }
                let id = beside.flatMap { wanted in references.first { $0.value == wanted }?.key }
                _ = edit.add(file.name, besideFile: file.beside, compiled: file.compiled, referenceID: id)
            }
            if generated {
                let objects =
                    (try? PropertyListReader.parse(bytes, file: path, limits: .project) as? [String: Any])?["objects"]
                    as? [String: Any] ?? [:]
                for target in iosTargets {
                    edit.set(
                        "INFOPLIST_KEY_UIApplicationSceneManifest_Generation", "YES", target: target.name,
                        objects: objects)
                    notes.append(
                        MigrationNote(
                            kind: .moved, location: target.location,
                            text: """
                                target \(target.name): INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES (its \
                                Info.plist is generated)
                                """))
                }
            }
            files.edit(path, edit.edits)
            if !edit.edits.isEmpty, !added.isEmpty {
                notes.append(
                    MigrationNote(
                        kind: .moved, location: CodeLocation(file: path, line: 1, column: 1),
                        text: added.map(\.name).joined(separator: ", ") + " added to the targets that build "
                            + added.map(\.beside).joined(separator: ", ")))
            }
        }
    }

    // MARK: single-window APIs

    /// A comment above each single-window API use that did not move with the launch code.
    private mutating func commentWindowUses(skipping moved: [String: [Range<Int>]], files: inout FileSet)
        throws(Diagnostic)
    {
        var done: Set<String> = []
        for use in report.windowUses {
            let bytes = try files.bytes(use.location.file)
            let lines = LineIndex(bytes)
            let offset = lines.offset(line: use.location.line)
            if moved[use.location.file, default: []].contains(where: { $0.contains(offset) }) { continue }
            let key = use.location.file + ":\(use.location.line)"
            guard !done.contains(key), !lines.continuesMacro(at: offset) else { continue }
            done.insert(key)
            let text = "\(use.api.name) means one window; with scenes use \(use.api.alternative)"
            files.edit(
                use.location.file,
                [
                    TextEdit(
                        offset..<offset, lines.indentation(at: offset) + MigrateComment.line(text, section: "12") + "\n"
                    )
                ])
            notes.append(
                MigrationNote(kind: .person, location: use.location, text: "\(use.api.name): \(use.api.alternative)"))
        }
    }

    // MARK: Objective-C

    /// The app delegate's `@implementation` and `@interface` files, rewritten.
    private mutating func objcRewrite(_ className: String, backDeploys: Bool, generated: Bool, files: inout FileSet)
        throws(Diagnostic) -> ObjCDelegateRewrite?
    {
        let implementationMatcher = WordMatcher([(Array("@implementation \(className)".utf8), .exact)])
        let interfaceMatcher = WordMatcher([
            (Array("@interface \(className) ".utf8), .exact), (Array("@interface \(className):".utf8), .exact)
        ])
        var implementation: String?, header: String?
        // A header no target compiles belongs to the app; an implementation must be the target's.
        for path in folder.objcFiles where path.hasSuffix(".h") || report.sourceFiles?.contains(path) ?? true {
            guard let bytes = try? InputFile.bytes(path: path, what: "the source file", limit: Scanner.maxSourceSize)
            else { continue }
            if implementation == nil, !path.hasSuffix(".h"), implementationMatcher.matches(bytes) {
                implementation = path
            }
            if header == nil, path.hasSuffix(".h"), interfaceMatcher.matches(bytes) { header = path }
        }
        guard let implementation, let header else {
            notes.append(
                MigrationNote(
                    kind: .person, location: CodeLocation(file: report.name, line: 1, column: 1),
                    text: """
                        the @implementation and @interface of \(className) were not both found: add a scene delegate by \
                        hand
                        """))
            return nil
        }
        var rewrite = ObjCDelegateRewrite(
            implementationPath: implementation, implementation: try files.bytes(implementation),
            headerPath: header, header: try files.bytes(header),
            className: className, backDeploys: backDeploys, generated: generated)
        rewrite.run()
        files.edit(implementation, rewrite.implementationEdits)
        files.edit(header, rewrite.headerEdits)
        notes += rewrite.notes
        if generated {
            notes.append(
                MigrationNote(
                    kind: .moved, location: CodeLocation(file: implementation, line: 1, column: 1),
                    text: """
                        \(className) gains application:configurationForConnectingSceneSession:options:, naming \
                        SceneDelegate (the generated manifest has no configurations)
                        """))
        }
        return rewrite
    }

    // MARK: helpers

    /// The Swift files that declare or extend `className`, by path.
    private func swiftFiles(of className: String, files: inout FileSet) throws(Diagnostic) -> [(String, [UInt8])] {
        let matcher = WordMatcher([
            (Array("class \(className)".utf8), .exact), (Array("extension \(className)".utf8), .exact)
        ])
        var out: [(String, [UInt8])] = []
        for path in folder.swiftFiles where report.sourceFiles?.contains(path) ?? true {
            guard let bytes = try? InputFile.bytes(path: path, what: "the source file", limit: Scanner.maxSourceSize),
                matcher.matches(bytes)
            else { continue }
            out.append((path, try files.bytes(path)))
        }
        return out
    }

    /// False (with a note) when a file the migration would add exists already.
    private mutating func refuseExisting(_ paths: [String]) throws(Diagnostic) -> Bool {
        for path in paths where FileManager.default.fileExists(atPath: path) {
            notes.append(
                MigrationNote(
                    kind: .person, location: CodeLocation(file: path, line: 1, column: 1),
                    text: "\(path) exists already: the migration would add it; rename it and run again"))
            return false
        }
        return true
    }

    /// `application(_:configurationForConnecting:options:)` for a generated manifest.
    static func swiftConfigurationMethod(indent: String, backDeploys: Bool, storyboard: String?) -> String {
        let i1 = indent, i2 = indent + indent
        var out =
            "\n\(i1)\(MigrateComment.line("the target generates its Info.plist, whose scene manifest names no configuration: this one names the scene delegate", section: "6"))\n"
        if backDeploys { out += "\(i1)@available(iOS 13.0, *)\n" }
        out += """
            \(i1)func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: \
            UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {\n
            """
        out += """
            \(i2)let configuration = UISceneConfiguration(name: \"Default Configuration\", sessionRole: \
            connectingSceneSession.role)\n
            """
        out += "\(i2)configuration.delegateClass = SceneDelegate.self\n"
        if let storyboard {
            out += "\(i2)configuration.storyboard = UIStoryboard(name: \"\(storyboard)\", bundle: nil)\n"
        }
        out += "\(i2)return configuration\n\(i1)}\n"
        return out
    }
}
