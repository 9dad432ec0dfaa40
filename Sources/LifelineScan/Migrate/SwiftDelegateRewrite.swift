import LifelineModel
import LifelineRuntime
import SwiftParser
import SwiftSyntax

/// The Swift side of `lifeline migrate` for one file of the app delegate class: which
/// statements of `application(_:didFinishLaunchingWithOptions:)` move to the scene delegate
/// (the window set-up and the launch-option reads, with the locals they need), which methods
/// are renamed for their scene twins to call, and the edits that do it.
struct SwiftDelegateRewrite {
    let path: String
    let bytes: [UInt8]
    let className: String
    /// The app delegate's members across its files (methods and properties), so that moved
    /// code that names one reaches it through `appDelegate`.
    let members: Set<String>
    /// The deployment target includes iOS 12: app-delegate methods stay, moved code is kept
    /// for iOS 12 behind `#unavailable(iOS 13.0)`.
    let backDeploys: Bool
    /// Only the windows the class makes (a Swift extension of an Objective-C app delegate,
    /// whose launch and life-cycle methods the Objective-C rewrite moves).
    var windowsOnly = false

    private(set) var edits: [TextEdit] = []
    private(set) var notes: [MigrationNote] = []
    private(set) var launchCode: [String] = []
    private(set) var usesWindowScene = false
    /// How many lines of ``launchCode`` set up the window (the app delegate gets it after them).
    private(set) var windowCodeEnd = 0
    private(set) var namesAppDelegate = false
    /// The callbacks the file implements that have a scene twin, with the name to call.
    private(set) var twins: [(callback: Callback, method: String, location: CodeLocation)] = []
    /// The offset before the class's closing brace, and the members' indentation, when the
    /// class is declared in this file.
    private(set) var classEnd: (offset: Int, indent: String)?
    private(set) var hasWindowProperty = false
    /// The app delegate makes its main window in code that stays: the scene adopts it.
    private(set) var adoptsWindow = false

    private let tree: SourceFileSyntax
    private let file: ParsedSwiftFile
    private let lines: LineIndex

    init(path: String, bytes: [UInt8], className: String, members: Set<String>, backDeploys: Bool) {
        self.path = path
        self.bytes = bytes
        self.className = className
        self.members = members
        self.backDeploys = backDeploys
        file = ParsedSwiftFile(path: path, bytes: bytes)
        tree = file.tree
        lines = file.lines
    }

    /// The member names of `className` declared in a file's tree.
    static func members(of className: String, in bytes: [UInt8]) -> Set<String> {
        let collector = MemberNames(className: className)
        collector.walk(Parser.parse(source: String(decoding: bytes, as: UTF8.self)))
        return collector.names
    }

    func location(_ node: some SyntaxProtocol) -> CodeLocation { file.location(node) }

    mutating func run() {
        for declaration in Self.declarations(of: className, in: tree) {
            if let classDecl = declaration.as(ClassDeclSyntax.self) {
                let close = classDecl.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
                let first = classDecl.memberBlock.members.first.map {
                    lines.indentation(at: $0.positionAfterSkippingLeadingTrivia.utf8Offset)
                }
                classEnd = (lines.onlyBlankBefore(close) ? lines.lineStart(close) : close, first ?? "    ")
            }
            let block =
                declaration.as(ClassDeclSyntax.self)?.memberBlock
                ?? declaration.as(ExtensionDeclSyntax.self)?.memberBlock
            for member in block?.members ?? [] {
                if let variable = member.decl.as(VariableDeclSyntax.self),
                    variable.bindings.contains(where: { $0.pattern.trimmedDescription == "window" })
                {
                    hasWindowProperty = true
                }
                guard !windowsOnly, let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                method(function)
            }
        }
        // Windows the app delegate still makes (a helper, willFinishLaunching, launch code
        // that could not move): its main window is handed to the scene when it connects.
        let moved = edits.filter { $0.replacement.isEmpty }.map(\.range)
        for declaration in Self.declarations(of: className, in: tree) {
            let windows = WindowCreations(viewMode: .sourceAccurate)
            windows.walk(declaration)
            for creation in windows.found where !moved.contains(where: { $0.contains(creation.offset) }) {
                if SwiftFactVisitor.runsOnlyBeforeScenes(creation.node) { continue }
                let at = location(creation.node)
                if creation.main {
                    adoptsWindow = true
                    comment(
                        at: creation.offset,
                        """
                        under scenes this window shows once SceneDelegate gives it the window scene, in \
                        scene(_:willConnectTo:options:)
                        """, section: "12")
                    notes.append(
                        MigrationNote(
                            kind: .moved, location: at,
                            text: """
                                \(className)'s window stays where it is made; SceneDelegate gives it the window scene \
                                when the scene connects
                                """))
                } else {
                    comment(
                        at: creation.offset,
                        """
                        a window made from a frame shows under scenes only with a window scene: create it with \
                        UIWindow(windowScene:), or set its windowScene
                        """, section: "12")
                    notes.append(
                        MigrationNote(
                            kind: .person, location: at,
                            text: "a second window made from a frame: give it a window scene"))
                }
            }
        }
    }

