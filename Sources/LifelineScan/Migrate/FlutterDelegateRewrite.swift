import LifelineModel
import SwiftParser
import SwiftSyntax

/// A Flutter runner's move, as Flutter's migration guide prescribes (lifecycle-facts.md §9):
/// the manifest names `FlutterSceneDelegate`, which ships in the framework (no scene delegate
/// is written); the `FlutterAppDelegate` subclass adopts `FlutterImplicitEngineDelegate` and
/// registers its plugins in `didInitializeImplicitFlutterEngine(_:)`, because under scenes the
/// engine and the window's `FlutterViewController` do not exist yet in
/// `application(_:didFinishLaunchingWithOptions:)`.
struct FlutterDelegateRewrite {
    static let sceneDelegateClass = "FlutterSceneDelegate"
    static let guide = "https://docs.flutter.dev/release/breaking-changes/uiscenedelegate"

    let path: String
    let bytes: [UInt8]
    let className: String
    private(set) var edits: [TextEdit] = []
    private(set) var notes: [MigrationNote] = []

    init(path: String, bytes: [UInt8], className: String) {
        self.path = path
        self.bytes = bytes
        self.className = className
    }

    /// Whether `className` in this file subclasses `FlutterAppDelegate`.
    static func isFlutter(_ className: String, in bytes: [UInt8]) -> Bool {
        let tree = Parser.parse(source: String(decoding: bytes, as: UTF8.self))
        return SwiftDelegateRewrite.declarations(of: className, in: tree).contains { declaration in
            declaration.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes
                .contains { $0.type.trimmedDescription == "FlutterAppDelegate" } ?? false
        }
    }

    mutating func run() {
        let file = ParsedSwiftFile(path: path, bytes: bytes)
        let tree = file.tree, lines = file.lines
        func location(_ node: some SyntaxProtocol) -> CodeLocation { file.location(node) }
        func comment(_ node: some SyntaxProtocol, _ text: String) {
            let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
            let start = lines.lineStart(offset)
            edits.append(
                TextEdit(start..<start, lines.indentation(at: offset) + MigrateComment.line(text, section: "12") + "\n")
            )
        }
        guard
            let classDecl = SwiftDelegateRewrite.declarations(of: className, in: tree).compactMap({
                $0.as(ClassDeclSyntax.self)
            }).first,
            let inherited = classDecl.inheritanceClause?.inheritedTypes.last
        else { return }
        let indent =
            classDecl.memberBlock.members.first.map {
                lines.indentation(at: $0.positionAfterSkippingLeadingTrivia.utf8Offset)
            } ?? "  "
        var registrations: [String] = []
        for member in classDecl.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                let callback = Callback(name: SwiftFactVisitor.callbackName(function)), callback.receiver == .app
            else { continue }
            if callback == .didFinishLaunching, let body = function.body {
                for statement in body.statements {
                    let text = statement.trimmedDescription
                    if text.hasPrefix("GeneratedPluginRegistrant.register(with:") {
                        let start = lines.lineStart(statement.positionAfterSkippingLeadingTrivia.utf8Offset)
                        edits.append(
                            TextEdit(
                                start..<lines.lineEnd(statement.endPositionBeforeTrailingTrivia.utf8Offset - 1), ""))
                        registrations.append("GeneratedPluginRegistrant.register(with: engineBridge.pluginRegistry)")
                        notes.append(
                            MigrationNote(
                                kind: .moved, location: location(statement),
                                text: """
                                    plugin registration → \(className).didInitializeImplicitFlutterEngine(_:) (Flutter's \
                                    guide)
                                    """))
                    } else if text.contains("window") || text.contains("FlutterViewController") {
                        comment(
                            statement,
                            """
                            under scenes the window and its FlutterViewController do not exist yet here; create \
                            platform channels in didInitializeImplicitFlutterEngine(_:) with \
                            engineBridge.applicationRegistrar.messenger()
                            """)
                        notes.append(
                            MigrationNote(
                                kind: .person, location: location(statement),
                                text: """
                                    launch code reads the window's FlutterViewController, which scenes create later: move \
                                    it to didInitializeImplicitFlutterEngine(_:)
                                    """))
                    }
                }
            } else if callback.info.routing[.ios13] == .notDelivered {
                comment(
                    function,
                    """
                    UIKit no longer calls \(callback.swiftName) once the app has scenes; FlutterSceneDelegate \
                    receives the scene's events: subclass it and name the subclass in the manifest to keep this code
                    """)
                notes.append(
                    MigrationNote(
                        kind: .person, location: location(function.name),
                        text: """
                            \(className).\(callback.swiftName) is not called under scenes: move it to a \
                            FlutterSceneDelegate subclass
                            """))
            }
        }
        let conformance = inherited.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(TextEdit(conformance..<conformance, ", FlutterImplicitEngineDelegate"))
        let close = classDecl.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        let at = lines.onlyBlankBefore(close) ? lines.lineStart(close) : close
        var method =
            "\n\(indent)func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {\n"
        for line in registrations { method += indent + indent + line + "\n" }
        method += "\(indent)}\n"
        edits.append(TextEdit(at..<at, method))
        notes.append(
            MigrationNote(
                kind: .moved, location: location(classDecl.name),
                text: """
                    \(className) adopts FlutterImplicitEngineDelegate; the manifest names \(Self.sceneDelegateClass), \
                    which ships in the Flutter framework
                    """))
    }
}
