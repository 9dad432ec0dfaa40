import LifelineModel

/// One reference state machine under one profile, with its state type erased, so that one
/// drawing routine serves the app, scene and phase machines.
///
/// Built from `AppMachine`, `SceneMachine` and `PhaseMachine`: this restates no rule, it only
/// reads the rows that apply to the profile.
public struct MachineTable: Sendable {
    /// One state: its trace spelling, display name and teaching sentence.
    package struct State: Sendable, Hashable {
        package var id: String
        package var displayName: String
        package var explanation: String
    }

    /// One row (`from` —`trigger`→ `to`) that applies to the profile.
    package struct Row: Sendable, Hashable {
        package var from: String
        package var trigger: Trigger
        package var to: String
        package var basis: FactBasis
        package var variant: String?

        package var isSelfLoop: Bool { from == to }
    }

    package var kind: MachineKind
    package var profile: Profile
    package var initial: String
    /// The states that appear under the profile, in declaration order.
    package var states: [State]
    /// The rows that apply to the profile, in table order.
    package var rows: [Row]

    /// The table of `kind` under `profile`, or nil when that machine means nothing there
    /// (the scene machine under `ios12`, the phase machine outside `swiftui`).
    public static func of(_ kind: MachineKind, profile: Profile) -> MachineTable? {
        switch kind {
        case .app: return make(AppMachine.machine, profile)
        case .scene: return make(SceneMachine.machine, profile)
        case .phase: return make(PhaseMachine.machine, profile)
        }
    }

    /// The profiles a machine applies to, oldest first.
    package static func profiles(for kind: MachineKind) -> [Profile] {
        Profile.allCases.filter { of(kind, profile: $0) != nil }
    }

    /// The state named `id`, if the machine has it.
    package func state(_ id: String) -> State? { states.first { $0.id == id } }

    private static func make<S: LifecycleState>(_ machine: StateMachine<S>, _ profile: Profile) -> MachineTable? {
        guard machine.applies(to: profile) else { return nil }
        let states = machine.states(for: profile).map {
            State(id: $0.rawValue, displayName: $0.displayName, explanation: $0.explanation)
        }
        let rows = machine.transitions(for: profile).map {
            Row(
                from: $0.from.rawValue, trigger: $0.trigger, to: $0.to.rawValue,
                basis: $0.citation.basis, variant: $0.variant)
        }
        return MachineTable(
            kind: machine.kind, profile: profile, initial: machine.initial.rawValue,
            states: states, rows: rows)
    }
}

extension MachineKind {
    /// The profile a diagram of this machine uses when none is given: the oldest profile the
    /// machine applies to that shows it best (`ios12` for the app, whose sceneless edges are
    /// delegate callbacks; `ios13` for a scene; `swiftui` for a phase, the only one it has).
    package var defaultProfile: Profile {
        switch self {
        case .app: return .ios12
        case .scene: return .ios13
        case .phase: return .swiftui
        }
    }
}