    /// The class declarations and extensions of `name` in the tree, outermost first.
    static func declarations(of name: String, in tree: SourceFileSyntax) -> [DeclSyntax] {
        tree.statements.compactMap { item -> DeclSyntax? in
            if let decl = item.item.as(ClassDeclSyntax.self), decl.name.text == name { return DeclSyntax(decl) }
            if let decl = item.item.as(ExtensionDeclSyntax.self),
                decl.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) == name
            {
                return DeclSyntax(decl)
            }
            return nil
        }
    }

    private mutating func method(_ function: FunctionDeclSyntax) {
        let parameters = function.signature.parameterClause.parameters
        let name = SwiftFactVisitor.callbackName(function)
        guard let callback = Callback(name: name), callback.receiver == .app else { return }
        let at = location(function.name)
        // Both launch methods run before any scene exists; what they do for the UI moves.
        if callback == .didFinishLaunching || callback == .willFinishLaunching, let body = function.body {
            let application = parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "application"
            let options = parameters.last.map { ($0.secondName ?? $0.firstName).text } ?? "launchOptions"
            launch(body, application: application, options: options)
            return
        }
        guard callback.info.routing[.ios13] == .notDelivered else { return }
        let overrides = function.modifiers.contains { $0.name.text == "override" }
        if let row = SceneTwinCall.of(callback), twins.allSatisfy({ SceneTwinCall.of($0.callback)?.scene != row.scene })
        {
            if backDeploys || overrides {
                twins.append((callback, name, at))
                let why =
                    overrides
                    ? "it overrides the superclass's, which may still need the call"
                    : "the deployment target includes iOS 12, where UIKit still calls it"
                notes.append(
                    MigrationNote(
                        kind: .stays, location: at,
                        text:
                            "\(className).\(name) stays (\(why)); the scene delegate's \(row.scene?.swiftName ?? "twin") calls it"
                    ))
                return
            }
            let renamed = MovedMethodName.renamedName(name, language: .swift)
            edits.append(
                TextEdit(
                    function.name.positionAfterSkippingLeadingTrivia
                        .utf8Offset..<function.name.endPositionBeforeTrailingTrivia.utf8Offset,
                    MovedMethodName.renamed(function.name.text)))
            // The scene delegate, another file, calls it.
            for modifier in function.modifiers where ["private", "fileprivate"].contains(modifier.name.text) {
                edits.append(
                    TextEdit(
                        modifier.positionAfterSkippingLeadingTrivia.utf8Offset..<modifier.endPosition.utf8Offset, ""))
            }
            twins.append((callback, renamed, at))
            notes.append(
                MigrationNote(
                    kind: .moved, location: at,
                    text:
                        "\(className).\(name) → SceneDelegate.\(row.scene?.swiftName ?? "?"), which calls its code, renamed \(renamed)"
                ))
        } else if SceneTwinCall.of(callback) == nil {
            comment(
                at: function.positionAfterSkippingLeadingTrivia.utf8Offset,
                """
                UIKit does not call \(name) once the app has scenes and it has no scene twin; move what it \
                does by hand
                """, section: "2.5")
            notes.append(
                MigrationNote(
                    kind: .person, location: at,
                    text: "\(className).\(name) is not called under scenes and has no scene twin"))
        }
    }

    /// Splits `didFinishLaunching`'s statements: those that set up the window or read a launch
    /// option move (with the local declarations they use), the rest stays.
    private mutating func launch(_ body: CodeBlockSyntax, application: String, options: String) {
        let statements = Array(body.statements)
        let uses = statements.map { StatementUses(statement: $0).statement }
        let split = LaunchSplit.split(uses)
        for (index, key) in split.unmovable {
            comment(
                at: statements[index].positionAfterSkippingLeadingTrivia.utf8Offset,
                "launchOptions[.\(key.swiftName)] is nil under scenes; read \(key.replacement)", section: "12")
            notes.append(
                MigrationNote(
                    kind: .person, location: location(statements[index]),
                    text: "launchOptions[.\(key.swiftName)] has no connection-option value: read \(key.replacement)"))
        }
        let moving = split.moving
        guard !moving.isEmpty else { return }
        if let clash = split.clash {
            comment(
                at: statements[clash].positionAfterSkippingLeadingTrivia.utf8Offset, LaunchSplit.clashComment,
                section: "2.1")
            notes.append(
                MigrationNote(kind: .person, location: location(statements[clash]), text: LaunchSplit.clashNote))
            return
        }
        let declaredByMoving = moving.reduce(into: Set<String>()) { $0.formUnion(uses[$1].declared) }
        let indent = lines.indentation(at: statements[moving.min() ?? 0].positionAfterSkippingLeadingTrivia.utf8Offset)
        var keptForIOS12: [String] = []
        var reached: Set<String> = []
        for index in moving.sorted() {
            let statement = statements[index]
            let start = lines.lineStart(statement.positionAfterSkippingLeadingTrivia.utf8Offset)
            let end = lines.lineEnd(max(statement.endPositionBeforeTrailingTrivia.utf8Offset - 1, start))
            let rewrite = MovedCode(
                statement: statement, application: application, options: options,
                members: members.subtracting(declaredByMoving))
            rewrite.walk(statement)
            let original = Array(
                bytes[
                    statement.positionAfterSkippingLeadingTrivia
                        .utf8Offset..<statement.endPositionBeforeTrailingTrivia.utf8Offset])
            let text = String(
                decoding: TextEdit.apply(
                    rewrite.edits(base: statement.positionAfterSkippingLeadingTrivia.utf8Offset), to: original),
                as: UTF8.self)
            usesWindowScene = usesWindowScene || rewrite.createsWindow
            namesAppDelegate = namesAppDelegate || rewrite.namesAppDelegate
            reached.formUnion(rewrite.reached)
            launchCode += Self.dedent(text, by: indent)
            if uses[index].window { windowCodeEnd = launchCode.count }
            if backDeploys {
                keptForIOS12 += String(decoding: bytes[start..<end], as: UTF8.self).split(
                    separator: "\n", omittingEmptySubsequences: false
                )
                .dropLast().map { indent + "    " + $0.dropFirst(indent.count) }
            }
            edits.append(TextEdit(start..<end, ""))
            let what =
                uses[index].window
                ? "window set-up" : uses[index].keys.isEmpty ? "launch code the move needs" : "launch-option read"
            notes.append(
                MigrationNote(
                    kind: .moved, location: location(statement),
                    text: """
                        \(what) `\(Self.firstLine(statement.trimmedDescription))` → \
                        SceneDelegate.scene(_:willConnectTo:options:)
                        """))
        }
        unhide(reached)
        if backDeploys {
            let at = lines.lineStart(statements[moving.min() ?? 0].positionAfterSkippingLeadingTrivia.utf8Offset)
            let block =
                [
                    indent + "if #unavailable(iOS 13.0) {",
                    indent + "    "
                        + MigrateComment.line(
                            "from iOS 13 SceneDelegate does this, in scene(_:willConnectTo:options:)", section: "6")
                ]
                + keptForIOS12 + [indent + "}"]
            edits.append(TextEdit(at..<at, block.joined(separator: "\n") + "\n"))
        }
    }

    /// The moved code reads these members from SceneDelegate, another type in another file:
    /// a `private` or `fileprivate` one (`private lazy var browserViewController`, Mozilla's
    /// Focus) would not compile there, so it becomes internal, as the renamed methods do. A
    /// `private(set)` one is readable already and stays.
    private mutating func unhide(_ reached: Set<String>) {
        guard !reached.isEmpty else { return }
        for declaration in Self.declarations(of: className, in: tree) {
            let block =
                declaration.as(ClassDeclSyntax.self)?.memberBlock
                ?? declaration.as(ExtensionDeclSyntax.self)?.memberBlock
            for member in block?.members ?? [] {
                let names: [String]
                let modifiers: DeclModifierListSyntax
                if let variable = member.decl.as(VariableDeclSyntax.self) {
                    names = variable.bindings.compactMap {
                        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                    }
                    modifiers = variable.modifiers
                } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                    names = [function.name.text]
                    modifiers = function.modifiers
                } else {
                    continue
                }
                guard let name = names.first(where: reached.contains) else { continue }
                for modifier in modifiers
                where ["private", "fileprivate"].contains(modifier.name.text) && modifier.detail == nil {
                    edits.append(
                        TextEdit(
                            modifier.positionAfterSkippingLeadingTrivia.utf8Offset..<modifier.endPosition.utf8Offset, ""
                        ))
                    notes.append(
                        MigrationNote(
                            kind: .moved, location: location(member.decl),
                            text:
                                "\(className).\(name) is \(modifier.name.text) no more: the moved launch code reads it from SceneDelegate"
                        ))
                }
            }
        }
    }

    /// A `// lifeline migrate:` line above the line holding `offset`, at its indentation.
    private mutating func comment(at offset: Int, _ text: String, section: String?) {
        let start = lines.lineStart(offset)
        edits.append(
            TextEdit(start..<start, lines.indentation(at: offset) + MigrateComment.line(text, section: section) + "\n"))
    }

    static func firstLine(_ text: String) -> String {
        let line = text.split(separator: "\n").first.map(String.init) ?? text
        return line.count > 60 ? String(line.prefix(57)) + "…" : line
    }

    /// A statement's lines with `indent` removed from each (its first line had none).
    static func dedent(_ text: String, by indent: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            index > 0 && line.hasPrefix(indent) ? String(line.dropFirst(indent.count)) : String(line)
        }
    }
}

