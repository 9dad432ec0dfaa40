import LifelineModel
import SwiftParser
import SwiftSyntax

/// Reads one Swift file with swift-syntax (parsed, never compiled) into ``SourceFacts``.
public enum SwiftReader {
    /// The facts of one file; a file nested deeper than `SwiftNesting.limit` is not parsed:
    /// its facts are empty, with a note that says so.
    public static func read(source: String, file: String) -> SourceFacts {
        guard !SwiftNesting.isTooDeep(Array(source.utf8)) else {
            var facts = SourceFacts()
            facts.swiftFiles = 1
            facts.skippedFiles = [
                SkippedFile(
                    file: file, reason: "too deeply nested to read (more than \(SwiftNesting.limit) levels): skipped")
            ]
            return facts
        }
        // Parsed and walked on a stack of known size, the parser held to the same depth.
        return LargeStack.run {
            var parser = Parser(source, maximumNestingLevel: SwiftNesting.limit)
            let tree = SourceFileSyntax.parse(from: &parser)
            let visitor = SwiftFactVisitor(converter: SourceLocationConverter(fileName: file, tree: tree), file: file)
            visitor.walk(tree)
            visitor.facts.appDelegateWindows = visitor.windowFlow.finish()
            visitor.facts.swiftFiles = 1
            return visitor.facts
        }
    }
}

/// The names of the life-cycle protocols, as written in an inheritance clause.
enum ProtocolNames {
    /// App-delegate protocols of watchOS and macOS, whose methods share UIKit's names.
    static let otherPlatforms: Set<String> = ["NSApplicationDelegate", "WKApplicationDelegate", "WKExtensionDelegate"]

    /// Framework classes that are delegates by inheritance: Flutter's `FlutterAppDelegate`
    /// adopts `UIApplicationDelegate`, and `FlutterSceneDelegate` (which Flutter's migration
    /// guide names in the manifest) `UIWindowSceneDelegate`; an app subclasses the first and
    /// names the second, which ships in the framework, not in the app's sources.
    static let frameworkDelegates: [String: DelegateProtocol] = [
        "FlutterAppDelegate": .applicationDelegate,
        "FlutterSceneDelegate": .windowSceneDelegate
    ]

    static func delegateProtocol(_ written: String) -> DelegateProtocol? {
        let name = written.split(separator: ".").last.map(String.init) ?? written
        return DelegateProtocol(rawValue: name) ?? frameworkDelegates[name]
    }
}

/// Walks a Swift syntax tree once, remembering the type it is in.
final class SwiftFactVisitor: SyntaxVisitor {
    var facts = SourceFacts()
    private let converter: SourceLocationConverter
    private let file: String
    private var typeStack: [String] = []
    let windowFlow = AppDelegateWindowFlow()
    /// The owner and name of each method the walk is inside, innermost last.
    private var methodStack: [(owner: String, name: String)] = []
    /// Names bound to the `UIApplication` (a parameter or local of that type, a name given
    /// `UIApplication.shared`), the file's properties first, then one scope per function.
    private var applicationNames: [Set<String>] = [[]]
    /// The names bound in each of those scopes (parameters, locals, properties): inside an
    /// `extension UIApplication`, a bare `windows` that is not one of them is the app's.
    private var boundNames: [Set<String>] = [[]]
    /// How many `extension UIApplication` the walk is inside.
    private var applicationExtensions = 0
    /// The `UIApplication` members of the single-window table (`keyWindow`, `windows`…).
    private static let applicationMembers: Set<String> = Set(
        SingleWindowAPI.all.flatMap(\.swiftSpellings).compactMap {
            let member = $0.dropFirst("UIApplication.shared.".count)
            return $0.hasPrefix("UIApplication.shared.") && !member.contains(".") ? String(member) : nil
        })

    /// The last member names the window and notification tables can end with, so that only
    /// those member chains are spelled out.
    private static let windowTails: Set<String> = Set(
        SingleWindowAPI.all.flatMap(\.swiftSpellings).compactMap {
            $0.split(separator: ".").last.map(String.init)
        })

