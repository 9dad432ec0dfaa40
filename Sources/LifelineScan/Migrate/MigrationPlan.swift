import LifelineModel

/// What the scene delegate that `lifeline migrate` writes holds: the launch code moved out of
/// `application(_:didFinishLaunchingWithOptions:)` (the window and its root view controller,
/// the launch-option reads rewritten to connection options), and one method per scene twin
/// that calls the code the app delegate ran for it.
struct SceneDelegatePlan: Sendable {
    var language: SourceLanguage
    var appDelegateClass: String
    /// Statements for `scene(_:willConnectTo:options:)`, one line each, indented one level
    /// below the method body (their own nesting kept).
    var launchCode: [String] = []
    /// The app delegate file's imports, which the moved code may need (UIKit and the app
    /// delegate's own header aside).
    var imports: [String] = []
    /// The lines of ``launchCode`` that set up the window: the bridge goes after them, before
    /// launch code that may read the app delegate's window.
    var windowCodeEnd = 0
    /// Whether the moved code names the window scene (`UIWindow(windowScene: windowScene)`).
    var usesWindowScene = false
    /// Whether the app delegate has a `window` the rest of its code reads: the scene's window
    /// is handed to it, which is the same window while the app has one scene.
    var bridgesWindow = false
    /// Whether the app delegate still makes its window (in a helper, in willFinishLaunching):
    /// the scene gives it the window scene and takes it as its own.
    var adoptsWindow = false
    /// The app delegate's method each twin calls (its Swift name or selector, after renaming).
    var calls: [(row: SceneTwinCall, method: String, conditions: [String])] = []
    /// The main storyboards by idiom (`UIMainStoryboardFile`, `UIMainStoryboardFile~ipad`) when
    /// they differ: the scene delegate loads the right one, which one manifest entry cannot.
    var storyboards: (phone: String, pad: String)?
    /// Whether the generated code calls into the app delegate at all.
    var needsAppDelegate: Bool { bridgesWindow || adoptsWindow || !calls.isEmpty || launchCodeNamesAppDelegate }
    var launchCodeNamesAppDelegate = false
    /// The deployment target includes iOS 12: the class is marked available from iOS 13.
    var backDeploys = false
    /// The Swift class answers to the plain name `SceneDelegate` (`@objc(SceneDelegate)`): an
    /// Info.plist shared with an Objective-C target names it without a module.
    var objcName = false
}

/// The import lines at the top of a source file, in order.
func importLines(_ bytes: [UInt8]) -> [String] {
    UnifiedDiff.lines(bytes).map { String(decoding: $0, as: UTF8.self).trimmingTrailingNewline }
        .filter {
            $0.hasPrefix("import ") || $0.hasPrefix("@import ") || $0.hasPrefix("#import ")
                || $0.hasPrefix("@testable import ")
        }
}

extension String {
    var trimmingTrailingNewline: String {
        var text = self
        while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
        return text
    }
}

/// One line of the migration's summary.
package struct MigrationNote: Sendable, Comparable {
    package enum Kind: String, Sendable, Comparable {
        case moved, stays, person = "needs a person"

        private var order: Int { self == .moved ? 0 : self == .stays ? 1 : 2 }
        package static func < (a: Kind, b: Kind) -> Bool { a.order < b.order }
    }

    package var kind: Kind
    package var location: CodeLocation
    package var text: String

    package static func < (a: MigrationNote, b: MigrationNote) -> Bool {
        (a.kind, a.location, a.text) < (b.kind, b.location, b.text)
    }
}

/// One file the migration changes or adds.
public struct FileChange: Sendable {
    package var path: String
    /// The bytes the plan was made from; nil for a new file.
    package var original: [UInt8]?
    package var updated: [UInt8]
}

/// The comment `lifeline migrate` leaves where a person must finish the move.
enum MigrateComment {
    static let marker = "lifeline migrate:"

    /// `// lifeline migrate: … (lifecycle-facts.md §N)`.
    static func line(_ text: String, section: String?) -> String {
        "// \(marker) " + text + (section.map { " (lifecycle-facts.md §\($0))" } ?? "")
    }
}

/// How a moved app-delegate method is renamed so that UIKit, which no longer calls it under
/// scenes, is not said to (LS102): `application…` becomes `handle…`, the rest of the name
/// and every label kept, so the scene twin's call reads like the method it was.
enum MovedMethodName {
    /// `applicationDidBecomeActive` → `handleDidBecomeActive`; `application` → `handle`.
    static func renamed(_ base: String) -> String {
        base.hasPrefix("application")
            ? "handle" + base.dropFirst("application".count) : "handle" + base.prefix(1).uppercased() + base.dropFirst()
    }

    /// A Swift name or a selector with its first piece renamed.
    static func renamedName(_ name: String, language: SourceLanguage) -> String {
        let end = name.firstIndex(where: { $0 == "(" || $0 == ":" }) ?? name.endIndex
        return renamed(String(name[..<end])) + name[end...]
    }
}
