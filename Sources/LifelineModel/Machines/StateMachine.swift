/// One edge of a reference state machine: `from` —`trigger`→ `to`, under some profiles.
///
/// A self-loop (`from == to`) records a callback that is legal in a state without changing it
/// (a memory warning in the background, `didFinishLaunching` while inactive).
public struct Transition<State: LifecycleState>: Hashable, Sendable {
    /// The state the edge leaves.
    public var from: State
    /// What moves it: a callback, a notification, a silent change or a phase change.
    public var trigger: Trigger
    /// The state the edge enters.
    public var to: State
    /// The profiles under which UIKit takes this edge.
    public var profiles: Set<Profile>
    /// The fact the edge rests on; its basis says how sure it is.
    public var citation: Citation
    /// Names a device variant (lifecycle-facts.md §8) when only some devices take this edge.
    package var variant: String?
    /// The fact that forbids the edge, when one does (a DOCUMENTED page against an OBSERVED
    /// log, §8): a move along it is contested, a warning naming both sources.
    package var contests: Citation?

    /// An edge `from` —`trigger`→ `to` under `profiles`, resting on `citation`.
    public init(
        _ from: State, _ trigger: Trigger, _ to: State, _ profiles: Set<Profile>,
        _ citation: Citation, variant: String? = nil
    ) {
        self.from = from
        self.trigger = trigger
        self.to = to
        self.profiles = profiles
        self.citation = citation
        self.variant = variant
    }

    /// An edge that `contests` forbids and `citation` shows (lifecycle-facts.md §8).
    package init(
        _ from: State, _ trigger: Trigger, _ to: State, _ profiles: Set<Profile>,
        _ citation: Citation, variant: String, contests: Citation
    ) {
        self.init(from, trigger, to, profiles, citation, variant: variant)
        self.contests = contests
    }

    /// Whether the edge leaves the state unchanged.
    public var isSelfLoop: Bool { from == to }
}

/// A reference state machine as a table of (from, trigger, to) rows.
///
/// The runtime executes these rows, the checker checks traces against them and the renderer
/// draws them: one table, three readers.
public struct StateMachine<State: LifecycleState>: Sendable {
    /// `app`, `scene` or `phase`.
    public var kind: MachineKind
    /// Where a new app, scene or phase starts.
    public var initial: State
    /// Every edge, in the order diagrams draw them.
    public var transitions: [Transition<State>]

    /// The edges UIKit takes under `profile`.
    public func transitions(for profile: Profile) -> [Transition<State>] {
        transitions.filter { $0.profiles.contains(profile) }
    }

    /// The states that appear under `profile`, in declaration order.
    package func states(for profile: Profile) -> [State] {
        let rows = transitions(for: profile)
        return State.allCases.filter { state in
            state == initial || rows.contains { $0.from == state || $0.to == state }
        }
    }

    /// The edges a trigger may take from `state` under `profile`; empty when it is illegal there.
    package func edges(from state: State, on trigger: Trigger, profile: Profile) -> [Transition<State>] {
        transitions.filter { $0.from == state && $0.trigger == trigger && $0.profiles.contains(profile) }
    }

    /// The states `trigger` is legal from under `profile`, for "expected … first" messages.
    package func sources(of trigger: Trigger, profile: Profile) -> [State] {
        var seen: [State] = []
        for row in transitions
        where row.trigger == trigger && row.profiles.contains(profile) && !seen.contains(row.from) {
            seen.append(row.from)
        }
        return seen
    }

    /// The callbacks UIKit may deliver next from `state` under `profile`.
    package func nextCallbacks(from state: State, profile: Profile) -> [Callback] {
        var seen: [Callback] = []
        for row in transitions where row.from == state && row.profiles.contains(profile) {
            if let callback = row.trigger.callback, !seen.contains(callback) { seen.append(callback) }
        }
        return seen
    }

    /// Whether `callback` from `state` changes no state: every edge it has there is a loop
    /// (teaching lists those callbacks as one line).
    package func changesNoState(_ callback: Callback, from state: State, profile: Profile) -> Bool {
        let edges = edges(from: state, on: .callback(callback), profile: profile)
        return !edges.isEmpty && edges.allSatisfy(\.isSelfLoop)
    }

    /// Whether the machine means anything under `profile` (no scenes under `ios12`).
    package func applies(to profile: Profile) -> Bool { transitions.contains { $0.profiles.contains(profile) } }
}

/// The three reference machines.
public enum MachineKind: String, CaseIterable, Sendable, Codable {
    /// The app's execution state.
    case app
    /// One scene's activation state.
    case scene
    /// One SwiftUI scene's phase.
    case phase

    package var title: String {
        switch self {
        case .app: return "App life cycle"
        case .scene: return "Scene life cycle"
        case .phase: return "SwiftUI scene phase"
        }
    }

    /// The machine's states as traces spell them, by slot (`LifecycleState.slot`): how a
    /// consumer that holds states as slots names them.
    package var stateNames: [String] {
        switch self {
        case .app: return AppState.allCases.map(\.rawValue)
        case .scene: return SceneActivationState.allCases.map(\.rawValue)
        case .phase: return ScenePhase.allCases.map(\.rawValue)
        }
    }
}
