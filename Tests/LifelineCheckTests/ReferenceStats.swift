import LifelineModel
import LifelineSupport
import LifelineTrace
@testable import LifelineCheck

/// `lifeline stats` read plainly from its definition, apart from `TraceStats`: scenes by their
/// `String` ids in dictionaries, the report formatted through `String` and
/// `TraceTime.description`. The oracle the compact, symbol-keyed `TraceStats` is held to.
struct ReferenceStats {
    private var eventCount = 0
    private var callbacks: [Callback: Int] = [:]
    /// Scenes in the order they were first counted (a state change or a callback).
    private var scenes: [String] = []
    private var seen: Set<String> = []
    private var callbacksPerScene: [String: Int] = [:]
    private var current: [String: (state: SceneActivationState, since: Int64)] = [:]
    private var spent: [String: [SceneActivationState: Int64]] = [:]
    /// The last callback per delegate of the current run: a scene's, or (key nil) the app delegate's.
    private var lastCallback: [String?: Callback] = [:]
    private var pairs: [Callback: [Callback: Int]] = [:]
    private var app: (state: AppState, since: Int64)?
    private var appSpent: [AppState: Int64] = [:]
    private var phase: (state: ScenePhase, since: Int64)?
    private var phaseSpent: [ScenePhase: Int64] = [:]
    private var end: Int64 = 0
    private var previous: Int64 = 0
    /// What the states are, and where runs end, is the follower's reading (`TraceFollower`).
    private var follower: TraceFollower<String>

    init(_ events: [TraceEvent], profile: Profile = .ios13) {
        follower = TraceFollower(profile: profile)
        for event in events { add(event) }
        endRun(at: end)
        if let app { appSpent[app.state, default: 0] += end - app.since }
    }

    /// Scenes and delegates do not outlive their process run: their intervals close at its end.
    private mutating func endRun(at time: Int64) {
        for (scene, open) in current { spent[scene, default: [:]][open.state, default: 0] += time - open.since }
        current = [:]
        lastCallback = [:]
        // The app stays not running from a seen end until the next launch.
        if let open = app, open.state != .notRunning {
            appSpent[open.state, default: 0] += time - open.since
            app = nil
        }
        if let phase { phaseSpent[phase.state, default: 0] += time - phase.since }
        phase = nil
    }

    private mutating func add(_ event: TraceEvent) {
        eventCount += 1
        end = max(end, event.time.microseconds)
        let now = event.time.microseconds
        let step = follower.step(FollowInput(event))
        if step.startsRun {
            if let open = app, open.state == .notRunning {
                appSpent[.notRunning, default: 0] += now - open.since
                app = nil
            }
            endRun(at: previous)
        }
        previous = now
        if let scene = event.scene, let move = step.scene {
            see(scene)
            if let open = current[scene] { spent[scene, default: [:]][open.state, default: 0] += now - open.since }
            current[scene] = nil
            if let to = move.to, !step.sceneGone { current[scene] = (to, now) }
        }
        // The app's time is what `UIApplication.applicationState` reads, as the follower says.
        if step.applicationStateAfter != app?.state {
            if let app { appSpent[app.state, default: 0] += now - app.since }
            app = step.applicationStateAfter.map { ($0, now) }
        }
        if let move = step.phase, step.phaseLevel == .app {
            if let phase { phaseSpent[phase.state, default: 0] += now - phase.since }
            phase = move.to.map { ($0, now) }
        }
        if event.kind == .callback, let callback = event.method {
            callbacks[callback, default: 0] += 1
            if let scene = event.scene {
                see(scene)
                callbacksPerScene[scene, default: 0] += 1
            }
            if let previous = lastCallback[event.scene] { pairs[previous, default: [:]][callback, default: 0] += 1 }
            lastCallback[event.scene] = callback == .sceneDidDisconnect ? nil : callback
        }
        if step.endsRun { endRun(at: now) }
    }

    private mutating func see(_ scene: String) {
        if seen.insert(scene).inserted { scenes.append(scene) }
    }

    func text(file: String) -> String {
        func padded(_ text: String, _ width: Int) -> String {
            String(repeating: " ", count: max(0, width - text.count)) + text
        }
        var out = "\(file): \(eventCount) events\n\ncallbacks\n"
        for callback in Callback.allCases {
            if let count = callbacks[callback] { out += "  \(padded("\(count)", 8)) \(callback.swiftName)\n" }
        }
        out += "\nreceivers\n"
        for receiver in Receiver.allCases {
            let count = callbacks.filter { $0.key.receiver == receiver }.values.reduce(0, +)
            out += "  \(padded("\(count)", 8)) \(receiver.rawValue)\n"
        }
        out +=
            "\nscenes (callbacks; seconds in unattached, foregroundInactive, foregroundActive, background, suspended)\n"
        for scene in scenes.sorted(by: sceneOrder) {
            let times =
                spent[scene].map { spent in
                    SceneActivationState.allCases.map { TraceTime(microseconds: spent[$0] ?? 0).description }.joined(
                        separator: " ")
                } ?? ""
            out +=
                "  \(padded(Escaping.Terminal.escaped(scene), 6)) \(padded("\(callbacksPerScene[scene] ?? 0)", 6))  \(times)\n"
        }
        func times<State: LifecycleState>(_ spent: [State: Int64]) -> String {
            State.allCases.map { TraceTime(microseconds: spent[$0] ?? 0).description }.joined(separator: " ")
        }
        if appSpent.values.contains(where: { $0 != 0 }) {
            out += "\napp (seconds in notRunning, inactive, active, background, suspended)\n  \(times(appSpent))\n"
        }
        if phaseSpent.values.contains(where: { $0 != 0 }) {
            out += "\napp-level scenePhase (seconds in active, inactive, background)\n  \(times(phaseSpent))\n"
        }
        out += "\ndirectly follows\n"
        for a in Callback.allCases {
            for b in Callback.allCases {
                if let count = pairs[a]?[b] {
                    out += "  \(padded("\(count)", 8)) \(a.swiftName) → \(b.swiftName)\n"
                }
            }
        }
        return out
    }
}
