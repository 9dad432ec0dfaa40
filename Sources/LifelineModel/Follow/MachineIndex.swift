/// The model's three machines compiled for one profile (`CompiledMachine`), with what the
/// catalogue says per callback and notification, looked up once: the one dense index that
/// the follower, the checker and the runtime read.
@usableFromInline package final class MachineIndex: Sendable {
    /// The profile the tables are for.
    @usableFromInline package let profile: Profile
    /// The app machine's tables.
    @usableFromInline package let app: CompiledMachine<AppState>
    /// The scene machine's tables.
    @usableFromInline package let scene: CompiledMachine<SceneActivationState>
    /// The SwiftUI phase machine's tables.
    @usableFromInline package let phase: CompiledMachine<ScenePhase>
    /// How UIKit delivers each callback under the profile, by `Callback.rawValue`.
    @usableFromInline package let delivery: [Delivery]
    /// Whether `UIScene` posts each notification, by `LifecycleNotification.rawValue`.
    @usableFromInline package let postedByScene: [Bool]
    /// The callback each notification accompanies first, by `LifecycleNotification.rawValue`.
    @usableFromInline package let accompanied: [Callback?]
    /// The notifications the catalogue says accompany each callback, by `Callback.rawValue`.
    @usableFromInline package let accompanying: [[LifecycleNotification]]
    /// The notification that shows an aggregate app change, at `from.slot * 5 + to.slot`.
    private let aggregateByPair: [LifecycleNotification?]
    /// Whether each notification moves the app machine (an aggregate change with scenes).
    private let aggregate: [Bool]
    /// Whether each `UIApplication` notification needs a scene in the foreground under this
    /// profile: the scene callback it accompanies (§3) leaves and enters a foreground state on
    /// every DOCUMENTED edge (becoming active, resigning it), so with every scene in the
    /// background no reading posts it, before or after that callback.
    private let needsForegroundScene: [Bool]
    /// Whether devices may deliver each callback around the launch, before willFinishLaunching
    /// (`LaunchSequence.aroundLaunch`), by `Callback.rawValue`.
    @usableFromInline package let aroundLaunch: [Bool]
    /// Whether UIKit delivers the callback only inside a launch, before didFinishLaunching
    /// (`LaunchSequence.restoration`), by `Callback.rawValue`.
    @usableFromInline package let insideLaunch: [Bool]
    /// Whether UIKit queues each callback while the app is suspended
    /// (`AppMachine.queuedWhileSuspended`), by `Callback.rawValue`.
    @usableFromInline package let queuedWhileSuspended: [Bool]
    /// The callback each one is read as (`LaunchSequence.standsFor`; itself for most), by `Callback.rawValue`.
    @usableFromInline package let moment: [Callback]
    /// The one scene-delegate callback that moves a connected scene from a state to one whose
    /// SwiftUI phase is the given one, at `state.slot * 3 + phase.slot` (nil: none or several).
    private let phaseCallbacks: [Callback?]

    private init(profile: Profile) {
        self.profile = profile
        app = CompiledMachine(AppMachine.machine, profile: profile)
        let scene = CompiledMachine(SceneMachine.machine, profile: profile, unshown: SceneMachine.unshown)
        self.scene = scene
        phase = CompiledMachine(PhaseMachine.machine, profile: profile)
        delivery = Callback.allCases.map { $0.info.routing[profile] }
        postedByScene = LifecycleNotification.allCases.map { $0.info.poster == .scene }
        aroundLaunch = Callback.allCases.map(LaunchSequence.aroundLaunch.contains)
        insideLaunch = Callback.allCases.map(LaunchSequence.restoration.contains)
        moment = Callback.allCases.map { LaunchSequence.standsFor[$0] ?? $0 }
        queuedWhileSuspended = Callback.allCases.map { AppMachine.queuedWhileSuspended[$0] != nil }
        accompanied = LifecycleNotification.allCases.map { $0.info.accompanies.first }
        var accompanying = [[LifecycleNotification]](repeating: [], count: Callback.allCases.count)
        for entry in NotificationCatalogue.entries {
            for callback in entry.accompanies { accompanying[callback.rawValue].append(entry.notification) }
        }
        self.accompanying = accompanying
        let states = AppState.allCases.count
        var byPair = [LifecycleNotification?](repeating: nil, count: states * states)
        var aggregate = [Bool](repeating: false, count: LifecycleNotification.allCases.count)
        for row in AppMachine.machine.transitions(for: profile) {
            guard case .notification(let notification) = row.trigger else { continue }
            byPair[row.from.slot * states + row.to.slot] = notification
            aggregate[notification.rawValue] = true
        }
        aggregateByPair = byPair
        self.aggregate = aggregate
        let sceneRows = SceneMachine.machine.transitions(for: profile).filter { $0.citation.basis == .documented }
        needsForegroundScene = LifecycleNotification.allCases.map { notification in
            guard notification.info.poster == .application, profile.usesScenes,
                let callback = notification.info.accompanies.first(where: { $0.receiver == .scene })
            else { return false }
            let rows = sceneRows.filter { $0.trigger == .callback(callback) }
            return !rows.isEmpty
                && rows.allSatisfy { Self.foreground.contains($0.from) && Self.foreground.contains($0.to) }
        }
        var phaseCallbacks = [Callback?](
            repeating: nil, count: SceneActivationState.allCases.count * ScenePhase.allCases.count)
        for state in SceneActivationState.allCases {
            for phase in ScenePhase.allCases {
                let found = Callback.allCases.filter { callback in
                    callback.receiver == .scene
                        && scene.targets(from: state, on: TriggerCode.of(callback)).contains {
                            $0 != state && $0.appState != nil && $0.scenePhase == phase
                        }
                }
                if found.count == 1 { phaseCallbacks[state.slot * ScenePhase.allCases.count + phase.slot] = found[0] }
            }
        }
        self.phaseCallbacks = phaseCallbacks
    }

    /// The scene-delegate callback whose move a scene-level phase change to `phase` shows,
    /// from `state`: the one edge that keeps the scene connected and changes its phase.
    @inline(__always)
    @usableFromInline package func callback(movingSceneFrom state: SceneActivationState, toPhase phase: ScenePhase)
        -> Callback?
    {
        phaseCallbacks[state.slot * ScenePhase.allCases.count + phase.slot]
    }

    private static let all = Profile.allCases.map(MachineIndex.init(profile:))
    private static let foreground: Set<SceneActivationState> = [.foregroundInactive, .foregroundActive]

    /// The index of `profile`, built once per process.
    @usableFromInline package static func of(_ profile: Profile) -> MachineIndex { all[profile.ordinal] }

    /// The notification that shows an aggregate change `from` → `to`, if the app machine has one.
    @inline(__always)
    @usableFromInline package func notification(forAggregate from: AppState, to: AppState) -> LifecycleNotification? {
        aggregateByPair[from.slot * AppState.allCases.count + to.slot]
    }

    /// Whether `notification` needs a scene in the foreground (`needsForegroundScene`).
    @inline(__always) @usableFromInline package func requiresForegroundScene(
        _ notification: LifecycleNotification
    ) -> Bool {
        needsForegroundScene[notification.rawValue]
    }

    /// Whether `notification` moves the app machine under this profile (an aggregate change,
    /// posted when the app as a whole moves rather than beside each delegate call).
    @inline(__always) @usableFromInline package func isAggregateState(_ notification: LifecycleNotification) -> Bool {
        aggregate[notification.rawValue]
    }
}