    init(converter: SourceLocationConverter, file: String) {
        self.converter = converter
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    func location(_ node: some SyntaxProtocol) -> CodeLocation {
        let l = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return CodeLocation(file: file, line: l.line, column: l.column)
    }

    // MARK: types

    private func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }

    private func adopt(_ name: String, _ inherited: [String], at node: some SyntaxProtocol) {
        let protocols = Set(inherited.compactMap(ProtocolNames.delegateProtocol))
        if inherited.contains(where: ProtocolNames.otherPlatforms.contains) {
            facts.otherPlatformTypes.insert(file + "|" + name)
        }
        if !protocols.isEmpty {
            facts.types.append(
                DelegateType(name: name, protocols: protocols, location: location(node), language: .swift))
        }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        facts.declaredTypes.insert(name)
        let types = inherited(node.inheritanceClause)
        adopt(name, types, at: node.name)
        let attributes = node.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        if attributes.contains("UIApplicationMain")
            || attributes.contains("main")
                && types.contains(where: { ProtocolNames.delegateProtocol($0) == .applicationDelegate })
        {
            facts.uikitEntryPoints.append(location(node.name))
        }
        typeStack.append(name)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        facts.declaredTypes.insert(name)
        let types = inherited(node.inheritanceClause)
        adopt(name, types, at: node.name)
        if types.contains(where: { $0 == "App" || $0 == "SwiftUI.App" }) {
            var app = SwiftUIAppDeclaration(name: name, location: location(node.name))
            for member in node.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for attribute in variable.attributes {
                    guard let attribute = attribute.as(AttributeSyntax.self) else { continue }
                    let attributeName = attribute.attributeName.trimmedDescription
                    if attributeName.hasSuffix("DelegateAdaptor"),
                        attributeName.hasPrefix("WK") || attributeName.hasPrefix("NS")
                    {
                        app.isOtherPlatform = true
                    }
                    guard attributeName == "UIApplicationDelegateAdaptor",
                        case .argumentList(let arguments)? = attribute.arguments,
                        let first = arguments.first
                    else { continue }
                    var type = first.expression.trimmedDescription
                    if type.hasSuffix(".self") { type.removeLast(5) }
                    app.delegateAdaptor = type
                    app.adaptorLocation = location(attribute)
                }
            }
            facts.apps.append(app)
        }
        typeStack.append(name)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        facts.declaredTypes.insert(node.name.text)
        typeStack.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = node.extendedType.trimmedDescription
        let name = extended.split(separator: ".").last.map(String.init) ?? extended
        adopt(name, inherited(node.inheritanceClause), at: node.extendedType)
        typeStack.append(name)
        // In `extension UIApplication`, `self` is the app: `self.keyWindow`, a bare `windows`.
        if name == "UIApplication" {
            applicationExtensions += 1
            applicationNames.append(["self"])
            boundNames.append([])
        }
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        if typeStack.removeLast() == "UIApplication" {
            applicationExtensions -= 1
            applicationNames.removeLast()
            boundNames.removeLast()
        }
    }

    // Protocol requirements are declarations, not implementations.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // MARK: members

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        windowFlow.bind(node)
        if applicationExtensions > 0, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            boundNames[boundNames.count - 1].insert(name)
        }
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            node.initializer.map({ $0.value.isSpelled("UIApplication.shared") }) == true
                || node.typeAnnotation.map({ SwiftFactVisitor.isApplicationType($0.type) }) == true
        {
            applicationNames[applicationNames.count - 1].insert(name)
        }
        return .visitChildren
    }

    /// `UIApplication`, `UIApplication?`, `UIKit.UIApplication!`.
    static func isApplicationType(_ type: TypeSyntax) -> Bool {
        normalized(type).split(separator: ".").last == "UIApplication"
    }

    /// A member chain as the single-window table spells it: a chain that starts at a name bound
    /// to the `UIApplication` (`app.keyWindow`, `application.windows`) is
    /// `UIApplication.shared`'s.
    private func tableSpelling(_ node: MemberAccessExprSyntax) -> String {
        let spelled = SwiftFactVisitor.normalized(node)
        guard let dot = spelled.firstIndex(of: "."),
            applicationNames.contains(where: { $0.contains(String(spelled[..<dot])) })
        else { return spelled }
        return "UIApplication.shared" + spelled[dot...]
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if let owner = typeStack.last {
            for binding in node.bindings where binding.pattern.isSpelled("window") {
                facts.windowProperties.append(WindowProperty(owner: owner, location: location(binding.pattern)))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = node.signature.parameterClause.parameters
        applicationNames.append(
            Set(
                parameters.filter { SwiftFactVisitor.isApplicationType($0.type) }.map {
                    ($0.secondName ?? $0.firstName).text
                }))
        boundNames.append(Set(parameters.map { ($0.secondName ?? $0.firstName).text }))
        guard let owner = typeStack.last else { return .visitChildren }
        let name = SwiftFactVisitor.callbackName(node)
        var method = MethodDefinition(owner: owner, name: name, location: location(node.name), language: .swift)
        if let body = node.body {
            let callback = Callback(name: name)
            if callback == .sceneWillConnect {
                if parameters.count == 3 {
                    let options = parameters[parameters.index(parameters.startIndex, offsetBy: 2)]
                    let local = (options.secondName ?? options.firstName).text
                    let reads = OptionsReads(local: local)
                    reads.walk(body)
                    method.optionsRead = reads.fields
                    method.optionsPassedOn = reads.passedOn
                }
            } else if callback == .configurationForConnecting {
                let configurations = ConfigurationNames(visitor: self)
                configurations.walk(body)
                method.configurationNames = configurations.names
                method.otherRoleNames = configurations.otherRoleNames
                method.otherRoleClasses = configurations.otherRoleClasses
                method.delegateClassNames = configurations.delegateClasses
                method.setsDelegateClass = !configurations.delegateClasses.isEmpty
            }
        }
        facts.methods.append(method)
        methodStack.append((owner, name))
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        applicationNames.removeLast()
        boundNames.removeLast()
        if !typeStack.isEmpty, !methodStack.isEmpty { methodStack.removeLast() }
    }

    /// A method's Swift name as UIKit's tables spell it: `windowScene(_:performActionFor:)
    /// async -> Bool` is the async form of `windowScene(_:performActionFor:completionHandler:)`,
    /// which Swift imports without the trailing completion handler (lifecycle-facts.md §12). The
    /// async form wins over a method of the plain name: `application(_:didReceiveRemoteNotification:)
    /// async` is the fetch method, not the legacy one, which is not async.
    static func callbackName(_ node: FunctionDeclSyntax) -> String {
        let name =
            node.name.text + "(" + node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            + ")"
        guard node.signature.effectSpecifiers?.asyncSpecifier != nil else { return name }
        for handler in ["completionHandler:", "withCompletionHandler:", "fetchCompletionHandler:"] {
            let candidate = String(name.dropLast()) + handler + ")"
            if Callback(name: candidate) != nil { return candidate }
        }
        return name
    }

    // MARK: expressions

    /// Whether `node` runs only on iOS 12 and earlier: inside `if #unavailable(iOS 13…)`, or the
    /// `else` of `if #available(iOS 13…, *)`, where UIKit has no scenes (lifecycle-facts.md §6).
    static func runsOnlyBeforeScenes(_ node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        var parent = node.parent
        while let current = parent {
            if let branch = current.as(IfExprSyntax.self) {
                for condition in branch.conditions {
                    guard let availability = condition.condition.as(AvailabilityConditionSyntax.self) else { continue }
                    let spelled = availability.availabilityArguments.trimmedDescription.replacingOccurrences(
                        of: " ", with: "")
                    guard let range = spelled.range(of: "iOS"),
                        let major = Int(spelled[range.upperBound...].prefix { $0.isNumber }), major <= 13
                    else { continue }
                    let unavailable = availability.availabilityKeyword.tokenKind == .poundUnavailable
                    if unavailable && child.id == branch.body.id { return true }
                    if !unavailable, let elseBody = branch.elseBody, child.id == elseBody.id { return true }
                }
            }
            child = current
            parent = current.parent
        }
        return false
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        if SwiftFactVisitor.isLaunchOptions(node.calledExpression), let argument = node.arguments.first,
            !SwiftFactVisitor.runsOnlyBeforeScenes(node)
        {
            let written = argument.expression.trimmedDescription
            let last = written.split(separator: ".").last.map(String.init) ?? written
            if let key = LaunchOptionKey.named(last) {
                facts.launchOptionReads.append(LaunchOptionRead(key: key, location: location(node)))
            }
        }
        return .visitChildren
    }

    /// `launchOptions`, `launchOptions?`, `launchOptions!` (any name ending so).
    static func isLaunchOptions(_ expression: ExprSyntax) -> Bool {
        var expression = expression
        while true {
            if let optional = expression.as(OptionalChainingExprSyntax.self) {
                expression = optional.expression
                continue
            }
            if let forced = expression.as(ForceUnwrapExprSyntax.self) {
                expression = forced.expression
                continue
            }
            break
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
        return reference.baseName.text.lowercased().hasSuffix("launchoptions")
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let tail = node.declName.baseName.text
        if tail == "window", !SwiftFactVisitor.runsOnlyBeforeScenes(node) {
            windowFlow.read(
                node, at: location(node), table: SingleWindowAPI.spelled(tableSpelling(node)) != nil,
                in: methodStack.last)
            if node.base?.isSpelled("self") == true { ownWindow(node) }
        }
        if tail.hasSuffix("Notification") || SwiftFactVisitor.windowTails.contains(tail)
            || node.base?.isSpelled("NSNotification.Name") == true
        {
            let spelled = tableSpelling(node)
            if let api = SingleWindowAPI.spelled(spelled) {
                // On iOS 12 and earlier the app has one window: only code scenes run matters.
                if SwiftFactVisitor.runsOnlyBeforeScenes(node) { return .visitChildren }
                facts.windowAPIs.append(WindowAPIUse(api: api, location: location(node)))
            } else if let notification = LifecycleNotification(name: spelled)
                ?? LifecycleNotification(name: String(spelled.dropFirst("NSNotification.Name.".count)) + "Notification")
            {
                facts.notifications.append(NotificationUse(notification: notification, location: location(node)))
            }
        }
        return .visitChildren
    }

    /// A member chain without whitespace, comments, `?` and `!`.
    static func normalized(_ node: some SyntaxProtocol) -> String {
        var text = ""
        for token in node.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .postfixQuestionMark, .exclamationMark: continue
            default: text += token.text
            }
        }
        return text
    }

    /// SwiftUI's life-cycle modifiers: `onChange(of: scenePhase)`, `onOpenURL`, `onContinueUserActivity`.
    static let swiftUIModifiers: Set<String> = ["onOpenURL", "onContinueUserActivity", "handlesExternalEvents"]

    /// `window` alone, read or assigned in a method: the type's own window.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // The length first: this runs for every name in the file.
        if node.baseName.trimmedLength.utf8Length == 6, node.baseName.text == "window", node.argumentNames == nil,
            node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id
        {
            ownWindow(node)
        }
        // `keyWindow ?? windows.first` in an `extension UIApplication`.
        if applicationExtensions > 0, node.argumentNames == nil, !node.parent.isKeyPathOrMemberName(node),
            SwiftFactVisitor.applicationMembers.contains(node.baseName.text),
            !boundNames.contains(where: { $0.contains(node.baseName.text) }),
            let api = SingleWindowAPI.spelled("UIApplication.shared." + node.baseName.text),
            !SwiftFactVisitor.runsOnlyBeforeScenes(node)
        {
            facts.windowAPIs.append(WindowAPIUse(api: api, location: location(node)))
        }
        return .visitChildren
    }

    /// A read or write of the type's own `window` (`window`, `self.window`) in one of its methods.
    private func ownWindow(_ node: some ExprSyntaxProtocol) {
        guard let (owner, method) = methodStack.last, typeStack.last == owner,
            !SwiftFactVisitor.runsOnlyBeforeScenes(node)
        else { return }
        var assigns = false
        if let sequence = node.parent?.parent?.as(SequenceExprSyntax.self), let first = sequence.elements.first,
            first.id == node.id, sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
        {
            assigns = true
        }
        facts.ownWindowUses.append(
            OwnWindowUse(owner: owner, method: method, location: location(node), assigns: assigns))
    }

    /// The stored property whose initializer holds `node` (`var window = UIWindow(…)`, `lazy var
    /// window: UIWindow? = UIWindow()`), when it is one of a type's members.
    static func propertyInitialized(by node: some SyntaxProtocol) -> String? {
        var parent = node.parent
        while let current = parent {
            if current.is(FunctionDeclSyntax.self) || current.is(InitializerDeclSyntax.self)
                || current.is(AccessorBlockSyntax.self)
            {
                return nil
            }
            if let binding = current.as(PatternBindingSyntax.self) {
                guard
                    binding.parent?.parent?.as(VariableDeclSyntax.self)?.parent?.is(MemberBlockItemSyntax.self) == true
                else { return nil }
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            parent = current.parent
        }
        return nil
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.isSpelled("UIApplicationMain") {
            facts.uikitEntryPoints.append(location(node))
        }
        // `window = UIWindow(frame: UIScreen.main.bounds)` in a method, or a property's initializer
        // (the analysis keeps the app delegate's): the app's window (not when only iOS 12 runs it,
        // where the app delegate still makes the window, §6).
        let maker: (owner: String, method: String, property: Bool)? =
            methodStack.last.map { ($0.owner, $0.name, false) }
            ?? typeStack.last.flatMap { owner in
                SwiftFactVisitor.propertyInitialized(by: node).map { (owner, $0, true) }
            }
        if let maker, !SwiftFactVisitor.runsOnlyBeforeScenes(node) {
            let called = node.calledExpression.trimmedDescription
            let type = called.hasSuffix(".init") ? String(called.dropLast(5)) : called
            let labels = node.arguments.map { $0.label?.text ?? "_" }
            if type.hasSuffix("Window"), type.first?.isUppercase == true, !type.contains("."),
                labels == ["frame"] || labels.isEmpty
            {
                facts.launchWindows.append(
                    LaunchWindow(
                        owner: maker.owner, method: maker.method, location: location(node),
                        inPropertyInitializer: maker.property))
            }
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name.hasPrefix("application"), member.base?.trimmedDescription != "super",
                let callback = Callback(
                    name: name + "(" + node.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"),
                callback.receiver == .app
            {
                facts.forwardedCalls.append(ForwardedCall(callback: callback, location: location(member.declName)))
            }
            if name == "onChange", let first = node.arguments.first, first.label?.text == "of",
                first.expression.trimmedDescription.hasSuffix("scenePhase")
            {
                facts.swiftUIEvents.append(
                    SwiftUIEventUse(modifier: "onChange(of: scenePhase)", location: location(member.declName)))
            } else if SwiftFactVisitor.swiftUIModifiers.contains(name) {
                facts.swiftUIEvents.append(SwiftUIEventUse(modifier: name, location: location(member.declName)))
            }
        }
        return .visitChildren
    }
}

/// Which `connectionOptions` fields a `scene(_:willConnectTo:options:)` body reads, and whether
/// it passes the options on whole (to a helper: then what it reads is unknown).
final class OptionsReads: SyntaxVisitor {
    let local: String
    var fields: Set<String> = []
    var passedOn = false

    init(local: String) {
        self.local = local
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.baseName.text == local else { return .visitChildren }
        var parent = node.parent
        while let p = parent, p.is(OptionalChainingExprSyntax.self) || p.is(ForceUnwrapExprSyntax.self) {
            parent = p.parent
        }
        if let member = parent?.as(MemberAccessExprSyntax.self) {
            fields.insert(member.declName.baseName.text.lowercased())
        } else {
            passedOn = true
        }
        return .visitChildren
    }
}

/// The literal names `configurationForConnecting` gives `UISceneConfiguration(name:…)`, and the
/// classes it assigns to `delegateClass`.
final class ConfigurationNames: SyntaxVisitor {
    var names: [(name: String, location: CodeLocation)] = []
    var delegateClasses: [String] = []
    /// The names and classes given to another session role's scene (CarPlay, an external
    /// display): `if connectingSceneSession.role == .carTemplateApplication { … }`, or a
    /// configuration made with that role. The phone's window scene does not get them.
    var otherRoleNames: Set<String> = []
    var otherRoleClasses: Set<String> = []

    /// Spellings of the session roles other than the window application's.
    static let otherRoles = ["carTemplate", "CarTemplate", "CPTemplate", "externalDisplay", "ExternalDisplay"]

    /// Whether `node` is code for another role's scene.
    static func forOtherRole(_ node: some SyntaxProtocol) -> Bool {
        func names(_ text: String) -> Bool { otherRoles.contains { text.contains($0) } }
        var child = Syntax(node)
        var parent = node.parent
        while let current = parent {
            if let branch = current.as(IfExprSyntax.self) {
                let condition = branch.conditions.trimmedDescription
                if names(condition) {
                    let negated = condition.contains("!=")
                    if !negated && child.id == branch.body.id { return true }
                    if negated, let elseBody = branch.elseBody, child.id == elseBody.id { return true }
                }
            }
            if let switchCase = current.as(SwitchCaseSyntax.self), names(switchCase.label.trimmedDescription) {
                return true
            }
            if current.is(FunctionDeclSyntax.self) { break }
            child = current
            parent = current.parent
        }
        return false
    }
    private unowned let visitor: SwiftFactVisitor

    init(visitor: SwiftFactVisitor) {
        self.visitor = visitor
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression.trimmedDescription
        if called == "UISceneConfiguration" || called == "UISceneConfiguration.init",
            let argument = node.arguments.first(where: { $0.label?.text == "name" }),
            let literal = argument.expression.as(StringLiteralExprSyntax.self),
            literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        {
            names.append((segment.content.text, visitor.location(literal)))
            let role = node.arguments.first { $0.label?.text == "sessionRole" }?.expression.trimmedDescription ?? ""
            if ConfigurationNames.otherRoles.contains(where: role.contains) || ConfigurationNames.forOtherRole(node) {
                otherRoleNames.insert(segment.content.text)
            }
        }
        return .visitChildren
    }

    // The parser leaves operators unfolded: `a.delegateClass = B.self` is a sequence of three.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            elements[0].trimmedDescription.hasSuffix("delegateClass")
        {
            var type = elements[2].trimmedDescription
            if type.hasSuffix(".self") { type.removeLast(5) }
            let name = type.split(separator: ".").last.map(String.init) ?? type
            delegateClasses.append(name)
            if ConfigurationNames.forOtherRole(node) { otherRoleClasses.insert(name) }
        }
        return .visitChildren
    }
}

extension Optional where Wrapped == Syntax {
    /// Whether `node` is this parent's member name (`x.windows`) or a key path's (`\\.windows`),
    /// not a name of its own.
    func isKeyPathOrMemberName(_ node: DeclReferenceExprSyntax) -> Bool {
        guard let parent = self else { return false }
        if let member = parent.as(MemberAccessExprSyntax.self) { return member.declName.id == node.id }
        return parent.is(KeyPathPropertyComponentSyntax.self)
    }
}

extension SyntaxProtocol {
    /// `trimmedDescription == text`, without building the trimmed copy of a node of another
    /// length: the visitor asks it of every call, member access and binding, and building
    /// those copies was most of a scan's time (Docs/performance.md, "scan").
    func isSpelled(_ text: String) -> Bool {
        trimmedLength.utf8Length == text.utf8.count && trimmedDescription == text
    }
}
