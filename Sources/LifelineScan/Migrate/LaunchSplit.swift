import LifelineModel

/// What one top-level statement of `application(_:didFinishLaunchingWithOptions:)` touches,
/// read by either language's rewrite.
struct LaunchStatement: Sendable {
    /// It sets up or uses the app delegate's window.
    var window = false
    /// The launch-option keys it reads.
    var keys: [LaunchOptionKey] = []
    /// The names it uses and the locals it declares.
    var names: Set<String> = []
    var declared: Set<String> = []
    /// It is the `return` that ends the launch method: it always stays.
    var returns = false
}

/// Which launch statements move to `scene(_:willConnectTo:options:)`: those that set up the
/// window or read a launch option that has a connection-option value (``LaunchOptionKey``), the
/// local declarations they use, and the statements that use the locals they declare (`if url
/// { … }` after `let url = …`). A statement that must stay (the `return`) and uses a local of
/// a moving one stops the move (a person must split them).
enum LaunchSplit {
    struct Outcome {
        var moving: Set<Int> = []
        /// Statements that read a key with no connection-option value, and the key: they stay.
        var unmovable: [(index: Int, key: LaunchOptionKey)] = []
        /// A statement that stays but uses a local of a moving one.
        var clash: Int?
    }

    static func split(_ statements: [LaunchStatement]) -> Outcome {
        var outcome = Outcome()
        for (index, statement) in statements.enumerated() where statement.window || !statement.keys.isEmpty {
            let stuck = statement.keys.filter { $0.connectionRead == nil }
            if stuck.isEmpty { outcome.moving.insert(index) } else { outcome.unmovable += stuck.map { (index, $0) } }
        }
        guard !outcome.moving.isEmpty else { return outcome }
        let stuck = Set(outcome.unmovable.map(\.index))
        var changed = true
        while changed {
            changed = false
            let needed = outcome.moving.reduce(into: Set<String>()) { $0.formUnion(statements[$1].names) }
            let declared = outcome.moving.reduce(into: Set<String>()) { $0.formUnion(statements[$1].declared) }
            for (index, statement) in statements.enumerated()
            where !outcome.moving.contains(index) && !statement.returns && !stuck.contains(index) {
                guard !statement.declared.isDisjoint(with: needed) || !statement.names.isDisjoint(with: declared) else {
                    continue
                }
                outcome.moving.insert(index)
                changed = true
            }
        }
        let declared = outcome.moving.reduce(into: Set<String>()) { $0.formUnion(statements[$1].declared) }
        outcome.clash = statements.indices.first {
            !outcome.moving.contains($0) && !statements[$0].names.isDisjoint(with: declared)
        }
        return outcome
    }

    /// The `// lifeline migrate:` text and the summary's for a clash.
    static let clashComment = """
        this code uses locals of the launch code that moves to SceneDelegate (window set-up, launch-option reads); \
        move them together by hand
        """
    static let clashNote =
        "launch code shares locals with the window set-up or launch-option reads: move them together by hand"
}