/// Every `UIWindow(frame:)` (or a subclass's) in the app delegate's code, and whether it
/// makes the main window: assigned to `window`/`self.window`, or bound to a local named `window`.
private final class WindowCreations: SyntaxVisitor {
    var found: [(node: FunctionCallExprSyntax, offset: Int, main: Bool)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression.trimmedDescription
        let type = called.hasSuffix(".init") ? String(called.dropLast(5)) : called
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        guard type.hasSuffix("Window"), type.first?.isUppercase == true, !type.contains("."),
            labels == ["frame"] || labels.isEmpty
        else { return .visitChildren }
        var main = false
        if let sequence = node.parent?.parent?.as(SequenceExprSyntax.self), let target = sequence.elements.first,
            sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
        {
            main = ["window", "self.window", "window?", "self.window?"].contains(target.trimmedDescription)
        }
        if let binding = node.parent?.parent?.as(PatternBindingSyntax.self),
            binding.pattern.trimmedDescription == "window"
        {
            main = true
        }
        found.append((node, node.positionAfterSkippingLeadingTrivia.utf8Offset, main))
        return .visitChildren
    }
}

/// What one statement of `didFinishLaunching` touches: the window, launch options, the names
/// it uses and declares.
private final class StatementUses: SyntaxVisitor {
    var statement = LaunchStatement()

