import LifelineModel
import SwiftSyntax

/// Every spelling of "the app delegate's window" in a Swift file, beyond the table's
/// `UIApplication.shared.delegate?.window`: a small data-flow over the file. An expression is
/// the app delegate when it is `UIApplication.shared.delegate` (through casts, parentheses,
/// `?` and `!`), a static accessor of a type (`AppDelegate.shared`), or a name bound to one
/// (a stored or computed property, a local: `let appDelegate = UIApplication.shared.delegate
/// as! AppDelegate`, `var delegate: AppDelegate`). Reads of `.window` on such an expression are
/// recorded with the type they name, when they name one; the analysis keeps those whose type
/// is an app delegate of the app (lifecycle-facts.md §12).
final class AppDelegateWindowFlow {
    /// Names bound to the app delegate, with the type they name ("" for the bare delegate).
    private var bound: [String: String] = [:]
    /// `.window` reads whose base is a name, resolved once every binding of the file is seen.
    private var pending: [(name: String, location: CodeLocation, owner: String?, method: String?)] = []
    private(set) var uses: [AppDelegateWindowUse] = []

    /// The type `expression` says is the app delegate: `""` for `UIApplication.shared.delegate`
    /// itself, the cast's or accessor's type, nil when it is not the app delegate.
    func appDelegateType(_ expression: ExprSyntax) -> String? {
        var expression = expression
        var cast: String?
        while true {
            if let optional = expression.as(OptionalChainingExprSyntax.self) {
                expression = optional.expression
                continue
            }
            if let forced = expression.as(ForceUnwrapExprSyntax.self) {
                expression = forced.expression
                continue
            }
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
                let only = tuple.elements.first
            {
                expression = only.expression
                continue
            }
            if let sequence = expression.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self) {
                    cast = elements[2].trimmedDescription.split(separator: ".").last.map(String.init)
                    expression = elements[0]
                    continue
                }
            }
            if let asExpr = expression.as(AsExprSyntax.self) {
                cast = asExpr.type.trimmedDescription.split(separator: ".").last.map(String.init)
                expression = asExpr.expression
                continue
            }
            break
        }
        if SwiftFactVisitor.normalized(expression) == "UIApplication.shared.delegate" { return cast ?? "" }
        if let member = expression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self),
            base.baseName.text.first?.isUppercase == true,
            ["shared", "current", "instance", "sharedDelegate", "sharedInstance"].contains(
                member.declName.baseName.text)
        {
            return cast ?? base.baseName.text
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let type = bound[reference.baseName.text] {
            return cast ?? type
        }
        return nil
    }

    /// A binding: `let appDelegate = UIApplication.shared.delegate as! AppDelegate`,
    /// `var delegate: AppDelegate`, `var appDelegate: AppDelegate { … }`.
    func bind(_ binding: PatternBindingSyntax) {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        if let value = binding.initializer?.value, let type = appDelegateType(value) {
            bound[name] = type
            return
        }
        if let annotation = binding.typeAnnotation?.type.trimmedDescription.replacingOccurrences(of: "?", with: "")
            .replacingOccurrences(of: "!", with: ""),
            annotation.hasSuffix("AppDelegate") || annotation.hasSuffix("ApplicationDelegate")
        {
            bound[name] = annotation.split(separator: ".").last.map(String.init) ?? annotation
        }
    }

    /// A `.window` read, `table`: whether the single-window table already has its spelling.
    func read(
        _ node: MemberAccessExprSyntax, at location: CodeLocation, table: Bool,
        in method: (owner: String, name: String)?
    ) {
        guard node.declName.baseName.text == "window", !table, let base = node.base else { return }
        // `appDelegate.window = window` sets it (what migrate's bridge does): not a read.
        if let sequence = node.parent?.parent?.as(SequenceExprSyntax.self), let first = sequence.elements.first,
            first.id == node.id,
            sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
        {
            return
        }
        if let type = appDelegateType(base) {
            uses.append(
                AppDelegateWindowUse(type: type, location: location, owner: method?.owner, method: method?.name))
        } else if let name = Self.name(base) {
            pending.append((name, location, method?.owner, method?.name))
        }
    }

    /// The name a base refers to: `appDelegate`, `self.appDelegate`, `appDelegate?`.
    private static func name(_ base: ExprSyntax) -> String? {
        var base = base
        while let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        while let forced = base.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = base.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The file's uses, the pending ones resolved against every binding.
    func finish() -> [AppDelegateWindowUse] {
        uses
            + pending.compactMap { use in
                bound[use.name].map {
                    AppDelegateWindowUse(type: $0, location: use.location, owner: use.owner, method: use.method)
                }
            }
    }
}
