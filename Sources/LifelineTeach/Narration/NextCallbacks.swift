import LifelineModel
import LifelineTrace

/// Who would receive a callback UIKit may deliver next.
package enum CandidateTarget: Hashable, Sendable {
    /// The app delegate.
    case app
    /// The delegate of a connected scene.
    case scene(String)
    /// The delegate of a scene that is not connected yet.
    case newScene

    /// `app delegate`, `S1's scene delegate`, `a new scene's delegate`.
    package var phrase: String {
        switch self {
        case .app: return "app delegate"
        case .scene(let id): return "\(id)'s scene delegate"
        case .newScene: return "a new scene's delegate"
        }
    }
}

/// One callback UIKit may deliver next, and to whom.
package struct Candidate: Hashable, Sendable {
    package var callback: Callback
    package var target: CandidateTarget

    package init(_ callback: Callback, to target: CandidateTarget) {
        self.callback = callback
        self.target = target
    }

    /// `app delegate: applicationDidBecomeActive(_:)`.
    package var text: String { target.phrase + ": " + callback.swiftName }
}

/// One line of what may come next: a callback that moves a state, by name, or, per receiver,
/// every callback that changes no state (the machines' loops) as one line, so that a new loop
/// in the model rewrites no narration.
package struct NextChoice: Hashable, Sendable {
    package var target: CandidateTarget
    /// The callback; nil for the callbacks that change no state.
    package var callback: Callback?

    /// `app delegate: applicationDidBecomeActive(_:)`, or the line for the loops.
    package var text: String { target.phrase + ": " + (callback?.swiftName ?? NextChoice.changesNoState) }

    /// What the line for the loops says instead of their names.
    package static let changesNoState = "a callback that changes no state (a loop in `lifeline model`)"
}