    init(statement: CodeBlockItemSyntax) {
        super.init(viewMode: .sourceAccurate)
        self.statement.returns = statement.item.is(ReturnStmtSyntax.self)
        walk(statement)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        statement.names.insert(name)
        if name == "window" {
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
                if member.base?.trimmedDescription == "self" { statement.window = true }
            } else {
                statement.window = true
            }
        }
        return .visitChildren
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        // `if let x = …` binds x for the `if` alone, not for the statements after it.
        if node.parent?.is(OptionalBindingConditionSyntax.self) != true {
            statement.declared.insert(node.identifier.text)
        }
        return .visitChildren
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        if SwiftFactVisitor.isLaunchOptions(node.calledExpression), let argument = node.arguments.first {
            let written = argument.expression.trimmedDescription
            if let key = LaunchOptionKey.named(written.split(separator: ".").last.map(String.init) ?? written) {
                statement.keys.append(key)
            }
        }
        return .visitChildren
    }
}

/// The edits that make a moved statement run in the scene delegate: the app delegate's
/// members through `appDelegate`, `application` as `UIApplication.shared`, a window made for
/// the window scene, launch-option reads as connection-option reads.
private final class MovedCode: SyntaxVisitor {
    let application: String
    /// The launch options parameter: a bare use (`if let launchOptions = launchOptions`) has
    /// the connection options in its place, whose reads the keys were rewritten to.
    let options: String
    let members: Set<String>
    var found: [(range: Range<Int>, text: String)] = []
    var createsWindow = false
    var namesAppDelegate = false
    /// The app delegate's members the statement names, now read through `appDelegate`.
    var reached: Set<String> = []

