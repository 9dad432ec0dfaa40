import LifelineModel
import SwiftParser
import SwiftSyntax

/// A SwiftUI `App`'s `@UIApplicationDelegateAdaptor` class: SwiftUI already runs scenes, and
/// UIKit never calls the adaptor's UI life-cycle methods (lifecycle-facts.md §5, §12). Each
/// such method with an app-wide notification (``NotificationCatalogue``: the `UIApplication`
/// notification that accompanies it) is renamed and observed from the launch method, so its
/// code runs when the app as a whole changes state; the rest get a `// lifeline migrate:` note.
/// Whether UIKit posts the app-wide notification with scenes is UNSURE in the facts: the
/// summary says so, and nothing here is an error.
struct AdaptorRewrite {
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

    mutating func run() {
        let file = ParsedSwiftFile(path: path, bytes: bytes)
        let tree = file.tree, lines = file.lines
        func location(_ node: some SyntaxProtocol) -> CodeLocation { file.location(node) }
        guard
            let classDecl = SwiftDelegateRewrite.declarations(of: className, in: tree).compactMap({
                $0.as(ClassDeclSyntax.self)
            }).first
        else { return }
        let indent =
            classDecl.memberBlock.members.first.map {
                lines.indentation(at: $0.positionAfterSkippingLeadingTrivia.utf8Offset)
            } ?? "    "
        var observers: [String] = []
        var launch: CodeBlockSyntax?
        for member in classDecl.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                let callback = Callback(name: SwiftFactVisitor.callbackName(function)), callback.receiver == .app
            else { continue }
            if callback == .didFinishLaunching {
                launch = function.body
                continue
            }
            guard callback.info.routing[.swiftui] == .notDelivered else { continue }
            let notification = NotificationCatalogue.entries.first {
                $0.poster == .application && $0.accompanies.first == callback
            }
            guard let notification, function.signature.parameterClause.parameters.count == 1 else {
                let offset = function.positionAfterSkippingLeadingTrivia.utf8Offset
                let start = lines.lineStart(offset)
                edits.append(
                    TextEdit(
                        start..<start,
                        lines.indentation(at: offset)
                            + MigrateComment.line(
                                """
                                never called in a SwiftUI App, even through @UIApplicationDelegateAdaptor; use the scene's \
                                modifiers (onOpenURL, onContinueUserActivity) or scenePhase
                                """, section: "5") + "\n"))
                notes.append(
                    MigrationNote(
                        kind: .person, location: location(function.name),
                        text: """
                            \(className).\(callback.swiftName) is never called in a SwiftUI App and has no app-wide \
                            notification
                            """))
                continue
            }
            let renamed = MovedMethodName.renamed(function.name.text)
            edits.append(
                TextEdit(
                    function.name.positionAfterSkippingLeadingTrivia
                        .utf8Offset..<function.name.endPositionBeforeTrailingTrivia.utf8Offset, renamed))
            observers.append(
                """
                NotificationCenter.default.addObserver(forName: \(notification.name), object: nil, queue: .main) { \
                [weak self] _ in self?.\(renamed)(UIApplication.shared) }
                """)
            notes.append(
                MigrationNote(
                    kind: .moved, location: location(function.name),
                    text: """
                        \(className).\(callback.swiftName), never called in a SwiftUI App, renamed \(renamed) and run on \
                        \(notification.name) (posted for the app as a whole; UNSURE with scenes, §3)
                        """))
        }
        guard !observers.isEmpty else { return }
        let comment = MigrateComment.line(
            """
            UIKit never calls the adaptor's UI methods in a SwiftUI App; these run their code when the app as a whole \
            changes state
            """, section: "5")
        if let launch, let first = launch.statements.first {
            let offset = first.positionAfterSkippingLeadingTrivia.utf8Offset
            let start = lines.lineStart(offset), pad = lines.indentation(at: offset)
            edits.append(TextEdit(start..<start, ([comment] + observers).map { pad + $0 + "\n" }.joined()))
        } else {
            let close = classDecl.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
            let at = lines.onlyBlankBefore(close) ? lines.lineStart(close) : close
            var method = """
                \n\(indent)func application(_ application: UIApplication, didFinishLaunchingWithOptions \
                launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {\n
                """
            for line in [comment] + observers { method += indent + indent + line + "\n" }
            method += "\(indent)\(indent)return true\n\(indent)}\n"
            edits.append(TextEdit(at..<at, method))
        }
    }
}
