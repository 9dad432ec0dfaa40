import LifelineModel
import LifelineTrace

/// The Synoptic/DECLARE templates a user rule can instantiate.
package enum UserTemplate: String, CaseIterable, Sendable {
    /// Every `a` is followed by a `b` later in the same scope (optionally `within` a time).
    case alwaysFollowedBy = "always-followed-by"
    /// Every `b` is preceded by an `a` earlier in the same scope (optionally `within` a time).
    case alwaysPrecedes = "always-precedes"
    /// No `b` after an `a` in the same scope.
    case neverFollowedBy = "never-followed-by"
    /// The next event of `a`'s or `b`'s kind after an `a`, in the same scope, is a `b`.
    case immediatelyFollowedBy = "immediately-followed-by"
    /// `a` occurs exactly once per scope instance.
    case exactlyOnce = "exactly-once"
    /// `a` occurs at most once per scope instance.
    case atMostOnce = "at-most-once"
    /// No `never` event between an `a` and the next `b`.
    case absenceBetween = "absence-between"
    /// Every `a` callback's recorded duration (`dur`) is at most `within`: a time budget.
    case returnsWithin = "returns-within"

    /// The keys a rule of this template may use; any other is rejected.
    var keys: Set<String> {
        var keys: Set<String> = [
            "id", "title", "template", "a", "scope", "within", "severity", "explanation", "profile"
        ]
        if needsB { keys.insert("b") }
        if self == .absenceBetween { keys.insert("never") }
        return keys
    }

    /// Whether the template needs `b`.
    var needsB: Bool {
        switch self {
        case .alwaysFollowedBy, .alwaysPrecedes, .neverFollowedBy, .immediatelyFollowedBy, .absenceBetween: return true
        case .exactlyOnce, .atMostOnce, .returnsWithin: return false
        }
    }
}

/// Which events a user rule's `a`, `b` or `never` names: a callback, a notification, a
/// silent state change (`state:suspend`), an action (`action:launch`), a SwiftUI phase change
/// (`phase:active`, or `phase:scene:active` at one level) or an environment value reaching a
/// view (`environment:colorScheme`).
package struct EventPattern: Hashable, Sendable, CustomStringConvertible {
    package var kind: EventKind
    /// Callback or notification raw value, or silent-transition index; -1 for actions.
    package var code: Int
    /// The action's name, the phase reached, or the environment key.
    package var actionName: String?
    /// For phase patterns: the level (`view`, `scene`, `app`), or nil for any.
    package var level: PhaseLevel?
    /// How the rule file spelled it.
    package var description: String

    /// Parses a pattern: a callback (Swift spelling, selector or bare name), a notification
    /// name, `state:NAME` or `action:NAME`.
    package init?(_ text: String) {
        description = text
        actionName = nil
        level = nil
        if let callback = Callback(name: text) ?? Callback(bareName: text) {
            kind = .callback
            code = callback.rawValue
            description = callback.swiftName
        } else if let notification = LifecycleNotification(name: text) {
            kind = .notification
            code = notification.rawValue
        } else if text.hasPrefix("state:"), let silent = SilentTransition(rawValue: String(text.dropFirst(6))) {
            kind = .state
            code = silent.position
        } else if text.hasPrefix("action:"), let info = ActionCatalogue.info(named: String(text.dropFirst(7))) {
            kind = .action
            code = -1
            actionName = info.name
        } else if text.hasPrefix("phase:") {
            let parts = text.dropFirst(6).split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard let phase = ScenePhase(rawValue: parts.last ?? "") else { return nil }
            if parts.count == 2 {
                guard let level = PhaseLevel(rawValue: parts[0]) else { return nil }
                self.level = level
            } else if parts.count != 1 {
                return nil
            }
            kind = .phase
            code = -1
            actionName = phase.rawValue
        } else if text.hasPrefix("environment:"), text.count > 12 {
            kind = .environment
            code = -1
            actionName = String(text.dropFirst(12))
        } else {
            return nil
        }
    }

    /// Whether `event` (whose integer code is `code`) matches.
    @inline(__always) func matches(_ event: TraceEvent, code eventCode: Int) -> Bool {
        guard event.kind == kind else { return false }
        switch kind {
        case .action, .environment: return event.name == actionName
        case .phase: return event.to == actionName && (level == nil || event.level == level)
        default: return code == eventCode
        }
    }
}

/// A rule from a `--rules` YAML file.
public struct UserRule: Sendable {
    /// The rule's id, as its YAML gives it; violations report it.
    public var id: String
    /// A one-line title for reports.
    public var title: String
    package var template: UserTemplate
    package var a: EventPattern
    package var b: EventPattern?
    /// For `absence-between`: the event that must not occur between `a` and `b`.
    package var forbidden: EventPattern?
    package var scope: RuleScope
    /// The optional time bound (`within: 5s`).
    package var within: TraceTime?
    /// The severity of its violations.
    public var severity: Severity
    /// The profiles it applies to (`profile:`); nil for every profile.
    package var profiles: Set<Profile>?
    /// Where the rule is defined (`rules.yaml:12`), cited in reports.
    package var location: String
    /// Why the rule exists, shown with each violation.
    public var explanation: String

    package init(
        id: String, title: String, template: UserTemplate, a: EventPattern, b: EventPattern? = nil,
        forbidden: EventPattern? = nil, scope: RuleScope, within: TraceTime? = nil, severity: Severity = .error,
        location: String = "", explanation: String = "", profiles: Set<Profile>? = nil
    ) {
        self.profiles = profiles
        self.id = id
        self.title = title
        self.template = template
        self.a = a
        self.b = b
        self.forbidden = forbidden
        self.scope = scope
        self.within = within
        self.severity = severity
        self.location = location
        self.explanation = explanation
    }
}