    init(statement: CodeBlockItemSyntax, application: String, options: String, members: Set<String>) {
        self.application = application
        self.options = options
        self.members = members
        super.init(viewMode: .sourceAccurate)
    }

    func edits(base: Int) -> [TextEdit] {
        found.map { TextEdit(($0.range.lowerBound - base)..<($0.range.upperBound - base), $0.text) }
    }

    private func replace(_ node: some SyntaxProtocol, _ text: String) {
        found.append(
            (node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset, text)
        )
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression.trimmedDescription
        let type = called.hasSuffix(".init") ? String(called.dropLast(5)) : called
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        if type.hasSuffix("Window"), type.first?.isUppercase == true, labels == ["frame"] || labels.isEmpty {
            replace(node, type + "(windowScene: windowScene)")
            createsWindow = true
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `launchOptions?[.url] as? URL` → the connection option, whose type is the key's.
        let elements = Array(node.elements)
        if elements.count == 3, let read = elements[0].as(SubscriptCallExprSyntax.self), let key = launchKey(read),
            let cast = elements[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark?.text == "?"
        {
            replace(node, key.connectionRead?.swift ?? read.trimmedDescription)
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let key = launchKey(node), let read = key.connectionRead {
            replace(node, read.swift)
            return .skipChildren
        }
        return .visitChildren
    }

    private func launchKey(_ node: SubscriptCallExprSyntax) -> LaunchOptionKey? {
        guard SwiftFactVisitor.isLaunchOptions(node.calledExpression), let argument = node.arguments.first else {
            return nil
        }
        let written = argument.expression.trimmedDescription
        return LaunchOptionKey.named(written.split(separator: ".").last.map(String.init) ?? written)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            return .visitChildren
        }
        if name == "self" {
            // `self.window` is the scene delegate's own; any other `self` was the app delegate.
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "window" {
                return .visitChildren
            }
            if node.parent?.is(ClosureCaptureSyntax.self) == true { return .visitChildren }
            replace(node, "appDelegate")
            namesAppDelegate = true
        } else if name == application {
            replace(node, "UIApplication.shared")
        } else if name == options {
            replace(node, "Optional(connectionOptions)")
        } else if members.contains(name), name != "window" {
            replace(node, "appDelegate." + name)
            namesAppDelegate = true
            reached.insert(name)
        }
        return .visitChildren
    }
}

/// The methods and properties a class declares, over its declaration and extensions.
private final class MemberNames: SyntaxVisitor {
    let className: String
    var names: Set<String> = []
    private var depth = 0

    init(className: String) {
        self.className = className
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.name.text == className else { return .skipChildren }
        collect(node.memberBlock)
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) == className else {
            return .skipChildren
        }
        collect(node.memberBlock)
        return .skipChildren
    }

    private func collect(_ block: MemberBlockSyntax) {
        for member in block.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) { names.insert(function.name.text) }
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
                        names.insert(pattern.identifier.text)
                    }
                }
            }
        }
    }
}
