/// Which SwiftUI scene an external event (a URL, a user activity) goes to: SwiftUI's rules, in
/// the order `handlesExternalEvents(matching:)` documents them (lifecycle-facts.md §16).
package enum ExternalEventRule: String, CaseIterable, Sendable {
    /// "On platforms that support only a single scene per app, send the event to the one open scene."
    case theOneOpenScene
    /// An open scene whose view's `handlesExternalEvents(preferring:allowing:)` prefers the event.
    case openScenePreferring
    /// Otherwise, an open scene whose view allows it.
    case openSceneAllowing
    /// §16 variant `external-events: existing-scene` (the iOS 14 revision of the page): in an App
    /// that declares no `handlesExternalEvents` modifier, "On iOS, the system will choose an
    /// existing Scene" (the most recent).
    case existingSceneWithoutViewModifiers
    /// A new instance of the first scene declaration whose `handlesExternalEvents(matching:)` matches.
    case newSceneMatching
    /// A new instance of the first scene declaration without that scene modifier.
    case newSceneOfFirstUnmodified

    /// The fact each rule rests on.
    package var citation: Citation {
        switch self {
        case .openScenePreferring, .openSceneAllowing, .existingSceneWithoutViewModifiers:
            return Citation(.documented, "16", CitedPage.handlesExternalEventsPreferring)
        default:
            return Citation(.documented, "16", CitedPage.handlesExternalEventsMatching)
        }
    }
}

/// An open scene as the rules see it: its views' `handlesExternalEvents(preferring:allowing:)`
/// sets, merged (nil: no view of it declares the modifier).
package struct ExternalEventCandidate: Sendable {
    package var preferring: [String]?
    package var allowing: [String]?
    package init(preferring: [String]?, allowing: [String]?) {
        self.preferring = preferring
        self.allowing = allowing
    }
}

/// Where the rules send an event.
package enum ExternalEventDestination: Equatable, Sendable {
    /// The open scene at this index of the candidates.
    case openScene(Int, ExternalEventRule)
    /// A new instance of the scene declaration at this index.
    case newScene(declaration: Int, ExternalEventRule)
    /// No rule found a scene: the app claims an event it cannot route ("Make sure that at least
    /// one of these rules succeeds").
    case unrouted
}

/// The routing table: the rules in order, and how a condition string matches an event.
package enum ExternalEventRouting {
    /// The rules, evaluated "in order until it finds a destination scene".
    package static let order: [ExternalEventRule] = [
        .theOneOpenScene, .openScenePreferring, .openSceneAllowing, .existingSceneWithoutViewModifiers,
        .newSceneMatching, .newSceneOfFirstUnmodified
    ]

    /// Whether `conditions` match the event's `target` (its URL, or its activity's identifier):
    /// "The empty Set and empty Strings never match. The String value "*" always matches", a
    /// condition matches when the target contains it, "case/diacritic insensitive".
    package static func matches(_ conditions: [String], _ target: String) -> Bool {
        let folded = target.lowercased()
        return conditions.contains { $0 == "*" || (!$0.isEmpty && folded.contains($0.lowercased())) }
    }

    /// The destination of an event: `open` are the open scenes, most recent last;
    /// `declarations` the scene declarations' `handlesExternalEvents(matching:)` conditions in
    /// the App's order (nil: no scene modifier). `singleScene`: the platform shows one scene
    /// (iPhone); `existingScene`: the §16 variant applies (an App with no modifier under
    /// `external-events: existing-scene`).
    package static func destination(
        of target: String, singleScene: Bool, existingScene: Bool,
        open: [ExternalEventCandidate], declarations: [[String]?]
    ) -> ExternalEventDestination {
        for rule in order {
            switch rule {
            case .theOneOpenScene:
                if singleScene, !open.isEmpty { return .openScene(open.count - 1, rule) }
            case .openScenePreferring:
                if let i = open.firstIndex(where: { matches($0.preferring ?? [], target) }) {
                    return .openScene(i, rule)
                }
            case .openSceneAllowing:
                if let i = open.firstIndex(where: { matches($0.allowing ?? [], target) }) { return .openScene(i, rule) }
            case .existingSceneWithoutViewModifiers:
                if existingScene, !open.isEmpty { return .openScene(open.count - 1, rule) }
            case .newSceneMatching:
                if let i = declarations.firstIndex(where: { $0.map { matches($0, target) } ?? false }) {
                    return .newScene(declaration: i, rule)
                }
            case .newSceneOfFirstUnmodified:
                if let i = declarations.firstIndex(where: { $0 == nil }) { return .newScene(declaration: i, rule) }
            }
        }
        return .unrouted
    }
}
