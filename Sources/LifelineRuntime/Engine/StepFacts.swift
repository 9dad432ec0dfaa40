import LifelineModel

/// What every step asks of the catalogues, answered once per runtime and kept by number.
///
/// `Callback.info` and `LifecycleNotification.info` copy a whole catalogue entry (its strings
/// and arrays) on each use, and `String.contains` goes through Foundation; at millions of
/// steps a second those look-ups cost more than the simulation. The answers are the same: each
/// table is filled from the same expression the step used to evaluate.
struct StepFacts {
    /// Per `Callback.rawValue`: who receives it.
    let receiver: [Receiver]
    /// Per `Callback.rawValue`: a "did" method, which runs after the change so that the delegate
    /// reads the new state (`activationState`, `applicationState`); a "will" method sees the old.
    let past: [Bool]
    /// Per `Callback.rawValue`: whether UIKit delivers it under the profile and the app's adoption.
    let delivered: [Bool]
    /// Per `Callback.rawValue`: the notifications posted beside an app-delegate step (the
    /// aggregate-state ones are posted when the aggregate moves instead), before and after it.
    let appNotes: [(before: [LifecycleNotification], after: [LifecycleNotification])]
    /// Per `Callback.rawValue`: the `UIScene` notifications posted beside a scene-delegate step.
    let sceneNotes: [(before: [LifecycleNotification], after: [LifecycleNotification])]
    /// Per `LifecycleNotification.rawValue`: the name in traces.
    let notificationName: [String]
    /// Per `LifecycleNotification.rawValue`: posted by a scene (so its event names the scene).
    let postedByScene: [Bool]
    /// Per `LifecycleNotification.rawValue`: posted before the delegate method.
    let postedBefore: [Bool]
    /// `AppState.aggregate(of:)` of every set of scene states, by `StepFacts.bit` mask. The
    /// aggregate is the most active state present (each state has its own activity), so it
    /// depends on the set alone; asking the model once per set spares a generic call per step.
    let aggregateBySet: [AppState]

    init(profile: Profile, swiftUI: SwiftUIApp?, edges: EdgeIndex) {
        let callbacks = Callback.allCases
        receiver = callbacks.map(\.receiver)
        // willFinishLaunching runs in the launch state already: "the app is in the inactive
        // state" (sceneless) or background (scenes) when it is called (§1.1, §1.5, §3), never
        // not running.
        past = callbacks.map {
            $0 == .willFinishLaunching || $0.swiftName.contains("Did") || $0.swiftName.contains("did")
        }
        delivered = callbacks.map { callback in
            switch callback.info.routing[profile] {
            case .delivered: return true
            case .notDelivered: return false
            case .whenAdopted(.applicationDelegateAdaptor): return swiftUI?.delegateAdaptor != nil
            case .whenAdopted(.sceneDelegateClass): return swiftUI?.sceneDelegateClass != nil
            }
        }
        func split(_ notes: [LifecycleNotification]) -> (
            before: [LifecycleNotification], after: [LifecycleNotification]
        ) {
            (notes.filter { $0.info.order == .beforeDelegate }, notes.filter { $0.info.order == .afterDelegate })
        }
        appNotes = callbacks.map { split(edges.notifications(accompanying: $0).filter { !edges.isAggregateState($0) }) }
        sceneNotes = callbacks.map { split(edges.notifications(accompanying: $0).filter { $0.info.poster == .scene }) }
        let notifications = LifecycleNotification.allCases
        notificationName = notifications.map(\.name)
        postedByScene = notifications.map { $0.info.poster == .scene }
        postedBefore = notifications.map { $0.info.order == .beforeDelegate }
        let states = SceneActivationState.allCases
        aggregateBySet = (0..<(1 << states.count)).map { mask in
            AppState.aggregate(of: states.filter { mask & Int(StepFacts.bit($0)) != 0 })
        }
    }

    /// A scene state's bit in an `aggregateBySet` mask.
    @inline(__always) static func bit(_ state: SceneActivationState) -> UInt8 { EdgeIndex.bit(state) }
}
