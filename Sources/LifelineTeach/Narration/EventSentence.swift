import LifelineModel
import LifelineTrace

/// What one event says in plain language: a headline naming it, and the model's explanation.
package struct EventSentence: Equatable, Sendable {
    /// `#8 at 0.004 s: UIKit → S1's scene delegate: sceneWillEnterForeground(_:) [unattached → foregroundInactive]`.
    package var headline: String
    /// The model's sentence for it, with the facts' sections (`§2.1`).
    package var explanation: String
    /// The trace's free text (`detail`, a note's value), when there is some.
    package var detail: String?
    /// The app's own method that ran for a callback (`simulate --app`'s `handler`).
    package var handler: String?

    /// The sentence for `event`. Everything trace-specific is quoted as it is; the wording
    /// comes from the model's catalogues (callbacks, notifications, actions, silent changes, phases).
    package init(_ event: TraceEvent) {
        let prefix = "#\(event.seq) at \(event.time) s: "
        let states = Self.fromTo(event)
        detail = event.detail
        handler = event.handler
        switch event.kind {
        case .callback:
            let method = event.method
            let receiver: String
            switch event.receiver {
            case .scene?: receiver = "\(event.scene ?? "a scene")'s scene delegate"
            case .viewController?:
                receiver = event.scene.map { "\($0)'s root view controller" } ?? "the root view controller"
            default: receiver = "app delegate"
            }
            headline = prefix + "UIKit → \(receiver): \(method?.swiftName ?? "?")" + states
            explanation = method.map(Self.callbackExplanation) ?? ""
        case .notification:
            let scene = event.scene.map { " for \($0)" } ?? ""
            headline = prefix + "UIKit posts \(event.name ?? "?")" + scene
            explanation =
                event.notification.map { $0.info.explanation + Self.sections($0.info.citations) }
                ?? "A notification Lifeline does not know."
        case .action:
            let actor = event.by == .system ? "the system" : "the user"
            headline = prefix + "\(actor): \(event.name ?? "?")" + (event.scene.map { " (\($0))" } ?? "")
            let info = event.name.flatMap(ActionCatalogue.info(named:))
            explanation =
                info.map { $0.explanation + Self.sections($0.citation.map { [$0] } ?? []) }
                ?? "Something \(actor) did, which the trace names '\(event.name ?? "?")'."
        case .state:
            let subject = event.scene.map { "scene \($0)" } ?? "the app"
            headline = prefix + "no callback: \(event.name ?? "?") of \(subject)" + states
            explanation =
                event.name.flatMap(SilentTransition.init(rawValue:))?.explanation
                ?? "A state change without a callback."
        case .phase:
            let level = event.level ?? .scene
            let whose: String
            switch level {
            case .view: whose = "view \(event.view ?? "?") in \(event.scene ?? "?")"
            case .scene: whose = "scene \(event.scene ?? "?")"
            case .app: whose = "the App"
            }
            headline = prefix + "SwiftUI: scenePhase of \(whose)" + states
            explanation =
                level.explanation + (event.to.flatMap(ScenePhase.init(traceName:)).map { " " + $0.explanation } ?? "")
                + " (§5)"
        case .environment:
            headline =
                prefix
                + "SwiftUI: \(event.name ?? "?") = \(event.value ?? "?") for \(event.view ?? "a view") in \(event.scene ?? "?")"
            explanation = "A SwiftUI environment value reaches the view; the scene's phase does not change."
        case .note where event.view != nil:
            // A SwiftUI view's handler for an external event (facts §16): `name` is its modifier.
            headline = prefix + "SwiftUI → \(event.view ?? "?") in \(event.scene ?? "?"): \(event.name ?? "?")"
            explanation = "A view's handler for a URL or user activity the scene received runs; no state moves. (§16)"
            detail = event.value
        case .note:
            headline = prefix + "note"
            explanation = "A note the trace keeps; UIKit delivers nothing here."
            detail = event.value ?? event.detail
        }
    }

    /// ` [foregroundInactive → background]`, when the event records both sides.
    private static func fromTo(_ event: TraceEvent) -> String {
        switch (event.from, event.to) {
        case let (from?, to?): return " [\(from) → \(to)]"
        case let (nil, to?): return " [→ \(to)]"
        case let (from?, nil): return " [\(from) →]"
        case (nil, nil): return ""
        }
    }

    private static func callbackExplanation(_ callback: Callback) -> String {
        let info = callback.info
        var text = info.explanation
        if let deprecated = info.deprecatedIn { text += " Deprecated in the \(deprecated) SDK." }
        return text + sections(info.citations)
    }

    /// ` (§1.1, §2.1)`: the facts' sections, each once, in citation order.
    static func sections(_ citations: [Citation]) -> String {
        var seen: [String] = []
        for citation in citations where !seen.contains(citation.section) { seen.append(citation.section) }
        return seen.isEmpty ? "" : " (" + seen.map { "§" + $0 }.joined(separator: ", ") + ")"
    }
}
