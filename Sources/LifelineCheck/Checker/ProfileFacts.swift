import LifelineModel

/// The catalogue's answers the checker needs on every event, looked up once for the
/// trace's profile: going through `Callback.info` or `LifecycleNotification.info` per event
/// would copy a whole catalogue entry (strings, arrays, citations) each time.
struct ProfileFacts {
    /// How UIKit delivers each callback under the profile, by `Callback.rawValue`.
    let delivery: [Delivery]
    /// Whether each notification is posted by a scene, by `LifecycleNotification.rawValue`.
    let postedByScene: [Bool]
    /// The callback each notification accompanies, if any, by `LifecycleNotification.rawValue`.
    let accompanied: [Callback?]
    /// Whether each callback runs within the background transition's budget, by `Callback.rawValue`.
    let inBackgroundBudget: [Bool]
    /// Whether devices may deliver each callback around the launch (`LaunchSequence.aroundLaunch`).
    let aroundLaunch: [Bool]
    /// Whether each callback is legacy state restoration (`LaunchSequence.restoration`).
    let restoration: [Bool]
    /// The callback each one is read as (`LaunchSequence.standsFor`), by `Callback.rawValue`.
    let moment: [Callback]

    init(profile: Profile) {
        let machines = MachineIndex.of(profile)
        delivery = machines.delivery
        postedByScene = machines.postedByScene
        accompanied = machines.accompanied
        inBackgroundBudget = Callback.allCases.map { Budget.bounding($0) == .backgroundTransition }
        aroundLaunch = machines.aroundLaunch
        restoration = Callback.allCases.map(LaunchSequence.restoration.contains)
        moment = machines.moment
    }
}