/// What UIKit may deliver next, read off the model's state machines for the current states:
/// the app machine's edges from the app's state, the scene machine's from every connected
/// scene's state and, while scenes can still connect, from the unattached state of a new one.
package enum NextCallbacks {
    /// Every candidate, app delegate first, then scenes in order of appearance, then a new
    /// scene; callbacks in catalogue order within each.
    package static func candidates(after snapshot: LifecycleSnapshot, adoption: DelegateAdoption) -> [Candidate] {
        let profile = adoption.profile
        // Mid-launch, the launch sequence decides: nothing else comes first (§1.1, §2.1).
        if let step = LaunchSequence.next(after: snapshot.launch) {
            return adoption.delivers(step) ? [Candidate(step, to: .app)] : []
        }
        var out: [Candidate] = []
        // From every state the follower leaves open: what may come next from any of them.
        // Every state open says nothing of what may come next.
        let apps = snapshot.appStates
        if apps.count < AppState.allCases.count {
            for callback in Set(apps.flatMap { AppMachine.machine.nextCallbacks(from: $0, profile: profile) }).sorted()
            where adoption.delivers(callback) && !snapshot.launch.contains(callback) {
                out.append(Candidate(callback, to: .app))
            }
        }
        let live = snapshot.liveScenes
        // A connected scene never connects again: a returning session is a new scene object.
        for scene in live {
            let states = scene.states
            guard states.count < SceneActivationState.allCases.count else { continue }
            let next = Set(states.flatMap { SceneMachine.machine.nextCallbacks(from: $0, profile: profile) })
            for callback in next.sorted() where adoption.delivers(callback) && callback != .sceneWillConnect {
                out.append(Candidate(callback, to: .scene(scene.id)))
            }
        }
        if acceptsNewScene(snapshot, live: live, profile: profile) {
            for callback in SceneMachine.machine.nextCallbacks(from: SceneMachine.machine.initial, profile: profile)
                .sorted()
            where callback == .sceneWillConnect && adoption.delivers(callback) {
                out.append(Candidate(callback, to: .newScene))
            }
        }
        return out
    }

    /// The candidates as the narration and the quiz list them: each receiver's callbacks that
    /// move a state, then one line for those that change none. A new scene's delegate keeps
    /// `scene(_:willConnectTo:options:)` by name: it creates the scene.
    package static func choices(_ candidates: [Candidate], after snapshot: LifecycleSnapshot, profile: Profile)
        -> [NextChoice]
    {
        var out: [NextChoice] = []
        var loops: [CandidateTarget] = []
        for candidate in candidates {
            if changesNoState(candidate, after: snapshot, profile: profile) {
                if !loops.contains(candidate.target) { loops.append(candidate.target) }
            } else {
                out.append(NextChoice(target: candidate.target, callback: candidate.callback))
            }
        }
        // Each target's loop line goes after that target's named callbacks.
        for target in loops {
            let end =
                (out.lastIndex { $0.target == target }).map { $0 + 1 }
                ?? (out.firstIndex { precedes(target, $0.target, in: candidates) } ?? out.count)
            out.insert(NextChoice(target: target, callback: nil), at: end)
        }
        return out
    }

    /// The choice a delivered candidate answers: its own line, or its receiver's loop line.
    package static func choice(for candidate: Candidate, after snapshot: LifecycleSnapshot, profile: Profile)
        -> NextChoice
    {
        NextChoice(
            target: candidate.target,
            callback: changesNoState(candidate, after: snapshot, profile: profile) ? nil : candidate.callback)
    }

    /// Whether the candidate's callback changes no state of its receiver's (the model's loops).
    /// The launch's own steps are named even so: didFinishLaunching moves no state under scenes.
    private static func changesNoState(_ candidate: Candidate, after snapshot: LifecycleSnapshot, profile: Profile)
        -> Bool
    {
        if LaunchSequence.callbacks.contains(candidate.callback) { return false }
        switch candidate.target {
        case .app:
            let states = snapshot.appStates
            return !states.isEmpty
                && states.allSatisfy {
                    AppMachine.machine.changesNoState(candidate.callback, from: $0, profile: profile)
                }
        case .scene(let id):
            guard let states = snapshot.liveScenes.first(where: { $0.id == id })?.states, !states.isEmpty else {
                return false
            }
            return states.allSatisfy {
                SceneMachine.machine.changesNoState(candidate.callback, from: $0, profile: profile)
            }
        case .newScene:
            return false
        }
    }

    /// Whether `target` comes before `other` in the candidates' order.
    private static func precedes(_ target: CandidateTarget, _ other: CandidateTarget, in candidates: [Candidate])
        -> Bool
    {
        let order = candidates.map(\.target)
        return (order.firstIndex(of: target) ?? 0) <= (order.firstIndex(of: other) ?? 0)
    }

    /// UIKit asks `configurationForConnecting` "shortly before creating a new scene" (§2.1), so a
    /// scene can connect in the app states where the app machine has that callback; on a
    /// one-window profile only while no scene is connected (§2.3).
    private static func acceptsNewScene(_ snapshot: LifecycleSnapshot, live: [SceneSnapshot], profile: Profile) -> Bool
    {
        let sources = AppMachine.machine.sources(of: .callback(.configurationForConnecting), profile: profile)
        let apps = snapshot.appStates
        guard apps.count < AppState.allCases.count, apps.contains(where: { sources.contains($0) }) else { return false }
        return profile.supportsMultipleScenes || live.isEmpty
    }

    /// The SwiftUI phase changes the phase machine allows next, per scene (`S1 → inactive`).
    package static func phaseChanges(after snapshot: LifecycleSnapshot, profile: Profile) -> [String] {
        guard PhaseMachine.machine.applies(to: profile) else { return [] }
        var out: [String] = []
        for scene in snapshot.liveScenes {
            guard let phase = scene.phase ?? scene.state?.scenePhase ?? scene.onePhase else { continue }
            for row in PhaseMachine.machine.transitions(for: profile) where row.from == phase && row.to != phase {
                out.append("\(scene.id) scenePhase → \(row.to.rawValue)")
            }
        }
        return out
    }

    /// The target a callback event went to, as a candidate taken before it names it.
    package static func target(of event: TraceEvent, before snapshot: LifecycleSnapshot) -> CandidateTarget {
        guard event.receiver == .scene, let scene = event.scene else { return .app }
        return snapshot.liveScenes.contains { $0.id == scene } ? .scene(scene) : .newScene
    }
}
